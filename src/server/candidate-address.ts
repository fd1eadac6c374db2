import type { PostalAddress } from '../form/address-values.js';
import { candidateAddress as addressOfRecord } from '../form/street-candidate.js';
import type { UsStreetCandidate } from '../api/us-street.js';

/** A verdict's candidate as a PostalAddress, mapped as the element maps the candidate it fills the form with. */
export function candidateAddress(candidate: UsStreetCandidate): PostalAddress {
  return addressOfRecord(candidate.raw);
}
