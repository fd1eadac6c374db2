// What the right-to-left tests read: a page turned right to left (and back), the element's words in Arabic through
// `strings`, and where things are drawn, in viewport coordinates: how far a part sits from its box's inline start,
// and whether pieces of a text are drawn left to right in the order given (bidi reordering shows there, not in the DOM).
import type { AddressAutocompleteStrings } from '../../src/core/view/strings.js';

/** Every string of the elements in Arabic, so that no English word is left in a right-to-left page. */
export const ARABIC_STRINGS: AddressAutocompleteStrings = {
  listLabel: 'اقتراحات العناوين',
  results: (count) => `${count} من العناوين. استخدم مفاتيح الأسهم للاختيار.`,
  noResults: 'لا توجد عناوين مطابقة',
  entries: (count) => `${count} من العناوين`,
  expanded: (label, count) => `${label} — ${count} من العناوين. اكتب رقم الوحدة أو اختر واحدة.`,
  back: 'رجوع',
  selected: (label) => `تم اختيار ${label}`,
  expansionFailed: 'تعذّر تحميل الوحدات — اكتب رقم وحدتك',
  unitNeeded: 'هذا العنوان يحتاج إلى رقم شقة أو جناح أو وحدة',
  noUnit: 'بلا وحدة — ليس للعنوان وحدات',
  unitNotMatched: 'لم نجد هذه الوحدة في هذا العنوان — تحقّق من رقم الشقة أو الجناح',
  notVerified: 'اختر عنوانك من الاقتراحات',
  didYouMean: 'هل تقصد…؟',
  offered: (label) => `هل تقصد ${label}؟ استخدم مفاتيح الأسهم لاختياره، أو Escape للإبقاء على ما أدخلته.`,
  keepEntered: 'الإبقاء على ما أدخلته',
  foundInPaste: 'وُجد في النص الملصق',
  pasteFound: (count) => `تم العثور على ${count} عنوان في النص الملصق.`,
  error: (code) =>
    code === 'rate-limited'
      ? 'طلبات بحث كثيرة — ستعود الاقتراحات بعد قليل'
      : 'اقتراحات العناوين غير متاحة الآن — تابع كتابة عنوانك',
};

/** Turns the whole page right to left, in Arabic (`<html dir="rtl" lang="ar">`), until `leftToRightPage`. */
export function rightToLeftPage(): void {
  document.documentElement.dir = 'rtl';
  document.documentElement.lang = 'ar';
}

/** The test runner's page as it was: left to right, its own language. */
export function leftToRightPage(): void {
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
}

type Box = Element | DOMRect;

const rectOf = (box: Box): DOMRect => (box instanceof Element ? box.getBoundingClientRect() : box);

/**
 * How far `inner` starts from `outer`'s inline-start edge, in px: from the right edge in a right-to-left
 * `direction`, from the left edge otherwise. Either may be an element (its border box) or a rect (`drawnBox`).
 */
export function insetFromStart(inner: Box, outer: Box, direction: 'ltr' | 'rtl'): number {
  const a = rectOf(inner);
  const b = rectOf(outer);
  return direction === 'rtl' ? b.right - a.right : a.left - b.left;
}

/** How far `inner` ends from `outer`'s inline-end edge, in px (see insetFromStart). */
export function insetFromEnd(inner: Box, outer: Box, direction: 'ltr' | 'rtl'): number {
  return insetFromStart(inner, outer, direction === 'rtl' ? 'ltr' : 'rtl');
}

/** Where `element`'s text is drawn: the box around its glyphs, not the element's own box (which may be wider). */
export function drawnBox(element: Element): DOMRect {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}

/** The drawn box of the characters `start` to `end` of `element`'s text (its text nodes in order, marks included). */
function rangeRect(element: Element, start: number, end: number): DOMRect {
  const range = element.ownerDocument.createRange();
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let at = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    if (start >= at && start <= at + length) range.setStart(node, start - at);
    if (end >= at && end <= at + length) {
      range.setEnd(node, end - at);
      break;
    }
    at += length;
  }
  return range.getBoundingClientRect();
}

/**
 * Where each of `pieces` of `element`'s text is drawn, each piece looked for after the one before it (so that "1"
 * after "1600" is the unit's, not the house number's).
 */
export function drawnPieces(element: Element, pieces: readonly string[]): DOMRect[] {
  const text = element.textContent ?? '';
  let from = 0;
  return pieces.map((piece) => {
    const start = text.indexOf(piece, from);
    if (start < 0) throw new Error(`"${piece}" is not in "${text}" after character ${from}`);
    from = start + piece.length;
    return rangeRect(element, start, start + piece.length);
  });
}

/** The horizontal middle of each of `pieces` where `element`'s text draws it (see drawnPieces). */
export function drawnAt(element: Element, pieces: readonly string[]): number[] {
  return drawnPieces(element, pieces).map((rect) => rect.left + rect.width / 2);
}

/**
 * Whether the words of `element`'s text (split at spaces) follow each other in `direction` on each line: a word is
 * right of the one before it (left of it, right to left), or starts a line below it.
 */
function wordsDrawn(element: Element, direction: 'ltr' | 'rtl'): boolean {
  const rects = drawnPieces(element, (element.textContent ?? '').split(' ').filter(Boolean));
  return rects.every((rect, index) => {
    const before = rects[index - 1];
    if (!before) return true;
    if (rect.top >= before.bottom - before.height / 2) return true;
    return direction === 'ltr' ? rect.left >= before.right - 0.5 : rect.right <= before.left + 0.5;
  });
}

/** Where the last word of `element`'s text is drawn: at the line's end, for a text that reads left to right. */
export function lastWordBox(element: Element): DOMRect {
  const words = (element.textContent ?? '').split(' ').filter(Boolean);
  return drawnPieces(element, words).at(-1)!;
}

/** Whether `element`'s text is drawn on one line (its first and last words side by side). */
export function onOneLine(element: Element): boolean {
  const words = (element.textContent ?? '').split(' ').filter(Boolean);
  const [first, last] = drawnPieces(element, words).filter((_, index) => index === 0 || index === words.length - 1);
  return last === undefined || Math.abs(first!.top - last.top) < 1;
}

/**
 * Whether `after` follows `before` in a line of `direction`: beside it on its inline-end side, or on a line below.
 */
export function follows(after: DOMRect, before: DOMRect, direction: 'ltr' | 'rtl'): boolean {
  if (after.top >= before.bottom - 1) return true;
  return direction === 'ltr' ? after.left >= before.right - 0.5 : after.right <= before.left + 0.5;
}

/** Whether the words of `element`'s text are drawn left to right in the text's order (line by line). */
export function wordsDrawnLeftToRight(element: Element): boolean {
  return wordsDrawn(element, 'ltr');
}

/** Whether the words of `element`'s text are drawn right to left in the text's order (line by line). */
export function wordsDrawnRightToLeft(element: Element): boolean {
  return wordsDrawn(element, 'rtl');
}

/** An element's computed direction. */
export function directionOf(element: Element): string {
  return getComputedStyle(element).direction;
}
