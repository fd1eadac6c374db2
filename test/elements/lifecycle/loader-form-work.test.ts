// The choice's form work with the loader (core/features/form-work.ts): a chunk of its own, fetched at the shopper's
// first list. A choice made before it has come is held whole (nothing of it happens, the list stays) and made once it
// has come; so is a submit, within its ceiling; typing meanwhile drops it, with nothing written over the new text; a
// chunk that cannot load leaves the text and the input as the shopper has them, with an `address-error` (`network`). Each test runs in a frame of its own
// (test/support/loader-page.ts), the chunk held back by an import map that sends it through a module of the test's.
import { expect } from '@open-wc/testing';
import { nothingMoreWithin } from '../../support/element-helpers.js';
import {
  chooseFirstFinal,
  chunksOf,
  chunkUrl,
  optionsIn,
  pageWithLoader,
  started,
  paste,
  type,
  usForm,
  type Loaded,
} from '../../support/loader-page.js';
import { waitUntil } from '../../support/wait.js';

const CHUNK = 'form-work-';

/** The frame's window, with the gate the held chunk waits behind. */
type Gated = Loaded['win'] & { openGate?: () => void };

/**
 * A page whose form-work chunk waits until the test calls `win.openGate()`: the import map sends the chunk to a module
 * that awaits the gate, then re-exports the real chunk (under another URL, which the map leaves alone; its own imports
 * resolve to the modules the core already has).
 */
async function heldPage(attributes = '', form = usForm(attributes)): Promise<Loaded & { win: Gated }> {
  const url = await chunkUrl(CHUNK);
  const gate = `await window.formWorkGate; export * from ${JSON.stringify(`${url}?held`)};`;
  const map = JSON.stringify({ imports: { [url]: `data:text/javascript,${encodeURIComponent(gate)}` } });
  const head = `<script>window.formWorkGate = new Promise((open) => (window.openGate = open));</script>
    <script type="importmap">${map}</script>`;
  return pageWithLoader(form, '', head);
}

/** A page whose form-work chunk answers 404. */
async function brokenPage(attributes = ''): Promise<Loaded> {
  const map = JSON.stringify({ imports: { [await chunkUrl(CHUNK)]: `${location.origin}/no-such-directory/form.js` } });
  return pageWithLoader(usForm(attributes), '', `<script type="importmap">${map}</script>`);
}

/** How many times the page's form has been submitted (each kept in the page), from now on. */
function submitsOf({ doc }: Loaded): () => number {
  let submits = 0;
  doc.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    submits++;
  });
  return () => submits;
}

/** The page element's events of `type`, from now on. */
function heard({ doc }: Loaded, type: string): CustomEvent[] {
  const events: CustomEvent[] = [];
  doc.querySelector('us-address-autocomplete')!.addEventListener(type, (event) => events.push(event as CustomEvent));
  return events;
}

const cityOf = ({ doc }: Loaded): HTMLInputElement => doc.querySelector<HTMLInputElement>('input[name="city"]')!;

