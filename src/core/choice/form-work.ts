/**
 * The choice machine and its interpreter (machine.ts, controller.ts), with everything they do to the form: writing the
 * chosen street, filling the rest of the form, splitting a kept address into it, reporting text unverified with the
 * form's address, hinting an empty unit field (late-effects.ts), reading the form's address, and telling whether a
 * field's `change` is an edit of the chosen address. None of it is needed before the shopper's first list, so the
 * loader fetches it as a chunk of its own then (features/form-work.ts), and the element's stand-in (choice-front.ts)
 * holds what comes before; every other build bundles it.
 */
export { ChoiceController } from './controller.js';
export { formAddress, formKey } from '../../form/form-address.js';
