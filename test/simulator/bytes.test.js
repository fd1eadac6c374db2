// bytes.js replaces Node's Buffer in the handlers (so that they run in a service worker): each function must give
// what the Buffer call it replaces gives, lenient Base64 decoding included, since ids come back from clients.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromBase64, latin1, textToBase64Url, toBase64, utf8Length } from '../../demo/simulator/bytes.js';

const CHARACTERS = 'ABCabc019+/-_= \n!é丸😀';

/** Deterministic strings of up to 15 characters over CHARACTERS (a linear congruential generator). */
function* strings(count) {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < count; i += 1) {
    const length = next() % 16;
    yield Array.from({ length }, () => [...CHARACTERS][next() % [...CHARACTERS].length]).join('');
  }
}

test('decodes Base64 and base64url as Buffer.from does, whatever the input', () => {
  for (const text of strings(20000)) {
    for (const encoding of /** @type {const} */ (['base64', 'base64url'])) {
      assert.deepEqual([...fromBase64(text)], [...Buffer.from(text, encoding)], `${encoding} ${JSON.stringify(text)}`);
    }
  }
});

test('encodes, reads bytes as latin1 and counts UTF-8 bytes as Buffer does', () => {
  for (const text of strings(20000)) {
    const bytes = new Uint8Array(Buffer.from(text));
    assert.equal(toBase64(bytes), Buffer.from(bytes).toString('base64'));
    assert.equal(latin1(bytes), Buffer.from(bytes).toString('latin1'));
    assert.equal(textToBase64Url(text), Buffer.from(text).toString('base64url'));
    assert.equal(utf8Length(text), Buffer.byteLength(text, 'utf8'));
  }
});
