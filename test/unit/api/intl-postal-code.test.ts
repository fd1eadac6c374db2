import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hasDeepProperties, includes } from '../support/assert.js';
import { AddressError } from '../../../src/api/errors.js';
import {
  buildIntlPostalCodeUrl,
  INTL_POSTAL_CODE_DEFAULT_BASE_URL,
  lookupIntlPostalCode,
  parseIntlPostalCodeResults,
  type IntlPostalCodeRequest,
} from '../../../src/api/intl-postal-code.js';
import * as api from '../../../src/api.js';
import * as root from '../../../src/index.js';
import { FakeFetch, fixtureText, jsonResponse } from '../support/fake-fetch.js';
import { usePage } from '../support/page.js';
import { thrown } from '../support/thrown.js';

usePage();

const context = { embeddedKey: 'demo-embedded-key' };

/** A result as the spec's Resources table writes one (every field; input_id is not asked for). */
const TORONTO = {
  administrative_area: 'ON',
  super_administrative_area: 'Ontario',
  sub_administrative_area: 'Toronto',
  locality: 'Toronto',
  dependent_locality: 'Downtown',
  dependent_locality_name: 'Downtown Toronto',
  double_dependent_locality: 'St. Lawrence',
  postal_code: 'M5A 1A1',
  postal_code_extra: 'Toronto Central',
  country_iso_3: 'CAN',
};

async function rejection(promise: Promise<unknown>): Promise<AddressError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AddressError, `expected an AddressError, got ${String(error)}`);
    return error;
  }
  throw new Error('expected a rejection');
}

function configErrorOf(request: Partial<IntlPostalCodeRequest>, ctx: object = {}): AddressError {
  const error = thrown(() => buildIntlPostalCodeUrl(request as IntlPostalCodeRequest, { ...context, ...ctx }));
  assert.equal(error.code, 'config');
  return error;
}

describe('international postal code: exports', () => {
  it('is exported from ./api and from the root entry', () => {
    assert.equal(api.lookupIntlPostalCode, lookupIntlPostalCode);
    assert.equal(root.lookupIntlPostalCode, lookupIntlPostalCode);
    assert.equal(api.INTL_POSTAL_CODE_DEFAULT_BASE_URL, 'https://international-postal-code.api.smarty.com');
  });
});

describe('international postal code: request', () => {
  it('GETs {base}/lookup on the production host with key, country and the given fields in the spec order', () => {
    const url = buildIntlPostalCodeUrl(
      { country: 'CAN', postalCode: 'M5A', locality: 'Toronto', administrativeArea: 'ON', license: 'a,b' },
      context,
    );
    assert.equal(url.origin + url.pathname, `${INTL_POSTAL_CODE_DEFAULT_BASE_URL}/lookup`);
    assert.deepEqual(
      [...url.searchParams],
      [
        ['key', 'demo-embedded-key'],
        ['country', 'CAN'],
        ['locality', 'Toronto'],
        ['administrative_area', 'ON'],
        ['postal_code', 'M5A'],
        ['license', 'a,b'],
      ],
    );
  });

  it('sends only the fields given, and never input_id', () => {
    for (const [request, sent] of [
      [{ country: 'DEU', postalCode: '10' }, 'postal_code'],
      [{ country: 'FRA', locality: 'Lyon' }, 'locality'],
      [{ country: 'AUS', administrativeArea: 'NSW' }, 'administrative_area'],
    ] as const) {
      const url = buildIntlPostalCodeUrl(request, context);
      assert.deepEqual([...url.searchParams.keys()], ['key', 'country', sent], JSON.stringify(request));
      assert.equal(url.searchParams.has('input_id'), false);
    }
    const withInputId = { country: 'CAN', postalCode: 'M5A', inputId: 'x', input_id: 'y' } as IntlPostalCodeRequest;
    assert.equal(buildIntlPostalCodeUrl(withInputId, context).searchParams.has('input_id'), false);
  });

  it('passes the country as written, trimmed: alpha-3, alpha-2, numeric or a name, USA included', () => {
    for (const country of ['USA', 'usa', 'US', '840', '036', 'United States', 'Côte d’Ivoire']) {
      const url = buildIntlPostalCodeUrl({ country: ` ${country} `, postalCode: '1' }, context);
      assert.equal(url.searchParams.get('country'), country);
    }
  });

  it('trims the fields, keeps inner spaces and encodes text as UTF-8 (# as %23, + as %2B, space as +)', () => {
    const url = buildIntlPostalCodeUrl(
      { country: 'GBR', postalCode: '  SW1A 1AA ', locality: 'Saint-Étienne #2+', administrativeArea: ' Zürich ' },
      context,
    );
    assert.equal(url.searchParams.get('postal_code'), 'SW1A 1AA');
    assert.equal(url.searchParams.get('locality'), 'Saint-Étienne #2+');
    assert.equal(url.searchParams.get('administrative_area'), 'Zürich');
    includes(url.search, 'postal_code=SW1A+1AA');
    includes(url.search, 'locality=Saint-%C3%89tienne+%232%2B');
    assert.equal(url.hash, '');
  });

  it('appends /lookup to a relative or trailing-slash base URL', () => {
    const url = buildIntlPostalCodeUrl(
      { country: 'CAN', postalCode: 'M5A' },
      { ...context, baseUrl: '/international-postal-code/' },
    );
    assert.equal(url.pathname, '/international-postal-code/lookup');
  });

  it('accepts each field at its limit, counting code points', () => {
    const url = buildIntlPostalCodeUrl(
      {
        country: 'é'.repeat(64),
        postalCode: '😀'.repeat(16),
        locality: 'x'.repeat(64),
        administrativeArea: '東'.repeat(32),
        license: 'l'.repeat(64),
      },
      context,
    );
    assert.equal(Array.from(url.searchParams.get('postal_code')!).length, 16);
  });
});

