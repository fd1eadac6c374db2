// The loader's feature chunks (dist/chunks/, built by `npm run build`): US Street verification (`verify`), paste
// extraction (`extract-url`), the US filter rules (a filter attribute) and the pairing with a postal-code element
// (finding its field) are chunks of their own, which a page fetches only when its configuration or its form asks for
// them. The filter rules and the pairing shape the first lookup, so they come as the element starts; verification and
// extraction serve only a choice, so they come with the choice's code once the first list is shown (or at the first
// paste for the route), and never delay that list. A chunk that cannot load is reported (`address-error`, `network`)
// and the element degrades: the choice still fills the form, unverified. Each test runs in a frame of its own (test/support/loader-page.ts).
import { expect, oneEvent } from '@open-wc/testing';
import { BASE, KEY, POSTAL_BASE, nothingMoreWithin } from '../../support/element-helpers.js';
import {
  chooseFirstFinal,
  chunksOf,
  chunkUrl,
  key,
  optionsIn,
  pageWithLoader,
  started,
  paste,
  type,
  usForm,
  type Loaded,
} from '../../support/loader-page.js';
import { waitUntil } from '../../support/wait.js';

/** Each feature's chunk, by the name the build gives it (its module's). */
const FEATURES = {
  verify: 'us-street-verifier-',
  extract: 'us-extractor-',
  filters: 'us-filters-',
  pairing: 'block-field-finder-',
} as const;

const VERIFYING = `verify street-base-url="${location.origin}/us-street"`;

/** Whether the frame has fetched the chunk of `feature`. */
const fetched = (win: Window, feature: keyof typeof FEATURES): boolean =>
  chunksOf(win).some((path) => path.split('/').pop()!.startsWith(FEATURES[feature]));

interface Chosen {
  source: string;
  address: { city: string };
  verification?: { status: string };
}

/** Types, chooses the first final address with the keys, and resolves with `verified-address`'s detail. */
async function chosenDetail(page: Loaded, input: HTMLInputElement): Promise<Chosen> {
  const chosen = oneEvent(page.doc.querySelector('us-address-autocomplete')!, 'verified-address');
  await chooseFirstFinal(page, input);
  return ((await chosen) as CustomEvent<Chosen>).detail;
}

/** The `address-error` events of the page's element and its console errors, from now on. */
function reports({ win, doc }: Loaded): { errors: Array<{ code: string; attribute?: string }>; logged: string[] } {
  const errors: Array<{ code: string; attribute?: string }> = [];
  const logged: string[] = [];
  win.console.error = (...args: unknown[]) => void logged.push(args.join(' '));
  doc
    .querySelector('us-address-autocomplete')!
    .addEventListener('address-error', (event) => errors.push((event as CustomEvent).detail));
  return { errors, logged };
}

/** The frame's US autocomplete lookups, as its resource timing lists them. */
const lookupsOf = (win: Window): URL[] =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.pathname === `${BASE}/v2/lookup`);

