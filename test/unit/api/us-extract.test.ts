import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AddressError } from '../../../src/api/errors.js';
import { MAX_EXTRACT_BYTES, fitsExtract, parseExtractAnswer, postExtract } from '../../../src/api/us-extract.js';
import { FakeFetch, jsonResponse } from '../support/fake-fetch.js';

const ROUTE = 'https://shop.example/address/us-extract';

const FOUND = {
  text: '1600 Amphitheatre Pkwy, Mountain View, CA 94043',
  line: 2,
  status: 'verified',
  delivery_line_1: '1600 Amphitheatre Pkwy',
  last_line: 'Mountain View CA 94043-1351',
  components: { primary_number: '1600', city_name: 'Mountain View', state_abbreviation: 'CA', zipcode: '94043' },
};

describe("the shop's extract route's answer", () => {
  it('reads the verified addresses and the count found', () => {
    const answer = parseExtractAnswer({ addresses: [FOUND], found: 3 });
    assert.deepEqual(answer, { addresses: [FOUND], found: 3 });
  });

  it('leaves out an address it cannot read, keeps the others, and counts at least what it lists', () => {
    const answer = parseExtractAnswer({
      addresses: [
        FOUND,
        { ...FOUND, status: 'maybe' },
        { ...FOUND, delivery_line_1: '' },
        'text',
        { ...FOUND, line: -1 },
      ],
    });
    assert.deepEqual(
      answer.addresses.map((address) => address.line),
      [2, 1],
    );
    assert.equal(answer.found, 2);
  });

  it('reads a ZIP a proxy turned into a number as its five digits, and refuses an unreadable one', () => {
    const numeric = parseExtractAnswer({ addresses: [{ ...FOUND, components: { zipcode: 2134 } }] });
    assert.equal(numeric.addresses[0].components.zipcode, '02134');
    assert.deepEqual(parseExtractAnswer({ addresses: [{ ...FOUND, components: { zipcode: [] } }] }).addresses, []);
  });

  it('is a bad-response error without an addresses list', () => {
    for (const body of [null, [], { addresses: null }, { found: 1 }]) {
      assert.throws(
        () => parseExtractAnswer(body),
        (error) => error instanceof AddressError && error.code === 'bad-response',
      );
    }
  });
});

describe('postExtract', () => {
  it('POSTs the text as text/plain with same-origin credentials, and reads the answer', async () => {
    const fake = new FakeFetch().respond(jsonResponse({ addresses: [FOUND], found: 1 }));
    const answer = await postExtract(ROUTE, 'Ship to:\n1600 Amphitheatre Pkwy', { fetch: fake.fetch });
    assert.equal(answer.addresses[0].delivery_line_1, '1600 Amphitheatre Pkwy');
    const [{ url, init }] = fake.calls;
    assert.equal(url.href, ROUTE);
    assert.equal(init?.method, 'POST');
    assert.equal(init?.body, 'Ship to:\n1600 Amphitheatre Pkwy');
    assert.equal(init?.credentials, 'same-origin');
    assert.deepEqual(init?.headers, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  it("gives the route's status as the lookups' error codes, with Retry-After on a 429", async () => {
    const fake = new FakeFetch().respond(
      jsonResponse({ errors: [{ message: 'Too large.' }] }, { status: 413 }),
      jsonResponse({ errors: [{ message: 'Slow down.' }] }, { status: 429, headers: { 'Retry-After': '7' } }),
    );
    await assert.rejects(postExtract(ROUTE, 'x', { fetch: fake.fetch }), (error: AddressError) => {
      assert.equal(error.code, 'bad-request');
      assert.equal(error.status, 413);
      assert.match(error.message, /Too large\./);
      return true;
    });
    await assert.rejects(postExtract(ROUTE, 'x', { fetch: fake.fetch }), (error: AddressError) => {
      assert.equal(error.code, 'rate-limited');
      assert.equal(error.retryAfterMs, 7000);
      return true;
    });
  });

  it('is a network error when the route cannot be reached, and a bad-response for a 200 that is not JSON', async () => {
    const fake = new FakeFetch().respond(new TypeError('fetch failed'), new Response('<html>', { status: 200 }));
    await assert.rejects(postExtract(ROUTE, 'x', { fetch: fake.fetch }), { code: 'network' });
    await assert.rejects(postExtract(ROUTE, 'x', { fetch: fake.fetch }), { code: 'bad-response' });
  });

  it('lets an abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    const fake = new FakeFetch().respond(new DOMException('aborted', 'AbortError'));
    await assert.rejects(postExtract(ROUTE, 'x', { fetch: fake.fetch, signal: controller.signal }), {
      name: 'AbortError',
    });
  });
});

describe('fitsExtract', () => {
  it("counts the route's 64 KB limit in UTF-8 bytes, not in characters", () => {
    assert.equal(fitsExtract('a'.repeat(MAX_EXTRACT_BYTES)), true);
    assert.equal(fitsExtract('a'.repeat(MAX_EXTRACT_BYTES + 1)), false);
    // Three bytes each in UTF-8: 21,846 of them are 65,538 bytes.
    assert.equal(fitsExtract('—'.repeat(21_845)), true);
    assert.equal(fitsExtract('—'.repeat(21_846)), false);
  });
});
