/**
 * What the choice does to the form, in one module: the effects that follow a choice, a check or an offer (writing the
 * chosen street, filling the rest of the form, splitting a kept address into it, reporting text unverified with the
 * form's address, hinting an empty unit field: late-effects.ts), reading the form's address, and telling whether a
 * field's `change` is an edit of the chosen address; and the machine's rules for what follows a choice, a check or
 * an offer (late-rules.ts). None of it is needed before the shopper's first list, so the loader fetches it as a chunk
 * of its own then (features/form-work.ts); every other build bundles it.
 */
export { ChoiceController } from './controller.js';
export { formAddress, formKey } from '../../form/form-address.js';
