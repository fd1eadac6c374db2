import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';

const PADDING = 8;

/**
 * Keeps an open `popover="manual"` popup under (or, without room, above) its anchor until the returned cleanup
 * function runs. Call it right after `showPopover()` and call the cleanup when the popup closes: nothing runs while
 * it is closed.
 *
 * All writes go through the CSSOM (allowed under a strict CSP): `left`/`top` in px (the popup is `position: fixed`
 * in the top layer), `minWidth` = the anchor's width, `maxWidth` = the room across the viewport, and the custom
 * property `--address-autocomplete-available-height` = the room above or below the anchor. The stylesheet caps the
 * popup at `min(var(--address-autocomplete-max-height), var(--address-autocomplete-available-height))`, so the
 * theme token still wins when it is smaller.
 */
export function startPositioning(anchor: HTMLElement, popup: HTMLElement): () => void {
  const update = () =>
    void computePosition(anchor, popup, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [
        offset(4),
        flip({ padding: PADDING }),
        shift({ padding: PADDING }),
        size({
          padding: PADDING,
          apply({ availableHeight, availableWidth, rects, elements }) {
            const style = elements.floating.style;
            style.minWidth = `${rects.reference.width}px`;
            style.maxWidth = `${Math.max(0, availableWidth)}px`;
            style.setProperty('--address-autocomplete-available-height', `${Math.max(0, availableHeight)}px`);
          },
        }),
      ],
    }).then(({ x, y }) => {
      popup.style.left = `${x}px`;
      popup.style.top = `${y}px`;
    });
  return autoUpdate(anchor, popup, update);
}
