// An international element that reads its country from the form, through the loader, with its code coming in any
// order: the form's field finder (fetched as the element starts, without `country`), the choice's form work (fetched
// after the first list), and the service's answers to typing, to a group's drill-down and to an address's detail.
// Each is held back by an import map (the chunks) or a wrapped `fetch` (the answers) until the test lets it go: the
// shopper always gets a list for what they typed, the group's addresses, and the form filled.
import { expect } from '@open-wc/testing';
import { KEY, nothingMoreWithin } from '../../support/element-helpers.js';
import { chunkUrl, optionsIn, pageWithLoader, type FrameWindow, type Loaded } from '../../support/loader-page.js';
import { waitUntil } from '../../support/wait.js';

/** The frame's window, with a gate for each held chunk. */
type Gated = FrameWindow & { openFinder?: () => void; openWork?: () => void };

/** A checkout form whose street element, with no `country`, reads Canada from the form's country field. */
const FORM = `<form>
  <label>Country <select name="country" autocomplete="country">
    <option value="CAN" selected>Canada</option><option value="DEU">Germany</option></select></label>
  <label>Street <intl-address-autocomplete embedded-key="${KEY}" base-url="${location.origin}/international-autocomplete"
    debounce="0">
    <input name="address1" autocomplete="address-line1"></intl-address-autocomplete></label>
  <label>City <input name="city" autocomplete="address-level2"></label>
  <label>Region <input name="region" autocomplete="address-level1"></label>
  <label>Postal code <input name="postal" autocomplete="postal-code"></label>
</form>`;

/** A page whose field finder and form work wait until the test opens their gates (`openFinder`, `openWork`). */
async function gatedPage(): Promise<Loaded & { win: Gated }> {
  const finder = await chunkUrl('block-field-finder-');
  const work = await chunkUrl('form-work-');
  const gate = (name: string, url: string): string =>
    `data:text/javascript,${encodeURIComponent(`await window.${name}Gate; export * from ${JSON.stringify(`${url}?held`)};`)}`;
  const map = JSON.stringify({ imports: { [finder]: gate('finder', finder), [work]: gate('work', work) } });
  const head = `<script>window.finderGate = new Promise((open) => (window.openFinder = open));
    window.workGate = new Promise((open) => (window.openWork = open));</script>
    <script type="importmap">${map}</script>`;
  return pageWithLoader(FORM, '', head);
}

/** Holds the frame's requests for an address id (a drill-down, a detail) until `release` is called. */
function holdDrillDowns(win: Window): { release: () => void; held: () => number } {
  const fetchFirst = win.fetch.bind(win);
  let open = (): void => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let held = 0;
  win.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/\/v2\/lookup\/[^?]/.test(url)) {
      held++;
      await gate;
    }
    return fetchFirst(input, init);
  }) as typeof fetch;
  return { release: open, held: () => held };
}

/** Counts the lookups the frame asks for from now on (each `fetch` of the service, answered or not). */
function countLookups(win: Window): () => number {
  const fetchFirst = win.fetch.bind(win);
  let asked = 0;
  win.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/international-autocomplete/')) asked++;
    return fetchFirst(input, init);
  }) as typeof fetch;
  return () => asked;
}

/** The options a shopper would choose (not Back), as listed now. */
const choosable = (doc: Document): HTMLElement[] => optionsIn(doc).filter((option) => option.dataset.kind !== 'back');
const drilledDown = (doc: Document): boolean => optionsIn(doc)[0]?.dataset.kind === 'back' && choosable(doc).length > 0;
const cityOf = (doc: Document): string => doc.querySelector<HTMLInputElement>('input[name="city"]')!.value;

/** The street input, focused: the element starts. */
async function started({ doc }: Loaded): Promise<HTMLInputElement> {
  const input = doc.querySelector<HTMLInputElement>('input[name="address1"]')!;
  input.focus();
  await waitUntil(() => input.getAttribute('role') === 'combobox', 'the element did not start on focus');
  return input;
}

/** Types `text` one key at a time, a timer's turn between keys, as a shopper types (the element's own debounce). */
async function typeKeys(win: FrameWindow, input: HTMLInputElement, text: string): Promise<void> {
  for (let end = input.value.length + 1; end <= text.length; end++) {
    input.value = text.slice(0, end);
    input.dispatchEvent(new win.InputEvent('input', { inputType: 'insertText', data: text[end - 1], bubbles: true }));
    await nothingMoreWithin(30);
  }
}

describe('the loader, an international element reading the form’s country, its code coming in any order', () => {
  it('what was typed before the field finder came is looked up once it comes; a group, then an address', async () => {
    const page = await gatedPage();
    const { doc, win } = page;
    const asked = countLookups(win);
    const input = await started(page);
    await typeKeys(win, input, '123 Main');
    await nothingMoreWithin();
    // With no debounce, a lookup of a country known at once would have been asked for at the third key.
    expect(asked(), 'looked up before the field finder came').to.equal(0);
    expect(optionsIn(doc), 'listed before the field finder came').to.have.length(0);
    win.openFinder!();
    await waitUntil(() => choosable(doc).length > 0, 'no list once the field finder came');
    const group = choosable(doc)[0]!;
    expect(group.dataset.kind).to.equal('group');
    group.click();
    await waitUntil(() => drilledDown(doc), 'the group’s addresses were not listed');
    win.openWork!();
    choosable(doc)[0]!.click();
    await waitUntil(() => cityOf(doc) !== '', 'the form was not filled');
  });

  it('the field finder comes while the shopper types, the form work only after their choice of an address', async () => {
    const page = await gatedPage();
    const { doc, win } = page;
    const input = await started(page);
    await typeKeys(win, input, '123 M');
    win.openFinder!();
    await typeKeys(win, input, '123 Main');
    await waitUntil(() => choosable(doc).length > 0, 'no list');
    choosable(doc)[0]!.click();
    await waitUntil(() => drilledDown(doc), 'the group’s addresses were not listed before the form work came');
    choosable(doc)[0]!.click();
    await nothingMoreWithin();
    expect(cityOf(doc), 'filled before the form work came').to.equal('');
    win.openWork!();
    await waitUntil(() => cityOf(doc) !== '', 'the held choice did not fill the form once the form work came');
  });

  for (const workFirst of [true, false]) {
    it(`an address chosen with its detail and the form work on their way, the ${workFirst ? 'form work' : 'detail'} first`, async () => {
      const page = await gatedPage();
      const { doc, win } = page;
      win.openFinder!();
      const input = await started(page);
      await typeKeys(win, input, '123 Main');
      await waitUntil(() => choosable(doc).length > 0, 'no list');
      choosable(doc)[0]!.click();
      await waitUntil(() => drilledDown(doc), 'the group’s addresses were not listed');
      const detail = holdDrillDowns(win);
      choosable(doc)[0]!.click();
      await waitUntil(() => detail.held() > 0, 'the chosen address’s detail was not asked for');
      if (workFirst) win.openWork!();
      else detail.release();
      await nothingMoreWithin();
      expect(cityOf(doc), 'filled with half of what it needs').to.equal('');
      if (workFirst) detail.release();
      else win.openWork!();
      await waitUntil(() => cityOf(doc) !== '', 'the form was not filled');
    });
  }
});
