/**
 * An address the browser autofilled or the shopper pasted, checked with one US Street lookup (`verify`): what is
 * asked (the form's fields, or one freeform street when only the street is known), and the service's form of the
 * address as a choice the shopper can accept.
 */
import type { PostalAddress } from '../../form/address-values.js';
import { changedWords, sameAddressText, splitUsAddress } from '../../form/us-address-text.js';
import { US_STATE_NAMES } from '../../form/us-states.js';
import { oneLine } from '../../form/whole-address.js';
import type { AddressApi } from '../events/address-events.js';
import type { FinalChoice } from '../lookup/address-service.js';
import { usFinalChoice, usLabel } from '../services/us-choice.js';
import type { StreetInput } from './us-street-parts.js';
import { candidateAddress } from '../../form/street-candidate.js';
import type { ReplacementCheck } from '../lookup/verifier.js';

/** A freeform street counts its first 100 characters (spec: US Street input fields). */
const FREEFORM_MAX = 100;

function freeform(text: string): StreetInput {
  return { street: [...oneLine(text)].slice(0, FREEFORM_MAX).join('') };
}

/**
 * What to ask US Street about the address the form holds (`form`, the input's text on line 1): a pasted address as one
 * freeform street; an autofilled one in the parts the form's fields hold, or freeform when they do not make a last
 * line (street and ZIP, or street, city and state).
 */
export function replacedInput(form: PostalAddress, pasted: string | undefined): StreetInput {
  if (pasted !== undefined) return freeform(pasted);
  const { line1: street, line2: secondary, city, region: state, postalCode: zipcode } = form;
  if (zipcode || (city && state)) return { street, secondary, city, state, zipcode };
  return freeform([street, secondary, city, state].filter(Boolean).join('\n'));
}

/** A US Street candidate as a final choice: the street without its unit on line 1, the unit on line 2. */
export function candidateChoice(candidate: Readonly<Record<string, unknown>>, api: AddressApi): FinalChoice {
  const address = candidateAddress(candidate);
  const { line1, line2, urbanization } = address;
  // Labelled as the list's rows are ("street unit, city, ST 12345"), not as US Street's last line.
  return usFinalChoice(
    api,
    address,
    candidate,
    usLabel({
      streetLine: line1,
      secondary: line2,
      city: address.city,
      state: address.region,
      zipcode: address.postalCode,
      urbanization,
    }),
    US_STATE_NAMES,
  );
}

/**
 * What was entered, read against the service's form of it (`choice`): whether a paste already is it, the words the
 * "Did you mean" row marks, and a pasted address in the form's parts as entered (for "Keep what I entered").
 */
export function readReplaced(
  form: PostalAddress,
  pasted: string | undefined,
  choice: FinalChoice,
): Pick<ReplacementCheck, 'same' | 'changed' | 'kept'> {
  const { line1, line2, city, region, postalCode } = form;
  const entered = pasted ?? [line1, line2, city, region, postalCode].join(' ');
  const split = pasted === undefined ? undefined : splitUsAddress(pasted, choice.address.city);
  const kept = split && {
    address: { ...split, country: choice.address.country },
    regionAliases: [split.region, US_STATE_NAMES.get(split.region) ?? split.region],
    countryAlpha2: choice.countryAlpha2,
  };
  return {
    same: pasted !== undefined && sameAddressText(pasted, choice.label),
    changed: changedWords(choice.label, entered),
    kept,
  };
}
