/**
 * The elements' only stylesheet: one constructable `CSSStyleSheet` per document, adopted into the root node (the
 * document or the enclosing shadow root) that holds the page's input, the popup and the live region. No `!important`,
 * no `style` attributes, no `<style>` elements: strict CSP pages work. Two kinds of rule:
 *
 * - What touches the page's own elements (the wrapper's `display: contents`, the input's autofill hook and its 16px
 *   on small screens) is in `@layer address-autocomplete` with every selector inside `:where()`: any page rule wins.
 * - The popup's parts and the live region are unlayered, and every selector weighs exactly one class (the rest is in
 *   `:where()`). A page's global reset or theme (Tailwind's preflight: `*{padding:0;border:0 solid}`, Bootstrap's
 *   reboot, `ul{list-style:none}`, `div{margin:…}`) writes element and universal selectors, which weigh less, so it
 *   no longer strips the border or pads the options; a rule that takes back every such property comes first. An
 *   adopted sheet comes after the page's own sheets, so a page rule of exactly one class loses to ours: a shop
 *   overrides with more than one class (`.checkout .address-autocomplete-option`, or the class twice), with
 *   `!important`, or with the tokens below, which stay the way to theme it.
 *
 * Theme tokens (set them on the element or any ancestor; defaults use `light-dark()`, so the popup follows the
 * user's light or dark preference unless `--address-autocomplete-color-scheme` pins it):
 *
 * @cssproperty --address-autocomplete-background - Popup background. Default `light-dark(#fff, #1f1f1f)`.
 * @cssproperty --address-autocomplete-color - Option and popup text. Default `light-dark(#1a1a1a, #f2f2f2)`.
 * @cssproperty --address-autocomplete-muted-color - Option detail, context heading and status message. Default `light-dark(#5c5c5c, #b0b0b0)`.
 * @cssproperty --address-autocomplete-border-color - Popup border and separators. Default `light-dark(#767676, #8f8f8f)`.
 * @cssproperty --address-autocomplete-active-background - Background of the active (`aria-selected="true"`) option. Default `light-dark(#0b57d0, #a8c7fa)`.
 * @cssproperty --address-autocomplete-active-color - Text of the active option. Default `light-dark(#fff, #0a1f44)`.
 * @cssproperty --address-autocomplete-font-family - Popup font. Default `inherit` (the element's font).
 * @cssproperty --address-autocomplete-font-size - Popup font size. Default `inherit`; at least 16px for options on screens narrower than 40rem.
 * @cssproperty --address-autocomplete-radius - Popup corner radius. Default `0.375rem`.
 * @cssproperty --address-autocomplete-shadow - Popup shadow. Default `0 0.25rem 1rem rgb(0 0 0 / 0.25)`.
 * @cssproperty --address-autocomplete-spacing - Padding unit: options get half of it on the block axis and 1.5× on the inline axis. Default `0.5rem`.
 * @cssproperty --address-autocomplete-option-height - Minimum block size of an option (touch target). Default `44px`.
 * @cssproperty --address-autocomplete-max-height - Maximum popup height; the popup never grows past the space left in the viewport either. Default `20rem`.
 * @cssproperty --address-autocomplete-color-scheme - `color-scheme` of the popup, which picks the `light-dark()` defaults. Default `light dark` (the user's preference); set `light` or `dark` to match a single-scheme page.
 *
 * The listbox scrolls, not the popup: a combobox's own popup needs no tab stop to be scrolled (axe's
 * scrollable-region-focusable rule agrees), while a scrolling wrapper would.
 *
 * Set by the positioning code, not by pages: `--address-autocomplete-available-height` (the space between the input
 * and the viewport edge, in px) caps the popup's `max-block-size` together with the max-height token.
 */

const MUTED = 'var(--address-autocomplete-muted-color, light-dark(#5c5c5c, #b0b0b0))';
const BORDER = 'var(--address-autocomplete-border-color, light-dark(#767676, #8f8f8f))';
const SPACING = 'var(--address-autocomplete-spacing, 0.5rem)';
const OPTION = '.address-autocomplete-option';

