// <us-address-autocomplete> in the life of a page: no lookups while the input is disabled or readonly; form.reset()
// clears the element's state; browser autofill does not open the list while a paste searches like typing; the element
// creates an input when none is given, adopts one that arrives later, and works when its script runs in <head>.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import {
  BASE,
  FetchRecorder,
  KEY,
  contextOf,
  inputOf,
  isOpen,
  listboxOf,
  nothingMoreWithin,
  optionsOf,
  typeInto,
  typeOneLookup,
} from '../../support/element-helpers.js';
import { type Checkout, checkoutForm } from '../../support/checkout-form.js';
import { focusInFrame } from '../../support/frame-focus.js';

let recorder: FetchRecorder | undefined;

afterEach(() => {
  recorder?.restore();
  recorder = undefined;
});

/** Records every request made from one window (the element calls its own realm's fetch at request time). */
function record(win?: Window & typeof globalThis): FetchRecorder {
  recorder = new FetchRecorder({ target: win, path: null }).install();
  return recorder;
}

/** Waits until the list shows the latest answer's suggestions (open when there are any). */
async function listShowsLastAnswer(el: UsAddressAutocomplete, requests: FetchRecorder): Promise<number> {
  const expected = (await requests.lastSuggestions()).length;
  await waitUntil(
    () => optionsOf(el).length === expected && isOpen(el) === expected > 0,
    `the list did not show the ${expected} suggestions of the last answer`,
  );
  return expected;
}

/** The checkout form (test/support/checkout-form.ts): street (named address1) and city; `extra` after the base URL. */
function mountInForm(extra = ''): Promise<Checkout> {
  return checkoutForm({ baseUrl: BASE + extra, streetName: 'address1', streetBaseUrl: null, fields: ['city'] });
}

/** Typing as the browser reports it, for an input that cannot receive real keys (a disabled one). */
function dispatchTyping(input: HTMLInputElement, inputType: string | undefined): void {
  input.dispatchEvent(
    inputType === undefined
      ? new Event('input', { bubbles: true })
      : new InputEvent('input', { inputType, data: input.value.slice(-1), bubbles: true, composed: true }),
  );
}

describe('<us-address-autocomplete> disabled and readonly inputs', () => {
  it('looks nothing up while the input is disabled, and looks up again once it is enabled', async () => {
    const { el } = await mountInForm();
    const requests = record();
    const input = inputOf(el);
    input.disabled = true;
    input.value = '1600 Ma';
    dispatchTyping(input, 'insertText');
    await nothingMoreWithin();
    expect(requests.count, 'requests while disabled').to.equal(0);
    expect(isOpen(el)).to.equal(false);

    input.disabled = false;
    input.focus();
    dispatchTyping(input, 'insertText');
    // debounce="0": the lookup goes out with the input event itself.
    expect(requests.count, 'looks up once enabled again').to.equal(1);
    await requests.lastAnswered();
    expect(requests.searches).to.deep.equal(['1600 Ma']);
  });

  it('looks nothing up while the input is readonly (ArrowDown, input event), and does once it is not', async () => {
    const { el } = await mountInForm();
    const requests = record();
    const input = inputOf(el);
    input.readOnly = true;
    input.value = '1600 Ma';
    input.focus();
    // ArrowDown on a closed, empty list looks up the current text; a readonly input must not.
    await sendKeys({ press: 'ArrowDown' });
    dispatchTyping(input, 'insertText');
    await nothingMoreWithin();
    expect(requests.count, 'requests while readonly').to.equal(0);
    expect(isOpen(el)).to.equal(false);

    input.readOnly = false;
    await sendKeys({ press: 'ArrowDown' });
    expect(requests.count, 'looks up once writable again').to.equal(1);
    await requests.lastAnswered();
    expect(requests.searches).to.deep.equal(['1600 Ma']);
  });
});

