import { drawnRect, effectiveZoom } from './css-zoom.js';
import { followAnchor } from './follow-anchor.js';
import { GAP, LIST_WIDTH, PADDING, roomAround, sideFor, type Side } from './popup-side.js';

/**
 * The popup placed by script: for an engine without CSS anchor positioning, and for an input under a transform (see
 * positioning.ts). Call it right after `showPopover()` and call the returned cleanup when the popup closes: nothing
 * runs while it is closed. The side it took is kept as long as the rows fit there (popup-side.ts).
 *
 * The popup is `position: fixed` in the top layer, so its insets are the viewport's: below the input it is held by
 * its `top`, above it by its `bottom`, and by its start edge across (`left`, or `right` in a right-to-left popup), so
 * that a change of its size before the next update grows it away from the input. It is at least as wide as the input,
 * no wider than the viewport's room (or `LIST_WIDTH` when the popup sets it and it is smaller), moved back across
 * into the viewport when it would overflow there, and `--address-autocomplete-available-height` is the room on its
 * side, which the stylesheet caps it at together with the max-height token. All writes go through the CSSOM (allowed
 * under a strict CSP), in the popup's own CSS pixels (under `zoom: 2`, `left: 200px` is drawn at 400); every read is
 * in viewport pixels (css-zoom.ts).
 */
export function startScriptPositioning(anchor: HTMLElement, popup: HTMLElement): () => void {
  const rtl = getComputedStyle(popup).direction === 'rtl';
  const style = popup.style;
  style.removeProperty(rtl ? 'left' : 'right');
  let side: Side | undefined;
  return followAnchor(anchor, popup, (placed) => {
    const room = roomAround(anchor);
    side = sideFor(popup, side, room);
    if (popup.dataset.side !== side) popup.dataset.side = side;
    const zoom = effectiveZoom(popup);
    const px = (value: number) => `${value / zoom}px`;
    const root = anchor.ownerDocument.documentElement;
    const anchorBox = drawnRect(anchor);
    const across = root.clientWidth - 2 * PADDING;
    const listWidth = parseFloat(style.getPropertyValue(LIST_WIDTH)) * zoom || Infinity;
    style.minWidth = px(anchorBox.width);
    style.maxWidth = px(Math.max(0, Math.min(across, listWidth)));
    style.setProperty('--address-autocomplete-available-height', px(Math.max(0, room[side])));
    // Read after the sizes are written, while the layout they make is current: the width the popup now has.
    placed();
    const width = drawnRect(popup).width;
    const start = rtl ? anchorBox.right - width : anchorBox.left;
    const left = Math.max(PADDING, Math.min(start, across + PADDING - width));
    if (rtl) style.right = px(root.clientWidth - left - width);
    else style.left = px(left);
    if (side === 'below') {
      style.top = px(anchorBox.bottom + GAP);
      style.removeProperty('bottom');
    } else {
      style.bottom = px(root.clientHeight - anchorBox.top + GAP);
      style.removeProperty('top');
    }
  });
}
