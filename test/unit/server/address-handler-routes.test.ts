// Every route of the address handler against the simulator, driven by the package's own endpoint functions (what
// the elements call) with base URLs on the shop's origin: the answers are the service's, and what reaches the
// service is the secret key in a header plus the documented query parameters, never the page's key.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { lookupUsV2 } from '../../../src/api/us-autocomplete-v2.js';
import { lookupUsPro } from '../../../src/api/us-autocomplete-pro.js';
import { lookupIntl, lookupIntlAddressId, type IntlSummaryCandidate } from '../../../src/api/intl-autocomplete.js';
import { verifyUsStreet } from '../../../src/api/us-street.js';
import { lookupIntlPostalCode } from '../../../src/api/intl-postal-code.js';
import { parseExtractAnswer } from '../../../src/api/us-extract.js';
import { AUTH, SHOP, handlerOn, pageFetch, pagePost, read, startSimulator, type Simulator } from './handler-harness.js';

let simulator: Simulator;
before(async () => {
  simulator = await startSimulator();
});
after(() => simulator.close());

const BASIC = `Basic ${btoa(`${AUTH.authId}:${AUTH.authToken}`)}`;
/** What a page built with the proxy sets: any placeholder key (the elements require one; the handler drops it). */
const PAGE_KEY = 'placeholder-page-key';

function apiContext(path: string, handler: ReturnType<typeof handlerOn>['handler']) {
  return { embeddedKey: PAGE_KEY, baseUrl: `${SHOP}/address${path}`, fetch: pageFetch(handler) };
}

test('the six lookup routes answer what the service answers, with the secret key added and the page key dropped', async () => {
  const { handler, requests } = handlerOn(simulator);
  const v2 = await lookupUsV2({ search: '1600 Pennsylvania' }, apiContext('/us-autocomplete', handler));
  assert.ok(v2.length > 0, 'US v2 suggestions');
  const pro = await lookupUsPro({ search: '1600 Pennsylvania' }, apiContext('/us-autocomplete', handler));
  assert.ok(pro.length > 0, 'US Pro suggestions');
  const intlContext = apiContext('/international-autocomplete', handler);
  const summary = await lookupIntl({ country: 'CAN', search: '100' }, intlContext);
  assert.ok(summary.length > 0, 'international summary');
  const detail = await lookupIntlAddressId(
    { country: 'CAN', addressId: (summary[0] as IntlSummaryCandidate).addressId },
    intlContext,
  );
  assert.ok(detail.length > 0, 'international detail');
  const street = await verifyUsStreet(
    { street: '1600 Pennsylvania Ave', secondary: 'Apt 2', zipcode: '43571' },
    apiContext('/us-street', handler),
  );
  assert.equal(street[0].deliveryLine1, '1600 Pennsylvania Ave Apt 2');
  const postal = await lookupIntlPostalCode(
    { country: 'USA', postalCode: '80302' },
    apiContext('/international-postal-code', handler),
  );
  assert.ok(postal.length > 0, 'postal code results');

  assert.deepEqual(
    requests.map((request) => request.url.pathname),
    [
      '/us-autocomplete/v2/lookup',
      '/us-autocomplete/lookup',
      '/international-autocomplete/v2/lookup',
      `/international-autocomplete/v2/lookup/${encodeURIComponent((summary[0] as IntlSummaryCandidate).addressId)}`,
      '/us-street/street-address',
      '/international-postal-code/lookup',
    ],
  );
  for (const request of requests) {
    assert.equal(request.headers.get('Authorization'), BASIC, request.url.pathname);
    assert.equal(request.url.searchParams.has('key'), false, `${request.url} carries the page's key`);
    assert.equal(request.url.search.includes('auth-'), false, `${request.url} carries credentials in the URL`);
  }
});

test("a lookup's answer is the service's, byte for byte, with Content-Type and Cache-Control: no-store", async () => {
  const { handler, requests } = handlerOn(simulator);
  const response = await handler(
    new Request(`${SHOP}/address/us-autocomplete/v2/lookup?search=123+Main&key=x`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    }),
  );
  const direct = await fetch(requests[0].url, { headers: { Authorization: BASIC } });
  assert.equal(response.status, 200);
  assert.equal(await response.text(), await direct.text());
  assert.equal(response.headers.get('Content-Type'), 'application/json; charset=utf-8');
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert.equal(response.headers.get('Access-Control-Allow-Origin'), null, 'no CORS: the page is on the same origin');
});

const LETTER = [
  'Dear shop,',
  'please send the order to 1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571 — thanks.',
  'The invoice goes to:',
  '1600 Pennsylvania Ave',
  'Whitehouse OH 43571',
  'Not this one: 99999 Nowhere Rd, Whitehouse, OH 43571',
  'Nor the La Mirada building without its unit: 1600 Pennsylvania Ave, La Mirada, CA 90639',
].join('\n');

test('POST us-extract answers the verified addresses only, with exactly the page shape, and the count found', async () => {
  const { handler, requests } = handlerOn(simulator);
  const { status, headers, body } = await read(await handler(pagePost('/address/us-extract', LETTER)));
  assert.equal(status, 200, JSON.stringify(body));
  assert.equal(headers.get('Cache-Control'), 'no-store');
  const answer = body as { addresses: Array<Record<string, unknown>>; found: number };
  assert.equal(answer.found, 4);
  assert.deepEqual(
    answer.addresses.map((address) => [address.line, address.status, address.delivery_line_1, address.last_line]),
    [
      [2, 'verified', '1600 Pennsylvania Ave Apt 2', 'Whitehouse OH 43571-7223'],
      [4, 'verified', '1600 Pennsylvania Ave', 'Whitehouse OH 43571-7550'],
      [7, 'missing-secondary', '1600 Pennsylvania Ave', 'La Mirada CA 90639-1716'],
    ],
  );
  for (const address of answer.addresses) {
    assert.deepEqual(Object.keys(address).sort(), [
      'components',
      'delivery_line_1',
      'last_line',
      'line',
      'status',
      'text',
    ]);
    assert.equal(typeof (address.components as Record<string, unknown>).zipcode, 'string');
  }
  assert.equal(answer.addresses[0].text, '1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571');
  assert.deepEqual(parseExtractAnswer(body), answer, "the lead's page parser reads every address");
  assert.equal(requests[0].url.pathname, '/us-extract/');
  assert.equal(requests[0].url.search, '', 'the page chooses no US Extract option');
  assert.equal(requests[0].headers.get('Content-Type'), 'text/plain; charset=utf-8');
  assert.equal(requests[0].body, LETTER);
});

test('a text with no address is 200 with no addresses; the page parser agrees', async () => {
  const { handler } = handlerOn(simulator);
  const { status, body } = await read(await handler(pagePost('/address/us-extract', 'Nothing here.')));
  assert.equal(status, 200);
  assert.deepEqual(body, { addresses: [], found: 0 });
  assert.deepEqual(parseExtractAnswer(body), { addresses: [], found: 0 });
});

test('a page with no embedded key (base-url on the handler) gets the same answers', async () => {
  const { handler, requests } = handlerOn(simulator);
  const context = { ...apiContext('/us-autocomplete', handler), embeddedKey: '' };
  const keyless = await lookupUsV2({ search: '1600 Pennsylvania' }, context);
  const keyed = await lookupUsV2({ search: '1600 Pennsylvania' }, apiContext('/us-autocomplete', handler));
  assert.ok(keyless.length > 0);
  assert.deepEqual(keyless, keyed);
  assert.equal(requests[0].url.href, requests[1].url.href);
});
