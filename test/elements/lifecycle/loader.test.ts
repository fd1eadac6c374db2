// The loader (dist/address-autocomplete.loader.js, built by `npm run build`): a classic script that defines the four
// tags at once and fetches an element's core (dist/chunks/) on the shopper's first use, or ahead once the page has
// loaded and is idle. Each test runs in a frame of its own, a realm with its own registry, as a shop's page loads it.
import { expect, oneEvent } from '@open-wc/testing';
import { chunksOf, key, optionsIn, pageWithLoader, type, usForm } from '../../support/loader-page.js';
import { waitUntil } from '../../support/wait.js';
import type { AddressCheck } from '../../../src/core/events/address-events.js';
// This page's own registry holds the element classes as the other entries define them, prepared by Lit at define.
import '../../../src/define.js';

const TAGS = [
  'us-address-autocomplete',
  'intl-address-autocomplete',
  'address-autocomplete',
  'postal-code-autocomplete',
];

const US_FORM = usForm();

describe('the loader', () => {
  it('defines the four tags at once and fetches no core before the page has loaded; the input stays untouched', async () => {
    const { win, doc, chunksAtLoad } = await pageWithLoader(US_FORM);
    for (const tag of TAGS) expect(win.customElements.get(tag), tag).to.not.equal(undefined);
    expect(chunksAtLoad, 'chunks fetched before load').to.deep.equal([]);
    const input = doc.querySelector<HTMLInputElement>('input[name="street"]')!;
    expect(input.hasAttribute('role')).to.equal(false);
    expect(doc.querySelector('us-address-autocomplete')!.children).to.have.length(1);
  });

  it("observes the attributes Lit's own classes observe, and prepares a class's properties at its first element", async () => {
    const { win } = await pageWithLoader(US_FORM);
    const prepared = (tag: string) => Object.hasOwn(win.customElements.get(tag)!, 'finalized');
    expect(TAGS.map(prepared), 'the tag in the page only').to.deep.equal([true, false, false, false]);
    win.document.createElement('postal-code-autocomplete');
    expect(prepared('postal-code-autocomplete'), 'at its first element').to.equal(true);
    for (const tag of TAGS) {
      const element = win.customElements.get(tag) as unknown as { observedAttributes: string[] };
      // Lit's own getter (ReactiveElement's, the class's farthest ancestor below HTMLElement) on the same class.
      let lit: object = element;
      while (Object.getPrototypeOf(lit) !== win.HTMLElement) lit = Object.getPrototypeOf(lit) as object;
      const litObserved = Object.getOwnPropertyDescriptor(lit, 'observedAttributes')!.get!.call(element) as string[];
      expect([...element.observedAttributes].sort(), tag).to.deep.equal(
        [...litObserved, 'auth-id', 'auth-token'].sort(),
      );
      expect(litObserved.length, tag).to.be.greaterThan(5);
    }
  });

  it('fetches the core of the tags in the page once the page is idle, and still starts no element', async () => {
    const { win, doc } = await pageWithLoader(US_FORM);
    await waitUntil(() => chunksOf(win).some((path) => path.endsWith('/chunks/us.js')), 'the US core was not fetched');
    expect(chunksOf(win).some((path) => /\/chunks\/(intl|address|postal-code)\.js$/.test(path))).to.equal(false);
    expect(doc.querySelector('input[name="street"]')!.hasAttribute('role')).to.equal(false);
  });

  it('starts the element on first use: the shopper types, chooses, and the form is filled', async () => {
    const { doc } = await pageWithLoader(US_FORM);
    const el = doc.querySelector('us-address-autocomplete')!;
    const input = doc.querySelector<HTMLInputElement>('input[name="street"]')!;
    input.focus();
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the element did not start on focus');
    type(input, '1600 Amphitheatre');
    await waitUntil(() => optionsIn(doc).some((option) => option.dataset.kind === 'final'), 'no final option listed');
    const chosen = oneEvent(el, 'verified-address');
    const index = optionsIn(doc).findIndex((option) => option.dataset.kind === 'final');
    for (let i = 0; i <= index; i++) key(input, 'ArrowDown');
    key(input, 'Enter');
    const { detail } = (await chosen) as CustomEvent<{ address: { city: string } }>;
    await waitUntil(() => doc.querySelector<HTMLInputElement>('input[name="city"]')!.value === detail.address.city);
    expect((el as unknown as { verified: boolean }).verified).to.equal(true);
  });

  it('looks up what the shopper typed while the core was on its way', async () => {
    const { doc } = await pageWithLoader(US_FORM);
    const input = doc.querySelector<HTMLInputElement>('input[name="street"]')!;
    // In one task: the core cannot have started before the text is in.
    input.focus();
    type(input, '1600 Amphitheatre');
    expect(input.hasAttribute('role')).to.equal(false);
    await waitUntil(() => optionsIn(doc).length > 0, 'the text typed before the core started was not looked up');
    expect(input.value).to.equal('1600 Amphitheatre');
  });

  it("takes the browser's autofill while the core was on its way as autofill: checked quietly, not searched", async () => {
    const verifying = US_FORM.replace(
      'debounce="0"',
      `debounce="0" verify street-base-url="${location.origin}/us-street"`,
    );
    const { doc } = await pageWithLoader(verifying);
    const el = doc.querySelector('us-address-autocomplete')!;
    const chosen = oneEvent(el, 'verified-address');
    const values = { street: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', zip: '94042' };
    // As the browser fills a saved address: a focus, then each field written with an `input` event of no inputType.
    doc.querySelector<HTMLInputElement>('input[name="street"]')!.focus();
    for (const [name, value] of Object.entries(values)) {
      const field = doc.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const { detail } = (await chosen) as CustomEvent<{ source: string }>;
    expect(detail.source).to.equal('autofill');
    expect(optionsIn(doc)).to.have.length(0);
  });

  it('honours properties set before the loader defined the tag', async () => {
    // The page's own script gives the property while the tag is still unknown, before the loader's script runs.
    const later = await pageWithLoader(
      `${US_FORM}<script>
        const el = document.querySelector('us-address-autocomplete');
        el.strings = { listLabel: 'Shop streets' };
      </script>`,
    );
    const el = later.doc.querySelector('us-address-autocomplete')!;
    expect(Object.hasOwn(el, 'strings'), 'the own property was not taken over by the class').to.equal(false);
    const input = later.doc.querySelector<HTMLInputElement>('input[name="street"]')!;
    input.focus();
    type(input, '1600 Amphitheatre');
    await waitUntil(() => later.doc.querySelector('[role="listbox"]')?.getAttribute('aria-label') === 'Shop streets');
  });

  it('clear() before first use starts the element and empties the input', async () => {
    const { doc } = await pageWithLoader(
      US_FORM.replace('aria-label="Street"', 'aria-label="Street" value="12 Old Rd"'),
    );
    const el = doc.querySelector('us-address-autocomplete') as unknown as { clear(): void };
    const input = doc.querySelector<HTMLInputElement>('input[name="street"]')!;
    el.clear();
    await waitUntil(() => input.value === '' && input.getAttribute('role') === 'combobox', 'clear() did not run');
  });

  it("check() before first use starts the element, fetches check()'s code, and answers", async () => {
    const { win, doc } = await pageWithLoader(
      US_FORM.replace('aria-label="Street"', 'aria-label="Street" value="12 Old Rd"'),
    );
    const el = doc.querySelector('us-address-autocomplete') as unknown as { check(): Promise<AddressCheck> };
    const verdict = await el.check();
    // No `verify` on this form: the element says so rather than guessing.
    expect(verdict.status).to.equal('unchecked');
    expect(verdict.address.line1).to.equal('12 Old Rd');
    expect(doc.querySelector('input[name="street"]')!.getAttribute('role')).to.equal('combobox');
    expect(chunksOf(win).some((path) => /\/chunks\/page-checks-[\w-]+\.js$/.test(path))).to.equal(true);
  });

  it("an import map's integrity pins a chunk: one whose hash differs is not run, one that matches is", async () => {
    const chunk = '/dist/chunks/us.js';
    const digest = await crypto.subtle.digest('SHA-384', await (await fetch(chunk)).arrayBuffer());
    const hash = `sha384-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
    for (const [integrity, runs] of [
      [`sha384-${'A'.repeat(64)}`, false],
      [hash, true],
    ] as const) {
      const map = { integrity: { [`${location.origin}${chunk}`]: integrity } };
      const { doc } = await pageWithLoader(`<script type="importmap">${JSON.stringify(map)}</script>${US_FORM}`);
      const input = doc.querySelector<HTMLInputElement>('input[name="street"]')!;
      const errors: string[] = [];
      doc.querySelector('us-address-autocomplete')!.addEventListener('address-error', () => errors.push(integrity));
      input.focus();
      type(input, '1600 Amph');
      if (runs) await waitUntil(() => optionsIn(doc).length > 0, 'the pinned core did not run');
      else await waitUntil(() => errors.length > 0, 'a core whose hash differs ran');
      expect(input.value).to.equal('1600 Amph');
    }
  });

  it('a core that cannot load: an address-error says why, and the field stays a plain input with its text', async () => {
    const { win, doc } = await pageWithLoader(US_FORM, 'data-base="/no-such-directory/"');
    const el = doc.querySelector('us-address-autocomplete')!;
    const input = doc.querySelector<HTMLInputElement>('input[name="street"]')!;
    const errors: string[] = [];
    const logged: unknown[] = [];
    win.console.error = (...args: unknown[]) => void logged.push(args.join(' '));
    el.addEventListener('address-error', (event) => errors.push((event as CustomEvent<{ code: string }>).detail.code));
    input.focus();
    type(input, '1600 Amph');
    await waitUntil(() => errors.length > 0, 'no address-error');
    expect(errors).to.deep.equal(['network']);
    expect(String(logged[0])).to.match(/did not load/);
    expect(input.value).to.equal('1600 Amph');
    expect(input.hasAttribute('role')).to.equal(false);
    expect(chunksOf(win).every((path) => path.startsWith('/no-such-directory/'))).to.equal(true);
    // A checkout that submits from script is answered, never left waiting or thrown at: it goes on unverified.
    const verdict = await (el as unknown as { check(): Promise<AddressCheck> }).check();
    expect(verdict).to.deep.include({ status: 'unverified', reason: 'unavailable', code: 'network' });
    expect(verdict.address.line1).to.equal('1600 Amph');
  });
});
