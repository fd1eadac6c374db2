// The shopper's language: an element speaks the language of its closest `lang` (its own, an ancestor's, through
// shadow hosts, the document's) among the languages loaded, follows a change of it, takes a language loaded after
// it, and keeps `strings` over any single text. English when no loaded language matches. German is loaded as a shop
// would load it (src/locales/de.ts registers itself); the texts asserted are German as written, not recomputed.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import '../../../src/define.js';
import '../../../src/locales/de.js';
import '../../../src/locales/ar.js';
import type { UsAddressAutocomplete } from '../../../src/define.js';
import { registerLocale } from '../../../src/index.js';
import { ENGLISH } from '../../../src/core/i18n/english.js';
import {
  FetchRecorder,
  POSTAL_BASE,
  type PostalElement,
  announced,
  inputOf,
  listboxOf,
  search,
  typeInto,
  until,
} from '../../support/element-helpers.js';
import { AutocompleteHarness } from '../../support/harness.js';
import { addressElement, checkoutForm, elementFixture } from '../../support/checkout-form.js';
import { lookUp, type PostalRow } from '../../support/postal-form.js';

const GERMAN_LIST = 'Adressvorschläge';
const ENGLISH_LIST = ENGLISH.listLabel;

let recorder: FetchRecorder;

beforeEach(() => {
  recorder = new FetchRecorder({ path: null }).install();
});

afterEach(() => {
  recorder.restore();
  fixtureCleanup();
  document.documentElement.removeAttribute('lang');
});

/** The US element's street input: labelled Street, no name (and no US Street service). */
const street = { streetName: null, streetBaseUrl: null, streetInput: { 'aria-label': 'Street' } } as const;

/** A container with `lang` (none when undefined) holding the element, its own attributes given, on the page. */
const mountIn = (lang: string | undefined, attributes: Record<string, string> = {}) =>
  elementFixture({ ...street, attributes, container: { lang } });

function listName(el: UsAddressAutocomplete | PostalElement): string | null {
  return listboxOf(el).getAttribute('aria-label');
}

async function speaks(el: UsAddressAutocomplete, name: string, why: string): Promise<void> {
  await until(() => listName(el) === name, `${why}: the list is named "${listName(el)}", not "${name}"`);
}

