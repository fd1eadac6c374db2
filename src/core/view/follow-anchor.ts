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
 * Calls `place` now and again whenever the open popup may have to move or change side: the input resized, the
 * popup's content changed, anything scrolled, the window resized. `place` is handed `placed`, to call once the
 * layout it measured is the one it placed the popup for (before its own writes). Returns the function that stops it.
 */
export function followAnchor(anchor: HTMLElement, popup: HTMLElement, place: (placed: () => void) => void): () => void {
  /** The anchor's and the list's sizes when the popup was last placed. */
  let placedSizes = '';
  const observed = [anchor, popup.querySelector('[role="listbox"]') ?? popup];
  const placed = () => (placedSizes = sizesOf(observed));
  const update = () => place(placed);
  // A size change is answered in the next frame, and only when the sizes differ from the last ones placed with:
  // placing resizes the popup (its min and max width, its height), and a resize inside a ResizeObserver's own
  // delivery is what makes the browser report "ResizeObserver loop completed with undelivered notifications", which
  // a page's error tracker logs as an error of the page. Scrolls and the window's resizes still update at once.
  let frame = 0;
  const resizedSoon = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      // Sizes the popup was last placed with need no update: the input's first delivery, right after the popup's
      // first layout, brings those, and answering it placed every first open twice.
      if (sizesOf(observed) !== placedSizes) update();
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
