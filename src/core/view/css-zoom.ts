/**
 * CSS `zoom` as each engine reports it. Standardized zoom (Chromium 128+, Firefox 126+, with `currentCSSZoom`): an
 * element's getBoundingClientRect is in viewport pixels, while its own `left`, `top` and widths are in its unzoomed
 * CSS pixels. Legacy zoom (WebKitGTK 2.50, no `currentCSSZoom`): the rect too is in the element's unzoomed pixels.
 * In both, the viewport's size (the root's clientWidth and clientHeight) is in viewport pixels.
 */

/** Undefined in an engine with the legacy zoom (lib.dom types it as always there). */
const currentZoom = (element: Element): number | undefined => element.currentCSSZoom;

/** Viewport pixels per CSS pixel of the element's own: the zoom of the element and of all its ancestors. */
export function effectiveZoom(element: Element): number {
  let zoom = currentZoom(element);
  if (zoom) return zoom;
  zoom = 1;
  for (let node: Element | null = element; node; node = node.parentElement ?? (node.parentNode as ShadowRoot)?.host) {
    zoom *= parseFloat(getComputedStyle(node).zoom) || 1;
  }
  return zoom;
}

/** The element's rect in viewport pixels, in every engine (see above). */
export function drawnRect(element: Element): DOMRect {
  const { x, y, width, height } = element.getBoundingClientRect();
  const scale = currentZoom(element) === undefined ? effectiveZoom(element) : 1;
  return new DOMRect(x * scale, y * scale, width * scale, height * scale);
}