describe('<us-address-autocomplete> form.reset()', () => {
  it('closes the open list and empties it', async () => {
    const { form, el } = await mountInForm();
    const requests = record();
    await typeInto(el, '1600 Ma');
    expect(await listShowsLastAnswer(el, requests), 'suggestions for "1600 Ma"').to.be.greaterThan(0);
    form.reset();
    await el.updateComplete;
    expect(inputOf(el).value).to.equal('');
    expect(isOpen(el)).to.equal(false);
    expect(inputOf(el).getAttribute('aria-expanded')).to.equal('false');
    expect(inputOf(el).hasAttribute('aria-activedescendant')).to.equal(false);
    expect(optionsOf(el)).to.have.length(0);
    expect(el.querySelector('.address-autocomplete-live')!.textContent).to.equal('');
  });

  it('drops a pending lookup: its answer does not open the list afterwards', async () => {
    const { form, el } = await mountInForm();
    const requests = record();
    // The answer is held until the form has been reset.
    requests.hold = () => true;
    await typeOneLookup(el);
    const listbox = listboxOf(el);
    await waitUntil(() => listbox.getAttribute('aria-busy') === 'true', 'no pending lookup');
    form.reset();
    await el.updateComplete;
    expect(listbox.getAttribute('aria-busy')).to.equal('false');
    requests.release();
    // The dropped lookup's answer (released after the reset) or its abort, then time for the element to (not) show it.
    await requests.lastSettled();
    await nothingMoreWithin();
    expect(requests.count).to.equal(1);
    expect(isOpen(el)).to.equal(false);
    expect(optionsOf(el)).to.have.length(0);
  });

  for (const api of ['v2', 'pro'] as const) {
    it(`forgets an expanded ${api} group: typing after the reset searches afresh`, async () => {
      const form = await fixture<HTMLFormElement>(html`
        <form>
          <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0" api=${api}>
            <input name="address1" autocomplete="address-line1" />
          </us-address-autocomplete>
        </form>
      `);
      const el = form.querySelector('us-address-autocomplete')!;
      const requests = record();
      const input = inputOf(el);
      await typeOneLookup(el, '1600 P', 'e');
      await listShowsLastAnswer(el, requests);
      const group = optionsOf(el).find((option) => option.dataset.kind === 'group');
      expect(group, 'a group option for "1600 Pe"').to.not.equal(undefined);
      group!.click();
      await waitUntil(() => requests.last.url.searchParams.has('selected'), 'the group was not expanded');
      await listShowsLastAnswer(el, requests);
      await waitUntil(() => contextOf(el) !== null, 'no group heading');
      // While expanded, text that starts with the expanded address narrows the units (v2: on the client).
      const expandedText = input.value;
      expect(expandedText).to.not.equal('1600 Pe');

      form.reset();
      await el.updateComplete;
      expect(contextOf(el), 'group heading after reset').to.equal(null);
      const before = requests.count;
      input.value = `${expandedText} `;
      await sendKeys({ type: '1' });
      // debounce="0": one request, sent with the keystroke; none means the old group's entries were narrowed.
      expect(requests.count, 'requests for the text typed after the reset').to.equal(before + 1);
      const after = requests.last.url.searchParams;
      expect(after.get('search')).to.equal(`${expandedText} 1`);
      expect(after.has('selected'), 'the old group was still selected').to.equal(false);
    });
  }
});

