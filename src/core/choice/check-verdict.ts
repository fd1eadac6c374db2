/**
 * What `check()` answers, read from the choice machine's state once nothing is on its way: the chosen address, the
 * "Did you mean" row offered, or why the form's address stands as entered. No DOM.
 */
import type { PostalAddress } from '../../form/address-values.js';
import type { AddressCheck } from '../events/address-events.js';
import type { ChoiceState } from './state.js';

/**
 * The verdict on the form's address in `state`, or undefined while an answer is still on its way. `formAddress` is the
 * address as the form holds it (read only when the verdict needs it); `verifies`: the element checks with US Street.
 */
export function checkVerdict(
  state: ChoiceState,
  formAddress: () => PostalAddress,
  verifies: boolean,
): AddressCheck | undefined {
  const { chosen, offer, awaited, unverified } = state;
  if (awaited) return undefined;
  const candidate = (verification: { candidate?: AddressCheck['candidate'] } | undefined) =>
    verification?.candidate ? { candidate: verification.candidate } : {};
  if (chosen) {
    const { choice, verification } = chosen;
    if (chosen.standing === 'verified' && chosen.pendingUnit === undefined)
      return { status: 'verified', address: choice.address, ...candidate(verification) };
    const reason = verification?.status === 'not-found' ? 'not-found' : 'needs-unit';
    return { status: 'unverified', address: choice.address, reason, ...candidate(verification) };
  }
  if (offer?.kind === 'correction') {
    const { choice, result } = offer.correction;
    return { status: 'corrected', address: choice.address, ...candidate(result.verification) };
  }
  if (!verifies) return { status: 'unchecked', address: formAddress() };
  return { status: 'unverified', address: formAddress(), ...unverified };
}