describe('international postal code: option checks (before any request)', () => {
  const CASES: Array<[request: Partial<IntlPostalCodeRequest>, option: string, message: string]> = [
    [
      { postalCode: 'M5A' },
      'country',
      'country: is required: set an ISO code (alpha-3, alpha-2 or numeric) or a country name, such as CAN, CA, 124 or Canada',
    ],
    [
      { country: '  ', postalCode: 'M5A' },
      'country',
      'country: is required: set an ISO code (alpha-3, alpha-2 or numeric) or a country name, such as CAN, CA, 124 or Canada',
    ],
    [
      { country: 124 as unknown as string, postalCode: 'M5A' },
      'country',
      'country: must be text (an ISO code (alpha-3, alpha-2 or numeric) or a country name); got number',
    ],
    [
      { country: 'x'.repeat(65), postalCode: 'M5A' },
      'country',
      'country: is 65 characters long; at most 64 are allowed',
    ],
    [
      { country: 'CAN' },
      'postalCode',
      'postalCode: is required unless locality or administrativeArea is given: the service searches a country by at least one of the three',
    ],
    [
      { country: 'CAN', license: 'a' },
      'postalCode',
      'postalCode: is required unless locality or administrativeArea is given: the service searches a country by at least one of the three',
    ],
    [
      { country: 'CAN', postalCode: ' ', locality: 'Toronto' },
      'postalCode',
      'postalCode: is blank: give a postal code or its prefix, or leave postalCode out',
    ],
    [
      { country: 'CAN', postalCode: '' },
      'postalCode',
      'postalCode: is blank: give a postal code or its prefix, or leave postalCode out',
    ],
    [{ country: 'CAN', locality: '\t' }, 'locality', 'locality: is blank: give a city name, or leave locality out'],
    [
      { country: 'CAN', administrativeArea: ' ' },
      'administrativeArea',
      'administrativeArea: is blank: give a state or province name or abbreviation, or leave administrativeArea out',
    ],
    [
      { country: 'CAN', postalCode: 'M5A', license: ' ' },
      'license',
      'license: is blank: give comma-separated licenses, or leave license out',
    ],
    [
      { country: 'CAN', postalCode: '1'.repeat(17) },
      'postalCode',
      'postalCode: is 17 characters long; at most 16 are allowed (a prefix is enough: it widens the search)',
    ],
    [
      // 17 emoji are 34 UTF-16 units: counted as 17 characters, as search is cut.
      { country: 'CAN', postalCode: '😀'.repeat(17) },
      'postalCode',
      'postalCode: is 17 characters long; at most 16 are allowed (a prefix is enough: it widens the search)',
    ],
    [
      { country: 'CAN', postalCode: 90210 as unknown as string },
      'postalCode',
      'postalCode: must be text (a postal code or its prefix); got number',
    ],
    [
      { country: 'CAN', locality: 'x'.repeat(65) },
      'locality',
      'locality: is 65 characters long; at most 64 are allowed',
    ],
    [
      { country: 'CAN', administrativeArea: 'x'.repeat(33) },
      'administrativeArea',
      'administrativeArea: is 33 characters long; at most 32 are allowed',
    ],
    [
      { country: 'CAN', postalCode: 'M5A', license: 'x'.repeat(65) },
      'license',
      'license: is 65 characters long; at most 64 are allowed',
    ],
  ];
  for (const [request, option, message] of CASES) {
    it(`${option}: ${message.slice(option.length + 2, 70)}…`, () => {
      const error = configErrorOf(request);
      assert.equal(error.option, option);
      assert.equal(error.message, message);
      assert.equal(error.status, 0);
    });
  }

  it('counts the limit after trimming', () => {
    buildIntlPostalCodeUrl({ country: 'CAN', postalCode: ` ${'1'.repeat(16)} ` }, context);
  });

  it('checks the options before the key, and the key before the base URL', () => {
    assert.equal(configErrorOf({ country: 'CAN' }, { embeddedKey: '' }).option, 'postalCode');
    assert.equal(configErrorOf({ country: 'CAN', postalCode: '1' }, { embeddedKey: ' ' }).option, 'embeddedKey');
    // A blank key is allowed with a base URL (the shop's own route): the base URL is then the one checked.
    assert.equal(
      configErrorOf({ country: 'CAN', postalCode: '1' }, { embeddedKey: ' ', baseUrl: 'ftp://x' }).option,
      'baseUrl',
    );
    const error = configErrorOf({ country: 'CAN', postalCode: '1' }, { baseUrl: 'ftp://x' });
    assert.equal(error.option, 'baseUrl');
    assert.equal(error.message, 'baseUrl: "ftp://x" must be an http: or https: URL');
  });

  it('refuses credentials in the base URL query', () => {
    const error = configErrorOf({ country: 'CAN', postalCode: '1' }, { baseUrl: '/p?auth-token=secret' });
    assert.equal(error.option, 'baseUrl');
    // The message never repeats the URL: it holds the secret.
    assert.equal(error.message.includes('=secret'), false);
  });

  it('sends no request for a config error', async () => {
    const fake = new FakeFetch();
    const error = await rejection(lookupIntlPostalCode({ country: 'CAN' }, { ...context, fetch: fake.fetch }));
    assert.equal(error.code, 'config');
    assert.equal(fake.calls.length, 0);
  });
});