describe('<us-address-autocomplete> autofill and paste', () => {
  for (const [name, inputType] of [
    ['an input event with inputType "insertReplacementText"', 'insertReplacementText'],
    ['an input event without inputType', undefined],
  ] as const) {
    it(`autofill (${name}) neither looks up nor opens the list; the next keystroke does`, async () => {
      const { el } = await mountInForm();
      const requests = record();
      const input = inputOf(el);
      input.focus();
      input.value = '1600 Ma';
      dispatchTyping(input, inputType);
      await nothingMoreWithin();
      expect(requests.count, 'requests after autofill').to.equal(0);
      expect(isOpen(el)).to.equal(false);
      expect(input.value).to.equal('1600 Ma');

      await sendKeys({ type: 'i' });
      await requests.lastAnswered();
      expect(requests.searches).to.deep.equal(['1600 Mai']);
    });
  }

  it('autofill while the list is open does not look up the filled text', async () => {
    const { el } = await mountInForm();
    const requests = record();
    const input = inputOf(el);
    await typeOneLookup(el);
    await listShowsLastAnswer(el, requests);
    input.value = '1 Infinite Loop';
    dispatchTyping(input, 'insertReplacementText');
    await nothingMoreWithin();
    expect(requests.searches).to.deep.equal(['1600 Ma']);
    expect(input.value).to.equal('1 Infinite Loop');
  });

  it('a paste (Ctrl+V) looks up the pasted text and opens the list, like typing', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`
      <div>
        <textarea>1600 Ma</textarea>
        <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0">
          <input name="address1" autocomplete="address-line1" />
        </us-address-autocomplete>
      </div>
    `);
    const el = wrapper.querySelector('us-address-autocomplete')!;
    const source = wrapper.querySelector('textarea')!;
    source.focus();
    source.select();
    await sendKeys({ press: 'Control+c' });
    const requests = record();
    const input = inputOf(el);
    input.focus();
    const pasted = new Promise<InputEvent>((resolve) => {
      input.addEventListener('input', (event) => resolve(event as InputEvent), { once: true });
    });
    await sendKeys({ press: 'Control+v' });
    expect((await pasted).inputType, 'not a real paste').to.equal('insertFromPaste');
    expect(input.value).to.equal(source.value);
    await requests.lastAnswered();
    expect(requests.searches).to.deep.equal([source.value]);
    expect(await listShowsLastAnswer(el, requests)).to.be.greaterThan(0);
  });
});

describe('<us-address-autocomplete> its input', () => {
  /** The element with no input of the page's, once it has created its own. */
  async function mountWithoutInput(): Promise<UsAddressAutocomplete> {
    const el = await fixture<UsAddressAutocomplete>(html`
      <us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"></us-address-autocomplete>
    `);
    await waitUntil(() => el.querySelector('input') !== null, 'no input was created');
    return el;
  }

  it('creates an input when none is given, wired as a combobox', async () => {
    const el = await mountWithoutInput();
    const input = inputOf(el);
    expect(el.querySelectorAll('input')).to.have.length(1);
    expect(el.inputElement).to.equal(input);
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    // The listbox goes in at first use (hydration-safe); aria-controls names it from then on.
    expect(input.hasAttribute('aria-controls')).to.equal(false);
    input.focus();
    await el.updateComplete;
    expect(input.getAttribute('aria-controls')).to.equal(listboxOf(el).id);
  });

  it('searches from the input it created', async () => {
    const el = await mountWithoutInput();
    const requests = record();
    await typeInto(el, '1600 Ma');
    expect(await listShowsLastAnswer(el, requests)).to.be.greaterThan(0);
    expect(requests.last.url.searchParams.get('search')).to.equal('1600 Ma');
  });

  it('adopts an input appended later, replacing the one it created', async () => {
    const el = await mountWithoutInput();
    const created = inputOf(el);
    const own = document.createElement('input');
    own.name = 'address1';
    el.append(own);
    await waitUntil(() => own.getAttribute('role') === 'combobox', 'the appended input was not adopted');
    expect(el.inputElement).to.equal(own);
    expect(created.isConnected, 'the created input is still in the page').to.equal(false);
    expect(el.querySelectorAll('input')).to.have.length(1);
    const requests = record();
    own.focus();
    await sendKeys({ type: '1600 Ma' });
    expect(await listShowsLastAnswer(el, requests)).to.be.greaterThan(0);
  });

  it('adopts an input appended right after the element was connected (same task), creating none', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    const el = document.createElement('us-address-autocomplete');
    el.setAttribute('embedded-key', KEY);
    el.setAttribute('base-url', BASE);
    el.setAttribute('debounce', '0');
    holder.append(el);
    const own = document.createElement('input');
    el.append(own);
    await el.updateComplete;
    await waitUntil(() => own.getAttribute('role') === 'combobox', 'the appended input was not adopted');
    await nothingMoreWithin();
    expect(el.inputElement).to.equal(own);
    expect(el.querySelectorAll('input')).to.have.length(1);
  });
});

