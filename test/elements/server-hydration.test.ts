// Server rendering and hydration (React 19), in the order a server-rendered page lives it: the HTML of a checkout
// form (react-dom/server's renderToString) is on the page before the tags are defined; then the tags are defined
// (the script tag loads, or a client component imports /define) and upgrade the elements; then React hydrates the
// same tree with hydrateRoot. An element that adds child nodes at upgrade makes React find nodes it did not render:
// "Hydration failed", and React throws the server HTML away. Nothing imported at the top of this file defines the
// tags (element-helpers does, so it is imported after the page is built): `before` builds that page first.
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../src/us-address-autocomplete.js';
import { hydrate, insertServerHtml, serverRender } from '../support/react-server-render.js';

type Helpers = typeof import('../support/element-helpers.js');

/** A node as `tag[name="…"]` or `tag.class`, for readable failures. */
function describeNode(node: Node): string {
  if (!(node instanceof Element)) return node.nodeName;
  const name = node.getAttribute('name');
  return name === null ? `${node.localName}.${node.className}` : `${node.localName}[name="${name}"]`;
}

const ATTRIBUTES = { 'embedded-key': 'demo-embedded-key', 'base-url': '/us-autocomplete', debounce: '0' };
// The remedy the README gives for the combobox attributes the element sets at upgrade (hydration-aria.test.ts pins
// what React does without it).
const INPUT_PROPS = { suppressHydrationWarning: true };
const STRINGS = { listLabel: 'Sugerencias de dirección' };

describe('server rendering and hydration (React 19), tags defined between the server HTML and hydrateRoot', () => {
  let helpers: Helpers;
  let container: HTMLDivElement;
  let hydrated: ReturnType<typeof hydrate>;
  /** What console.error said while React hydrated. */
  let consoleErrors: string[];
  /** The nodes the server rendered, taken before the upgrade. */
  let serverElement: Element;
  let serverInput: HTMLInputElement;
  /** The element's child nodes after its upgrade, just before hydration. */
  let childrenAtHydration: Node[];
  /** An element whose `strings` was set as a property before the tags were defined. */
  let early: UsAddressAutocomplete;

  before(async () => {
    expect(customElements.get('us-address-autocomplete'), 'the tags must not be defined before this page is built').to.equal(undefined);
    container = insertServerHtml(serverRender({ attributes: ATTRIBUTES, inputProps: INPUT_PROPS }));
    serverElement = container.querySelector('us-address-autocomplete')!;
    serverInput = serverElement.querySelector('input')!;

    // A page script sets `strings` on the element before the tags are defined: a plain own property until then.
    early = document.createElement('us-address-autocomplete') as UsAddressAutocomplete;
    early.setAttribute('embedded-key', ATTRIBUTES['embedded-key']);
    early.append(Object.assign(document.createElement('input'), { name: 'early' }));
    early.strings = STRINGS;
    document.body.append(early);

    await import('../../src/define.js');
    helpers = await import('../support/element-helpers.js');
    const element = serverElement as UsAddressAutocomplete;
    await Promise.all([element.updateComplete, early.updateComplete]);
    childrenAtHydration = [...serverElement.childNodes];

    const stub = new helpers.ConsoleStub('error').install();
    try {
      hydrated = hydrate(container, { attributes: ATTRIBUTES, inputProps: INPUT_PROPS });
      await waitUntil(() => hydrated.hydrated(), 'React never committed the hydration');
    } finally {
      stub.restore();
    }
    consoleErrors = stub.messages;
  });

  after(() => {
    hydrated?.unmount();
    container?.remove();
    early?.remove();
  });

  it('the element has upgraded and set the combobox role, yet added no child node before hydration', () => {
    expect(serverElement).to.be.instanceOf(customElements.get('us-address-autocomplete')!);
    expect(childrenAtHydration.map(describeNode)).to.deep.equal(['input[name="street"]']);
    expect(childrenAtHydration[0] === serverInput, 'the child is the server-rendered input').to.equal(true);
    expect(serverInput.getAttribute('role')).to.equal('combobox');
  });

  it('hydrateRoot reports no recoverable error and logs no console error', () => {
    expect(hydrated.recoverableErrors.map(String)).to.deep.equal([]);
    expect(consoleErrors).to.deep.equal([]);
  });

  it('React kept the server HTML: the element and the input are the nodes the server rendered', () => {
    // Compared with === : chai cannot print a node React has annotated (its fiber is a circular structure).
    expect(container.querySelector('us-address-autocomplete') === serverElement, 'the element was replaced').to.equal(true);
    expect(container.querySelector('input[name="street"]') === serverInput, 'the input was replaced').to.equal(true);
    expect((serverElement as UsAddressAutocomplete).inputElement === serverInput, 'the element wraps another input').to.equal(true);
  });

  it('typing in the hydrated input opens the list against the simulator; React state follows; React leaves the ARIA alone', async () => {
    const el = serverElement as UsAddressAutocomplete;
    const recorder = new helpers.FetchRecorder().install();
    try {
      serverInput.focus();
      await sendKeys({ type: '1600 Pe' });
      await helpers.until(
        () => recorder.exchanges.some((exchange) => exchange.rows && exchange.url.searchParams.get('search') === '1600 Pe'),
        'no answer for "1600 Pe"',
      );
      const rows = recorder.exchanges.filter((exchange) => exchange.url.searchParams.get('search') === '1600 Pe').at(-1)!.rows!;
      expect(rows.length).to.be.greaterThan(0);
      await helpers.until(() => helpers.isOpen(el) && helpers.showsRows(el, rows), 'the list never showed the answer');
      // React re-rendered the controlled input with every keystroke; the attributes the element set are still there.
      await waitUntil(() => hydrated.state() === '1600 Pe', `React state is "${hydrated.state()}"`);
      expect(serverInput.getAttribute('role')).to.equal('combobox');
      expect(serverInput.getAttribute('aria-expanded')).to.equal('true');
      expect(serverInput.getAttribute('aria-controls')).to.equal(helpers.listboxOf(el).id);
    } finally {
      recorder.restore();
    }
  });

  it('strings set as a property before the tags were defined survive the upgrade', async () => {
    expect(early.strings).to.equal(STRINGS);
    early.querySelector('input')!.focus();
    await early.updateComplete;
    expect(helpers.listboxOf(early).getAttribute('aria-label')).to.equal(STRINGS.listLabel);
  });
});
