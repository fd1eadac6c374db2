import type { ServiceOption } from '../lookup/address-service.js';

/**
 * The DOM writes of an update, each made only when it changes something: the popup renders at every keystroke, and
 * a write of the same value still costs a style invalidation and a mutation record (screen readers, a page's own
 * observers). Reading an attribute or a text back forces no layout.
 */
export function setAttribute(element: Element, name: string, value: string | undefined): void {
  if (element.getAttribute(name) === (value ?? null)) return;
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** A `<div>` or `<span>` with a class and attributes; API text only ever goes in through `textContent`. */
export function create(
  doc: Document,
  tag: 'div' | 'span',
  className: string,
  attributes: Record<string, string> = {},
): HTMLElement {
  const element = doc.createElement(tag);
  element.className = className;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text || element.childElementCount > 0) element.textContent = text;
}

/** `text` with its `changed` ranges in `<mark>` elements, each part set as text. */
function setMarkedText(element: HTMLElement, text: string, changed: ReadonlyArray<readonly [number, number]>): void {
  const doc = element.ownerDocument;
  const parts: Node[] = [];
  let at = 0;
  for (const [start, end] of changed) {
    parts.push(doc.createTextNode(text.slice(at, start)));
    const mark = doc.createElement('mark');
    mark.textContent = text.slice(start, end);
    parts.push(mark);
    at = end;
  }
  parts.push(doc.createTextNode(text.slice(at)));
  element.replaceChildren(...parts);
}

/** What an option shows, to compare: an option of a new list that looks the same as the one before is not written. */
export function lookOf(option: ServiceOption | undefined): string {
  return JSON.stringify(option && [option.kind, option.text, option.detail, option.changed]);
}

/** Writes `option`'s kind, text (its changed words marked) and detail into the option `element`. */
export function writeOption(element: HTMLElement, option: ServiceOption): void {
  setAttribute(element, 'data-kind', option.kind);
  const text = element.firstElementChild as HTMLElement;
  if (option.changed?.length) setMarkedText(text, option.text, option.changed);
  else setText(text, option.text);
  let detail = element.children[1] as HTMLElement | undefined;
  if (!option.detail) {
    detail?.remove();
    return;
  }
  detail ??= element.appendChild(
    create(element.ownerDocument, 'span', 'address-autocomplete-option-detail', { dir: 'auto' }),
  );
  setText(detail, option.detail);
}
