import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { excludes, includes } from '../support/assert.js';
import { AddressError } from '../../../src/api/errors.js';
import { codeForStatus, getJson, parseRetryAfter, parseServiceMessages } from '../../../src/api/http.js';
import { buildUrl } from '../../../src/api/request-url.js';
import { FakeFetch, fixtureText, jsonResponse } from '../support/fake-fetch.js';
import { thrown } from '../support/thrown.js';
import { PAGE_ORIGIN, usePage } from '../support/page.js';

usePage();

async function rejection(promise: Promise<unknown>): Promise<AddressError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AddressError);
    return error as AddressError;
  }
  throw new Error('expected a rejection');
}

describe('buildUrl', () => {
  it('encodes # as %23 so the service does not read it as a fragment', () => {
    const url = buildUrl('https://example.test', '/lookup', [['search', '123 Main St #4']]);
    assert.equal(url.search, '?search=123+Main+St+%234');
    assert.equal(url.hash, '');
  });

  it('encodes +, & and = inside values', () => {
    const url = buildUrl('https://example.test', '/lookup', [['search', 'A+B & C=D']]);
    assert.equal(url.search, '?search=A%2BB+%26+C%3DD');
    assert.equal(url.searchParams.get('search'), 'A+B & C=D');
  });

  it('sends emoji and CJK as UTF-8', () => {
    const url = buildUrl('https://example.test', '/lookup', [['search', '東京 🏠']]);
    assert.equal(url.search, '?search=%E6%9D%B1%E4%BA%AC+%F0%9F%8F%A0');
  });

  it('leaves out empty and undefined values', () => {
    const url = buildUrl('https://example.test', '/lookup', [
      ['a', ''],
      ['b', undefined],
      ['c', 0],
      ['d', 'x'],
    ]);
    assert.equal(url.search, '?c=0&d=x');
  });

  it('tolerates a trailing slash and keeps a base path', () => {
    assert.equal(buildUrl('https://proxy.test/smarty/', '/v2/lookup', []).href, 'https://proxy.test/smarty/v2/lookup');
    assert.equal(buildUrl('https://proxy.test/smarty//', '/v2/lookup', []).href, 'https://proxy.test/smarty/v2/lookup');
  });

  it('resolves a relative base against the page, and allows http: (proxies, the simulator)', () => {
    assert.equal(buildUrl('/us-autocomplete', '/lookup', []).href, `${PAGE_ORIGIN}/us-autocomplete/lookup`);
    assert.equal(buildUrl('http://127.0.0.1:8787/us-street', '/street-address', []).protocol, 'http:');
  });

  it('keeps a query string on the base URL and appends ours after it', () => {
    const url = buildUrl('/us-autocomplete?simulator_fault=latency:50#frag', '/v2/lookup', [['key', 'k']]);
    assert.equal(url.pathname, '/us-autocomplete/v2/lookup');
    assert.equal(url.search, '?simulator_fault=latency%3A50&key=k');
    assert.equal(url.hash, '');
  });

  it('refuses a base URL that is not http(s), naming baseUrl', () => {
    const error = thrown(() => buildUrl('javascript:alert(1)', '/lookup', []));
    assert.equal(error.code, 'config');
    assert.equal(error.option, 'baseUrl');
    assert.equal(error.message, 'baseUrl: "javascript:alert(1)" must be an http: or https: URL');
  });

  it('refuses secret-key credentials in the base URL query, in any case, without repeating the secret', () => {
    for (const base of [
      'https://proxy.test/smarty?auth-id=ID123&auth-token=TOKEN456',
      '/us-autocomplete?x=1&AUTH-TOKEN=TOKEN456',
      'https://proxy.test/?Auth-Id=ID123',
      'https://proxy.test/?auth%2Dtoken=TOKEN456',
    ]) {
      const error = thrown(() => buildUrl(base, '/lookup', []));
      assert.equal(error.code, 'config', base);
      assert.equal(error.option, 'baseUrl', base);
      assert.match(error.message, /^baseUrl: its query carries "auth-(id|token)"/i, base);
      includes(error.message, 'secret', base);
      excludes(error.message, 'TOKEN456', base);
      excludes(error.message, 'ID123', base);
    }
  });

  it('refuses a key in the base URL query, in any case: it would send a second key', () => {
    for (const base of ['https://proxy.test/?key=other-key', '/intl?KEY=other-key', 'https://proxy.test/?a=1&Key=']) {
      const error = thrown(() => buildUrl(base, '/lookup', [['key', 'k']]));
      assert.equal(error.code, 'config', base);
      assert.equal(error.option, 'baseUrl', base);
      assert.match(error.message, /^baseUrl: its query carries "key"/i, base);
      includes(error.message, 'embeddedKey', base);
      excludes(error.message, 'other-key', base);
    }
  });

  it('still keeps other query parameters whose names merely contain those words', () => {
    const url = buildUrl('https://proxy.test/?api_key_hint=1&monkey=2&auth=3', '/lookup', [['key', 'k']]);
    assert.equal(url.search, '?api_key_hint=1&monkey=2&auth=3&key=k');
  });

  it('refuses a base URL that cannot be parsed, naming baseUrl', () => {
    const error = thrown(() => buildUrl('https://[::1', '/lookup', []));
    assert.equal(error.code, 'config');
    assert.equal(error.option, 'baseUrl');
    assert.match(error.message, /^baseUrl: "https:\/\/\[::1" is not a valid URL/);
  });
});

