/**
 * The lists the choice machine offers once, as the combobox machine lists them: the "Did you mean" row (the service's
 * form of an address entered without typing) and the "Found in your paste" list (the shop's extract route's finds),
 * each with "Keep what I entered", and the option that dismisses a units list offered again. Each option's value is an
 * OfferedValue carrying its offer's id, so an option of a spent offer is recognised and does nothing. No DOM.
 */
import type { MachineList } from '../combobox/state.js';
import type { PasteFind } from '../lookup/extractor.js';
import type { ServiceOption } from '../lookup/address-service.js';
import type { AddressAutocompleteStrings } from '../view/strings.js';
import { OfferedValue, type Correction } from './state.js';

/** The "Did you mean" row for `correction`, offer `id`; `changed`: the ranges of its label the row marks. */
export function correctionRow(
  id: number,
  correction: Correction,
  changed: ReadonlyArray<readonly [number, number]> | undefined,
  strings: AddressAutocompleteStrings,
): MachineList<ServiceOption, unknown> {
  const { label } = correction.choice;
  return {
    kind: 'correction',
    options: [
      { kind: 'final', text: label, changed, value: new OfferedValue('take', id) },
      { kind: 'dismiss', text: strings.keepEntered, value: new OfferedValue('keep', id) },
    ],
    context: strings.didYouMean,
    announcement: strings.offered(label),
  };
}

/** The "Found in your paste" list for `finds`, offer `id`; none found is an empty list. */
export function pasteFindsList(
  id: number,
  finds: readonly PasteFind[],
  strings: AddressAutocompleteStrings,
): MachineList<ServiceOption, unknown> {
  if (finds.length === 0) return { kind: 'correction', options: [] };
  return {
    kind: 'correction',
    options: [
      ...finds.map((find, index) => ({
        kind: 'final' as const,
        text: find.choice.label,
        value: new OfferedValue('take', id, index),
      })),
      { kind: 'dismiss', text: strings.keepEntered, value: new OfferedValue('keep', id) },
    ],
    context: strings.foundInPaste,
    announcement: strings.pasteFound(finds.length),
  };
}

/** The option that ends a units list offered again: "No unit", or keeping a typed unit US Street does not know. */
export function dismissOption(answer: 'no-unit' | 'keep-unit', text: string): ServiceOption {
  return { kind: 'dismiss', text, value: new OfferedValue(answer) };
}
