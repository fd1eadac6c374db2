/**
 * What happens once there is a final address, and to it afterwards: the verification `verified-address` waits for
 * (fail open), the event and the fill, the units a verified address still needs, whether the text stays the chosen
 * address (the tracker), a unit typed after the chosen street (confirmed at commit), and an autofilled or pasted
 * address checked quietly and offered in the "Did you mean" row. It talks to a Verifier, never to a service.
 */
import type { ReactiveElement } from '@lit/reactive-element';
import { DEV_MODE } from '../../api/dev-mode.js';
import type { PostalAddress } from '../../form/address-values.js';
import { formAddress } from '../../form/form-address.js';
import { isWritable } from '../../form/form-filler.js';
import { findAddressFields } from '../../form/address-fields.js';
import { hintUnitField } from '../../form/unit-hint.js';
import type { ComboboxEvent } from '../combobox/state.js';
import { UnverifiedAddressEvent, type Unverified, type VerifiedAddressSource } from '../events/address-events.js';
import { reportError } from '../events/report-error.js';
import type { LookupSession } from '../lookup/session.js';
import type { FinalChoice, SourceOption } from '../lookup/source.js';
import type { VerifiedChoice } from '../lookup/verifier.js';
import type { EnteredBy, Pasted } from '../view/input-binding.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import { fillKept, formHolds, writeStreet, type InputWriter } from './apply.js';
import { FormFill } from './form-fill.js';
import { Correction, type Offer } from './correction.js';
import { PasteOffer, type PasteAnswer } from './paste-offer.js';
import { ChoiceTracker } from './tracker.js';

/** The element's settings, as the flow reads them when it needs them. */
export interface ChoiceSettings {
  /** No lookups and no choices while the input is disabled or read-only. */
  usable(): boolean;
  strings(): AddressAutocompleteStrings;
  /** The country of an address the form holds when it has no country field (alpha-3, or '' when unknown). */
  country(): string;
}

/** What the flow works with: the element's parts, each an object the element already has. */
export interface ChoiceFlowParts {
  /** The input binding: the wrapped input, and writes that are not typing. */
  binding: { readonly input: HTMLInputElement | undefined } & InputWriter;
  /** The lookups: the verifier, the extractor, a building's units listed again, a unit read in typed text, deferred work. */
  session: Pick<LookupSession, 'verifier' | 'extractor' | 'groupOf' | 'appendedUnit' | 'restates' | 'later' | 'after'>;
  /** An event for the combobox machine. */
  send(event: ComboboxEvent<SourceOption>): void;
  /** Says `text` in the live region. */
  announce(text: string): void;
  settings: ChoiceSettings;
}

/** What a failed verification means for the choice: it stands (fail open), unverified. */
const UNVERIFIED = DEV_MODE
  ? 'The address was not verified; the choice stands as chosen, and the next choice asks US Street again.'
  : undefined;

/** What a failed extract means for the pasted text: it stays as pasted, the shopper's to choose for or submit. */
const PASTE_STANDS = DEV_MODE
  ? 'The pasted text stands as pasted; the list of suggestions works as before.'
  : undefined;

/** The value of the "No unit" option that declines the units a chosen address needs. */
const NO_UNIT = {};
/** The value of the option that keeps a typed unit US Street does not know, over the building's units. */
const KEEP_UNIT = {};

export class ChoiceFlow {
  readonly tracker: ChoiceTracker;
  readonly #host: ReactiveElement;
  readonly #parts: ChoiceFlowParts;
  /** The service's form of an autofilled or pasted address, offered in the "Did you mean" row. */
  readonly #correction = new Correction();
  /** The verified addresses found in a paste (`extract-url`), offered in the "Found in your paste" list. */
  readonly #pasteOffer = new PasteOffer();
  /**
   * The latest choice, unit confirmation or check; an answer for an earlier one (a slow verdict) writes nothing and
   * dispatches nothing: only the latest may.
   */
  #latest = 0;
  /** The last final address and the text the input was given for it: what a unit typed after it is for. */
  #last: { address: PostalAddress; text: string; scope: unknown } | undefined;
  /** The text and reason last reported: `unverified-address` is dispatched once per text and reason. */
  #reported: string | undefined;
  readonly #fill: FormFill;

