/**
 * A US Street candidate as a PostalAddress, mapped as the element maps a candidate it fills the form with
 * (src/core/verify/entered-address.ts `candidateChoice`): the street without its unit on line 1, the unit as US Street
 * writes it on line 2, the five-digit ZIP. Repeated here because the server layer may not import core.
 */
import type { PostalAddress } from '../form/address-values.js';
import { textField, zipField } from '../api/response.js';
import type { UsStreetCandidate } from '../api/us-street.js';

/** "Apt 3" (also for a typed "#3"); '' when the candidate has no unit. */
function secondaryOf(components: Readonly<Record<string, unknown>>): string {
  const number = textField(components.secondary_number);
  return number && [textField(components.secondary_designator), number].filter(Boolean).join(' ');
}

export function candidateAddress(candidate: UsStreetCandidate): PostalAddress {
  const parts = candidate.components;
  const line2 = secondaryOf(parts);
  const urbanization = textField(parts.urbanization);
  const delivery = candidate.deliveryLine1;
  let line1 = line2 && delivery.endsWith(` ${line2}`) ? delivery.slice(0, -line2.length - 1) : delivery;
  if (urbanization && line1.startsWith(`${urbanization} `)) line1 = line1.slice(urbanization.length + 1);
  return {
    line1,
    line2,
    city: textField(parts.city_name),
    region: textField(parts.state_abbreviation),
    postalCode: zipField(parts.zipcode) ?? '',
    country: 'USA',
    ...(urbanization ? { urbanization } : {}),
  };
}