describe('languages by lang', () => {
  it('speaks German under lang="de": the list, the announcement, the status row and the validity message', async () => {
    const el = await mountIn('de', { 'require-verified': '' });
    await search(el, recorder, '1600 Ma');
    expect(listName(el)).to.equal(GERMAN_LIST);
    expect(announced(el)).to.match(/^\d+ Adressen gefunden\. Wählen Sie eine mit den Pfeiltasten aus\.$/);
    expect(inputOf(el).validationMessage).to.equal('Bitte wählen Sie Ihre Adresse aus den Vorschlägen aus');
    await typeInto(el, 'zzqx');
    const harness = new AutocompleteHarness(el);
    await until(() => harness.statusText === 'Keine passenden Adressen', 'no German status row for no matches');
    expect(announced(el)).to.equal('Keine passenden Adressen');
  });

  it("takes the closest lang: the element's own over an ancestor's, an ancestor's over the document's", async () => {
    document.documentElement.setAttribute('lang', 'de');
    const inherits = await mountIn(undefined);
    await search(inherits, recorder, '1600 Ma');
    expect(listName(inherits), "the document's lang").to.equal(GERMAN_LIST);
    fixtureCleanup();
    const own = await mountIn('de', { lang: 'en-US' });
    await search(own, recorder, '1600 Ma');
    expect(listName(own), "the element's own lang").to.equal(ENGLISH_LIST);
  });

  it('takes the best match (de-CH is German) and falls back to English for a language not loaded or no tag', async () => {
    for (const [lang, name] of [
      ['de-CH', GERMAN_LIST],
      ['de_DE', GERMAN_LIST],
      ['fi', ENGLISH_LIST],
      ['', ENGLISH_LIST],
      ['not a language', ENGLISH_LIST],
    ] as const) {
      const el = await mountIn(lang);
      await search(el, recorder, '1600 Ma');
      expect(listName(el), `lang="${lang}"`).to.equal(name);
      fixtureCleanup();
    }
  });

  it('follows a change of lang on an ancestor or on the element while the list is open', async () => {
    const el = await mountIn('en');
    await search(el, recorder, '1600 Ma');
    expect(listName(el)).to.equal(ENGLISH_LIST);
    el.parentElement!.setAttribute('lang', 'de');
    await speaks(el, GERMAN_LIST, 'after the container became German');
    el.setAttribute('lang', 'en');
    await speaks(el, ENGLISH_LIST, 'after the element itself became English');
    el.removeAttribute('lang');
    await speaks(el, GERMAN_LIST, "after the element's own lang went");
  });

  it("inside a shadow root, follows the host's lang", async () => {
    const host = await fixture<HTMLDivElement>(html`<div lang="en"></div>`);
    const shadow = host.attachShadow({ mode: 'open' });
    const el = addressElement(street);
    shadow.append(el);
    await el.updateComplete;
    await search(el, recorder, '1600 Ma');
    expect(listName(el)).to.equal(ENGLISH_LIST);
    host.setAttribute('lang', 'de');
    await speaks(el, GERMAN_LIST, 'after the shadow host became German');
  });

  it('takes a language loaded after it is on the page, as a late locale script does', async () => {
    const el = await mountIn('fi');
    await search(el, recorder, '1600 Ma');
    expect(listName(el)).to.equal(ENGLISH_LIST);
    registerLocale('fi', { ...ENGLISH, listLabel: 'Osoite-ehdotukset', noResults: 'Ei osoitteita' });
    await speaks(el, 'Osoite-ehdotukset', 'after Finnish was registered');
    await typeInto(el, 'zzqx');
    const harness = new AutocompleteHarness(el);
    await until(() => harness.statusText === 'Ei osoitteita', 'no Finnish status row');
  });

  it('keeps `strings` over any single text, the rest in the language of the page', async () => {
    const el = await mountIn('de');
    el.strings = { listLabel: 'Lieferadresse' };
    await search(el, recorder, '1600 Ma');
    expect(listName(el)).to.equal('Lieferadresse');
    expect(announced(el)).to.match(/Adressen gefunden/);
  });

  it('<postal-code-autocomplete> speaks of postal codes in German', async () => {
    recorder.restore();
    const postal = new FetchRecorder<PostalRow>({ path: POSTAL_BASE }).install();
    try {
      const { el } = await checkoutForm({
        tag: 'postal-code-autocomplete',
        attributes: { country: 'USA' },
        streetInput: { 'aria-label': 'Postleitzahl' },
        fields: [],
        container: { lang: 'de' },
      });
      await lookUp(el, postal, '9410');
      expect(listName(el)).to.equal('Postleitzahl-Vorschläge');
      expect(announced(el)).to.match(/^\d+ Orte? gefunden\./);
    } finally {
      postal.restore();
      recorder.install();
    }
  });

  it('in Arabic on a right-to-left page: Arabic texts, the list mirrored, axe clean', async () => {
    const el = await mountIn('ar');
    el.parentElement!.setAttribute('dir', 'rtl');
    await search(el, recorder, '1600 Pennsylvania');
    expect(listName(el)).to.equal('اقتراحات العناوين');
    expect(getComputedStyle(listboxOf(el)).direction).to.equal('rtl');
    expect(announced(el)).to.match(/^تم العثور على/);
    await expect(el.parentElement).to.be.accessible();
    await typeInto(el, 'zzqx');
    const harness = new AutocompleteHarness(el);
    await until(() => harness.statusText === 'لا توجد عناوين مطابقة', 'no Arabic status row');
    await expect(el.parentElement).to.be.accessible();
  });
});
