import { DEV_MODE } from '../../api/dev-mode.js';
import { configError, type AddressError } from '../../api/errors.js';

/** The option (property) behind the `for` attribute, as a config error names it. */
const FOR_OPTION = 'htmlFor';

function holdsId(nodes: NodeList, id: string): boolean {
  for (const node of nodes) {
    if (node instanceof Element && (node.id === id || node.querySelector(`#${CSS.escape(id)}`))) return true;
  }
  return false;
}

/** The element with `id` in the root node of `host` (its document, or the shadow root around it), as IDREFs resolve. */
export function elementById(host: Node, id: string): Element | null {
  const root = host.getRootNode() as Partial<Document | ShadowRoot>;
  return root.getElementById?.(id) ?? null;
}

/** Why `id` names no input of `host`'s root node, as a config error naming the `for` attribute. */
export function notAnInput(host: Node, id: string): AddressError {
  const found = elementById(host, id);
  if (!DEV_MODE) return configError(FOR_OPTION, `no <input> with the id "${id}"`);
  return configError(
    FOR_OPTION,
    found
      ? `the element with the id "${id}" is a <${found.localName}>, not an <input>`
      : `no element has the id "${id}" in the element's document (or shadow root)`,
  );
}

/**
 * Watches a root node (document or shadow root) for the element with one id: calls `changed` when nodes holding an
 * element with that id are added or removed, or an element's `id` becomes or stops being it. Other mutations of the
 * page (there are many: the popup's own options among them) cost one check of their nodes and nothing more.
 */
export class IdWatch {
  readonly #observer: MutationObserver;
  #id = '';

  constructor(changed: () => void) {
    this.#observer = new MutationObserver((records) => {
      const id = this.#id;
      const concerned = records.some((record) =>
        record.type === 'attributes'
          ? record.oldValue === id || (record.target as Element).id === id
          : holdsId(record.addedNodes, id) || holdsId(record.removedNodes, id),
      );
      if (concerned) changed();
    });
  }

  /** Watches `root` for `id`, instead of what it watched before. */
  watch(root: Node, id: string): void {
    this.#observer.disconnect();
    this.#id = id;
    this.#observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['id'],
      attributeOldValue: true,
    });
  }

  stop(): void {
    this.#observer.disconnect();
  }
}