describe('international postal code: response', () => {
  it('parses every result field, keeping the service object as raw', async () => {
    const extra = { ...TORONTO, input_id: 'ignored', experimental: 1 };
    const fake = new FakeFetch().respond(jsonResponse({ results: [extra] }));
    const results = await lookupIntlPostalCode(
      { country: 'CAN', postalCode: 'M5A' },
      { ...context, fetch: fake.fetch },
    );
    assert.equal(fake.calls.length, 1);
    assert.equal(fake.lastUrl.searchParams.get('postal_code'), 'M5A');
    const init = fake.calls[0]!.init!;
    assert.equal(init.credentials, 'omit');
    assert.equal(init.headers, undefined);
    assert.deepEqual(results, [
      {
        administrativeArea: 'ON',
        superAdministrativeArea: 'Ontario',
        subAdministrativeArea: 'Toronto',
        locality: 'Toronto',
        dependentLocality: 'Downtown',
        dependentLocalityName: 'Downtown Toronto',
        doubleDependentLocality: 'St. Lawrence',
        postalCode: 'M5A 1A1',
        postalCodeExtra: 'Toronto Central',
        countryIso3: 'CAN',
        raw: extra,
      },
    ]);
  });

  it('reads missing or non-text components as empty', () => {
    const [result] = parseIntlPostalCodeResults({ results: [{ postal_code: '10115', locality: 7 }] });
    hasDeepProperties(result, {
      postalCode: '10115',
      locality: '',
      administrativeArea: '',
      countryIso3: '',
      dependentLocalityName: '',
    });
  });

  it('accepts a result with only a locality or only an administrative area', () => {
    assert.equal(parseIntlPostalCodeResults({ results: [{ locality: 'Lyon' }] })[0]!.locality, 'Lyon');
    assert.equal(
      parseIntlPostalCodeResults({ results: [{ administrative_area: 'NSW' }] })[0]!.administrativeArea,
      'NSW',
    );
  });

  it('treats results: [] and results: null as empty', () => {
    assert.deepEqual(parseIntlPostalCodeResults({ results: [] }), []);
    assert.deepEqual(parseIntlPostalCodeResults({ results: null }), []);
  });

  it('maps a 200 whose body is not the documented shape to bad-response', async () => {
    for (const body of [
      null,
      [],
      [TORONTO],
      'results',
      {},
      { candidates: [TORONTO] },
      { results: 'x' },
      { results: {} },
      { results: [42] },
      { results: [null] },
      { results: [[TORONTO]] },
      { results: [{ country_iso_3: 'CAN', postal_code_extra: 'x' }] },
      { results: [TORONTO, {}] },
    ]) {
      const fake = new FakeFetch().respond(jsonResponse(body));
      const error = await rejection(
        lookupIntlPostalCode({ country: 'CAN', postalCode: 'M5A' }, { ...context, fetch: fake.fetch }),
      );
      assert.equal(error.code, 'bad-response', JSON.stringify(body));
      assert.equal(error.status, 200);
    }
  });

  it('maps a 200 that is not JSON to bad-response', async () => {
    const fake = new FakeFetch().respond(new Response('<html>proxy login</html>', { status: 200 }));
    const error = await rejection(
      lookupIntlPostalCode({ country: 'CAN', postalCode: 'M5A' }, { ...context, fetch: fake.fetch }),
    );
    assert.equal(error.code, 'bad-response');
  });
});

