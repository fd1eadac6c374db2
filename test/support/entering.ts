// An address that reaches the page without typing, the way browsers deliver it: Chromium's autofill and a paste.

/**
 * Chromium's autofill: the fields are filled one after another in form order, each given its value and then its own
 * `input` (no inputType) and `change` before the next is filled, all in one task. So when the street's `input`
 * arrives, the city, state and ZIP are still empty. `values` maps field names to values; `input` gets focus first.
 */
export function autofill(form: HTMLFormElement, input: HTMLInputElement, values: Record<string, string>): void {
  input.focus();
  for (const [name, value] of Object.entries(values)) {
    const field = form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** A paste as the browser delivers it: `paste` with the clipboard, then the text (lines joined by spaces) and `input`. */
export function paste(input: HTMLInputElement, text: string): void {
  input.focus();
  const clipboardData = new DataTransfer();
  clipboardData.setData('text/plain', text);
  const event = new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true });
  // Firefox (ESR 153) gives a constructed ClipboardEvent an empty clipboardData, whatever it was given; a real paste
  // there carries the clipboard as in Chromium. The event carries the one it was given in every engine.
  Object.defineProperty(event, 'clipboardData', { value: clipboardData });
  if (!input.dispatchEvent(event)) return;
  input.setRangeText(text.replace(/\s*[\r\n]+\s*/g, ' '), input.selectionStart ?? 0, input.selectionEnd ?? 0, 'end');
  input.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
}
