// Server rendering and hydration (React 19), in the two orders a server-rendered page lives them. The HTML of a
// checkout form (react-dom/server's renderToString) is on the page before the tags are defined. Then either
//  - the tags are defined (a script tag, or a module importing /define) and upgrade the elements, and only then does
//    React hydrate the same tree with hydrateRoot: an element that adds child nodes at upgrade makes React find nodes
//    it did not render, "Hydration failed", and React throws the server HTML away; or
//  - React hydrates first and the form's effect defines the tags (the frameworks guide's Next.js pattern), after the shopper
//    has already focused the field and typed.
// Nothing imported at the top of this file defines the tags (element-helpers does, so it is imported after the page
// is built): `before` builds that page first.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import type { UsAddressAutocomplete } from '../../../src/us-address-autocomplete.js';
import { hydrate, insertServerHtml, serverRender } from '../../support/react-server-render.js';

type Helpers = typeof import('../../support/element-helpers.js');
type Options = Parameters<typeof hydrate>[1];

/** A node as `tag[name="…"]` or `tag.class`, for readable failures. */
function describeNode(node: Node): string {
  if (!(node instanceof Element)) return node.nodeName;
  const name = node.getAttribute('name');
  return name === null ? `${node.localName}.${node.className}` : `${node.localName}[name="${name}"]`;
}

interface Hydrated {
  root: ReturnType<typeof hydrate>;
  /** What console.error said while React hydrated. */
  consoleErrors: string[];
}

/** Hydrates `container`, collecting console.error (the helpers' ConsoleStub is not loaded yet: it defines the tags). */
async function hydrateCollecting(container: HTMLElement, options: Options): Promise<Hydrated> {
  const consoleErrors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => consoleErrors.push(args.map(String).join(' '));
  try {
    const root = hydrate(container, options);
    await waitUntil(() => root.hydrated(), 'React never committed the hydration');
    return { root, consoleErrors };
  } finally {
    console.error = original;
  }
}

const ATTRIBUTES = { 'embedded-key': 'demo-embedded-key', 'base-url': '/us-autocomplete', debounce: '0' };
// The remedy the frameworks guide gives for the combobox attributes the element sets at upgrade (hydration-aria.test.ts pins
// what React does without it). Defined in an effect, the element upgrades after hydration and needs no remedy.
const DEFINED_FIRST: Options = { attributes: ATTRIBUTES, inputProps: { suppressHydrationWarning: true } };
const DEFINED_IN_EFFECT: Options = { attributes: ATTRIBUTES, define: () => import('../../../src/define.js') };
const STRINGS = { listLabel: 'Sugerencias de dirección' };
const TYPED_EARLY = '1600 Pe';

