import { expect } from '@open-wc/testing';
import { AddressError } from '../../../src/api/errors.js';
import { codeForStatus, getJson, parseRetryAfter, parseServiceMessages } from '../../../src/api/http.js';
import { buildUrl } from '../../../src/api/request-url.js';
import { FakeFetch, fixtureText, jsonResponse } from '../support/fake-fetch.js';
import { thrown } from '../support/thrown.js';

async function rejection(promise: Promise<unknown>): Promise<AddressError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(AddressError);
    return error as AddressError;
  }
  throw new Error('expected a rejection');
}

describe('buildUrl', () => {
  it('encodes # as %23 so the service does not read it as a fragment', () => {
    const url = buildUrl('https://example.test', '/lookup', [['search', '123 Main St #4']]);
    expect(url.search).to.equal('?search=123+Main+St+%234');
    expect(url.hash).to.equal('');
  });

  it('encodes +, & and = inside values', () => {
    const url = buildUrl('https://example.test', '/lookup', [['search', 'A+B & C=D']]);
    expect(url.search).to.equal('?search=A%2BB+%26+C%3DD');
    expect(url.searchParams.get('search')).to.equal('A+B & C=D');
  });

  it('sends emoji and CJK as UTF-8', () => {
    const url = buildUrl('https://example.test', '/lookup', [['search', '東京 🏠']]);
    expect(url.search).to.equal('?search=%E6%9D%B1%E4%BA%AC+%F0%9F%8F%A0');
  });

  it('leaves out empty and undefined values', () => {
    const url = buildUrl('https://example.test', '/lookup', [
      ['a', ''],
      ['b', undefined],
      ['c', 0],
      ['d', 'x'],
    ]);
    expect(url.search).to.equal('?c=0&d=x');
  });

  it('tolerates a trailing slash and keeps a base path', () => {
    expect(buildUrl('https://proxy.test/smarty/', '/v2/lookup', []).href).to.equal(
      'https://proxy.test/smarty/v2/lookup',
    );
    expect(buildUrl('https://proxy.test/smarty//', '/v2/lookup', []).href).to.equal(
      'https://proxy.test/smarty/v2/lookup',
    );
  });

  it('resolves a relative base against the page, and allows http: (proxies, the simulator)', () => {
    expect(buildUrl('/us-autocomplete', '/lookup', []).href).to.equal(`${location.origin}/us-autocomplete/lookup`);
    expect(buildUrl('http://127.0.0.1:8787/us-street', '/street-address', []).protocol).to.equal('http:');
  });

  it('keeps a query string on the base URL and appends ours after it', () => {
    const url = buildUrl('/us-autocomplete?simulator_fault=latency:50#frag', '/v2/lookup', [['key', 'k']]);
    expect(url.pathname).to.equal('/us-autocomplete/v2/lookup');
    expect(url.search).to.equal('?simulator_fault=latency%3A50&key=k');
    expect(url.hash).to.equal('');
  });

  it('refuses a base URL that is not http(s), naming baseUrl', () => {
    const error = thrown(() => buildUrl('javascript:alert(1)', '/lookup', []));
    expect(error.code).to.equal('config');
    expect(error.option).to.equal('baseUrl');
    expect(error.message).to.equal('baseUrl: "javascript:alert(1)" must be an http: or https: URL');
  });

  it('refuses secret-key credentials in the base URL query, in any case, without repeating the secret', () => {
    for (const base of [
      'https://proxy.test/smarty?auth-id=ID123&auth-token=TOKEN456',
      '/us-autocomplete?x=1&AUTH-TOKEN=TOKEN456',
      'https://proxy.test/?Auth-Id=ID123',
      'https://proxy.test/?auth%2Dtoken=TOKEN456',
    ]) {
      const error = thrown(() => buildUrl(base, '/lookup', []));
      expect(error.code, base).to.equal('config');
      expect(error.option, base).to.equal('baseUrl');
      expect(error.message, base).to.match(/^baseUrl: its query carries "auth-(id|token)"/i);
      expect(error.message, base).to.contain('secret');
      expect(error.message, base).to.not.contain('TOKEN456');
      expect(error.message, base).to.not.contain('ID123');
    }
  });

  it('refuses a key in the base URL query, in any case: it would send a second key', () => {
    for (const base of ['https://proxy.test/?key=other-key', '/intl?KEY=other-key', 'https://proxy.test/?a=1&Key=']) {
      const error = thrown(() => buildUrl(base, '/lookup', [['key', 'k']]));
      expect(error.code, base).to.equal('config');
      expect(error.option, base).to.equal('baseUrl');
      expect(error.message, base).to.match(/^baseUrl: its query carries "key"/i);
      expect(error.message, base).to.contain('embeddedKey');
      expect(error.message, base).to.not.contain('other-key');
    }
  });

  it('still keeps other query parameters whose names merely contain those words', () => {
    const url = buildUrl('https://proxy.test/?api_key_hint=1&monkey=2&auth=3', '/lookup', [['key', 'k']]);
    expect(url.search).to.equal('?api_key_hint=1&monkey=2&auth=3&key=k');
  });

  it('refuses a base URL that cannot be parsed, naming baseUrl', () => {
    const error = thrown(() => buildUrl('https://[::1', '/lookup', []));
    expect(error.code).to.equal('config');
    expect(error.option).to.equal('baseUrl');
    expect(error.message).to.match(/^baseUrl: "https:\/\/\[::1" is not a valid URL/);
  });
});

