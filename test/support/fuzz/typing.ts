// The input events a browser fires for typing and Backspace, dispatched by the fuzzed sessions where real keys
// cannot go (any grapheme) or would be too slow; and where the caret goes before an edit.
import type { Caret } from './steps.js';

export function usable(input: HTMLInputElement): boolean {
  return !input.disabled && !input.readOnly;
}

export function placeCaret(input: HTMLInputElement, caret: Caret): void {
  const length = input.value.length;
  if (caret === 'all') input.setSelectionRange(0, length);
  else {
    const at = caret === 'end' ? length : caret === 'start' ? 0 : Math.round(caret * length);
    // Never inside a surrogate pair.
    const safe = graphemeBoundary(input.value, at);
    input.setSelectionRange(safe, safe);
  }
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return [...segmenter.segment(text)].map((part) => part.segment);
}

function graphemeBoundary(text: string, at: number): number {
  let boundary = 0;
  for (const { index } of segmenter.segment(text)) if (index <= at) boundary = index;
  return at >= text.length ? text.length : boundary;
}

/** Typing as the browser delivers it: `beforeinput` (cancelable), the text, `input`. */
export function insert(input: HTMLInputElement, text: string, inputType: string): void {
  if (!usable(input)) return;
  const init = { inputType, data: text, bubbles: true, cancelable: true, composed: true };
  if (!input.dispatchEvent(new InputEvent('beforeinput', init))) return;
  input.setRangeText(text, input.selectionStart ?? 0, input.selectionEnd ?? 0, 'end');
  input.dispatchEvent(new InputEvent('input', { ...init, cancelable: false }));
}

/** Backspace as the browser delivers it: the grapheme before the caret (or the selection) goes. */
export function deleteBackward(input: HTMLInputElement): void {
  if (!usable(input)) return;
  const end = input.selectionEnd ?? 0;
  let start = input.selectionStart ?? 0;
  if (start === end) start = graphemes(input.value.slice(0, end)).slice(0, -1).join('').length;
  if (start === end) return;
  const init = { inputType: 'deleteContentBackward', bubbles: true, cancelable: true, composed: true };
  if (!input.dispatchEvent(new InputEvent('beforeinput', init))) return;
  input.setRangeText('', start, end, 'end');
  input.dispatchEvent(new InputEvent('input', { ...init, cancelable: false }));
}
