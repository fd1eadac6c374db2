/**
 * A hint in the form's empty unit field ("This address needs an apartment, suite or unit number"), shown as its
 * placeholder so that a sighted shopper sees why focus moved there, and replaced by what they type: the page's own
 * placeholder comes back at the first input. Nothing is written into the field's value.
 */
export function hintUnitField(field: HTMLInputElement | HTMLTextAreaElement, hint: string): void {
  const own = field.getAttribute('placeholder');
  field.placeholder = hint;
  field.addEventListener(
    'input',
    () => {
      if (own === null) field.removeAttribute('placeholder');
      else field.placeholder = own;
    },
    { once: true },
  );
}
