import { drawnRect, effectiveZoom } from './css-zoom.js';
import { followAnchor } from './follow-anchor.js';
import { GAP, LIST_WIDTH, PADDING, roomAround, sideFor, type Side } from './popup-side.js';

let anchors = 0;

/**
 * The popup placed by the browser, with CSS anchor positioning: the input is named as an anchor, and the popup's
 * insets are set to its edges (`anchor()`): under it (above it when three of its rows fit only there: popup-side.ts),
 * its start edge on the input's, at least as wide as it (`anchor-size`). The browser keeps it there through every
 * layout change, scroll and zoom. Script picks the side, caps the height at the room on that side, and moves the popup
 * back across into the viewport when it would overflow there (`translate`), again whenever something changed
 * (follow-anchor.ts). Insets, not `position-area`: Firefox 153 places a `position-area` wrongly across an input in a
 * right-to-left page.
 *
 * All writes go through the CSSOM (allowed under a strict CSP). The input's own `anchor-name`, if it had one, is
 * kept beside ours and given back by the returned cleanup.
 */
export function startAnchoredPositioning(anchor: HTMLElement, popup: HTMLElement): () => void {
  const name = `--address-autocomplete-${++anchors}`;
  const own = anchor.style.getPropertyValue('anchor-name');
  anchor.style.setProperty('anchor-name', own ? `${own}, ${name}` : name);
  const style = popup.style;
  style.setProperty('position-anchor', name);
  // Its start edge on the input's: the left one, or the right one in a right-to-left popup.
  const [start, end] = getComputedStyle(popup).direction === 'rtl' ? ['right', 'left'] : ['left', 'right'];
  style.setProperty(start, `anchor(${start})`);
  style.removeProperty(end);
  style.minWidth = 'anchor-size(width)';
  let side: Side | undefined;
  /** How far the popup is moved across, in viewport pixels, to stay inside the viewport. */
  let shift = 0;
  const stop = followAnchor(anchor, popup, (placed) => {
    const room = roomAround(anchor);
    const next = sideFor(popup, side, room);
    if (next !== side) {
      side = next;
      popup.dataset.side = side;
      const [near, far] = side === 'below' ? ['top', 'bottom'] : ['bottom', 'top'];
      style.setProperty(near, `anchor(${far})`);
      style.removeProperty(far);
      style.marginBlock = side === 'below' ? `${GAP}px 0` : `0 ${GAP}px`;
    }
    // What is written is in the popup's own CSS pixels: under `zoom: 2`, 200px is drawn as 400.
    const zoom = effectiveZoom(popup);
    style.setProperty('--address-autocomplete-available-height', `${Math.max(0, room[side]) / zoom}px`);
    // The room across the viewport, or the list's width (popup.ts) when smaller.
    const across = anchor.ownerDocument.documentElement.clientWidth - 2 * PADDING;
    const listWidth = parseFloat(style.getPropertyValue(LIST_WIDTH)) * zoom || Infinity;
    style.maxWidth = `${Math.max(0, Math.min(across, listWidth)) / zoom}px`;
    placed();
    // Where it would be unmoved, then moved just enough to keep PADDING from the edges, the left one first.
    const box = drawnRect(popup);
    const left = box.left - shift;
    const moved = Math.max(Math.min(0, across + PADDING - (left + box.width)), PADDING - left);
    if (Math.abs(moved - shift) > 0.5) {
      shift = moved;
      style.translate = shift ? `${shift / zoom}px` : '';
    }
  });
  return () => {
    stop();
    // Nothing that names the anchor is left: the script placement may place the same popup next time (an input that
    // became transformed), and WebKitGTK 2.50 never returns from laying out `anchor()` insets whose anchor is gone.
    for (const property of ['top', 'bottom', start, 'min-width', 'translate', 'margin-block', 'position-anchor'])
      style.removeProperty(property);
    if (own) anchor.style.setProperty('anchor-name', own);
    else anchor.style.removeProperty('anchor-name');
  };
}
