/**
 * Whether pasted text is a whole address rather than a street being typed: more than one line, or parts separated
 * by commas ("1600 Amphitheatre Pkwy, Mountain View, CA 94043"). A whole address is checked, not searched.
 */
export function isWholeAddress(text: string): boolean {
  return /\S\s*[\r\n]+\s*\S/.test(text) || /\S\s*,\s*\S/.test(text);
}

/** The address on one line, as US Street takes a freeform `street`: lines joined by commas. */
export function oneLine(text: string): string {
  return text
    .split(/[\r\n]+/)
    .map((line) => line.trim().replace(/,$/, ''))
    .filter((line) => line !== '')
    .join(', ');
}
