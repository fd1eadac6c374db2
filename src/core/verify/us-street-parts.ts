/** The parts of a US Street exchange the verifier and the entered-address check share: what is asked, what came. */
import { zipField } from '../../api/response.js';
import type { UsStreetRequest } from '../../api/us-street.js';
import type { PostalAddress } from '../../form/address-values.js';
import { candidateSecondary } from '../../form/street-candidate.js';
import type { Verification } from '../events/address-events.js';

/** The address a US Street lookup is asked about: a chosen one in its parts, or one entered (freeform or parts). */
export type StreetInput = Pick<UsStreetRequest, 'street' | 'secondary' | 'city' | 'state' | 'zipcode' | 'urbanization'>;

export function streetInput(address: PostalAddress): StreetInput {
  return {
    street: address.line1,
    secondary: address.line2,
    city: address.city,
    state: address.region,
    zipcode: address.postalCode,
    urbanization: address.urbanization,
  };
}

/** The address with the candidate's ZIP+4 as its postal code, when asked for and known. */
export function withZip4(address: PostalAddress, verification: Verification, zip4: boolean): PostalAddress {
  const components = verification.candidate?.components as Record<string, unknown> | undefined;
  const plus4 = components?.plus4_code;
  const zipcode = zipField(components?.zipcode);
  if (!zip4 || typeof plus4 !== 'string' || plus4 === '' || !zipcode) return address;
  return { ...address, postalCode: `${zipcode}-${plus4}` };
}

/** Whether a unit typed after a chosen street stands: US Street knows it (vacant too), or could not be asked (fail open). */
export function confirmsUnit(verification: Verification): boolean {
  return verification.status === 'verified' || verification.status === 'vacant' || verification.status === 'error';
}

/** The address with the unit as US Street writes it, when the candidate has one. */
export function withSecondary(address: PostalAddress, verification: Verification): PostalAddress {
  const line2 = candidateSecondary(verification.candidate);
  return line2 ? { ...address, line2 } : address;
}
