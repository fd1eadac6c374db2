/**
 * The status row: why no list is shown (nothing matches, a lookup failed, the units could not be loaded, the key was
 * refused). Part of the machine's pure transition table; the popup shows the row and the live region says it once.
 */
import type { ComboboxState, Notice } from './state.js';

/** Two notices with the same key say the same thing: the same outcome again is neither re-shown nor re-announced. */
export function noticeKey(notice: Notice | undefined): string | undefined {
  return notice && (notice.type === 'error' ? `error:${notice.code}` : notice.type);
}

/** Whether the status row is on screen: focus is in the input, and the shopper has not closed this notice. */
export function noticeShown(state: ComboboxState<unknown, unknown>): boolean {
  return (
    state.focused && !state.dismissed && state.notice !== undefined && noticeKey(state.notice) !== state.closedNotice
  );
}
