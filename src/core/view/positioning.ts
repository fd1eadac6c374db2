import { computePosition, offset, platform, shift, size } from '@floating-ui/dom';
import { drawnRect, effectiveZoom } from './css-zoom.js';

const PADDING = 8;
const GAP = 4;
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

/** The elements' sizes as one string, to compare. */
function sizesOf(elements: readonly Element[]): string {
  return elements
    .map((element) => {
      const { width, height } = element.getBoundingClientRect();
      return `${width}x${height}`;
    })
    .join();
}

/**
 * floating-ui works in viewport pixels: the popup's size as drawn (floating-ui 1.8 reads its computed width, which
 * `zoom` leaves unzoomed), and the input's rect as drawn (see css-zoom.ts).
 */
const drawnPlatform = {
  ...platform,
  getDimensions: drawnRect,
};

/**
 * Keeps an open `popover="manual"` popup under (or, when three of its rows do not fit there, above) its anchor until
 * the returned cleanup function runs. Call it right after `showPopover()` and call the cleanup when the popup
 * closes: nothing runs while it is closed. While it runs, the side it took is kept as long as the rows fit there.
 *
 * All writes go through the CSSOM (allowed under a strict CSP): `left` (`right` for a right-to-left popup) and `top`
 * in px (the popup is `position: fixed` in the top layer), `minWidth` = the anchor's width, `maxWidth` = the room
 * across the viewport (or `LIST_WIDTH` when the popup sets it and it is smaller), and the custom property
 * `--address-autocomplete-available-height` = the room on the popup's side. The stylesheet caps the
 * popup at `min(var(--address-autocomplete-max-height), var(--address-autocomplete-available-height))`, so the
 * theme token still wins when it is smaller.
 */
export function startPositioning(anchor: HTMLElement, popup: HTMLElement): () => void {
  // A right-to-left popup is held by its right edge (`right`, not `left`), the mirror of a left-to-right one: a
  // change of its width before the next update (a longer status row) grows it away from the input's start edge.
  const rtl = getComputedStyle(popup).direction === 'rtl';
  popup.style.removeProperty(rtl ? 'left' : 'right');
  let side: Side | undefined;
  /** The anchor's and the list's sizes when the popup was last positioned. */
  let positionedSizes = '';
  const observed = [anchor, popup.querySelector('[role="listbox"]') ?? popup];
  const reference = { contextElement: anchor, getBoundingClientRect: () => drawnRect(anchor) };
  const update = () => {
    const anchorBox = drawnRect(anchor);
    const viewportHeight = anchor.ownerDocument.documentElement.clientHeight;
    side = chooseSide(side, neededHeight(popup), {
      below: viewportHeight - anchorBox.bottom - GAP - PADDING,
      above: anchorBox.top - GAP - PADDING,
    });
    // What is written is in the popup's own CSS pixels: under `zoom: 2`, `left: 200px` is drawn at 400.
    const zoom = effectiveZoom(popup);
    const px = (value: number) => `${value / zoom}px`;
    void computePosition(reference, popup, {
      strategy: 'fixed',
      platform: drawnPlatform,
      placement: side === 'below' ? 'bottom-start' : 'top-start',
      middleware: [
        offset(GAP),
        shift({ padding: PADDING }),
        size({
          padding: PADDING,
          apply({ availableHeight, availableWidth, rects, elements }) {
            const style = elements.floating.style;
            style.minWidth = px(rects.reference.width);
            // LIST_WIDTH is written in the popup's own pixels (see popup.ts); the room is in rect pixels.
            const listWidth = parseFloat(style.getPropertyValue(LIST_WIDTH)) * zoom || Infinity;
            style.maxWidth = px(Math.max(0, Math.min(availableWidth, listWidth)));
            style.setProperty('--address-autocomplete-available-height', px(Math.max(0, availableHeight)));
          },
        }),
      ],
    }).then(({ x, y }) => {
      // Read before the writes below, while the layout the size middleware measured is still current.
      positionedSizes = sizesOf(observed);
      if (rtl) popup.style.right = px(anchor.ownerDocument.documentElement.clientWidth - x - drawnRect(popup).width);
      else popup.style.left = px(x);
      popup.style.top = px(y);
    });
  };
  // A size change is answered in the next frame, and only when the sizes differ from the last ones positioned with:
  // the update resizes the popup (its min and max width, its height), and a resize inside a ResizeObserver's own
  // delivery is what makes the browser report "ResizeObserver loop completed with undelivered notifications", which
  // a page's error tracker logs as an error of the page. Scrolls and the window's resizes still update at once.
  let frame = 0;
  const resizedSoon = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      // Sizes the popup was last positioned with need no update: the input's first delivery, right after the
      // popup's first layout, brings those, and answering it positioned every first open twice.
      if (sizesOf(observed) !== positionedSizes) update();
    });
  };
  // Only the input is observed for its size: the page sizes it, never this update. The list's size follows its
  // content, which a mutation of the popup announces; observing the list (or the popup box, which the update sizes)
  // let WebKitGTK 2.50 report the loop now and then, with no resize inside any observer's delivery.
  const resized = new ResizeObserver(resizedSoon);
  resized.observe(anchor);
  const changed = new MutationObserver(resizedSoon);
  changed.observe(popup, {
    childList: true,
    subtree: true,
    characterData: true,
    attributeFilter: ['hidden', 'dir'],
  });
  // Any scroll (a scrolling box around the input, or the page) and the window's resizes move the input in the
  // viewport: one capturing listener on the window sees them all (the list's own scroll too, which moves nothing:
  // its update writes what is already there).
  const view = anchor.ownerDocument.defaultView ?? window;
  const options = { capture: true, passive: true };
  view.addEventListener('scroll', update, options);
  view.addEventListener('resize', update, options);
  update();
  return () => {
    view.removeEventListener('scroll', update, options);
    view.removeEventListener('resize', update, options);
    resized.disconnect();
    changed.disconnect();
    cancelAnimationFrame(frame);
  };
}