describe('server rendering and hydration (React 19)', () => {
  let helpers: Helpers;
  /** Tags defined, then hydrateRoot. */
  let container: HTMLDivElement;
  let hydrated: Hydrated;
  let serverElement: Element;
  let serverInput: HTMLInputElement;
  /** The element's child nodes after its upgrade, just before hydration. */
  let childrenAtHydration: Node[];
  /** hydrateRoot, whose effect defines the tags; the shopper typed before it. */
  let effectContainer: HTMLDivElement;
  let effectHydrated: Hydrated;
  let effectInput: HTMLInputElement;
  /** Where focus was and what the input held once the effect had defined the tags. */
  let effectAfter: { focused: boolean; value: string };
  /** An element whose `strings` was set as a property before the tags were defined. */
  let early: UsAddressAutocomplete;

  before(async () => {
    expect(
      customElements.get('us-address-autocomplete'),
      'the tags must not be defined before this page is built',
    ).to.equal(undefined);
    container = insertServerHtml(serverRender(DEFINED_FIRST));
    serverElement = container.querySelector('us-address-autocomplete')!;
    serverInput = serverElement.querySelector('input')!;
    effectContainer = insertServerHtml(serverRender(DEFINED_IN_EFFECT));
    effectInput = effectContainer.querySelector('input')!;

    // A page script sets `strings` on the element before the tags are defined: a plain own property until then.
    early = document.createElement('us-address-autocomplete') as UsAddressAutocomplete;
    early.setAttribute('embedded-key', ATTRIBUTES['embedded-key']);
    early.append(Object.assign(document.createElement('input'), { name: 'early' }));
    early.strings = STRINGS;
    document.body.append(early);

    // The shopper types before React has hydrated and before the tags exist; the effect then defines them.
    effectInput.focus();
    await sendKeys({ type: TYPED_EARLY });
    effectHydrated = await hydrateCollecting(effectContainer, DEFINED_IN_EFFECT);
    // The effect's import loads the elements' whole module graph, in this page for the first time (every other file
    // imports it before its tests start): 0.5 to 1.5 s in a full run beside other work, over open-wc's 1 s default.
    await waitUntil(
      () => customElements.get('us-address-autocomplete') !== undefined,
      "the effect's import never defined the tags",
    );
    effectAfter = { focused: document.activeElement === effectInput, value: effectInput.value };

    helpers = await import('../../support/element-helpers.js');
    const element = serverElement as UsAddressAutocomplete;
    await Promise.all([element.updateComplete, early.updateComplete]);
    childrenAtHydration = [...serverElement.childNodes];
    hydrated = await hydrateCollecting(container, DEFINED_FIRST);
  });

  after(() => {
    hydrated?.root.unmount();
    effectHydrated?.root.unmount();
    container?.remove();
    effectContainer?.remove();
    early?.remove();
  });

  /** Types `keys` into the focused `input` of `el`; resolves once the list shows the simulator's answer for `search`. */
  async function typeAndSeeList(el: UsAddressAutocomplete, keys: string, search: string): Promise<void> {
    const recorder = new helpers.FetchRecorder().install();
    try {
      await sendKeys({ type: keys });
      const answered = () =>
        recorder.exchanges.filter((exchange) => exchange.rows && exchange.url.searchParams.get('search') === search);
      await helpers.until(() => answered().length > 0, `no answer for "${search}"`);
      const rows = answered().at(-1)!.rows!;
      expect(rows.length).to.be.greaterThan(0);
      await helpers.until(() => helpers.isOpen(el) && helpers.showsRows(el, rows), 'the list never showed the answer');
    } finally {
      recorder.restore();
    }
  }

  describe('tags defined between the server HTML and hydrateRoot', () => {
    it('the element has upgraded and set the combobox role, yet added no child node before hydration', () => {
      expect(serverElement).to.be.instanceOf(customElements.get('us-address-autocomplete')!);
      expect(childrenAtHydration.map(describeNode)).to.deep.equal(['input[name="street"]']);
      expect(childrenAtHydration[0] === serverInput, 'the child is the server-rendered input').to.equal(true);
      expect(serverInput.getAttribute('role')).to.equal('combobox');
    });

    it('hydrateRoot reports no recoverable error and logs no console error', () => {
      expect(hydrated.root.recoverableErrors.map(String)).to.deep.equal([]);
      expect(hydrated.consoleErrors).to.deep.equal([]);
    });

    it('React kept the server HTML: the element and the input are the nodes the server rendered', () => {
      // Compared with === : chai cannot print a node React has annotated (its fiber is a circular structure).
      expect(container.querySelector('us-address-autocomplete') === serverElement, 'the element was replaced').to.equal(
        true,
      );
      expect(container.querySelector('input[name="street"]') === serverInput, 'the input was replaced').to.equal(true);
      expect(
        (serverElement as UsAddressAutocomplete).inputElement === serverInput,
        'the element wraps another input',
      ).to.equal(true);
    });

    it('typing in the hydrated input opens the list against the simulator; React state follows; React leaves the ARIA alone', async () => {
      const el = serverElement as UsAddressAutocomplete;
      serverInput.focus();
      await typeAndSeeList(el, '1600 Pe', '1600 Pe');
      // React re-rendered the controlled input with every keystroke; the attributes the element set are still there.
      await waitUntil(() => hydrated.root.state() === '1600 Pe', `React state is "${hydrated.root.state()}"`);
      expect(serverInput.getAttribute('role')).to.equal('combobox');
      expect(serverInput.getAttribute('aria-expanded')).to.equal('true');
      expect(serverInput.getAttribute('aria-controls')).to.equal(helpers.listboxOf(el).id);
    });
  });

  describe('tags defined in an effect after hydrateRoot, the shopper typing before it', () => {
    it('hydration reports nothing, with no remedy on the input, and keeps the typed text and the focus', () => {
      expect(effectHydrated.root.recoverableErrors.map(String)).to.deep.equal([]);
      expect(effectHydrated.consoleErrors).to.deep.equal([]);
      expect(effectContainer.querySelector('input[name="street"]') === effectInput, 'the input was replaced').to.equal(
        true,
      );
      expect(effectAfter).to.deep.equal({ focused: true, value: TYPED_EARLY });
    });

    it('the element upgraded around the focused input, and the next key looks up the whole text', async () => {
      const el = effectContainer.querySelector('us-address-autocomplete')!;
      expect(el.inputElement === effectInput, 'the element does not wrap the input').to.equal(true);
      expect(effectInput.getAttribute('role')).to.equal('combobox');
      effectInput.focus();
      await typeAndSeeList(el, 'n', `${TYPED_EARLY}n`);
    });
  });

  it('strings set as a property before the tags were defined survive the upgrade', async () => {
    expect(early.strings).to.equal(STRINGS);
    early.querySelector('input')!.focus();
    await early.updateComplete;
    expect(helpers.listboxOf(early).getAttribute('aria-label')).to.equal(STRINGS.listLabel);
  });
});
