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
