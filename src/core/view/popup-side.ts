import { drawnRect, effectiveZoom } from './css-zoom.js';

/** Between the popup and the viewport's edges, in px. */
export const PADDING = 8;
/** Between the input and the popup, in px. */
export const GAP = 4;
/** A list opens below its input whenever this many of its rows fit there. */
const ROWS_BELOW = 3;
/** Set on the popup (px) to keep a unit list or a drill-down no wider than the list it came from. */
export const LIST_WIDTH = '--address-autocomplete-list-width';

export type Side = 'below' | 'above';

/**
 * The side a popup goes on: it stays on `current` while the rows it must show fit there, else goes below when they
 * fit there, else above when they fit there, else wherever there is more room. A list belongs under its input, so
 * it flips only when it must; and a side once taken is kept while the list changes under the shopper's typing.
 */
export function chooseSide(current: Side | undefined, needed: number, room: Record<Side, number>): Side {
  if (current && room[current] >= needed) return current;
  if (room.below >= needed) return 'below';
  if (room.above >= needed) return 'above';
  return room.above > room.below ? 'above' : 'below';
}

/**
 * The height the popup needs to show its first three rows (options, or the status row when there are none): from
 * its top edge to the end of that row, plus its own bottom padding and border. The listbox's scroll is added back,
 * so a list scrolled by hand or capped by an earlier height changes nothing.
 */
function neededHeight(popup: HTMLElement): number {
  const rows = popup.querySelectorAll<HTMLElement>('[role="option"], .address-autocomplete-message');
  const row = rows[Math.min(ROWS_BELOW, rows.length) - 1];
  if (!row) return 0;
  const box = getComputedStyle(popup);
  const scrolled = row.closest('[role="listbox"]')?.scrollTop ?? 0;
  const end = drawnRect(row).bottom - drawnRect(popup).top + scrolled * effectiveZoom(row);
  return Math.ceil(
    end + (parseFloat(box.paddingBlockEnd) + parseFloat(box.borderBlockEndWidth)) * effectiveZoom(popup),
  );
}

/** The room on each side of the input, inside the viewport's padding, in viewport pixels. */
export function roomAround(anchor: HTMLElement): Record<Side, number> {
  const anchorBox = drawnRect(anchor);
  const viewportHeight = anchor.ownerDocument.documentElement.clientHeight;
  return { below: viewportHeight - anchorBox.bottom - GAP - PADDING, above: anchorBox.top - GAP - PADDING };
}

/** The side the popup takes now, given the side it is on (see chooseSide), from the room around the input. */
export function sideFor(popup: HTMLElement, current: Side | undefined, room: Record<Side, number>): Side {
  return chooseSide(current, neededHeight(popup), room);
}