describe('international postal code: errors through the shared http layer', () => {
  const statusCases: Array<[number, string]> = [
    [400, 'bad-request'],
    [401, 'unauthorized'],
    [402, 'payment-required'],
    [422, 'unprocessable'],
    [429, 'rate-limited'],
    [504, 'server'],
  ];
  for (const [status, code] of statusCases) {
    it(`maps HTTP ${status} to ${code}`, async () => {
      const fake = new FakeFetch().respond(new Response('', { status }));
      const error = await rejection(
        lookupIntlPostalCode({ country: 'CAN', postalCode: 'M5A' }, { ...context, fetch: fake.fetch }),
      );
      assert.equal(error.code, code);
      assert.equal(error.status, status);
      includes(error.message, String(status));
    });
  }

  it('adds the service messages of a 422 body and reads Retry-After on a 429', async () => {
    const fake = new FakeFetch().respond(
      new Response(await fixtureText('error-generic.smarty-address-test.json'), { status: 422 }),
      new Response(await fixtureText('error-429-plan.smarty-address-test.json'), {
        status: 429,
        headers: { 'Retry-After': '2' },
      }),
    );
    const request = { country: 'CAN', postalCode: 'M5A' };
    const unprocessable = await rejection(lookupIntlPostalCode(request, { ...context, fetch: fake.fetch }));
    assert.equal(unprocessable.code, 'unprocessable');
    assert.ok(unprocessable.serviceMessages.length > 0);
    const limited = await rejection(lookupIntlPostalCode(request, { ...context, fetch: fake.fetch }));
    assert.equal(limited.retryAfterMs, 2000);
  });

  it('maps a rejected fetch to network and passes an abort through', async () => {
    const request = { country: 'CAN', postalCode: 'M5A' };
    const offline = new FakeFetch().respond(new TypeError('Failed to fetch'));
    assert.equal(
      (await rejection(lookupIntlPostalCode(request, { ...context, fetch: offline.fetch }))).code,
      'network',
    );
    const controller = new AbortController();
    const aborting = new FakeFetch().respond(() => {
      controller.abort();
      throw controller.signal.reason;
    });
    await assert.rejects(
      lookupIntlPostalCode(request, { ...context, fetch: aborting.fetch, signal: controller.signal }),
      (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
    );
    assert.equal(aborting.calls[0]!.init!.signal, controller.signal);
  });
});
