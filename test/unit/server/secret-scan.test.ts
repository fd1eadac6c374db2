// The secret never leaves the server: with a distinctive secret key, every route and every failure is run, and every
// response (status line, headers, body), every console call and every error message thrown or logged is scanned
// for the token, the id, their URL-encoded forms and their base64 (alone and as the Basic pair).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createAddressHandler, type AddressHandler } from '../../../src/server/address-handler.js';
import type { AddressHandlerOptions } from '../../../src/server/handler-options.js';
import { nodeListener } from '../../../src/server/node-listener.js';
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  SHOP,
  pageGet,
  pagePost,
  recordingFetch,
  simulatorUpstream,
  startSimulator,
  type Simulator,
} from './handler-harness.js';

const ID = 'scanid-5f2c81e0-aa77';
const TOKEN = 'TOKEN+zq81/very=distinctive';
const WRONG_TOKEN = 'WRONGTOKEN-4d1c-not-the-pair';
const forbidden = (id: string, token: string) => [
  id,
  token,
  encodeURIComponent(id),
  encodeURIComponent(token),
  btoa(id),
  btoa(token),
  btoa(`${id}:${token}`),
  // The Basic form another runtime could print.
  Buffer.from(`${id}:${token}`).toString('base64url'),
];
const FORBIDDEN = [...forbidden(ID, TOKEN), ...forbidden(ID, WRONG_TOKEN)];

let simulator: Simulator;
const captured: string[] = [];
const consoleMethods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
const originals = consoleMethods.map((name) => console[name]);
before(async () => {
  simulator = await startSimulator({ secrets: { [ID]: TOKEN }, requestsPerSecond: 10_000 });
  for (const name of consoleMethods) {
    console[name] = (...args: unknown[]) => {
      captured.push(
        `console.${name}: ${args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' ')}`,
      );
    };
  }
});
after(async () => {
  consoleMethods.forEach((name, index) => (console[name] = originals[index]));
  await simulator.close();
});

/** Everything a response shows: its status line, each header, its body. */
async function capture(response: Response): Promise<string> {
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  const text = `HTTP/1.1 ${response.status} ${response.statusText}\n${headers}\n\n${await response.text()}`;
  captured.push(text);
  return text;
}

function handlerWith(options: Partial<AddressHandlerOptions> = {}, fault?: string): AddressHandler {
  const recorder = recordingFetch(fault);
  return createAddressHandler({
    authId: ID,
    authToken: TOKEN,
    allowedOrigins: [SHOP],
    upstream: simulatorUpstream(simulator),
    fetch: recorder.fetch,
    ...options,
  });
}

const LOOKUPS = [
  '/address/us-autocomplete/v2/lookup?search=123+Main',
  '/address/us-autocomplete/lookup?search=123+Main',
  '/address/international-autocomplete/v2/lookup?country=CAN&search=100',
  '/address/us-street/street-address?street=1600+Pennsylvania+Ave&zipcode=43571',
  '/address/international-postal-code/lookup?country=USA&postal_code=80301',
];
const TEXT = '1600 Pennsylvania Ave Apt 2, Whitehouse, OH 43571';

