/**
 * Writing one form field as the shopper would, and whether it may be written: apart from the fill's planning
 * (form-filler.ts), since the input binding writes the input with it from the first keystroke on.
 */
import type { FieldElement } from './address-fields.js';

function nativeValueSetter(field: FieldElement): ((value: string) => void) | undefined {
  const prototype =
    field.localName === 'select'
      ? HTMLSelectElement.prototype
      : field.localName === 'textarea'
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/**
 * Writes a value so that frameworks notice: through the prototype's setter (React tracks the instance's own value
 * property and would swallow a plain assignment), then `input` and `change` as a user's edit would fire them.
 */
export function writeFieldValue(field: FieldElement, value: string): boolean {
  if (field.value === value) return false;
  const setter = nativeValueSetter(field);
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** Disabled and read-only fields are the shopper's or the page's to change, never ours. */
export function isWritable(field: FieldElement): boolean {
  return !field.disabled && !(field.localName !== 'select' && (field as HTMLInputElement).readOnly);
}
