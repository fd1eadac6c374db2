/**
 * What the choice machine's effects do to the form, in one module: writing the chosen street, filling the rest of the
 * form, splitting a kept address into it, reading the form's address, hinting an empty unit field, and telling
 * whether a field's `change` is an edit of the chosen address; and the machine's rules for what follows a choice, a
 * check or an offer (late-rules.ts). None of it is needed before the shopper's first list, so the loader fetches it
 * as a chunk of its own then (features/form-work.ts); every other build bundles it.
 */
import { findAddressFields } from '../../form/address-fields.js';
import { isWritable } from '../../form/field-write.js';
import { hintUnitField } from '../../form/unit-hint.js';

export { editedField, fillKept, formHolds, writeStreet } from './apply.js';
export { FormFill } from './form-fill.js';
export { addressKey, formAddress, formKey } from '../../form/form-address.js';
// The machine's rule for what follows a choice, a check or an offer: each needs this code first.
export { lateRule } from './late-rules.js';

/** Shows `hint` in the form's empty unit field, if it has one the shopper can type in. */
export function hintUnit(input: HTMLInputElement, hint: string): void {
  const field = findAddressFields(input).get('address-line2')?.[0];
  if (field && field.localName !== 'select' && isWritable(field) && field.value === '')
    hintUnitField(field as HTMLInputElement, hint);
}
