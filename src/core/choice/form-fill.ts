import { DEV_MODE } from '../../api/dev-mode.js';
import type { ReactiveElement } from '@lit/reactive-element';
import { configError } from '../../api/errors.js';
import { missingMappedFields } from '../../form/field-mapping.js';
import type { VerifiedAddressSource, Verification } from '../events/address-events.js';
import { reportError } from '../events/report-error.js';
import type { FinalChoice } from '../lookup/address-service.js';
import { applyChoice, type FillParts } from './apply.js';

/**
 * The element's fills, one at a time: a newer choice, a reset or a disconnect stops a fill still watching the form
 * the shop rebuilds after a country write; a `fields` entry that names no field of the page is reported once, not at every pick.
 */
export class FormFill {
  readonly #host: ReactiveElement;
  readonly #parts: FillParts;
  #stop = (): void => {};
  readonly #misnamed = new Set<string>();

  constructor(host: ReactiveElement, parts: FillParts) {
    this.#host = host;
    this.#parts = parts;
  }

  /** See applyChoice. */
  apply(
    input: HTMLInputElement,
    choice: FinalChoice,
    source: VerifiedAddressSource,
    verification?: Verification,
    moveFocus?: boolean,
  ): void {
    this.stop();
    this.#stop = applyChoice(this.#host, input, choice, this.#parts, source, verification, moveFocus);
    for (const missing of missingMappedFields(input)) {
      if (this.#misnamed.has(missing)) continue;
      this.#misnamed.add(missing);
      reportError(
        this.#host,
        configError('fields', missing),
        DEV_MODE ? 'That value was not filled; the other fields were.' : undefined,
      );
    }
  }

  stop(): void {
    this.#stop();
    this.#stop = () => {};
  }
}
