// The postal-code filter's options, in Node: a chosen postal code narrows the US search (include_only_zip_codes,
// whose rules add prefer_geolocation=none) or the international one (include_only_postal_code) unless
// postal-code-filter is "off", the place is not the service's, or the page set filters of its own; any other
// postal-code-filter value is a config error naming it. The request the US options make is checked against the
// spec's rules by the api layer itself.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { intlOptionsFor, usOptionsFor as filtered } from '../../../src/core/element/postal-code-filter.js';
import type { UsFilterOptions } from '../../../src/api/us-filters.js';
import { prepareUsLookup } from '../../../src/api/us-autocomplete.js';
import { prepareIntlLookup } from '../../../src/api/intl-autocomplete.js';
import type { PostalCodePlace } from '../../../src/core/events/address-events.js';
import { thrown } from '../support/thrown.js';

const place = (postalCode: string, country: string): PostalCodePlace => ({
  city: 'Somewhere',
  region: 'XX',
  postalCode,
  country,
});

/** The US options as the elements hand them over: the filter options, and `postalCodeFilter` beside them. */
type UsOptions = UsFilterOptions & { postalCodeFilter?: unknown } & Record<string, unknown>;
const usOptionsFor = (options: UsOptions, chosen: PostalCodePlace | undefined): UsOptions => filtered(options, chosen);

const ZIP = place('80304', 'USA');
const CONTEXT = { embeddedKey: 'key', baseUrl: 'https://us.example.test' };

describe('the postal-code filter: US', () => {
  it('on, empty or unset: the chosen ZIP is include_only_zip_codes, and the request sends prefer_geolocation=none', () => {
    for (const postalCodeFilter of ['on', '', undefined, null]) {
      const options = usOptionsFor({ postalCodeFilter, maxResults: 5 }, ZIP);
      assert.deepEqual(options, { maxResults: 5, includeOnlyZipCodes: '80304' }, String(postalCodeFilter));
      const url = prepareUsLookup('v2', options, CONTEXT).url('1 Main');
      assert.equal(url.searchParams.get('include_only_zip_codes'), '80304');
      assert.equal(url.searchParams.get('prefer_geolocation'), 'none');
    }
  });

  it('off, or nothing chosen: the options as the page set them, without postalCodeFilter', () => {
    assert.deepEqual(usOptionsFor({ postalCodeFilter: 'off', source: 'all' }, ZIP), { source: 'all' });
    assert.deepEqual(usOptionsFor({ postalCodeFilter: 'on', source: 'all' }, undefined), { source: 'all' });
  });

  it('any other postal-code-filter value is a config error naming it, whether a postal code is chosen or not', () => {
    for (const value of ['ON', 'yes', 'true', ' on']) {
      for (const chosen of [ZIP, undefined]) {
        const error = thrown(() => usOptionsFor({ postalCodeFilter: value }, chosen));
        assert.equal(error.code, 'config');
        assert.equal(error.option, 'postalCodeFilter');
        assert.equal(error.message, `postalCodeFilter: must be "on" or "off" (got "${value}")`);
      }
    }
  });

  it('the page’s own filters and preferences win: nothing added', () => {
    const own = {
      includeOnlyCities: 'Boulder,CO',
      includeOnlyStates: 'CO',
      includeOnlyZipCodes: '80302',
      excludeStates: 'CA',
      preferCities: 'Boulder,CO',
      preferStates: 'CO',
      preferZipCodes: '80302',
      preferGeolocation: 'city',
    };
    for (const [name, value] of Object.entries(own)) {
      assert.deepEqual(usOptionsFor({ [name]: value }, ZIP), { [name]: value }, name);
    }
  });

  it('blank filters, prefer-geolocation="none", prefer-ratio, source and exclude leave the filter on', () => {
    const options = {
      includeOnlyStates: ' ',
      preferGeolocation: 'none',
      preferRatio: 50,
      source: 'all',
      exclude: 'po-box',
    };
    const narrowed = usOptionsFor(options, ZIP);
    assert.equal(narrowed.includeOnlyZipCodes, '80304');
    const url = prepareUsLookup('v2', narrowed, CONTEXT).url('1 Main');
    assert.equal(url.searchParams.get('prefer_geolocation'), 'none');
  });

  it('only a five-digit ZIP of the United States or a territory it serves', () => {
    assert.equal(usOptionsFor({}, place('00901', 'PRI')).includeOnlyZipCodes, '00901');
    assert.equal(usOptionsFor({}, place('96910', 'gum')).includeOnlyZipCodes, '96910');
    for (const other of [
      place('80331', 'DEU'),
      place('8030', 'USA'),
      place('80304-1234', 'USA'),
      place('M5V 2T6', 'CAN'),
    ])
      assert.equal(usOptionsFor({}, other).includeOnlyZipCodes, undefined, JSON.stringify(other));
  });
});

describe('the postal-code filter: international', () => {
  const S9K = place('S9K 7Z1', 'CAN');

  it('a postal code chosen in the element’s country is include_only_postal_code, in any case', () => {
    for (const country of ['CAN', 'can']) {
      const options = intlOptionsFor({ country, postalCodeFilter: 'on' }, country, S9K);
      assert.deepEqual(options, { country, includeOnlyPostalCode: 'S9K 7Z1' });
      const url = prepareIntlLookup(options, CONTEXT).searchUrl('12 Main');
      assert.equal(url.searchParams.get('include_only_postal_code'), 'S9K 7Z1');
    }
  });

  it('another country, nothing chosen, off, or the page’s locality or postal code: nothing added', () => {
    assert.deepEqual(intlOptionsFor({}, 'GBR', S9K), {});
    assert.deepEqual(intlOptionsFor({}, 'CAN', undefined), {});
    assert.deepEqual(intlOptionsFor({ postalCodeFilter: 'off' }, 'CAN', S9K), {});
    assert.deepEqual(intlOptionsFor({ includeOnlyLocality: 'Canora' }, 'CAN', S9K), { includeOnlyLocality: 'Canora' });
    assert.deepEqual(intlOptionsFor({ includeOnlyPostalCode: 'S9K' }, 'CAN', S9K), { includeOnlyPostalCode: 'S9K' });
  });

  it('a bad postal-code-filter is the same config error', () => {
    assert.equal(thrown(() => intlOptionsFor({ postalCodeFilter: 'no' }, 'CAN', S9K)).option, 'postalCodeFilter');
  });
});
