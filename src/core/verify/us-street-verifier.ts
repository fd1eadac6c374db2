/**
 * Verifying with US Street (`verify` on <us-address-autocomplete>): one GET for a chosen address, for a unit typed
 * after a chosen street, or for an address autofilled or pasted; its verdict; and the failure that must not stop
 * the choice (fail open). Requests go through the element (`Requests`: the latest only, timed out on the element's
 * clock, answers in a bounded page-wide cache).
 */
import type { PostalAddress } from '../../form/address-values.js';
import { isAbortError, type AddressError } from '../../api/errors.js';
import { getJson } from '../../api/http.js';
import {
  buildUsStreetUrl,
  parseUsStreetCandidates,
  type UsStreetMatch,
  type UsStreetRequest,
} from '../../api/us-street.js';
import { usStreetStatus } from '../../api/us-street-status.js';
import type { AddressApi } from '../events/address-events.js';
import { toAddressError } from '../lookup/request-errors.js';
import type { FinalChoice } from '../lookup/address-service.js';
import { candidateChoice, replacedInput, readReplaced } from './replaced-address.js';
import { confirmsUnit, streetInput, withSecondary, withZip4, type StreetInput } from './us-street-parts.js';
import type { ReplacementCheck, Requests, UnitVerdict, VerifiedChoice, Verifier } from '../lookup/verifier.js';

export interface UsStreetOptions {
  embeddedKey: string;
  baseUrl?: string;
  match?: UsStreetMatch;
  /** Also write ZIP+4 into the address (and so into the form's postal-code field). */
  zip4: boolean;
  /** The autocomplete API the choices come from (`detail.api` of a checked address's choice). */
  api: AddressApi;
  /** The `Referer` to send where the browser would send none (an srcdoc frame); undefined: the browser's own. */
  referrer?: string | undefined;
}

/** What failed: an AddressError, or none for a request a newer one replaced (its answer is not wanted). */
function failure(reason: unknown): AddressError | undefined {
  return isAbortError(reason) ? undefined : toAddressError(reason);
}

export class UsStreetVerifier implements Verifier {
  readonly #options: UsStreetOptions;
  readonly #requests: Requests;

  constructor(options: UsStreetOptions, requests: Requests) {
    this.#options = options;
    this.#requests = requests;
  }

  /** One GET (one candidate), or the earlier answer to the same request; never rejects (fail open). */
  async #ask(input: StreetInput): Promise<Omit<VerifiedChoice, 'address'>> {
    const { embeddedKey, baseUrl, match } = this.#options;
    const context = { embeddedKey, baseUrl };
    const request: UsStreetRequest = { ...input, candidates: 1, match };
    try {
      // Built once: the URL is the cache's key and the request.
      const url = buildUsStreetUrl(request, context);
      const verification = await this.#requests.request(url.href, async (signal) => {
        const candidates = parseUsStreetCandidates(await getJson(url, { signal, referrer: this.#options.referrer }));
        return { status: usStreetStatus(candidates), ...(candidates[0] ? { candidate: candidates[0].raw } : {}) };
      });
      return { verification };
    } catch (reason) {
      const error = failure(reason);
      return { verification: { status: 'error' }, ...(error ? { error } : {}) };
    }
  }

  /** The verdict on a chosen address; its postal code becomes ZIP+4 when `zip4` asks for it. */
  async verify(choice: FinalChoice): Promise<VerifiedChoice> {
    const result = await this.#ask(streetInput(choice.address));
    return { ...result, address: withZip4(choice.address, result.verification, this.#options.zip4) };
  }

  async verifyUnit(choice: FinalChoice, unit: string): Promise<UnitVerdict> {
    const result = await this.verify({ ...choice, address: { ...choice.address, line2: unit } });
    const { verification } = result;
    return { ...result, address: withSecondary(result.address, verification), confirmed: confirmsUnit(verification) };
  }

  async check(form: PostalAddress, pasted: string | undefined): Promise<ReplacementCheck> {
    const result = await this.#ask(replacedInput(form, pasted));
    const { candidate, status } = result.verification;
    if (!candidate || status === 'not-found') return result;
    const found = candidateChoice(candidate, this.#options.api);
    const choice = { ...found, address: withZip4(found.address, result.verification, this.#options.zip4) };
    return { ...result, choice, ...readReplaced(form, pasted, choice) };
  }
}
