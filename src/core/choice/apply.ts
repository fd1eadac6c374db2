import { countryAliases, countryName } from '../../form/country-aliases.js';
import { streetLines } from '../../form/address-values.js';
import { matchKey } from '../../form/option-matching.js';
import {
  fillAddressFields,
  filledFields,
  isWritable,
  planFill,
  requestedFields,
  unfilledFields,
  unfilledMessage,
  type FillPlan,
  type FillRequest,
} from '../../form/form-filler.js';
import { findAddressFields, isReachable } from '../../form/address-fields.js';
import type { AddressField } from '../../form/autocomplete-tokens.js';
import {
  AddressFilledEvent,
  PostalCodeSelectedEvent,
  VerifiedAddressEvent,
  type VerifiedAddressSource,
} from '../events/address-events.js';
import { fillInOrder, type OrderedFillParts } from './ordered-fill.js';
import { watchForm } from './form-watch.js';
import type { FinalChoice } from '../lookup/address-service.js';
import type { Verification } from '../events/address-events.js';

/** Writes into the page without those writes being taken for typing. */
export interface InputWriter {
  write(text: string): void;
  whileWriting(write: () => void): void;
}

/** What the fill needs besides the writer: a timer, for a region control the shop rebuilds after a country write. */
export type FillParts = InputWriter & Pick<OrderedFillParts, 'after' | 'host'>;

/** `filled` and `unfilled` as the dry run sees them; a region whose control the country write may rebuild in neither. */
function forecast(plan: FillPlan, request: FillRequest): { filled: string[]; unfilled: string[] } {
  const countryChanges = plan.writes.some(
    (write) =>
      (write.field === 'country' || write.field === 'country-name') &&
      write.value !== undefined &&
      write.value !== write.element.value,
  );
  const judged = (field: string): boolean => !(countryChanges && field === 'address-level1');
  return {
    filled: filledFields(plan).filter(judged),
    unfilled: unfilledFields(plan, request.address).filter(judged),
  };
}

/** What filling the form with `choice` asks for: the address and the ways a select may write region and country. */
function fillRequest(
  choice: Pick<FinalChoice, 'address' | 'regionAliases' | 'countryAlpha2' | 'inputField' | 'only'>,
): FillRequest {
  const locales = [document.documentElement.lang || navigator.language, 'en'];
  const { inputField, only } = choice;
  return {
    address: choice.address,
    regionAliases: choice.regionAliases,
    countryAliases: countryAliases(choice.address.country, choice.countryAlpha2, locales),
    countryName: countryName(choice.address.country, choice.countryAlpha2, locales),
    ...(inputField ? { inputField } : {}),
    ...(only ? { only } : {}),
  };
}

/**
 * What the input gets for `choice`: its street line, with the unit when the form has no line 2 (an off-screen
 * autofill catcher for line 2 is one: the unit goes there); a postal-code input (`<postal-code-autocomplete>`) the
 * postal code.
 */
function streetText(choice: FinalChoice, fields: Iterable<AddressField>): string {
  if (choice.inputField === 'postal-code') return choice.address.postalCode;
  return (
    streetLines(choice.address, new Set<AddressField>([...fields, 'address-line1'])).get('address-line1') ??
    choice.address.line1
  );
}

/**
 * Whether the form already holds `choice` (an autofilled address the service agrees with): the input its street
 * line, every other field what the fill would write, case, accents, spacing and punctuation aside.
 */
export function formHolds(input: HTMLInputElement, choice: FinalChoice): boolean {
  const plan = planFill(input, fillRequest(choice));
  // Compared as a shopper reads them: case, accents, punctuation and spacing aside.
  const same = (a: string, b: string): boolean => matchKey(a) === matchKey(b);
  return (
    same(input.value, streetText(choice, plan.fields.keys())) &&
    plan.writes.every(
      (write) => write.element === input || write.value === undefined || same(write.element.value, write.value),
    )
  );
}

/**
 * Which address field `element` is when the shopper edited it, for the choice the form held: with `choice`, a field
 * the fill writes, now holding another value than the one it writes (case, accents, punctuation and spacing aside,
 * as formHolds reads it: putting the value back is no edit); without, any field of the input's address. Undefined
 * for anything else (the input itself, a field of another block, a field the fill leaves alone).
 */
export function editedField(
  input: HTMLInputElement,
  element: EventTarget | null,
  choice: FinalChoice | undefined,
): AddressField | undefined {
  if (element === input) return undefined;
  if (!choice) {
    for (const [field, elements] of findAddressFields(input)) if (elements.includes(element as never)) return field;
    return undefined;
  }
  const write = planFill(input, fillRequest(choice)).writes.find((planned) => planned.element === element);
  if (write?.value === undefined || matchKey(write.element.value) === matchKey(write.value)) return undefined;
  return write.field;
}

