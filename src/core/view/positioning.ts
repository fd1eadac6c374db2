import { startAnchoredPositioning } from './anchored-positioning.js';
import { startScriptPositioning } from './script-positioning.js';

/** Whether the engine places a popup by CSS anchor positioning (Chromium 125+, Firefox 147+, Safari 26). */
export const anchorPositioning = (): boolean => CSS.supports('position-area', 'bottom span-right');

/**
 * Whether a transform moves the input from where layout put it: Firefox 153 and WebKitGTK 2.50 anchor to the
 * untransformed box (a checkout modal centred by `translate(-50%, -50%)` would have its list drawn away from the
 * input), so such an input is placed by script in every engine. Read at each open: a transform may come and go.
 */
function transformed(anchor: HTMLElement): boolean {
  for (let node: Element | null = anchor; node; node = node.parentElement ?? (node.parentNode as ShadowRoot)?.host) {
    const style = getComputedStyle(node);
    if (style.transform !== 'none' || style.translate !== 'none' || style.scale !== 'none' || style.rotate !== 'none')
      return true;
  }
  return false;
}

/**
 * Keeps an open `popover="manual"` popup under (or, when three of its rows do not fit there, above) its anchor until
 * the returned cleanup function runs: by CSS anchor positioning where the engine has it and no transform moves the
 * input, else by script. Call it right after `showPopover()` and call the cleanup when the popup closes.
 */
export function startPositioning(anchor: HTMLElement, popup: HTMLElement): () => void {
  return anchorPositioning() && !transformed(anchor)
    ? startAnchoredPositioning(anchor, popup)
    : startScriptPositioning(anchor, popup);
}
