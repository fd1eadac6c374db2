/**
 * Which submitted fields differ from the verified candidate, compared as the element compares an entered address
 * with the service's form of it (src/form/us-address-text.ts `addressKey`): case, punctuation and spaces aside, the
 * USPS short forms for long words ("Avenue" = "Ave", "Apartment" = "Apt"), a state name = its code, ZIP+4 = its ZIP.
 * One more rule for the unit: "#2" names the same unit as "Apt 2" (US Street writes the designator it knows).
 * A unit typed on line 1 ("1600 Main St Apt 2", line 2 blank) is read as the candidate's line 1 plus its unit.
 */
import type { PostalAddress } from '../form/address-values.js';
import { addressKey } from '../form/us-address-text.js';
import type { UsStreetCandidate } from '../api/us-street.js';
import { candidateAddress } from './candidate-address.js';
import { streetLookup, type SubmittedAddress } from './submitted-address.js';

export type ComparedField = 'line1' | 'line2' | 'city' | 'region' | 'postalCode';

/** "# 2", "#2" → "2": a bare-number unit, which any designator with that number matches. */
const bareUnit = (key: string): string | undefined => /^#\s*(\S+)$/.exec(key)?.[1];

function sameUnit(submitted: string, candidate: string): boolean {
  const [a, b] = [addressKey(submitted), addressKey(candidate)];
  if (a === b) return true;
  const number = bareUnit(a);
  return number !== undefined && b.split(' ').at(-1) === number;
}

/**
 * The fields of `submitted` (a PostalAddress or the submitted form fields) that differ from `candidate`, in the
 * order line1, line2, city, region, postalCode; [] when the shopper's address is the verified one.
 */
export function compareToCandidate(
  submitted: SubmittedAddress,
  candidate: UsStreetCandidate | PostalAddress,
): ComparedField[] {
  const entered = streetLookup(submitted, 'submitted');
  const verified: PostalAddress = 'deliveryLine1' in candidate ? candidateAddress(candidate) : candidate;
  const differs: ComparedField[] = [];
  const line1 = entered.street;
  const line2 = entered.secondary ?? '';
  const unitOnLine1 = line2 === '' && verified.line2 !== '';
  const sameLine1 = unitOnLine1
    ? addressKey(line1) === addressKey(`${verified.line1} ${verified.line2}`)
    : addressKey(line1) === addressKey(verified.line1);
  if (!sameLine1) differs.push('line1');
  if (!unitOnLine1 && !sameUnit(line2, verified.line2)) differs.push('line2');
  if (addressKey(entered.city ?? '') !== addressKey(verified.city)) differs.push('city');
  if (addressKey(entered.state ?? '') !== addressKey(verified.region)) differs.push('region');
  if (addressKey(entered.zipcode ?? '') !== addressKey(verified.postalCode)) differs.push('postalCode');
  return differs;
}
