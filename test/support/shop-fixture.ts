// A shop's checkout address form (test/fixtures/shops/*.html, built from the shop's own templates), loaded into the
// test page as the browser parses it, and its own street input enhanced as a theme override would.
import type { AddressAutocompleteElement } from '../../src/core/element/address-autocomplete-element.js';

/** The shop's markup in a container of this page; remove it after the test. */
export async function loadShop(file: string): Promise<HTMLElement> {
  const text = await (await fetch(`/test/fixtures/shops/${file}`)).text();
  const parsed = new DOMParser().parseFromString(text, 'text/html');
  const container = document.createElement('div');
  for (const node of [...parsed.head.children, ...parsed.body.children]) {
    container.append(document.importNode(node, true));
  }
  // On the shop's own page its autofocus has run long before a shopper types. Imported into a running test page,
  // engines disagree: Chromium ignores it, WebKitGTK 2.50 focuses the field at a later rendering update, in the middle
  // of a test's typing. The fixture keeps the shop's markup otherwise.
  for (const field of container.querySelectorAll('[autofocus]')) field.removeAttribute('autofocus');
  document.body.append(container);
  return container;
}

/** Wraps the shop's own `input` in a new `tag` element with `attributes`, as a theme override would; returns it updated. */
export async function wrapInput<T extends AddressAutocompleteElement>(
  input: HTMLInputElement,
  tag: 'us-address-autocomplete' | 'intl-address-autocomplete',
  attributes: Record<string, string>,
): Promise<T> {
  const el = document.createElement(tag) as unknown as T;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  // The element goes into the page already holding the input, as the theme's markup would render it.
  const place = document.createComment('');
  input.replaceWith(place);
  el.append(input);
  place.replaceWith(el);
  await el.updateComplete;
  return el;
}
