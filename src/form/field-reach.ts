import type { FieldElement } from './field-element.js';

/** Whether the page renders `field` at all: no `hidden`, `display: none` or `visibility: hidden`. */
function isRendered(field: FieldElement): boolean {
  const element: Element = field;
  // checkVisibility (Safari 17.4+) sees display and visibility; before it, a field with no box is not rendered.
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.getClientRects().length > 0;
}

/**
 * Whether `field`'s box lies wholly before the page's start, where a shop parks what the shopper is not meant to see.
 * A field scrolled out of view is not off-screen: only a box left of or above the page's origin counts.
 */
function isOffScreen(field: FieldElement): boolean {
  const box = field.getBoundingClientRect();
  return !(box.right + scrollX > 0 && box.bottom + scrollY > 0);
}

/**
 * Whether the shopper can reach `field`: rendered, not inert, not hidden from assistive technology (`aria-hidden`),
 * not a hidden input, and not put off-screen.
 */
export function isReachable(field: FieldElement): boolean {
  if (!isRendered(field) || field.type === 'hidden' || field.closest('[inert],[aria-hidden="true"]')) return false;
  return !isOffScreen(field);
}

/**
 * Whether `field` could be an autofill catcher: out of the shopper's reach only because the shop put it off-screen
 * (`aria-hidden` and `tabindex="-1"` aside), so that the browser's autofill, which fills what is rendered wherever it
 * is, can write into it. WooCommerce's block checkout keeps its collapsed line 2 so at `left: -20000px` and opens the
 * real field when autofill writes into it. A field that is not rendered, a hidden input or an inert one is no catcher:
 * autofill skips them too. Whether the field asks for the value (its `autocomplete` token) is the caller's to check:
 * an off-screen field found by its words alone may be a honeypot, left for bots to fill.
 */
export function isOffScreenCatcher(field: FieldElement): boolean {
  return isRendered(field) && field.type !== 'hidden' && !field.closest('[inert]') && isOffScreen(field);
}