test('every route and every failure: no response, console line or error carries the secret', async () => {
  const recorder = recordingFetch();
  const handler = handlerWith({ fetch: recorder.fetch });
  const statuses: number[] = [];
  const run = async (response: Promise<Response>) => {
    const answer = await response;
    statuses.push(answer.status);
    return capture(answer);
  };
  for (const path of LOOKUPS) await run(handler(pageGet(path), { clientAddress: '203.0.113.7' }));
  const summary = JSON.parse((await run(handler(pageGet(LOOKUPS[2])))).split('\n\n')[1]);
  await run(
    handler(
      pageGet(
        `/address/international-autocomplete/v2/lookup/${encodeURIComponent(summary.candidates[0].address_id)}?country=CAN`,
      ),
    ),
  );
  await run(handler(pagePost('/address/us-extract', TEXT)));
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 200], 'the secret works upstream');
  assert.equal(recorder.requests[0].headers.get('Authorization'), `Basic ${btoa(`${ID}:${TOKEN}`)}`);

  // Refusals: 404, 405, 403, 415, 413, 400 (blank, not UTF-8), malformed lookups (the service's 400 and 422).
  await run(handler(pageGet('/address/nothing')));
  await run(handler(pagePost(LOOKUPS[0], 'x')));
  await run(handler(new Request(`${SHOP}${LOOKUPS[0]}`, { headers: { Origin: 'https://evil.example' } })));
  await run(handler(pagePost('/address/us-extract', TEXT, { 'Content-Type': 'application/json' })));
  await run(handler(pagePost('/address/us-extract', 'x'.repeat(70_000))));
  await run(handler(pagePost('/address/us-extract', '   ')));
  await run(handler(pagePost('/address/us-extract', new Uint8Array([0xff]))));
  await run(handler(pageGet(`/address/us-street/street-address?city=Boulder&auth-token=${TOKEN}`)));
  await run(handler(pageGet(`/address/us-autocomplete/v2/lookup?search=&auth-id=${ID}`)));

  // Throttled: 429.
  const throttled = handlerWith({
    throttle: { capacity: 10, refillPerSecond: 1 },
    extract: { maxBytes: 1024, maxLines: 10 },
    now: () => 0,
  });
  for (let index = 0; index < 11; index++) await run(throttled(pageGet(`${LOOKUPS[0]}${index}`)));
  // The service refuses the pair (a wrong token): 401, for a lookup and for the extract.
  const wrong = handlerWith({ authToken: WRONG_TOKEN });
  await run(wrong(pageGet(LOOKUPS[0])));
  await run(wrong(pagePost('/address/us-extract', TEXT)));
  // The service fails, throttles, hangs; cannot be reached.
  for (const fault of ['status:500', 'status:503', 'status:429,retry-after:3', 'malformed']) {
    await run(handlerWith({}, fault)(pageGet(LOOKUPS[0])));
    await run(handlerWith({}, fault)(pagePost('/address/us-extract', TEXT)));
  }
  await run(handlerWith({ timeoutMs: 200 }, 'hang')(pageGet(LOOKUPS[0])));
  await run(handlerWith({ upstream: { usAutocomplete: 'http://127.0.0.1:9' } })(pageGet(LOOKUPS[0])));

  // A service, a network stack and a store that quote the credentials in their messages are redacted.
  const basic = btoa(`${ID}:${TOKEN}`);
  const quoting = `auth-id ${ID}, auth-token ${TOKEN} (${encodeURIComponent(TOKEN)}), header Basic ${basic}`;
  const echoing = handlerWith({
    fetch: async () => Response.json({ errors: [{ message: quoting }] }, { status: 400 }),
  });
  await run(echoing(pageGet(LOOKUPS[0])));
  await run(echoing(pagePost('/address/us-extract', TEXT)));
  const throwing = handlerWith({
    fetch: async (input) => {
      throw new TypeError(`fetch failed for ${String(input)}?auth-token=${encodeURIComponent(TOKEN)}: ${quoting}`);
    },
    throttle: {
      store: {
        take: () => {
          throw new Error(`store refused ${quoting}`);
        },
      },
    },
  });
  await run(throwing(pageGet(LOOKUPS[0]), { clientAddress: '203.0.113.7' }));

  // Misconfigurations throw at creation, naming the option and never the value.
  const errors: string[] = [];
  for (const options of [
    { authId: ID, authToken: `${TOKEN} ` },
    { authId: `${ID}\n`, authToken: TOKEN },
    { authId: ID, authToken: '' },
    { authId: ID, authToken: TOKEN, allowedOrigins: [`https://${TOKEN}.example/path`] },
    { authId: ID, authToken: TOKEN, upstream: { usStreet: `ftp://${ID}:${TOKEN}@host` } },
  ]) {
    try {
      createAddressHandler({ allowedOrigins: [SHOP], ...options } as AddressHandlerOptions);
      assert.fail(`accepted ${JSON.stringify(Object.keys(options))}`);
    } catch (error) {
      assert.ok(error instanceof TypeError || error instanceof RangeError);
      errors.push(`${error.message}\n${error.stack}`);
    }
  }
  captured.push(...errors);

  // The Node adapter's own answers, read off the socket.
  const server = createServer(nodeListener(handler));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  for (const path of [LOOKUPS[0], '/address/nothing']) {
    await run(fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } }));
  }
  server.close();

  assert.ok(statuses.includes(401) && statuses.includes(504) && statuses.includes(502) && statuses.includes(429));
  assert.ok(statuses.includes(413) && statuses.includes(415) && statuses.includes(403) && statuses.includes(422));
  assert.equal(statuses.length, 45, 'every response was captured');
  for (const text of captured) {
    for (const secret of FORBIDDEN) {
      assert.ok(!text.toLowerCase().includes(secret.toLowerCase()), `"${secret}" appears in:\n${text}`);
    }
  }
  assert.ok(
    captured.some((line) => line.includes('[redacted]')),
    'the quoting service was redacted, not silenced',
  );
  assert.ok(
    captured.some((line) => line.startsWith('console.warn')),
    'the handler logged its failures',
  );
});
