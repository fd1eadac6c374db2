/**
 * What happens once there is a final address, and to it afterwards: the verification `verified-address` waits for
 * (fail open), the event and the fill, the units a verified address still needs, whether the text stays the chosen
 * address (the tracker), a unit typed after the chosen street (confirmed at commit), and an autofilled or pasted
 * address checked quietly and offered in the "Did you mean" row. A closure, like the other controllers, so that the
 * minifier can shorten its state.
 */
import type { ReactiveElement } from '@lit/reactive-element';
import { formAddress } from '../../form/form-address.js';
import { findAddressFields, isWritable } from '../../form/form-filler.js';
import { hintUnitField } from '../../form/unit-hint.js';
import { reportError } from '../events/report-error.js';
import { applyChoice, fillKept, formHolds, writeStreet, type InputWriter } from './apply.js';
import { trackChoice, type ChoiceTracker } from './tracker.js';
import type { ComboboxEvent } from '../combobox/state.js';
import { UnverifiedAddressEvent, type Unverified, type VerifiedAddressSource } from '../events/address-events.js';
import type { EnteredBy } from '../view/input-binding.js';
import type { FinalChoice, SourceOption } from '../lookup/source.js';
import { appendedUnit } from '../sources/us-units.js';
import type { PostalAddress } from '../../form/address-values.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import {
  confirmsUnit,
  withSecondary,
  type EnteredCheck,
  type VerifiedChoice,
} from '../verify/us-street-verification.js';

/** What the flow needs of its element. */
export interface ChoiceFlowParts {
  input(): HTMLInputElement | undefined;
  writer: InputWriter;
  /** No lookups and no choices while the input is disabled or read-only. */
  usable(): boolean;
  send(event: ComboboxEvent<SourceOption>): void;
  strings(): AddressAutocompleteStrings;
  requireVerified(): boolean;
  announce(text: string): void;
  /** The group whose units `scope` lists, to choose again when the verified address needs its unit. */
  groupOf(scope: unknown): SourceOption | undefined;
  /** The element's verification of a choice (US Street with `verify`), or none. */
  verify(choice: FinalChoice): Promise<VerifiedChoice> | undefined;
  /** Whether a unit typed after a chosen street can be confirmed (US Street, with `verify`); else it is an edit. */
  confirmsUnits(): boolean;
  /** The element's check of an autofilled or pasted address, or none. */
  checkEntered(pasted: string | undefined): Promise<EnteredCheck> | undefined;
  /** The country of an address the form holds when it has no country field (alpha-3, or '' when unknown). */
  country(): string;
}

export interface ChoiceFlow {
  readonly tracker: ChoiceTracker;
  /** A final address chosen from the list (`scope`: the units it came from, if any). */
  chose(choice: FinalChoice, scope: unknown, source?: VerifiedAddressSource): void;
  /** Accepts `option` when it is the offered correction; false for any other option. */
  accept(option: SourceOption): boolean;
  /** The shopper edited the text. */
  edited(text: string): void;
  /** The shopper committed the text (`change`). */
  committed(): void;
  /** What the service's latest answer to typing means for the text: it can offer a choice (undefined), or why not. */
  answered(why: Unverified | undefined): void;
  /** A whole address came in without typing (autofill, a paste). */
  entered(by: EnteredBy, pasted: string | undefined): void;
  /** `form.reset()` or `clear()`: no choice, and no answer still on its way may write. */
  forget(): void;
  /**
   * The address a unit typed in `text` is for: the last chosen one while `text` is its street with a unit appended
   * (suggestions then narrow to that address, never to other cities); else undefined.
   */
  unitFor(text: string): PostalAddress | undefined;
  /** The form's country field now says `country` (alpha-3): a choice in another country no longer stands. */
  countryChanged(country: string): void;
}

/** What a failed verification means for the choice: it stands (fail open), unverified. */
const UNVERIFIED =
  'The address was not verified; the choice stands as chosen, and the next choice asks US Street again.';