/** An iframe on this origin (same server, so /src/*.ts is served and the simulator answers) with this document. */
async function frameWith(srcdoc: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = '600px';
  frame.style.height = '400px';
  const loaded = oneEvent(frame, 'load');
  frame.srcdoc = srcdoc;
  await fixture(html`<div>${frame}</div>`);
  await loaded;
  return frame;
}

function frameWindow(frame: HTMLIFrameElement): Window & typeof globalThis {
  return frame.contentWindow as Window & typeof globalThis;
}

describe('<us-address-autocomplete> with its script in <head>', () => {
  // A srcdoc frame's own URL is about:srcdoc, so the base URL is written out in full here; the relative form is tested
  // on its own below.
  const absoluteBase = `${location.origin}${BASE}`;

  it('wires the input and searches when the module script is in <head> before the body', async () => {
    const frame = await frameWith(`<!doctype html>
      <html><head><script type="module" src="/src/define.ts"></script></head>
      <body><form>
        <us-address-autocomplete embedded-key="${KEY}" base-url="${absoluteBase}" debounce="0">
          <input name="address1" autocomplete="address-line1">
        </us-address-autocomplete>
      </form></body></html>`);
    const doc = frame.contentDocument!;
    const input = doc.querySelector('input')!;
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the input was not wired');
    expect(doc.querySelectorAll('input')).to.have.length(1);
    const el = doc.querySelector('us-address-autocomplete')!;
    const requests = record(frameWindow(frame));
    await focusInFrame(input);
    await sendKeys({ type: '1600 Ma' });
    expect(input.value).to.equal('1600 Ma');
    await requests.lastAnswered();
    expect(requests.last.url.searchParams.get('search')).to.equal('1600 Ma');
    expect(await listShowsLastAnswer(el, requests)).to.be.greaterThan(0);
  });

  /**
   * A frame whose document is written in steps: the element is defined (async module in <head>), then its start tag
   * is parsed (connected, no child yet) while the document is still loading.
   */
  let written = 0;
  async function frameParsingTheElement(): Promise<{ doc: Document; el: UsAddressAutocomplete }> {
    const frame = await frameWith('<!doctype html><title>empty</title>');
    const win = frameWindow(frame);
    const doc = frame.contentDocument!;
    doc.open();
    doc.write('<!doctype html><html><head></head><body>');
    // The entry module is inserted as an element, not written, and under a URL of its own each time (each frame is a
    // realm of its own, so nothing else differs): WebKitGTK 2.50 now and then never ran an async module script
    // written by `document.write` ("Timeout: not defined"), with a URL of its own too (once in a clean-clone CI run).
    written += 1;
    const entry = doc.createElement('script');
    entry.type = 'module';
    entry.src = `/src/define.ts?frame=${written}`;
    doc.head.append(entry);
    await waitUntil(() => win.customElements.get('us-address-autocomplete') !== undefined, 'not defined');
    doc.write(`<us-address-autocomplete embedded-key="${KEY}" base-url="${absoluteBase}" debounce="0">`);
    const el = doc.querySelector('us-address-autocomplete')!;
    expect(doc.readyState).to.equal('loading');
    expect(el.querySelector('input'), 'the input was parsed too early for this test').to.equal(null);
    return { doc, el };
  }

  it('waits for the input while the document is loading, then adopts it and creates none', async () => {
    const { doc, el } = await frameParsingTheElement();
    await nothingMoreWithin();
    expect(el.querySelector('input'), 'created an input while the document was still loading').to.equal(null);
    doc.write('<input name="address1" autocomplete="address-line1">');
    const input = doc.querySelector<HTMLInputElement>('input[name="address1"]')!;
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the parsed input was not adopted');
    doc.write('</us-address-autocomplete></body></html>');
    doc.close();
    await nothingMoreWithin();
    expect(el.querySelectorAll('input')).to.have.length(1);
    expect(el.inputElement).to.equal(input);
  });

  it('adopts the input when the document finishes loading in the same task that parses it', async () => {
    // document.write + document.close: DOMContentLoaded fires before any microtask (a MutationObserver) runs.
    const { doc, el } = await frameParsingTheElement();
    doc.write('<input name="address1" autocomplete="address-line1"></us-address-autocomplete></body></html>');
    doc.close();
    const input = doc.querySelector<HTMLInputElement>('input[name="address1"]')!;
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the parsed input was not adopted');
    // And no extra input created after all.
    await nothingMoreWithin();
    expect(el.inputElement, 'the page input was not the one used').to.equal(input);
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(el.querySelectorAll('input'), 'an extra input was created').to.have.length(1);
  });

  it("sends its page's URL as the Referer from a srcdoc frame, where WebKitGTK would send none", async () => {
    // The service checks an embedded key's host against Referer or Origin. Chromium sends the parent's URL from an
    // about:srcdoc document by itself; WebKitGTK 2.50 sends no Referer there, and the key was refused (401).
    const frame = await frameWith(`<!doctype html>
      <html><head><script type="module" src="/src/define.ts"></script></head>
      <body>
        <us-address-autocomplete embedded-key="${KEY}" base-url="${absoluteBase}" debounce="0">
          <input name="address1" autocomplete="address-line1">
        </us-address-autocomplete>
      </body></html>`);
    const doc = frame.contentDocument!;
    const win = frameWindow(frame);
    const input = doc.querySelector('input')!;
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the input was not wired');
    const referrers: Array<string | undefined> = [];
    const frameFetch = win.fetch;
    win.fetch = (resource, init) => {
      referrers.push(init?.referrer);
      return frameFetch.call(win, resource, init);
    };
    await focusInFrame(input);
    input.value = '1600 M';
    await sendKeys({ type: 'a' });
    expect(input.value, 'the key reached the input').to.equal('1600 Ma');
    await waitUntil(() => referrers.length === 1, 'no request');
    expect(referrers).to.deep.equal([location.href]);
    expect(doc.URL).to.equal('about:srcdoc');
  });

  it("resolves a relative base-url against the document's base URL (a srcdoc frame)", async () => {
    // The frame's own script records address-error events from the start: a config error comes on connection.
    const frame = await frameWith(`<!doctype html>
      <html><head>
        <script>
          window.reportedErrors = [];
          document.addEventListener('address-error', (event) => window.reportedErrors.push(event.detail.message));
        </script>
        <script type="module" src="/src/define.ts"></script>
      </head>
      <body>
        <us-address-autocomplete embedded-key="${KEY}" base-url="${BASE}" debounce="0">
          <input name="address1" autocomplete="address-line1">
        </us-address-autocomplete>
      </body></html>`);
    const doc = frame.contentDocument!;
    const win = frameWindow(frame) as Window & typeof globalThis & { reportedErrors: string[] };
    const input = doc.querySelector('input')!;
    await waitUntil(() => input.getAttribute('role') === 'combobox', 'the input was not wired');
    const requests = record(win);
    await focusInFrame(input);
    input.value = '1600 M';
    await sendKeys({ type: 'a' });
    expect(input.value, 'the key reached the input').to.equal('1600 Ma');
    await nothingMoreWithin();
    expect(win.reportedErrors, 'address-error events').to.deep.equal([]);
    expect(requests.count).to.equal(1);
    expect(requests.last.url.href).to.equal(new URL(`${BASE}/v2/lookup?key=${KEY}&search=1600+Ma`, doc.baseURI).href);
  });
});