describe('getJson', () => {
  const url = new URL('https://example.test/lookup?key=k');

  it('sends no custom headers, no credentials, and keeps the origin as referrer', async () => {
    const fake = new FakeFetch().respond(jsonResponse({ suggestions: [] }));
    await getJson(url, { fetch: fake.fetch });
    const init = fake.calls[0]!.init!;
    assert.equal(init.method, 'GET');
    assert.equal(init.credentials, 'omit');
    assert.equal(init.referrerPolicy, 'strict-origin-when-cross-origin');
    assert.equal(init.headers, undefined);
  });

  it('passes the abort signal and rethrows an abort untouched', async () => {
    const controller = new AbortController();
    const fake = new FakeFetch().respond(() => {
      controller.abort();
      throw controller.signal.reason;
    });
    let caught: unknown;
    try {
      await getJson(url, { fetch: fake.fetch, signal: controller.signal });
    } catch (error) {
      caught = error;
    }
    assert.equal(fake.calls[0]!.init!.signal, controller.signal);
    assert.ok(caught instanceof DOMException);
    assert.equal((caught as DOMException).name, 'AbortError');
  });

  it('maps a rejected fetch (offline, or an error without CORS headers) to network, status 0', async () => {
    const fake = new FakeFetch().respond(new TypeError('Failed to fetch'));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    assert.equal(error.code, 'network');
    assert.equal(error.status, 0);
  });

  it('maps a 200 whose body is not JSON to bad-response', async () => {
    const fake = new FakeFetch().respond(new Response('<html>proxy login</html>', { status: 200 }));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    assert.equal(error.code, 'bad-response');
    assert.equal(error.status, 200);
  });

  const statusCases: Array<[number, string]> = [
    [400, 'bad-request'],
    [401, 'unauthorized'],
    [402, 'payment-required'],
    [404, 'bad-request'],
    [422, 'unprocessable'],
    [429, 'rate-limited'],
    [500, 'server'],
    [503, 'server'],
    [504, 'server'],
  ];
  for (const [status, code] of statusCases) {
    it(`maps HTTP ${status} to ${code} with the status`, async () => {
      const fake = new FakeFetch().respond(new Response('', { status }));
      const error = await rejection(getJson(url, { fetch: fake.fetch }));
      assert.equal(error.code, code);
      assert.equal(error.status, status);
      includes(error.message, String(status));
    });
  }

  it('adds the service messages of a JSON error body (401 fixture)', async () => {
    const body = await fixtureText('error-401.smarty-address-test.json');
    const fake = new FakeFetch().respond(new Response(body, { status: 401 }));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    assert.equal(error.code, 'unauthorized');
    assert.deepEqual(error.serviceMessages, ['Auth failed']);
    includes(error.message, 'Auth failed');
    includes(error.message, 'authorized hosts');
  });

  it('falls back to the status for a plain-text error body (real 401)', async () => {
    const body = await fixtureText('error-401.real-plaintext.txt');
    const fake = new FakeFetch().respond(
      new Response(body, { status: 401, headers: { 'Content-Type': 'text/plain' } }),
    );
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    assert.equal(error.code, 'unauthorized');
    assert.deepEqual(error.serviceMessages, []);
  });

  it('reads a Retry-After header on 429 when it is exposed', async () => {
    const body = await fixtureText('error-429-plan.smarty-address-test.json');
    const fake = new FakeFetch().respond(new Response(body, { status: 429, headers: { 'Retry-After': '3' } }));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    assert.equal(error.code, 'rate-limited');
    assert.equal(error.retryAfterMs, 3000);
    assert.deepEqual(error.serviceMessages, ['Rate limited']);
  });

  it('leaves retryAfterMs undefined on 429 when Retry-After cannot be read', async () => {
    const body = await fixtureText('error-429-security.smarty-address-test.json');
    const fake = new FakeFetch().respond(new Response(body, { status: 429 }));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    assert.equal(error.retryAfterMs, undefined);
  });
});

describe('error body and header parsing', () => {
  it('joins several service messages in order (multi-error fixture)', async () => {
    assert.deepEqual(parseServiceMessages(await fixtureText('error-multi.js-sdk-test.json')), [
      'First problem.',
      'Second problem.',
    ]);
  });

  it('reads the generic error fixture', async () => {
    assert.deepEqual(parseServiceMessages(await fixtureText('error-generic.smarty-address-test.json')), [
      'Something went wrong',
    ]);
  });

  it('ignores bodies of any other shape', () => {
    assert.deepEqual(parseServiceMessages(''), []);
    assert.deepEqual(parseServiceMessages('{"errors":"nope"}'), []);
    assert.deepEqual(parseServiceMessages('[1,2]'), []);
    assert.deepEqual(parseServiceMessages('{"errors":[{"id":1},{"message":42}]}'), []);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    assert.equal(parseRetryAfter('0'), 0);
    assert.equal(parseRetryAfter(' 12 '), 12000);
    const now = Date.parse('2026-11-22T10:00:00Z');
    assert.equal(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now), 5000);
    assert.equal(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now), 0);
    assert.equal(parseRetryAfter(null), undefined);
    assert.equal(parseRetryAfter('soon'), undefined);
  });

  it('maps unusual statuses conservatively', () => {
    assert.equal(codeForStatus(413), 'bad-request');
    assert.equal(codeForStatus(302), 'bad-response');
  });
});