/**
 * Browser autofill styles the input `:-webkit-autofill` (Chromium, WebKit, Firefox); a 1 ms animation started there
 * tells the element, which listens for its `animationstart`, even when no `input` event came.
 */
export const AUTOFILL_ANIMATION = 'address-autocomplete-autofill';

/**
 * Marks every input the element enhances, from upgrade on, for the rules below on the input (the autofill animation,
 * the font size on small screens); aria-controls cannot, being set only once the listbox exists.
 */
export const ENHANCED = 'data-address-autocomplete';

/** The three elements: a wrapper for the page's input that must not change the page's layout. */
const HOSTS = 'us-address-autocomplete, intl-address-autocomplete, address-autocomplete';

/** Every part of the popup and the live region: the rule that takes back what a page's element rules set. */
const PARTS = [
  '.address-autocomplete-popup',
  '.address-autocomplete-context',
  '.address-autocomplete-listbox',
  OPTION,
  '.address-autocomplete-option-text',
  '.address-autocomplete-option-detail',
  '.address-autocomplete-message',
  '.address-autocomplete-live',
].join(',\n');

/** The stylesheet's text, as adopted. */
export const styleText = `@layer address-autocomplete {
@keyframes ${AUTOFILL_ANIMATION} {
  from {
    outline-offset: 0;
  }
}
/* The wrapper has no box of its own: the input lays out as if unwrapped (a flex or grid item, its width). */
:where(${HOSTS}):where(:not([hidden])) {
  display: contents;
}
:where(input[${ENHANCED}]:-webkit-autofill) {
  animation: ${AUTOFILL_ANIMATION} 1ms;
}
@media (max-width: 40rem) {
  :where(input[${ENHANCED}]) {
    font-size: max(16px, 1em);
  }
}
}
/*
 * The popup's own parts, outside any layer and each selector exactly one class (the rest inside :where()): they win
 * over a page's element and universal rules (resets, themes), which weigh less, and over the same from a layer; a
 * page's rule of more than one class (.checkout .address-autocomplete-option) still wins, and so do the tokens.
 */
${PARTS} {
  display: block;
  position: static;
  float: none;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0 none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: inherit;
  list-style: none;
}
.address-autocomplete-popup {
  display: none;
  color-scheme: var(--address-autocomplete-color-scheme, light dark);
  position: fixed;
  inset: auto;
  inline-size: max-content;
  block-size: auto;
  max-block-size: min(var(--address-autocomplete-max-height, 20rem), var(--address-autocomplete-available-height, 100vh));
  overflow: hidden;
  padding: calc(${SPACING} / 2) 0;
  border: 1px solid ${BORDER};
  border-radius: var(--address-autocomplete-radius, 0.375rem);
  background: var(--address-autocomplete-background, light-dark(#fff, #1f1f1f));
  color: var(--address-autocomplete-color, light-dark(#1a1a1a, #f2f2f2));
  box-shadow: var(--address-autocomplete-shadow, 0 0.25rem 1rem rgb(0 0 0 / 0.25));
  font-family: var(--address-autocomplete-font-family, inherit);
  font-size: var(--address-autocomplete-font-size, inherit);
  line-height: 1.4;
  text-align: start;
}
.address-autocomplete-popup:where(:popover-open) {
  display: flex;
  flex-direction: column;
}
.address-autocomplete-listbox {
  flex: 1 1 auto;
  min-block-size: 0;
  overflow: auto;
  overscroll-behavior: contain;
}
.address-autocomplete-listbox:where([hidden]) {
  display: none;
}
.address-autocomplete-context,
.address-autocomplete-message {
  padding: calc(${SPACING} / 2) calc(${SPACING} * 1.5);
  color: ${MUTED};
  overflow-wrap: anywhere;
}
/*
 * The service's address is a box of its own: a right-to-left override in it ends with it, not at the heading's end
 * (unicode-bidi: isolate does not end it when the text also opens an isolate of its own). The status row's words are
 * one too, so both sit at the row's inline start, whichever direction they read in.
 */
.address-autocomplete-context :where(span),
.address-autocomplete-message :where(span) {
  display: inline-block;
}
/*
 * Each text reads in its own direction (dir="auto"), but its lines start at the popup's inline start: match-parent
 * resolves start by the parent's direction (the option's, the heading's: the popup's), so a Latin address that
 * wraps in a right-to-left list is drawn from the right edge like the rest. Chromium knows only the -webkit- name.
 */
.address-autocomplete-option-text,
.address-autocomplete-option-detail,
.address-autocomplete-context :where(span),
.address-autocomplete-message :where(span) {
  text-align: -webkit-match-parent;
  text-align: match-parent;
}
.address-autocomplete-context {
  font-weight: 600;
  border-block-end: 1px solid ${BORDER};
  margin-block-end: calc(${SPACING} / 2);
}
${OPTION} {
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-block-size: var(--address-autocomplete-option-height, 44px);
  padding: calc(${SPACING} / 2) calc(${SPACING} * 1.5);
  cursor: pointer;
  overflow-wrap: anywhere;
}
${OPTION}:where(:hover) {
  background: color-mix(in srgb, currentColor 8%, transparent);
}
${OPTION}:where([aria-selected="true"]) {
  background: var(--address-autocomplete-active-background, light-dark(#0b57d0, #a8c7fa));
  color: var(--address-autocomplete-active-color, light-dark(#fff, #0a1f44));
}
.address-autocomplete-option-detail {
  font-size: 0.875em;
  color: ${MUTED};
}
.address-autocomplete-option-detail:where([aria-selected="true"] *) {
  color: inherit;
}
${OPTION}:where([data-kind="back"]) {
  flex-direction: row;
  align-items: center;
  justify-content: flex-start;
  gap: calc(${SPACING} / 2);
  font-weight: 600;
  border-block-end: 1px solid ${BORDER};
}
/* The words a correction changes: marked by weight and underline, readable in the active colours too. */
${OPTION} :where(mark) {
  display: inline;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0 none;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
}
${OPTION}:where([data-kind="dismiss"]) {
  color: ${MUTED};
  border-block-start: 1px solid ${BORDER};
}
${OPTION}:where([data-kind="dismiss"][aria-selected="true"]) {
  color: var(--address-autocomplete-active-color, light-dark(#fff, #0a1f44));
}
${OPTION}:where([data-kind="back"])::before {
  content: "\\2039" / "";
  font-size: 1.25em;
  line-height: 1;
}
.address-autocomplete-live {
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
}
@media (max-width: 40rem) {
  ${OPTION} {
    font-size: max(16px, 1em);
  }
}
@media (forced-colors: active) {
  ${OPTION}:where(:hover) {
    outline: 1px dashed CanvasText;
    outline-offset: -1px;
  }
  ${OPTION}:where([aria-selected="true"]) {
    forced-color-adjust: none;
    background: Highlight;
    color: HighlightText;
    outline: 2px solid Highlight;
    outline-offset: -2px;
  }
}
`;

const sheets = new WeakMap<Document, CSSStyleSheet>();

/**
 * Adopts the stylesheet into the root node of `node` (its document, or the shadow root it lives in), once however
 * many elements call it. A constructed sheet can only be adopted by the document that constructed it, so each
 * document gets its own, built with that document's `CSSStyleSheet`. Sheets the page adopted stay; ours is appended.
 * A node that is not connected to a document or shadow root is ignored.
 */
export function adoptStyles(node: Node): void {
  const root = node.getRootNode() as Document | ShadowRoot;
  if (!('adoptedStyleSheets' in root)) return;
  const doc = root.ownerDocument ?? (root as Document);
  const view = doc.defaultView;
  if (!view) return;
  let sheet = sheets.get(doc);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(styleText);
    sheets.set(doc, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
