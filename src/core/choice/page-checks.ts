/**
 * The page's `check()` calls, for a checkout that submits from script: each asks the choice machine for the same
 * check as a held submit's, and is answered once the verdict is in (check-verdict.ts), never later than the ceiling.
 * Fetched with the loader on the first call (core/features/page-check.ts): few pages submit from script.
 */
import type { PostalAddress } from '../../form/address-values.js';
import type { AddressCheck } from '../events/address-events.js';
import { checkVerdict } from './check-verdict.js';
import type { ChoiceRules, ChoiceState } from './state.js';

/** The choice controller, as a call reads and drives it. */
interface Choice {
  readonly state: ChoiceState;
  readonly rules: ChoiceRules;
  send(event: { type: 'Submitted'; form: string; asked: true } | { type: 'SubmitTimedOut'; asked: true }): void;
}

/** The element's parts a call needs (the controller's ChoiceParts). */
interface Parts {
  binding: { readonly input: HTMLInputElement | undefined };
  session: { after(ms: number, callback: () => void): () => void };
  settings: { submitTimeout(): number; country(): string };
  /** The form's code (core/choice/form-work.ts), which reads the form: a chunk of its own with the loader. */
  form: Pick<typeof import('./form-work.js'), 'formAddress' | 'formKey'>;
}

export class PageChecks {
  readonly #choice: Choice;
  readonly #parts: Parts;
  /** The calls still waiting for the verdict. */
  #asked: Array<(verdict: AddressCheck) => void> = [];

  constructor(choice: Choice, parts: Parts) {
    this.#choice = choice;
    this.#parts = parts;
  }

  /**
   * The form's address as the element judges it: one US Street lookup of the form (from the page session's cache when
   * it was asked before), answered once the verdict is in, and never later than the ceiling (`submit-timeout`: then
   * unverified, `unavailable`, `timeout`: fail open). With a ceiling of 0 nothing is looked up: the answer is what the
   * element knows now.
   */
  ask(): Promise<AddressCheck> {
    const input = this.#parts.binding.input;
    const ceiling = this.#parts.settings.submitTimeout();
    return new Promise((resolve) => {
      this.#asked.push(resolve);
      // No input, or no time to wait: what the element knows now.
      if (!input || ceiling === 0) return this.#answer(this.#verdict() ?? this.#timedOut());
      this.#choice.send({ type: 'Submitted', form: this.#parts.form.formKey(input), asked: true });
      if (!this.#asked.includes(resolve)) return;
      this.#parts.session.after(ceiling, () => {
        if (!this.#asked.includes(resolve)) return;
        this.#choice.send({ type: 'SubmitTimedOut', asked: true });
        // Still waiting (a unit's verdict, a paste's addresses): the page is answered, whatever comes later.
        if (this.#asked.includes(resolve)) this.#answer(this.#timedOut());
      });
    });
  }

  /** After each of the machine's transitions: the calls waiting are answered once the verdict is in. */
  settle(): void {
    if (this.#asked.length > 0) this.#answer(this.#verdict());
  }

  #verdict(): AddressCheck | undefined {
    return checkVerdict(this.#choice.state, () => this.#address(), this.#choice.rules.verifies);
  }

  #timedOut(): AddressCheck {
    return { status: 'unverified', address: this.#address(), reason: 'unavailable', code: 'timeout' };
  }

  /** The address as the form holds it. */
  #address(): PostalAddress {
    return this.#parts.form.formAddress(this.#parts.binding.input, this.#parts.settings.country());
  }

  #answer(verdict: AddressCheck | undefined): void {
    if (!verdict) return;
    for (const resolve of this.#asked.splice(0)) resolve(verdict);
  }
}
