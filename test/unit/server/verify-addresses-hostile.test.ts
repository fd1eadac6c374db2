// verifyAddresses under hostile input and a hostile network: a redirect from the US Street host is not followed (the
// addresses and the credentials would go wherever it points), tried over real sockets; and an error quotes at most a
// few dozen characters of a submitted value, so a megabyte field cannot become a megabyte log line or answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { verifyAddresses } from '../../../src/server/verify-addresses.js';
import { AddressError } from '../../../src/api/errors.js';

const SECRET = { authId: 'hostile-test-id', authToken: 'hostile-test-token' };
const ADDRESS = { line1: '1600 Pennsylvania Ave', postalCode: '43571' };

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test('a 307 or 301 from US Street is not followed: nothing reaches the other host, and the error says why', async () => {
  const reached: string[] = [];
  const elsewhere = createServer((req, res) => {
    reached.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]');
  });
  const otherUrl = await listen(elsewhere);
  let status = 307;
  const redirecting = createServer((_req, res) => {
    res.writeHead(status, { Location: `${otherUrl}/street-address` }).end();
  });
  const baseUrl = await listen(redirecting);
  try {
    for (const code of [307, 308, 301, 302]) {
      status = code;
      await assert.rejects(
        verifyAddresses([ADDRESS], { ...SECRET, baseUrl }),
        (error: unknown) =>
          error instanceof AddressError &&
          error.code === 'bad-response' &&
          error.status === code &&
          /redirect \(\d+\), which is not followed/.test(error.message),
      );
    }
    assert.deepEqual(reached, [], 'the addresses were posted nowhere else');
  } finally {
    for (const server of [elsewhere, redirecting]) {
      server.closeAllConnections();
      server.close();
    }
  }
});

test('an over-long field is quoted by its first 40 characters, JSON-escaped, with its length', async () => {
  const country = `Narnia\n${'x'.repeat(1_000_000)}\nmore`;
  await assert.rejects(verifyAddresses([{ ...ADDRESS, country }], SECRET), (error: unknown) => {
    assert.ok(error instanceof RangeError);
    assert.ok(error.message.length < 200, `${error.message.length} characters`);
    assert.doesNotMatch(error.message, /\n/);
    assert.equal(
      error.message,
      `addresses[0].country is "Narnia\\n${'x'.repeat(33)}" (1000012 characters): US Street verifies US addresses only.`,
    );
    return true;
  });
  await assert.rejects(verifyAddresses([{ ...ADDRESS, country: 'Canada' }], SECRET), /country is "Canada": US Street/);
});