/**
 * Writes the chosen street into the input (with the unit when the form has no line 2), so that the shopper sees the
 * choice while its verification is under way (`applyChoice` then leaves the input as the shopper has it).
 */
export function writeStreet(input: HTMLInputElement, choice: FinalChoice, writer: InputWriter): void {
  // Only which fields the form has decides the street line: the rest of the fill is planned when it is applied.
  writer.write(streetText(choice, requestedFields(input, choice).keys()));
}

/**
 * What a final choice does to the page: the input gets the street line (with the unit when the form has no line 2),
 * `verified-address` is dispatched from `host`, and unless it is cancelled the rest of the form is filled and focus
 * moves to an empty unit field when the address has no unit (not when `moveFocus` is false: the shopper typed on or
 * left the input while the verdict was awaited).
 *
 * `detail.filled` and `detail.unfilled` have to be known when the event is dispatched, but the event comes before
 * the fill (cancelling it stops the fill, so nothing may be written first). So the fill is planned once, as a dry
 * run (planFill: the same matching, reading the form and writing nothing) before the event: it gives the forecast,
 * and the fill (fillInOrder: the country first, then the rest against the live form) writes it. The forecast
 * describes the form as it was at dispatch (a region whose control the country write may rebuild is in neither
 * list); a listener that changes the form (adds the missing option, say) makes the fill plan afresh, so its change
 * is honoured; `address-filled` reports what the form holds once the fill is done (a shop may have rendered its
 * fields again meanwhile), and the console warnings the values a select had no option for.
 * A cancelled event writes nothing and warns of nothing: the listener has the forecast to act on.
 * With `verify`, the event carries `verification` and comes once the US Street answer is in.
 */
export function applyChoice(
  host: HTMLElement,
  input: HTMLInputElement,
  choice: FinalChoice,
  parts: FillParts,
  source: VerifiedAddressSource,
  verification?: Verification,
  moveFocus = true,
): () => void {
  const request = fillRequest(choice);
  const plan = planFill(input, request);
  // With a verification, the street was written at the choice; the shopper may have typed since: leave it.
  if (!verification) parts.write(streetText(choice, plan.fields.keys()));
  const { api, address, raw } = choice;
  const expected = forecast(plan, request);
  // A postal code's place is not a whole address: its own event, never `verified-address`.
  const event =
    api === 'intl-postal-code'
      ? new PostalCodeSelectedEvent({
          result: raw,
          address: {
            city: address.city,
            region: address.region,
            postalCode: address.postalCode,
            country: address.country,
          },
          ...expected,
        })
      : new VerifiedAddressEvent({ api, source, address, raw, ...expected, ...(verification ? { verification } : {}) });
  const pageChanged = watchForm(input, parts.host);
  const cancelled = !host.dispatchEvent(event);
  const planned = pageChanged() ? undefined : plan;
  if (cancelled) return () => {};
  const typed = input.value;
  const stop = fillInOrder(
    input,
    request,
    parts,
    ({ filled, unfilled, misses }) => {
      for (const miss of misses) console.warn(`<${host.localName}> ${unfilledMessage(miss)}`);
      host.dispatchEvent(new AddressFilledEvent({ address: choice.address, filled, unfilled }));
    },
    planned,
  );
  // The fill writes the street into the input too; what the shopper typed while the verdict was awaited stays.
  if (verification && input.value !== typed) parts.write(typed);
  // The address has no unit, but the form asks for one: the shopper's next stop, unless they have moved on. Never an
  // off-screen autofill catcher: the shopper cannot see it (the shop's own toggle opens line 2).
  const unitField = plan.fields.get('address-line2')?.find(isReachable);
  if (moveFocus && choice.address.line2 === '' && unitField && isWritable(unitField) && unitField.value === '')
    unitField.focus();
  return stop;
}

/**
 * Writes an address the shopper kept as they entered it (split into its parts) into the form's fields: no event, it
 * is not a verified address. Only when the form has a field for each of city, region and postal code: else the
 * text stays whole in the input, where nothing of it is lost.
 */
export function fillKept(
  input: HTMLInputElement,
  kept: Pick<FinalChoice, 'address' | 'regionAliases' | 'countryAlpha2'>,
  writer: InputWriter,
): void {
  const fields = findAddressFields(input);
  if (!(['address-level2', 'address-level1', 'postal-code'] as const).every((field) => fields.has(field))) return;
  writer.whileWriting(() => fillAddressFields(input, fillRequest(kept)));
}