  constructor(host: ReactiveElement, parts: ChoiceFlowParts) {
    this.#host = host;
    this.#parts = parts;
    const { binding: writer, session: timers } = parts;
    this.#fill = new FormFill(host, {
      write: (text) => writer.write(text),
      whileWriting: (write) => writer.whileWriting(write),
      after: (ms, callback) => timers.after(ms, callback),
      host,
    });
    const { session } = parts;
    this.tracker = new ChoiceTracker(host, {
      input: () => parts.binding.input,
      appendedUnit: (chosen, text) => (session.verifier ? session.appendedUnit(chosen, text) : undefined),
      restates: (chosen, text) => session.restates(chosen, text),
    });
  }

  /** A final address chosen from the list, or a building's only unit left (`scope`: the units it came from, if any). */
  applyFinal(choice: FinalChoice, scope: unknown, source: VerifiedAddressSource = 'list'): void {
    this.#finish(choice, source, this.#parts.session.verifier?.verify(choice), scope);
  }

  /** Accepts `option` when it is one the flow offered (a correction, "Keep what I entered", "No unit"); else false. */
  accept(option: SourceOption): boolean {
    // "No unit" for an address that needs one: the shopper says there is none; the choice stands as verified.
    // Keeping a typed unit US Street does not know: it already stands, unverified; the list closes.
    if (option.value === KEEP_UNIT) return true;
    if (option.value === NO_UNIT) {
      const input = this.#parts.binding.input;
      if (this.tracker.choice && input) this.tracker.applied(this.tracker.choice, input.value, 'verified');
      return true;
    }
    const found = this.#pasteOffer.answer(option);
    if (found !== undefined) {
      this.#takeFound(found);
      return true;
    }
    const answer = this.#correction.answer(option);
    if (answer === undefined) return false;
    // A spent row's option (the list it was in may be reached again) does nothing.
    if (answer === 'spent') return true;
    if ('keep' in answer) this.#keep(answer.keep);
    // Filled as a choice, with the verdict already in hand.
    else if (this.#parts.settings.usable()) {
      const { choice, by, result } = answer.take;
      this.#finish(choice, by, Promise.resolve(result));
    }
    return true;
  }

  /** The shopper edited the text. */
  edited(text: string): void {
    this.tracker.edited(text);
  }

  /** What the service's latest answer to typing means for the text: it can offer a choice (undefined), or why not. */
  answered(why: Unverified | undefined): void {
    this.tracker.answered(why);
  }

  /**
   * The shopper committed the text (`change`). With a unit appended after the chosen street: one verification of
   * the chosen address with that unit. Confirmed (or it failed: fail open), it is a choice of its own
   * (`source: 'unit'`); else the text is no longer the chosen address.
   */
  committed(): void {
    const { tracker } = this;
    const { choice, pendingUnit: unit } = tracker;
    const { binding, session, settings } = this.#parts;
    const input = binding.input;
    this.#reportUnverified();
    if (!choice || !unit || !input || !settings.usable()) return;
    const verifying = session.verifier?.verifyUnit(choice, unit);
    if (!verifying) return;
    const text = input.value;
    const current = this.#ticket();
    void verifying.then((result) => {
      if (!current() || input.value !== text || tracker.choice !== choice) return;
      if (!result.confirmed) {
        this.#unitNotMatched();
        return;
      }
      // Filled as a choice: the unit as the service writes it, in the unit field when the form has one.
      const confirmed = { ...choice, address: result.address };
      writeStreet(input, confirmed, binding);
      this.#verdict(confirmed, result, 'unit', input.value, undefined);
    });
  }

  /**
   * The address a unit typed in `text` is for: the last chosen one while `text` is its street with a unit appended
   * (suggestions then narrow to that address, never to other cities); else undefined.
   */
  unitFor(text: string): PostalAddress | undefined {
    const last = this.#last;
    return last && this.#parts.session.appendedUnit(last.text, text) !== undefined ? last.address : undefined;
  }

  /** The form's country field now says `country` (alpha-3): a choice in another country no longer stands. */
  countryChanged(country: string): void {
    const chosen = this.tracker.choice?.address.country;
    // The fill's own write of the chosen country is no change.
    if (chosen === undefined || chosen.toUpperCase() === country.toUpperCase()) return;
    this.#ticket();
    this.tracker.replaced();
  }

  /** `form.reset()` or `clear()`: no choice, and no answer still on its way may write. */
  forget(): void {
    this.#ticket();
    this.#fill.stop();
    this.#last = undefined;
    this.#correction.withdraw();
    this.#pasteOffer.withdraw();
    this.tracker.forget();
  }

  /**
   * A whole address came in without typing (autofill; a paste, with a verifier: without one, the element looks a
   * paste up as typed text). No list pops over it, and it is no longer a chosen
   * address. With a verifier it is checked quietly: the service's own form already in the form makes it verified at
   * once (no row, no announcement); a different form is offered in the "Did you mean" row. A paste into the
   * shopper's text is never taken as the whole address: its match is offered in the row even when it is the same.
   */
  entered(by: EnteredBy, pasted: Pasted | undefined): void {
    this.#parts.send({ type: 'InputReplaced' });
    // A street element's fill that writes the chosen postal code with its ZIP+4 leaves the postal code chosen.
    if (this.tracker.restated(this.#parts.binding.input?.value ?? '')) return;
    this.tracker.replaced();
    // Autofill fills the form's fields one after another, each with its own events, all in one task: the street's
    // `input` comes before the city and ZIP are there. The form is read once the fill is done, a task later.
    if (by === 'autofill') this.#parts.session.later(() => this.#check(by, undefined));
    else this.#check(by, pasted);
  }

  /**
   * Text pasted with an extractor (`extract-url`): it is posted to the shop's extract route, and the verified
   * addresses found are offered in the "Found in your paste" list; none found, or the route failing, the status row
   * says so and the text stands as pasted (unverified). No list of suggestions pops over it meanwhile.
   */
  pasted(text: string): void {
    const { binding, session, settings } = this.#parts;
    this.#parts.send({ type: 'InputReplaced' });
    this.tracker.replaced();
    this.#pasteOffer.withdraw();
    const input = binding.input;
    const extracting = input && settings.usable() ? session.extractor?.extract(text) : undefined;
    if (!input || !extracting) return;
    const written = input.value;
    const current = this.#ticket();
    void extracting.then(({ finds, error }) => {
      if (error) reportError(this.#host, error, PASTE_STANDS);
      if (!current() || input.value !== written || binding.input !== input) return;
      if (finds.length === 0) {
        this.tracker.answered(error ? { reason: 'unavailable', code: error.code } : { reason: 'not-found' });
        this.#reportUnverified();
      }
      this.#parts.send(
        error
          ? { type: 'PasteFailed', code: error.code }
          : { type: 'CorrectionOffered', list: this.#pasteOffer.offer(finds, settings.strings()) },
      );
    });
  }

  /** An option of the "Found in your paste" list: the find is filled as a choice, its verdict already in hand. */
  #takeFound(answer: PasteAnswer): void {
    if (answer === 'spent') return;
    if ('keep' in answer) {
      this.tracker.answered({ reason: 'kept' });
      this.#reportUnverified();
      return;
    }
    if (!this.#parts.settings.usable()) return;
    const { choice, verification } = answer.take;
    this.#finish(choice, 'paste', Promise.resolve({ verification, address: choice.address }));
  }

  #ticket(): () => boolean {
    const mine = ++this.#latest;
    return () => mine === this.#latest;
  }

  /** Text that stands unverified (the service could not help, or the shopper kept it): the page is told why. */
  #reportUnverified(): void {
    const input = this.#parts.binding.input;
    const why = this.tracker.unverified;
    if (!input || !why || this.tracker.choice || input.value.trim() === '') return;
    const key = JSON.stringify([input.value, why.reason, why.code]);
    if (key === this.#reported) return;
    this.#reported = key;
    const address = formAddress(input, this.#parts.settings.country());
    this.#host.dispatchEvent(new UnverifiedAddressEvent({ ...why, text: input.value, address }));
  }

  /** The shopper keeps their text over the service's correction: a pasted whole address is split into the form. */
  #keep(declined: Offer): void {
    const input = this.#parts.binding.input;
    if (!input) return;
    const { kept } = declined.read;
    if (kept && input.value === declined.text) fillKept(input, kept, this.#parts.binding);
    this.tracker.answered({ reason: 'kept' });
    this.#reportUnverified();
  }

  /**
   * The verified address needs its apartment or suite: when the choice came from a building's units (`scope`), they
   * are listed again under the input; else the hint is announced and shown in the empty unit field the fill moved
   * focus to.
   */
  #unitNeeded(input: HTMLInputElement, scope: unknown): boolean {
    const { session, settings } = this.#parts;
    const group = session.groupOf(scope);
    const strings = settings.strings();
    if (!group || !settings.usable()) {
      this.#parts.announce(strings.unitNeeded);
      const field = findAddressFields(input).get('address-line2')?.[0];
      if (field && field.localName !== 'select' && isWritable(field) && field.value === '')
        hintUnitField(field as HTMLInputElement, strings.unitNeeded);
      return false;
    }
    input.focus();
    const decline = { kind: 'dismiss' as const, text: strings.noUnit, value: NO_UNIT };
    this.#parts.send({ type: 'UnitsNeeded', option: group, needed: { reason: strings.unitNeeded, decline } });
    return true;
  }

  /**
   * The unit typed after the chosen street is not one the verifier knows: the text stays as typed, no longer the
   * chosen address, and says why (it is the shopper's to submit); the building's units, when the choice came from
   * them, are offered under the reason.
   */
  #unitNotMatched(): void {
    const { session, settings } = this.#parts;
    this.tracker.replaced();
    this.tracker.answered({ reason: 'unit-not-matched' });
    this.#reportUnverified();
    const strings = settings.strings();
    const group = settings.usable() ? session.groupOf(this.#last?.scope) : undefined;
    if (!group) {
      this.#parts.announce(strings.unitNotMatched);
      return;
    }
    const decline = { kind: 'dismiss' as const, text: strings.keepEntered, value: KEEP_UNIT };
    this.#parts.send({ type: 'UnitsNeeded', option: group, needed: { reason: strings.unitNotMatched, decline } });
  }

  /** The verdict on a choice whose street the input was given as `written`: the event, the fill, what comes next. */
  #verdict(
    choice: FinalChoice,
    { verification, error }: VerifiedChoice,
    source: VerifiedAddressSource,
    written: string,
    scope: unknown,
  ): void {
    const input = this.#parts.binding.input;
    if (!input) return;
    if (error) reportError(this.#host, error, UNVERIFIED);
    // Focus moves on to the unit field only if the shopper is still where the choice left them.
    const focus = document.activeElement;
    const stayed = input.value === written && (focus === input || focus === document.body);
    this.#fill.apply(input, choice, source, verification, stayed);
    this.#last = { address: choice.address, text: written, scope };
    const { status } = verification;
    // A unit is needed: its building's units are listed again when the choice came from them (no list is put over
    // text the shopper typed meanwhile), and the address is held until one is chosen or declined; else the hint.
    const listed =
      status === 'missing-secondary' && this.#unitNeeded(input, input.value === written ? scope : undefined);
    const unverified = status === 'not-found' || status === 'missing-secondary';
    this.tracker.applied(choice, written, listed ? 'needs-unit' : unverified ? 'unverified' : 'verified');
    // The shopper typed on while the verdict was awaited (the unit, likely): their text stays, and counts as an edit.
    if (input.value !== written) this.edited(input.value);
  }

  /** A final address: written at once; with a verification under way, the event and the fill wait for it (fail open). */
  #finish(
    choice: FinalChoice,
    source: VerifiedAddressSource,
    verifying: Promise<VerifiedChoice> | undefined,
    scope?: unknown,
  ): void {
    const { binding } = this.#parts;
    const input = binding.input;
    if (!input) return;
    this.#parts.send({ type: 'ChoiceApplied', label: choice.label });
    if (!verifying) {
      this.#fill.apply(input, choice, source);
      this.tracker.applied(choice, input.value, 'verified');
      this.#last = { address: choice.address, text: input.value, scope };
      return;
    }
    writeStreet(input, choice, binding);
    const written = input.value;
    const current = this.#ticket();
    void verifying.then((result) => {
      if (current()) this.#verdict({ ...choice, address: result.address }, result, source, written, scope);
    });
  }

  /** The quiet check of an autofilled or pasted address: verified silently, or the "Did you mean" row. */
  #check(by: EnteredBy, pasted: Pasted | undefined): void {
    const { binding, session, settings } = this.#parts;
    const input = binding.input;
    const checking = input && settings.usable() ? session.verifier?.check(input, pasted?.text) : undefined;
    if (!input || !checking) return;
    const text = input.value;
    const current = this.#ticket();
    void checking.then(({ verification, error, choice, same, changed, kept }) => {
      if (error) reportError(this.#host, error, UNVERIFIED);
      // The shopper typed on or chose meanwhile, or the input went: the answer is for text no longer there.
      if (!current() || input.value !== text || binding.input !== input) return;
      if (!choice) {
        // US Street could not check it, or does not know it: the shopper's address stands, unverified.
        this.tracker.answered(error ? { reason: 'unavailable', code: error.code } : { reason: 'not-found' });
        this.#reportUnverified();
        return;
      }
      const result = { verification, address: choice.address };
      // Pasted into the shopper's text: what it is with the paste is theirs; the match is a choice, and keeping the
      // text keeps it whole (the paste is not split into the form).
      const amid = pasted !== undefined && !pasted.alone;
      // Already the service's address (in the form's fields, or pasted but for case, commas, abbreviations and
      // ZIP+4): verified silently, the paste split into the form as a choice would be.
      if (amid) {
        const read = { changed, kept: undefined };
        const row = this.#correction.offer({ choice, result, by, text, read }, settings.strings());
        this.#parts.send({ type: 'CorrectionOffered', list: row });
      } else if (formHolds(input, choice)) this.#verdict(choice, result, by, text, undefined);
      else if (same) {
        writeStreet(input, choice, binding);
        this.#verdict(choice, result, by, input.value, undefined);
      } else {
        const row = this.#correction.offer({ choice, result, by, text, read: { changed, kept } }, settings.strings());
        this.#parts.send({ type: 'CorrectionOffered', list: row });
      }
    });
  }
}
