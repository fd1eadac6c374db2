/**
 * US Street verification (`verify`) on demand: the verifier's code (core/verify, api/us-street*) is a chunk of its
 * own, fetched with the choice's code (form-work.ts) once a configuration with `verify` is made, so that it is there
 * by the shopper's first choice but never delays their first list.
 * A verdict asked for while it is still on its way waits for it; one asked for when it could not be fetched fails
 * open, as a failed US Street request does: the choice fills the form, unverified, and the failure is reported
 * (`address-error`, code `network`); the next verdict tries the import again.
 */
import type { PostalAddress } from '../../form/address-values.js';
import type { AddressError } from '../../api/errors.js';
import type { FinalChoice } from '../lookup/final-choice.js';
import type { ReplacementCheck, Requests, UnitVerdict, VerifiedChoice, Verifier } from '../lookup/verifier.js';
import type { UsStreetOptions, UsStreetVerifier } from '../verify/us-street-verifier.js';
import { featureChunk } from './feature-chunk.js';
import { withFormWork } from './form-work.js';

const code = featureChunk(() => import('../verify/us-street-verifier.js'));

/** A verdict US Street could not be asked for: an error, as for a failed request. */
const failed = (error: AddressError) => ({ verification: { status: 'error' as const }, error });

/** The verification of one configuration (its twin in the other builds is UsStreetVerifier itself). */
export class StreetVerifier implements Verifier {
  readonly #options: UsStreetOptions;
  readonly #requests: Requests;

  constructor(options: UsStreetOptions, requests: Requests) {
    this.#options = options;
    this.#requests = requests;
    withFormWork(code.load);
  }

  #verifier(): Promise<UsStreetVerifier> {
    return code.load().then((module) => new module.UsStreetVerifier(this.#options, this.#requests));
  }

  verify(choice: FinalChoice): Promise<VerifiedChoice> {
    return this.#verifier().then(
      (verifier) => verifier.verify(choice),
      (error: AddressError) => ({ ...failed(error), address: choice.address }),
    );
  }

  /** Without its code, the unit stands (fail open), as one US Street could not be asked about. */
  verifyUnit(choice: FinalChoice, unit: string): Promise<UnitVerdict> {
    return this.#verifier().then(
      (verifier) => verifier.verifyUnit(choice, unit),
      (error: AddressError) => ({ ...failed(error), address: { ...choice.address, line2: unit }, confirmed: true }),
    );
  }

  check(form: PostalAddress, pasted: string | undefined): Promise<ReplacementCheck> {
    return this.#verifier().then((verifier) => verifier.check(form, pasted), failed);
  }
}
