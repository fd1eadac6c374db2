// The language of an element as HTML defines it (the closest `lang` attribute), across shadow roots, and a watch on
// it: one MutationObserver per document or shadow root, shared by every element in it.

/** The closest `lang` of `element`: its own, an ancestor's (through shadow hosts), the root element's; else ''. */
export function closestLang(element: Element): string {
  let node: Element | null = element;
  while (node) {
    const owner = node.closest('[lang]');
    if (owner) return owner.getAttribute('lang') ?? '';
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return '';
}

interface RootWatch {
  readonly observer: MutationObserver;
  readonly listeners: Set<() => void>;
}

const watches = new WeakMap<Node, RootWatch>();

function watchRoot(root: Node, listener: () => void): () => void {
  let watch = watches.get(root);
  if (!watch) {
    const listeners = new Set<() => void>();
    const observer = new MutationObserver(() => {
      for (const each of [...listeners]) each();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
    watch = { observer, listeners };
    watches.set(root, watch);
  }
  watch.listeners.add(listener);
  const { observer, listeners } = watch;
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    observer.disconnect();
    watches.delete(root);
  };
}

/**
 * Calls `listener` after any `lang` attribute changes in the roots `element` sits in (its own, and each shadow host's
 * up to the document): it may have changed the element's language. Returns the function that stops watching.
 */
export function watchLang(element: Element, listener: () => void): () => void {
  const stops: Array<() => void> = [];
  let root = element.getRootNode();
  for (;;) {
    stops.push(watchRoot(root, listener));
    if (!(root instanceof ShadowRoot)) break;
    root = root.host.getRootNode();
  }
  return () => stops.forEach((stop) => stop());
}
