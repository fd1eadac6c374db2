// The checkout address forms of eight open-source shops (test/fixtures/shops/*.html, from their own templates), each
// with its country → region behaviour emulated as its own script does it (test/support/shop-behaviour.ts), used as a
// shopper would (issue 18): a US pick and an international pick, in the first and the second address block, with
// the country changed before and after the pick. Every field is checked, and so is what the shop's own listeners saw.
import { expect } from '@open-wc/testing';
import '../../../src/define.js';
import type { IntlAddressAutocomplete, UsAddressAutocomplete } from '../../../src/define.js';
import type { AddressFilledEvent, VerifiedAddressEvent } from '../../../src/core/events/address-events.js';
import {
  BASE,
  FetchRecorder,
  INTL_BASE,
  KEY,
  chooseWithKeys,
  inputOf,
  listboxOf,
  optionsOf,
  type AddressElement,
} from '../../support/element-helpers.js';
import { loadShop, wrapInput } from '../../support/shop-fixture.js';
import { chooseCountry, emulateRegionUpdates, type RegionBehaviour } from '../../support/shop-behaviour.js';
import { sendKeys } from '@web/test-runner-commands';
import { US_STATE_NAMES } from '../../../src/form/us-states.js';
import { waitUntil } from '../../support/wait.js';

/** Selectors of one address block's fields, inside the block's scope. */
interface Block {
  scope: string;
  street: string;
  city: string;
  region: string;
  postal: string;
  country: string;
}

interface Shop {
  file: string;
  blocks: [Block, Block];
  /** How the region control follows the country; undefined for a free-text region (Medusa). */
  region?: RegionBehaviour;
}

const SHOPS: Record<string, Shop> = {
  'WooCommerce classic': {
    file: 'woocommerce-classic.html',
    blocks: ['billing', 'shipping'].map((block) => ({
      scope: 'form',
      street: `#${block}_address_1`,
      city: `#${block}_city`,
      region: `#${block}_state`,
      postal: `#${block}_postcode`,
      country: `#${block}_country`,
    })) as [Block, Block],
    region: { timing: 'at-once', rebuild: 'element', values: 'code', dropsAutocomplete: true },
  },
  'WooCommerce blocks': {
    file: 'woocommerce-blocks.html',
    blocks: ['shipping', 'billing'].map((block) => ({
      scope: `#${block}`,
      street: `#${block}-address_1`,
      city: `#${block}-city`,
      region: `#${block}-state`,
      postal: `#${block}-postcode`,
      country: `#${block}-country`,
    })) as [Block, Block],
    region: { timing: 'at-once', rebuild: 'element', values: 'code' },
  },
  'Magento 2 Luma': {
    file: 'magento-luma.html',
    blocks: [
      {
        scope: '#co-shipping-form',
        street: '[name="street[0]"]',
        city: '[name="city"]',
        region: '[name="region_id"]',
        postal: '[name="postcode"]',
        country: '[name="country_id"]',
      },
      {
        scope: '#form-validate',
        street: '#street_1',
        city: '#city',
        region: '#region_id',
        postal: '#zip',
        country: '#country',
      },
    ],
    region: { timing: 'at-once', rebuild: 'options', values: 'number' },
  },
  'PrestaShop classic': {
    file: 'prestashop-classic.html',
    // One address form on the page (the invoice address is the same form, asked for again).
    blocks: [0, 1].map(() => ({
      scope: 'form',
      street: '#field-address1',
      city: '#field-city',
      region: '#field-id_state',
      postal: '#field-postcode',
      country: '#field-id_country',
    })) as [Block, Block],
    region: { timing: 'after-request', rebuild: 'options', values: 'number' },
  },
  'Shopware 6': {
    file: 'shopware.html',
    blocks: ['billingAddress', 'shippingAddress'].map((block) => ({
      scope: 'form',
      street: `[name="${block}[street]"]`,
      city: `[name="${block}[city]"]`,
      region: `[name="${block}[countryStateId]"]`,
      postal: `[name="${block}[zipcode]"]`,
      country: `[name="${block}[countryId]"]`,
    })) as [Block, Block],
    region: { timing: 'after-request', rebuild: 'options', values: 'uuid' },
  },
  'Medusa starter': {
    file: 'medusa-nextjs-starter.html',
    blocks: ['shipping_address', 'billing_address'].map((block) => ({
      scope: 'form',
      street: `[name="${block}.address_1"]`,
      city: `[name="${block}.city"]`,
      region: `[name="${block}.province"]`,
      postal: `[name="${block}.postal_code"]`,
      country: `[name="${block}.country_code"]`,
    })) as [Block, Block],
  },
  'Saleor storefront': {
    file: 'saleor-storefront.html',
    blocks: [1, 2].map((index) => ({
      scope: `form:nth-of-type(${index})`,
      street: '[name="streetAddress1"]',
      city: '[name="city"]',
      region: '[name="countryArea"]',
      postal: '[name="postalCode"]',
      country: '[name="countryCode"]',
    })) as [Block, Block],
    region: { timing: 'after-request', rebuild: 'element', values: 'code' },
  },
  Solidus: {
    file: 'solidus.html',
    blocks: ['bill', 'ship'].map((block) => ({
      scope: 'form',
      street: `#order_${block}_address_attributes_address1`,
      city: `#order_${block}_address_attributes_city`,
      region: `#order_${block}_address_attributes_state_id`,
      postal: `#order_${block}_address_attributes_zipcode`,
      country: `#order_${block}_address_attributes_country_id`,
    })) as [Block, Block],
    region: { timing: 'after-request', rebuild: 'options', values: 'number' },
  },
};

