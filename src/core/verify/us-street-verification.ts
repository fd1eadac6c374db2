/**
 * Verifying a chosen US address with one US Street GET (`verify` on <us-address-autocomplete>): the request, the
 * verdict, the page session's cache, and the failure that must not stop the choice (fail open).
 */
import { AddressError, configError, isAddressError } from '../../api/errors.js';
import { resolveServiceRoot } from '../../api/request-url.js';
import { textField } from '../../api/response.js';
import { buildUsStreetUrl, verifyUsStreet, type UsStreetMatch, type UsStreetRequest } from '../../api/us-street.js';
import { usStreetStatus } from '../../api/us-street-status.js';
import type { Verification } from '../events/address-events.js';
import type { PostalAddress } from '../../form/address-values.js';
import type { FinalChoice } from '../lookup/source.js';

export interface VerifyOptions {
  embeddedKey: string;
  baseUrl?: string;
  match?: string;
  /** Also write ZIP+4 into the address (and so into the form's postal-code field). */
  zip4: boolean;
  timeoutMs: number;
}

/** What a verification gives the choice: its verdict, the address to fill, and the failure to report. */
export interface VerifiedChoice {
  verification: Verification;
  address: PostalAddress;
  error?: AddressError;
}

/** The check of an autofilled or pasted address: the verdict, and the service's form of it as a choice when found. */
export interface EnteredCheck {
  verification: Verification;
  error?: AddressError;
  choice?: FinalChoice;
  /** The entered address already is `choice` (case, commas, abbreviations and ZIP+4 aside). */
  same?: boolean;
  /** The ranges of `choice.label` that differ from what was entered (marked in the "Did you mean" row). */
  changed?: ReadonlyArray<readonly [number, number]>;
  /** A pasted address in the form's parts, as entered, for "Keep what I entered"; undefined when it does not split. */
  kept?: Pick<FinalChoice, 'address' | 'regionAliases' | 'countryAlpha2'>;
}

const MATCHES: readonly string[] = ['strict', 'invalid', 'enhanced'];

/** `verifyMatch` as the service takes it; a config error names it. Unset is the service's default, strict. */
export function checkVerifyMatch(match: string | undefined): UsStreetMatch | undefined {
  if (match === undefined || match === '') return undefined;
  if (!MATCHES.includes(match))
    throw configError('verifyMatch', `must be "strict", "invalid" or "enhanced" (got "${match}")`);
  return match as UsStreetMatch;
}

/** `streetBaseUrl` checked as `baseUrl` is (a URL, no credentials in its query), the error naming it. */
export function checkStreetBaseUrl(baseUrl: string | undefined): void {
  if (baseUrl === undefined || baseUrl === '') return;
  try {
    resolveServiceRoot(baseUrl);
  } catch (error) {
    if (!isAddressError(error)) throw error;
    throw configError('streetBaseUrl', error.message.replace(/^baseUrl: /, ''));
  }
}

/** Answers kept for the page session by request URL: the same address is looked up once. */
const answers = new Map<string, Verification>();

/** The address a US Street lookup is asked about: a chosen one in its parts, or one entered (freeform or parts). */
export type StreetInput = Pick<UsStreetRequest, 'street' | 'secondary' | 'city' | 'state' | 'zipcode' | 'urbanization'>;

function streetInput(address: PostalAddress): StreetInput {
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
  if (!zip4 || typeof plus4 !== 'string' || plus4 === '' || typeof components?.zipcode !== 'string') return address;
  return { ...address, postalCode: `${components.zipcode}-${plus4}` };
}

/** Whether a unit typed after a chosen street stands: US Street knows it (vacant too), or could not be asked (fail open). */
export function confirmsUnit(verification: Verification): boolean {
  return verification.status === 'verified' || verification.status === 'vacant' || verification.status === 'error';
}

/** A candidate's unit as US Street writes it ("Apt 3" for a typed "#3"); '' when it has none. */
export function candidateSecondary(candidate: Readonly<Record<string, unknown>> | undefined): string {
  const components = (candidate?.components ?? {}) as Record<string, unknown>;
  const number = textField(components.secondary_number);
  return number && [textField(components.secondary_designator), number].filter(Boolean).join(' ');
}

/** The address with the unit as US Street writes it, when the candidate has one. */
export function withSecondary(address: PostalAddress, verification: Verification): PostalAddress {
  const line2 = candidateSecondary(verification.candidate);
  return line2 ? { ...address, line2 } : address;
}

/** One GET (one candidate), or the page session's earlier answer for the same request; never throws. */
export async function verifyAddress(
  input: StreetInput,
  options: VerifyOptions,
): Promise<Omit<VerifiedChoice, 'address'>> {
  const context = { embeddedKey: options.embeddedKey, baseUrl: options.baseUrl };
  try {
    const request: UsStreetRequest = { ...input, candidates: 1, match: checkVerifyMatch(options.match) };
    const key = buildUsStreetUrl(request, context).href;
    let verification = answers.get(key);
    if (!verification) {
      const candidates = await verifyUsStreet(request, { ...context, signal: AbortSignal.timeout(options.timeoutMs) });
      verification = { status: usStreetStatus(candidates), ...(candidates[0] ? { candidate: candidates[0].raw } : {}) };
      answers.set(key, verification);
    }
    return { verification };
  } catch (error) {
    const reason = isAddressError(error)
      ? error
      : new AddressError('timeout', `The US Street service did not answer within ${options.timeoutMs / 1000} s.`, {
          cause: error,
        });
    return { verification: { status: 'error' }, error: reason };
  }
}

/** The verdict on a chosen address; its postal code becomes ZIP+4 when `zip4` asks for it. */
export async function verifyChoice(address: PostalAddress, options: VerifyOptions): Promise<VerifiedChoice> {
  const result = await verifyAddress(streetInput(address), options);
  return { ...result, address: withZip4(address, result.verification, options.zip4) };
}