describe('the loader’s feature chunks', () => {
  it('a page without verify, extract-url or a filter fetches none of their chunks; a choice fills the form', async () => {
    const page = await pageWithLoader(usForm());
    const input = await started(page);
    const detail = await chosenDetail(page, input);
    await waitUntil(
      () => page.doc.querySelector<HTMLInputElement>('input[name="city"]')!.value === detail.address.city,
    );
    expect(detail.verification).to.equal(undefined);
    for (const feature of Object.keys(FEATURES) as Array<keyof typeof FEATURES>) {
      expect(fetched(page.win, feature), `${feature} chunk fetched`).to.equal(false);
    }
  });

  it('with verify, the verifier’s chunk comes after the first list, before a choice, and the choice is verified', async () => {
    const page = await pageWithLoader(usForm(VERIFYING));
    const input = await started(page);
    await nothingMoreWithin();
    expect(fetched(page.win, 'verify'), 'the verify chunk was fetched before a list').to.equal(false);
    type(input, '1600 Amph');
    await waitUntil(() => optionsIn(page.doc).length > 0, 'no list');
    // Before any choice: fetched ahead, with the choice's code.
    await waitUntil(() => fetched(page.win, 'verify'), 'the verify chunk was not fetched after the first list');
    const detail = await chosenDetail(page, input);
    expect(detail.verification?.status).to.equal('verified');
    expect(fetched(page.win, 'extract') || fetched(page.win, 'filters'), 'another feature fetched').to.equal(false);
  });

  it('with a filter attribute, the rules’ chunk is fetched and every lookup carries the filter', async () => {
    const page = await pageWithLoader(usForm('include-only-states="CA"'));
    const input = page.doc.querySelector<HTMLInputElement>('input[name="street"]')!;
    // In one task: typed before the core, and then the rules, have come; looked up once they have.
    input.focus();
    type(input, '1600 Amphitheatre');
    await waitUntil(() => optionsIn(page.doc).length > 0, 'what was typed before the rules came was not looked up');
    expect(fetched(page.win, 'filters')).to.equal(true);
    const lookups = lookupsOf(page.win);
    expect(lookups.length).to.be.greaterThan(0);
    for (const url of lookups) expect(url.searchParams.get('include_only_states'), url.search).to.equal('CA');
    expect(fetched(page.win, 'verify') || fetched(page.win, 'extract'), 'another feature fetched').to.equal(false);
  });

  it('a filter set while the shopper is in another field: the rules come, and nothing is looked up unasked', async () => {
    const page = await pageWithLoader(usForm());
    const input = await started(page);
    type(input, '1600 Amph');
    await waitUntil(() => optionsIn(page.doc).length > 0, 'no list');
    const city = page.doc.querySelector<HTMLInputElement>('input[name="city"]')!;
    city.focus();
    const sent = lookupsOf(page.win).length;
    page.doc.querySelector('us-address-autocomplete')!.setAttribute('include-only-states', 'CA');
    await waitUntil(() => fetched(page.win, 'filters'), 'the rules were not fetched');
    await nothingMoreWithin();
    expect(lookupsOf(page.win).length, 'a lookup nobody asked for').to.equal(sent);
    // Back in the field, the next key looks up with the filter.
    input.focus();
    type(input, '1600 Amphi');
    await waitUntil(() => lookupsOf(page.win).length > sent, 'no lookup after a key');
    expect(lookupsOf(page.win).at(-1)!.searchParams.get('include_only_states')).to.equal('CA');
  });

  it('a page with a postal-code element: the pairing’s chunk is fetched at start, and lookups are narrowed', async () => {
    const postal = `<postal-code-autocomplete embedded-key="${KEY}" base-url="${location.origin}${POSTAL_BASE}"
      country="USA" debounce="0"><input name="zip" autocomplete="postal-code" aria-label="ZIP"></postal-code-autocomplete>`;
    const page = await pageWithLoader(
      `<form>${postal}${usForm().replace(/<\/?form>|<input name="zip"[^>]*>/g, '')}</form>`,
    );
    // The postal code first, in its own element.
    const zip = page.doc.querySelector<HTMLInputElement>('input[name="zip"]')!;
    zip.focus();
    await waitUntil(() => zip.getAttribute('role') === 'combobox', 'the postal-code element did not start');
    const chosen: string[] = [];
    page.doc.addEventListener('postal-code-selected', (event) => {
      chosen.push((event as CustomEvent<{ address: { postalCode: string } }>).detail.address.postalCode);
    });
    type(zip, '94560');
    // A whole postal code with one place is chosen at once; else it is listed, and chosen with the keys.
    await waitUntil(() => chosen.length > 0 || optionsIn(page.doc).length > 0, 'no postal code listed');
    if (!chosen.length) {
      key(zip, 'ArrowDown');
      key(zip, 'Enter');
    }
    await waitUntil(() => chosen.length > 0, 'no postal code chosen');
    expect(fetched(page.win, 'pairing'), 'fetched before the street element started').to.equal(false);
    const input = await started(page);
    await waitUntil(() => fetched(page.win, 'pairing'), 'the pairing’s chunk was not fetched at start');
    await nothingMoreWithin();
    type(input, '1600 Amph');
    await waitUntil(() => lookupsOf(page.win).length > 0, 'no lookup');
    expect(lookupsOf(page.win).at(-1)!.searchParams.get('include_only_zip_codes')).to.equal('94560');
  });

  it('an international element finds the form’s country field with code fetched only without `country`', async () => {
    const intlForm = (attribute: string): string => `<form>
      <intl-address-autocomplete embedded-key="${KEY}" base-url="${location.origin}/international-autocomplete"
        debounce="0" ${attribute}><input name="street" autocomplete="address-line1" aria-label="Street">
      </intl-address-autocomplete>
      <select name="country" autocomplete="country" aria-label="Country"><option value="DEU">Germany</option>
        <option value="CAN" selected>Canada</option></select>
    </form>`;
    const lookups = (win: Window): URL[] =>
      win.performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.startsWith('/international-autocomplete/'));
    // With the attribute: the element starts without it, and lists without it (the choice's code, fetched after the
    // list, brings it).
    const set = await pageWithLoader(intlForm('country="CAN"'));
    const setInput = await started(set);
    await nothingMoreWithin();
    const finderFetched = chunksOf(set.win).some((path) => /\/(block-field-finder|address-fields)-/.test(path));
    expect(finderFetched, 'the field finder was fetched at start').to.equal(false);
    type(setInput, '12 Ma');
    await waitUntil(() => optionsIn(set.doc).length > 0, 'no list with country="CAN"');
    // Without it: fetched as the element starts, and the lookups follow the form's country field.
    const read = await pageWithLoader(intlForm(''));
    const readInput = await started(read);
    await waitUntil(() => fetched(read.win, 'pairing'), 'the field finder was not fetched at start');
    type(readInput, '12 Ma');
    await waitUntil(() => lookups(read.win).length > 0, 'no lookup with the form’s country');
    expect(lookups(read.win).at(-1)!.searchParams.get('country')).to.equal('CAN');
  });

  it('a misconfigured filter attribute is reported once the rules have come, naming the attribute', async () => {
    const page = await pageWithLoader(usForm('include-only-states="XX"'));
    const { errors, logged } = reports(page);
    const input = await started(page);
    await waitUntil(() => errors.length > 0, 'no address-error');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ code: 'config', attribute: 'include-only-states' });
    expect(logged).to.have.length(1);
    expect(logged[0]).to.include('include-only-states');
    type(input, '1600 Amphitheatre');
    await nothingMoreWithin();
    expect(lookupsOf(page.win), 'lookups sent with a misconfigured filter').to.have.length(0);
    expect(input.value).to.equal('1600 Amphitheatre');
  });

  it('with extract-url, the extractor’s chunk comes at the first paste for it, and the paste’s finds are listed', async () => {
    const page = await pageWithLoader(usForm('extract-url="/address/us-extract"'));
    const input = await started(page);
    await nothingMoreWithin();
    expect(fetched(page.win, 'extract'), 'the extract chunk was fetched before a list or a paste').to.equal(false);
    paste(page.win, input, 'Ship to:\n1600 Pennsylvania Ave\nWhitehouse OH 43571');
    await waitUntil(
      () => optionsIn(page.doc).some((option) => option.textContent === '1600 Pennsylvania Ave, Whitehouse, OH 43571'),
      'the address found in the paste was not listed',
    );
    const posted = page.win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(posted, 'the paste did not go to the extract route').to.include('/address/us-extract');
    expect(fetched(page.win, 'verify') || fetched(page.win, 'filters'), 'another feature fetched').to.equal(false);
  });

  it('a feature chunk that cannot load (404): the choice still fills the form, unverified, with an address-error', async () => {
    // The page's import map sends the verifier's chunk to a path that answers 404.
    const verifier = await chunkUrl(FEATURES.verify);
    const map = JSON.stringify({ imports: { [verifier]: `${location.origin}/no-such-directory/verifier.js` } });
    const page = await pageWithLoader(usForm(VERIFYING), '', `<script type="importmap">${map}</script>`);
    const { errors, logged } = reports(page);
    const input = await started(page);
    const detail = await chosenDetail(page, input);
    expect(detail.verification?.status).to.equal('error');
    const city = page.doc.querySelector<HTMLInputElement>('input[name="city"]')!;
    await waitUntil(() => city.value === detail.address.city && city.value !== '', 'the form was not filled');
    expect(errors.map(({ code }) => code)).to.deep.equal(['network']);
    expect(logged.join('\n')).to.match(/did not load/);
    expect(input.value).to.not.equal('');
  });
});