let recorder: FetchRecorder;
let page: HTMLElement;

beforeEach(() => {
  recorder = new FetchRecorder({ path: null }).install();
});

afterEach(() => {
  recorder.restore();
  page?.remove();
});

/** One block's fields as they are now (the region control may have been replaced), in this test's page. */
function fieldsOf(block: Block, root: HTMLElement = page) {
  const scope = root.querySelector(block.scope)!;
  const get = <T extends Element>(selector: string): T => {
    const found = scope.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector} in ${block.scope}`);
    return found;
  };
  return {
    street: get<HTMLInputElement>(block.street),
    city: get<HTMLInputElement>(block.city),
    region: get<HTMLSelectElement | HTMLInputElement>(block.region),
    postal: get<HTMLInputElement>(block.postal),
    country: get<HTMLSelectElement>(block.country),
  };
}

/** What a field shows the shopper: a select's selected label, an input's text. */
function shown(field: HTMLInputElement | HTMLSelectElement): string {
  return field.localName === 'select' ? ((field as HTMLSelectElement).selectedOptions[0]?.text ?? '') : field.value;
}

/** The shop's listeners: the last value each named/id'd field announced by `change`. */
function listen(): Map<string, string> {
  const heard = new Map<string, string>();
  page.addEventListener('change', (event) => {
    const field = event.target as HTMLInputElement;
    heard.set(field.id || field.name, field.value);
  });
  return heard;
}

/** Waits for the answer to the whole typed text (with debounce 0 prefixes are looked up too), then shows it. */
async function answerShown(el: AddressElement, matching: (url: URL) => boolean): Promise<void> {
  await waitUntil(
    () => recorder.exchanges.some((exchange) => matching(exchange.url) && exchange.status !== undefined),
    'no answer to the whole text',
  );
  await waitUntil(
    () => listboxOf(el).getAttribute('aria-busy') === 'false' && optionsOf(el).length > 0,
    'the answer is not shown',
  );
}

interface Picked {
  verified: VerifiedAddressEvent;
  filled: AddressFilledEvent;
}

function collect(el: AddressElement): { verified: VerifiedAddressEvent[]; filled: AddressFilledEvent[] } {
  const verified: VerifiedAddressEvent[] = [];
  const filled: AddressFilledEvent[] = [];
  el.addEventListener('verified-address', (event) => verified.push(event));
  el.addEventListener('address-filled', (event) => filled.push(event as AddressFilledEvent));
  return { verified, filled };
}

/**
 * The shop's markup left as it is: an element at the end of the page with `for` naming the street input's id (for
 * a form without ids, Medusa's and Saleor's React forms, the element wraps it, as their recipes say).
 */
async function enhanceById(street: HTMLInputElement): Promise<UsAddressAutocomplete> {
  const attributes = { 'embedded-key': KEY, 'base-url': BASE, debounce: '0' };
  if (!street.id) return wrapInput<UsAddressAutocomplete>(street, 'us-address-autocomplete', attributes);
  const el = document.createElement('us-address-autocomplete');
  for (const [name, value] of Object.entries({ ...attributes, for: street.id })) el.setAttribute(name, value);
  page.append(el);
  await el.updateComplete;
  return el;
}

/** A US pick: the first address the simulator lists for "1600 Amph" that needs no unit. */
async function pickUs(street: HTMLInputElement, byId = false): Promise<Picked> {
  const el = byId
    ? await enhanceById(street)
    : await wrapInput<UsAddressAutocomplete>(street, 'us-address-autocomplete', {
        'embedded-key': KEY,
        'base-url': BASE,
        debounce: '0',
      });
  const events = collect(el);
  street.focus();
  await sendKeys({ type: '1600 Amph' });
  await answerShown(el, (url) => url.searchParams.get('search') === '1600 Amph');
  const index = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
  expect(index, 'the simulator lists an address without units').to.be.at.least(0);
  await chooseWithKeys(index);
  await waitUntil(() => events.filled.length > 0, 'no address-filled');
  return { verified: events.verified[0]!, filled: events.filled[0]! };
}

/** The state as a region control shows it: its name in a select, its code in a text field. */
function regionShown(address: { region: string }, field: HTMLInputElement | HTMLSelectElement): string {
  return field.localName === 'select' ? (US_STATE_NAMES.get(address.region) ?? address.region) : address.region;
}

/** An international pick in Canada, the country read from the block's own country select. */
async function pickCanadian(street: HTMLInputElement): Promise<Picked & { el: IntlAddressAutocomplete }> {
  const el = await wrapInput<IntlAddressAutocomplete>(street, 'intl-address-autocomplete', {
    'embedded-key': KEY,
    'base-url': INTL_BASE,
    debounce: '0',
  });
  // The form's country is read once the code that finds the form's fields has come (on demand, as the core starts).
  await waitUntil(() => el.effectiveCountry === 'CAN', `the country read is "${el.effectiveCountry}"`);
  const events = collect(el);
  inputOf(el).focus();
  await sendKeys({ type: '100 Main' });
  await answerShown(el, (url) => url.searchParams.get('search') === '100 Main' && !url.searchParams.has('address_id'));
  let final = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
  if (final < 0) {
    await chooseWithKeys(0);
    await answerShown(el, (url) => url.searchParams.has('address_id'));
    await waitUntil(() => optionsOf(el).some((option) => option.dataset.kind === 'final'), 'no addresses in the group');
    final = optionsOf(el).findIndex((option) => option.dataset.kind === 'final');
  }
  await chooseWithKeys(final);
  await waitUntil(() => events.filled.length > 0, 'no address-filled');
  return { el, verified: events.verified[0]!, filled: events.filled[0]! };
}

function emulate(shop: Shop, block: Block): void {
  if (!shop.region) return;
  // Bound to this test's page: a request still out when the test ends must not rebuild the next test's form.
  const root = page;
  emulateRegionUpdates(
    fieldsOf(block, root).country,
    () => fieldsOf(block, root).region as HTMLSelectElement,
    shop.region,
  );
}

for (const [name, shop] of Object.entries(SHOPS)) {
  describe(`${name} (test/fixtures/shops/${shop.file})`, () => {
    beforeEach(async () => {
      page = await loadShop(shop.file);
      // One emulation per country select (PrestaShop's two blocks are one form).
      const countries = new Set<string>();
      for (const block of shop.blocks) {
        if (!countries.has(block.scope + block.country)) emulate(shop, block);
        countries.add(block.scope + block.country);
      }
    });

    it('a US pick fills its own block, and only it; the shop hears every value', async () => {
      const [first, second] = shop.blocks;
      const heard = listen();
      chooseCountry(fieldsOf(first).country, /United States/);
      await waitUntil(() => (fieldsOf(first).region as HTMLSelectElement).disabled !== true, 'regions not loaded');
      const { verified, filled } = await pickUs(fieldsOf(first).street);
      const fields = fieldsOf(first);
      const { address } = verified.detail;
      expect(verified.detail.unfilled).to.deep.equal([]);
      expect(filled.detail.unfilled).to.deep.equal([]);
      expect(filled.detail.filled).to.include.members(['address-level2', 'address-level1', 'postal-code']);
      expect(fields.street.value).to.equal(address.line1);
      expect(fields.city.value).to.equal(address.city);
      expect(shown(fields.region)).to.equal(regionShown(address, fields.region));
      expect(fields.postal.value).to.equal(address.postalCode);
      expect(shown(fields.country)).to.match(/United States/);
      for (const field of [fields.city, fields.region, fields.postal]) {
        expect(heard.get(field.id || field.name), `the shop heard ${field.id || field.name}`).to.equal(field.value);
      }
      if (first.scope !== second.scope || first.street !== second.street) {
        const other = fieldsOf(second);
        expect([other.street.value, other.city.value, other.postal.value]).to.deep.equal(['', '', '']);
      }
    });

    it('an international pick after the shopper chose Canada: the region list follows, the province is chosen', async () => {
      const block = shop.blocks[1];
      chooseCountry(fieldsOf(block).country, /Canada/);
      if (shop.region)
        await waitUntil(
          () => [...((fieldsOf(block).region as HTMLSelectElement).options ?? [])].some((o) => o.text === 'Ontario'),
          'the provinces were not loaded',
        );
      const { verified, filled } = await pickCanadian(fieldsOf(block).street);
      const { address } = verified.detail;
      const fields = fieldsOf(block);
      expect(filled.detail.unfilled).to.deep.equal([]);
      expect(fields.city.value).to.equal(address.city);
      expect(fields.postal.value).to.equal(address.postalCode);
      expect(shown(fields.country)).to.equal('Canada');
      expect(address.region).to.not.equal('');
      expect(shown(fields.region)).to.not.equal('');
      expect(shown(fields.region)).to.not.equal('Select a state');
    });

    it('a US pick while the country says Canada, by `for` (no markup change): the country first, the region into its new list', async () => {
      const block = shop.blocks[0];
      chooseCountry(fieldsOf(block).country, /Canada/);
      if (shop.region)
        await waitUntil(() => (fieldsOf(block).region as HTMLSelectElement).disabled !== true, 'regions not loaded');
      const { verified, filled } = await pickUs(fieldsOf(block).street, true);
      const fields = fieldsOf(block);
      const { address } = verified.detail;
      // The region's control was rebuilt for the new country, so it is judged after the fill, not before.
      if (shop.region) expect(verified.detail.unfilled).to.not.include('address-level1');
      expect(filled.detail.unfilled).to.deep.equal([]);
      expect(shown(fields.country)).to.match(/United States/);
      expect(shown(fields.region)).to.equal(regionShown(address, fields.region));
      expect(fields.city.value).to.equal(address.city);
    });

    it('the country changed after an international pick: the address no longer stands', async () => {
      const block = shop.blocks[1];
      chooseCountry(fieldsOf(block).country, /Canada/);
      if (shop.region)
        await waitUntil(() => (fieldsOf(block).region as HTMLSelectElement).disabled !== true, 'regions not loaded');
      const { el } = await pickCanadian(fieldsOf(block).street);
      expect(el.verified).to.equal(true);
      let cleared = 0;
      el.addEventListener('address-cleared', () => (cleared += 1));
      chooseCountry(fieldsOf(block).country, /United States/);
      await waitUntil(() => cleared === 1, 'no address-cleared');
      expect(el.verified).to.equal(false);
    });
  });
}
