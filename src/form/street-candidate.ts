/**
 * A US Street candidate (the service's record) as the address it stands for: the street without its unit on line 1,
 * the unit as US Street writes it on line 2, the five-digit ZIP. One mapping for the element (a verified choice, the
 * "Did you mean" row) and for the shop's server (`verifyAddresses`), so both correct an address the same way.
 */
import { textField, zipField } from '../api/response.js';
import type { PostalAddress } from './address-values.js';

/** "Apt 3" (also for a typed "#3"); '' when the candidate has no unit. */
export function candidateSecondary(candidate: Readonly<Record<string, unknown>> | undefined): string {
  const components = (candidate?.components ?? {}) as Record<string, unknown>;
  const number = textField(components.secondary_number);
  return number && [textField(components.secondary_designator), number].filter(Boolean).join(' ');
}

export function candidateAddress(candidate: Readonly<Record<string, unknown>>): PostalAddress {
  const parts = (candidate.components ?? {}) as Record<string, unknown>;
  const line2 = candidateSecondary(candidate);
  const delivery = textField(candidate.delivery_line_1);
  const urbanization = textField(parts.urbanization);
  let line1 = line2 && delivery.endsWith(` ${line2}`) ? delivery.slice(0, -line2.length - 1) : delivery;
  if (urbanization && line1.startsWith(`${urbanization} `)) line1 = line1.slice(urbanization.length + 1);
  return {
    line1,
    line2,
    city: textField(parts.city_name),
    region: textField(parts.state_abbreviation),
    // A ZIP number (a proxy's re-encoding) as the five digits parseUsStreetCandidates accepted it as.
    postalCode: zipField(parts.zipcode) ?? '',
    country: 'USA',
    ...(urbanization ? { urbanization } : {}),
  };
}