/** The value of the "No unit" option that declines the units a chosen address needs. */
const NO_UNIT = {};
/** The value of the option that keeps a typed unit US Street does not know, over the building's units. */
const KEEP_UNIT = {};

interface Offer {
  choice: FinalChoice;
  result: VerifiedChoice;
  by: EnteredBy;
  /** The input's text when the row was offered. */
  text: string;
  /** What the check read of the entered address: the words the row marks, the pasted address in its parts. */
  read: Pick<EnteredCheck, 'changed' | 'kept'>;
}

/** The "Keep what I entered" option's value: the offer it declines. */
interface Keep {
  declines: Offer;
}

export function createChoiceFlow(host: ReactiveElement, parts: ChoiceFlowParts): ChoiceFlow {
  const tracker = trackChoice(host, {
    input: parts.input,
    requireVerified: parts.requireVerified,
    message: () => parts.strings().notVerified,
  });
  /** The service's form of an autofilled or pasted address, offered in the "Did you mean" row. */
  let offer: Offer | undefined;
  /** Every offer made: an option of a spent one (accepted, declined, replaced) is recognised and does nothing. */
  const offers = new WeakSet<object>();
  /**
   * The latest choice, unit confirmation or check; an answer for an earlier one (a slow verdict) writes nothing and
   * dispatches nothing: only the latest may.
   */
  let latest = 0;
  /** The last final address and the text the input was given for it: what a unit typed after it is for. */
  let last: { address: PostalAddress; text: string; scope: unknown } | undefined;
  const ticket = (): (() => boolean) => {
    const mine = ++latest;
    return () => mine === latest;
  };

  const edited = (text: string): void => tracker.edited(text, parts.confirmsUnits());

  /** The text and reason last reported: `unverified-address` is dispatched once per text and reason. */
  let reported: string | undefined;
  /** Text that stands unverified (the service could not help, or the shopper kept it): the page is told why. */
  const reportUnverified = (): void => {
    const input = parts.input();
    const why = tracker.unverified;
    if (!input || !why || tracker.choice || input.value.trim() === '') return;
    const key = JSON.stringify([input.value, why.reason, why.code]);
    if (key === reported) return;
    reported = key;
    host.dispatchEvent(
      new UnverifiedAddressEvent({ ...why, text: input.value, address: formAddress(input, parts.country()) }),
    );
  };

  /** The shopper keeps their text over the service's correction: a pasted whole address is split into the form. */
  const keep = (declined: Offer): void => {
    const input = parts.input();
    if (!input) return;
    const { kept } = declined.read;
    if (kept && input.value === declined.text) fillKept(input, kept, parts.writer);
    tracker.answered({ reason: 'kept' });
    reportUnverified();
  };

  /**
   * The verified address needs its apartment or suite: when the choice came from a building's units (`scope`), they
   * are listed again under the input; else the hint is announced and shown in the empty unit field the fill moved
   * focus to.
   */
  const unitNeeded = (input: HTMLInputElement, scope: unknown): boolean => {
    const group = parts.groupOf(scope);
    if (!group || !parts.usable()) {
      const hint = parts.strings().unitNeeded;
      parts.announce(hint);
      const field = findAddressFields(input).get('address-line2')?.[0];
      if (field && field.localName !== 'select' && isWritable(field) && field.value === '')
        hintUnitField(field as HTMLInputElement, hint);
      return false;
    }
    input.focus();
    const strings = parts.strings();
    parts.send({
      type: 'reopen',
      option: group,
      needed: { reason: strings.unitNeeded, decline: { kind: 'dismiss', text: strings.noUnit, value: NO_UNIT } },
    });
    return true;
  };

  /** The verdict on a choice whose street the input was given as `written`: the event, the fill, what comes next. */
  const verdict = (
    choice: FinalChoice,
    { verification, error }: VerifiedChoice,
    source: VerifiedAddressSource,
    written: string,
    scope: unknown,
  ): void => {
    const input = parts.input();
    if (!input) return;
    if (error) reportError(host, error, UNVERIFIED);
    // Focus moves on to the unit field only if the shopper is still where the choice left them.
    const stayed =
      input.value === written && (document.activeElement === input || document.activeElement === document.body);
    applyChoice(host, input, choice, parts.writer, source, verification, stayed);
    last = { address: choice.address, text: written, scope };
    const { status } = verification;
    // A unit is needed: its building's units are listed again when the choice came from them (no list is put over
    // text the shopper typed meanwhile), and the address is held until one is chosen or declined; else the hint.
    const listed = status === 'missing-secondary' && unitNeeded(input, input.value === written ? scope : undefined);
    tracker.chose(
      choice,
      written,
      listed ? 'needs-unit' : status === 'not-found' || status === 'missing-secondary' ? 'unverified' : 'verified',
    );
    // The shopper typed on while the verdict was awaited (the unit, likely): their text stays, and counts as an edit.
    if (input.value !== written) edited(input.value);
  };

  /** A final address: written at once; with a verification under way, the event and the fill wait for it (fail open). */
  const finish = (
    choice: FinalChoice,
    source: VerifiedAddressSource,
    verifying: Promise<VerifiedChoice> | undefined,
    scope: unknown,
  ): void => {
    const input = parts.input();
    if (!input) return;
    parts.send({ type: 'chosen', label: choice.label });
    if (!verifying) {
      applyChoice(host, input, choice, parts.writer, source);
      tracker.chose(choice, input.value, 'verified');
      last = { address: choice.address, text: input.value, scope };
      return;
    }
    writeStreet(input, choice, parts.writer);
    const written = input.value;
    const current = ticket();
    void verifying.then((result) => {
      if (current()) verdict({ ...choice, address: result.address }, result, source, written, scope);
    });
  };

  const offerRow = (next: Offer): void => {
    offer = next;
    const keeping: Keep = { declines: next };
    offers.add(next).add(keeping);
    const strings = parts.strings();
    parts.send({
      type: 'offer',
      list: {
        kind: 'correction',
        options: [
          { kind: 'final', text: next.choice.label, changed: next.read.changed, value: next },
          { kind: 'dismiss', text: strings.keepEntered, value: keeping },
        ],
        context: strings.didYouMean,
        announcement: strings.offered(next.choice.label),
      },
    });
  };

  /** The quiet check of an autofilled or pasted address: verified silently, or the "Did you mean" row. */
  const check = (by: EnteredBy, pasted: string | undefined): void => {
    const input = parts.input();
    const checking = input && parts.usable() ? parts.checkEntered(pasted) : undefined;
    if (!input || !checking) return;
    const text = input.value;
    const current = ticket();
    void checking.then(({ verification, error, choice, same, changed, kept }) => {
      if (error) reportError(host, error, UNVERIFIED);
      // The shopper typed on or chose meanwhile, or the input went: the answer is for text no longer there.
      if (!current() || input.value !== text || parts.input() !== input) return;
      if (!choice) {
        // US Street could not check it, or does not know it: the shopper's address stands, unverified.
        tracker.answered(error ? { reason: 'unavailable', code: error.code } : { reason: 'not-found' });
        reportUnverified();
        return;
      }
      const result = { verification, address: choice.address };
      // Already the service's address (in the form's fields, or pasted but for case, commas, abbreviations and
      // ZIP+4): verified silently, the paste split into the form as a choice would be.
      if (formHolds(input, choice)) verdict(choice, result, by, text, undefined);
      else if (same) {
        writeStreet(input, choice, parts.writer);
        verdict(choice, result, by, input.value, undefined);
      } else offerRow({ choice, result, by, text, read: { changed, kept } });
    });
  };

  return {
    tracker,
    chose: (choice, scope, source = 'list') => finish(choice, source, parts.verify(choice), scope),
    accept(option) {
      // "No unit" for an address that needs one: the shopper says there is none; the choice stands as verified.
      // Keeping a typed unit US Street does not know: it already stands, unverified; the list closes.
      if (option.value === KEEP_UNIT) return true;
      if (option.value === NO_UNIT) {
        const input = parts.input();
        if (tracker.choice && input) tracker.chose(tracker.choice, input.value, 'verified');
        return true;
      }
      const accepted = offer;
      if (!offers.has(option.value as object)) return false;
      // A spent offer's option (the list it was in may be reached again) does nothing.
      if (!accepted || (option.value !== accepted && (option.value as Keep).declines !== accepted)) return true;
      offer = undefined;
      if (option.value !== accepted) {
        keep(accepted);
        return true;
      }
      // Filled as a choice, with the verdict already in hand.
      if (parts.usable()) finish(accepted.choice, accepted.by, Promise.resolve(accepted.result), undefined);
      return true;
    },
    edited,
    answered: tracker.answered,
    /**
     * With a unit appended after the chosen street: one US Street lookup of the chosen address with that unit.
     * Confirmed (or the lookup failed: fail open), it is a choice of its own (`source: 'unit'`); else the text is no
     * longer the chosen address.
     */
    committed() {
      const choice = tracker.choice;
      const unit = tracker.pendingUnit;
      const input = parts.input();
      reportUnverified();
      if (!choice || !unit || !input || !parts.usable()) return;
      const verifying = parts.verify({ ...choice, address: { ...choice.address, line2: unit } });
      if (!verifying) return;
      const text = input.value;
      const current = ticket();
      void verifying.then((result) => {
        if (!current() || input.value !== text || tracker.choice !== choice) return;
        if (!confirmsUnit(result.verification)) {
          // The text stays as typed, no longer the chosen address, and says why (it is the shopper's to submit); the
          // building's units, when the choice came from them, are offered under the reason.
          tracker.replaced();
          tracker.answered({ reason: 'unit-not-matched' });
          reportUnverified();
          const strings = parts.strings();
          const group = parts.usable() ? parts.groupOf(last?.scope) : undefined;
          if (!group) parts.announce(strings.unitNotMatched);
          else
            parts.send({
              type: 'reopen',
              option: group,
              needed: {
                reason: strings.unitNotMatched,
                decline: { kind: 'dismiss', text: strings.keepEntered, value: KEEP_UNIT },
              },
            });
          return;
        }
        // Filled as a choice: the unit as the service writes it, in the unit field when the form has one.
        const confirmed = { ...choice, address: withSecondary(result.address, result.verification) };
        writeStreet(input, confirmed, parts.writer);
        verdict(confirmed, { ...result, address: confirmed.address }, 'unit', input.value, undefined);
      });
    },
    unitFor(text) {
      return last && appendedUnit(last.text, text) ? last.address : undefined;
    },
    countryChanged(country) {
      const chosen = tracker.choice?.address.country;
      // The fill's own write of the chosen country is no change.
      if (chosen === undefined || chosen.toUpperCase() === country.toUpperCase()) return;
      ticket();
      tracker.replaced();
    },
    forget() {
      ticket();
      last = undefined;
      offer = undefined;
      tracker.forget();
    },
    /**
     * No list pops over a whole address that came in without typing, and it is no longer a chosen address. With
     * `verify` it is checked quietly: the service's own form already in the form makes it verified at once (no row,
     * no announcement); a different form is offered in the "Did you mean" row.
     */
    entered(by, pasted) {
      parts.send({ type: 'dismiss' });
      tracker.replaced();
      // Autofill fills the form's fields one after another, each with its own events, all in one task: the street's
      // `input` comes before the city and ZIP are there. The form is read once the fill is done, a task later.
      if (by === 'autofill') setTimeout(() => check(by, undefined));
      else check(by, pasted);
    },
  };
}