describe('getJson', () => {
  const url = new URL('https://example.test/lookup?key=k');

  it('sends no custom headers, no credentials, and keeps the origin as referrer', async () => {
    const fake = new FakeFetch().respond(jsonResponse({ suggestions: [] }));
    await getJson(url, { fetch: fake.fetch });
    const init = fake.calls[0]!.init!;
    expect(init.method).to.equal('GET');
    expect(init.credentials).to.equal('omit');
    expect(init.referrerPolicy).to.equal('strict-origin-when-cross-origin');
    expect(init.headers).to.equal(undefined);
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
    expect(fake.calls[0]!.init!.signal).to.equal(controller.signal);
    expect(caught).to.be.instanceOf(DOMException);
    expect((caught as DOMException).name).to.equal('AbortError');
  });

  it('maps a rejected fetch (offline, or an error without CORS headers) to network, status 0', async () => {
    const fake = new FakeFetch().respond(new TypeError('Failed to fetch'));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    expect(error.code).to.equal('network');
    expect(error.status).to.equal(0);
  });

  it('maps a 200 whose body is not JSON to bad-response', async () => {
    const fake = new FakeFetch().respond(new Response('<html>proxy login</html>', { status: 200 }));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    expect(error.code).to.equal('bad-response');
    expect(error.status).to.equal(200);
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
      expect(error.code).to.equal(code);
      expect(error.status).to.equal(status);
      expect(error.message).to.contain(String(status));
    });
  }

  it('adds the service messages of a JSON error body (401 fixture)', async () => {
    const body = await fixtureText('error-401.smarty-address-test.json');
    const fake = new FakeFetch().respond(new Response(body, { status: 401 }));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    expect(error.code).to.equal('unauthorized');
    expect(error.serviceMessages).to.deep.equal(['Auth failed']);
    expect(error.message).to.contain('Auth failed');
    expect(error.message).to.contain('authorized hosts');
  });

  it('falls back to the status for a plain-text error body (real 401)', async () => {
    const body = await fixtureText('error-401.real-plaintext.txt');
    const fake = new FakeFetch().respond(
      new Response(body, { status: 401, headers: { 'Content-Type': 'text/plain' } }),
    );
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    expect(error.code).to.equal('unauthorized');
    expect(error.serviceMessages).to.deep.equal([]);
  });

  it('reads a Retry-After header on 429 when it is exposed', async () => {
    const body = await fixtureText('error-429-plan.smarty-address-test.json');
    const fake = new FakeFetch().respond(new Response(body, { status: 429, headers: { 'Retry-After': '3' } }));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    expect(error.code).to.equal('rate-limited');
    expect(error.retryAfterMs).to.equal(3000);
    expect(error.serviceMessages).to.deep.equal(['Rate limited']);
  });

  it('leaves retryAfterMs undefined on 429 when Retry-After cannot be read', async () => {
    const body = await fixtureText('error-429-security.smarty-address-test.json');
    const fake = new FakeFetch().respond(new Response(body, { status: 429 }));
    const error = await rejection(getJson(url, { fetch: fake.fetch }));
    expect(error.retryAfterMs).to.equal(undefined);
  });
});

describe('error body and header parsing', () => {
  it('joins several service messages in order (multi-error fixture)', async () => {
    expect(parseServiceMessages(await fixtureText('error-multi.js-sdk-test.json'))).to.deep.equal([
      'First problem.',
      'Second problem.',
    ]);
  });

  it('reads the generic error fixture', async () => {
    expect(parseServiceMessages(await fixtureText('error-generic.smarty-address-test.json'))).to.deep.equal([
      'Something went wrong',
    ]);
  });

  it('ignores bodies of any other shape', () => {
    expect(parseServiceMessages('')).to.deep.equal([]);
    expect(parseServiceMessages('{"errors":"nope"}')).to.deep.equal([]);
    expect(parseServiceMessages('[1,2]')).to.deep.equal([]);
    expect(parseServiceMessages('{"errors":[{"id":1},{"message":42}]}')).to.deep.equal([]);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('0')).to.equal(0);
    expect(parseRetryAfter(' 12 ')).to.equal(12000);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', now)).to.equal(5000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).to.equal(0);
    expect(parseRetryAfter(null)).to.equal(undefined);
    expect(parseRetryAfter('soon')).to.equal(undefined);
  });

  it('maps unusual statuses conservatively', () => {
    expect(codeForStatus(413)).to.equal('bad-request');
    expect(codeForStatus(302)).to.equal('bad-response');
  });
});