describe('the loader’s form-work chunk', () => {
  it('is fetched at the first list, not before', async () => {
    const page = await pageWithLoader(usForm());
    const input = await started(page);
    await nothingMoreWithin();
    const fetched = (): boolean => chunksOf(page.win).some((path) => path.split('/').pop()!.startsWith(CHUNK));
    expect(fetched(), 'fetched before any list').to.equal(false);
    type(input, '1600 Amphitheatre');
    await waitUntil(fetched, 'the form-work chunk was not fetched at the first list');
  });

  it('a choice made before the chunk has come is made once it comes', async () => {
    const page = await heldPage();
    const verified = heard(page, 'verified-address');
    const input = await started(page);
    await chooseFirstFinal(page, input);
    await nothingMoreWithin();
    // Held whole: nothing written, no event, the list as it was.
    expect(verified).to.have.length(0);
    expect(input.value).to.equal('1600 Amphitheatre');
    expect(cityOf(page).value).to.equal('');
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    page.win.openGate!();
    await waitUntil(() => verified.length === 1, 'the held choice was not made once the chunk came');
    const { address } = verified[0]!.detail as { address: { line1: string; city: string } };
    await waitUntil(() => cityOf(page).value === address.city, 'the form was not filled');
    expect(input.value).to.equal(address.line1);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
  });

  it('a choice held for the chunk fills a state select that writes names: the name came with the chunk', async () => {
    // The state's name is one of the US rules that come with the choice's code, not with the core.
    const names: Record<string, string> = { CA: 'California', CO: 'Colorado', NY: 'New York', TX: 'Texas' };
    const states = Object.values(names).map((name) => `<option value="${name}">${name}</option>`);
    const form = usForm().replace(
      /<input name="state"[^>]*>/,
      `<select name="state" autocomplete="address-level1" aria-label="State"><option value=""></option>${states.join('')}</select>`,
    );
    const page = await heldPage('', form);
    const verified = heard(page, 'verified-address');
    const input = await started(page);
    await chooseFirstFinal(page, input);
    await nothingMoreWithin();
    expect(verified).to.have.length(0);
    page.win.openGate!();
    await waitUntil(() => verified.length === 1, 'the held choice was not made once the chunk came');
    const { address } = verified[0]!.detail as { address: { region: string; city: string } };
    expect(names, 'a state the select lacks').to.have.property(address.region);
    await waitUntil(() => cityOf(page).value === address.city, 'the form was not filled');
    expect(page.doc.querySelector<HTMLSelectElement>('select[name="state"]')!.value).to.equal(names[address.region]);
  });

  it('typing while the chunk is on its way drops the held choice: nothing is written over the new text', async () => {
    const page = await heldPage();
    const verified = heard(page, 'verified-address');
    const input = await started(page);
    await chooseFirstFinal(page, input);
    type(input, '1600 Amphitheatre Pk');
    page.win.openGate!();
    await nothingMoreWithin();
    expect(verified).to.have.length(0);
    expect(input.value).to.equal('1600 Amphitheatre Pk');
    expect(cityOf(page).value).to.equal('');
    // The code has come: the next choice is made at once.
    await chooseFirstFinal(page, input, '1600 Amphitheatre Pkwy');
    await waitUntil(() => verified.length === 1, 'the next choice was not made');
  });

  it('a paste’s finds that come before the chunk are listed once it comes', async () => {
    const page = await heldPage('extract-url="/address/us-extract"');
    const input = await started(page);
    const found = '1600 Pennsylvania Ave, Whitehouse, OH 43571';
    const listed = (): boolean => optionsIn(page.doc).some((option) => option.textContent === found);
    paste(page.win, input, 'Ship to:\n1600 Pennsylvania Ave\nWhitehouse OH 43571');
    const posts = (): number =>
      page.win.performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/address/us-extract'))
        .length;
    await waitUntil(() => posts() > 0, 'the paste did not go to the extract route');
    await nothingMoreWithin();
    expect(listed(), 'listed before the code came').to.equal(false);
    page.win.openGate!();
    await waitUntil(listed, 'the address found in the paste was not listed once the code came');
    // The machine's own request for the paste, once its code came, was answered by the one already made.
    expect(posts()).to.equal(1);
  });

  it('before the chunk, require-verified holds typed text, and lets it go when the service cannot answer', async () => {
    const page = await heldPage('require-verified');
    const input = await started(page);
    type(input, '1600 Amphitheatre');
    await waitUntil(() => optionsIn(page.doc).length > 0, 'no list');
    expect(input.validity.customError, 'typed text that is no choice was not held').to.equal(true);
    page.win.console.error = () => {};
    const element = page.doc.querySelector<HTMLElement & { updateComplete: Promise<boolean> }>(
      'us-address-autocomplete',
    )!;
    const errors = heard(page, 'address-error');
    element.setAttribute('base-url', `${location.origin}/no-such-service`);
    await element.updateComplete;
    type(input, '1600 Amphitheatre Pk');
    await waitUntil(() => errors.length > 0, 'the lookup did not fail');
    // A checkout never loses an order because of us: text the service could not help with stands.
    await waitUntil(() => !input.validity.customError, 'text the service could not answer for is still held');
    expect(input.value).to.equal('1600 Amphitheatre Pk');
  });

  it('a submit before the chunk has come is held for it, then decided as any submit', async () => {
    const page = await heldPage(`verify street-base-url="${location.origin}/us-street"`);
    const input = await started(page);
    type(input, '1600 Amphitheatre');
    await waitUntil(() => optionsIn(page.doc).length > 0, 'no list');
    const submits = submitsOf(page);
    const unverified = heard(page, 'unverified-address');
    const order: string[] = [];
    page.doc.addEventListener('unverified-address', () => order.push('unverified-address'));
    page.doc.querySelector('form')!.addEventListener('submit', () => order.push('submit'));
    page.doc.querySelector('form')!.requestSubmit();
    await nothingMoreWithin();
    expect(submits(), 'the submit went on before the code came').to.equal(0);
    page.win.openGate!();
    // The typed text is checked (the machine's own hold): the page hears the verdict, then the order goes on, once.
    await waitUntil(() => submits() === 1, 'the submit was not made once the code came');
    await nothingMoreWithin();
    expect(submits()).to.equal(1);
    expect((unverified[0]?.detail as { reason?: string } | undefined)?.reason).to.equal('not-found');
    expect(order).to.deep.equal(['unverified-address', 'submit']);
  });

  it('a submit held for a chunk that does not come goes on at the ceiling (fail open)', async () => {
    const page = await heldPage(`verify submit-timeout="300" street-base-url="${location.origin}/us-street"`);
    const input = await started(page);
    type(input, '1600 Amphitheatre');
    await waitUntil(() => optionsIn(page.doc).length > 0, 'no list');
    const submits = submitsOf(page);
    page.doc.querySelector('form')!.requestSubmit();
    expect(submits(), 'the submit went on before the code came').to.equal(0);
    await waitUntil(() => submits() === 1, 'the submit was held past its ceiling');
    page.win.openGate!();
    await nothingMoreWithin();
    expect(submits(), 'made again once the code came').to.equal(1);
  });

  it('a submit held for a chunk that cannot load (404) goes on at once', async () => {
    const page = await brokenPage(`verify street-base-url="${location.origin}/us-street"`);
    page.win.console.error = () => {};
    const input = await started(page);
    type(input, '1600 Amphitheatre');
    await waitUntil(() => optionsIn(page.doc).length > 0, 'no list');
    const submits = submitsOf(page);
    page.doc.querySelector('form')!.requestSubmit();
    await waitUntil(() => submits() === 1, 'the submit was held for code that cannot come');
    await nothingMoreWithin();
    expect(submits()).to.equal(1);
  });

  it('a chunk that cannot load (404): the text and the input stay, with an address-error network', async () => {
    const page = await brokenPage();
    const errors = heard(page, 'address-error');
    const verified = heard(page, 'verified-address');
    page.win.console.error = () => {};
    const input = await started(page);
    await chooseFirstFinal(page, input);
    await waitUntil(() => errors.length > 0, 'no address-error');
    await nothingMoreWithin();
    expect(errors.map((event) => (event.detail as { code: string }).code)).to.deep.equal(['network']);
    expect(verified).to.have.length(0);
    expect(input.value).to.equal('1600 Amphitheatre');
    expect(cityOf(page).value).to.equal('');
    // Still usable: the shopper types on and gets a list.
    type(input, '1600 Amphitheatre Pkwy');
    await waitUntil(() => optionsIn(page.doc).length > 0 && !input.disabled, 'no list after the failure');
  });
});
