// The simulator as the documentation site's service worker runs it (demo/simulator/worker-shell.js over the lookup
// core): production-host requests answered as the Node server answers the same query, the key and host checks, and
// the data slices the site's build writes giving the same answers as the npm packages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startSimulatorServer } from '../../demo/simulator/server.js';
import { PRODUCTION_HOSTS, createWorkerShell, demoKeysFor } from '../../demo/simulator/worker-shell.js';
import { writeSliceFiles } from '../../demo/simulator/data/slice-files.js';
import { DATA_QUERIES, ROUTE_QUERIES } from '../support/simulator-queries.js';

const DOCS_PAGE = 'https://docs.example/guide/examples.html';
const worker = () => createWorkerShell({ keys: demoKeysFor('docs.example') });

/**
 * The worker's answer to a GET of a production URL from a page.
 * @param {ReturnType<typeof worker>} shell
 * @param {string} url
 * @param {{ page?: string | null, referrer?: string, method?: string }} [from] `page: null`: no client
 */
async function ask(shell, url, { page = DOCS_PAGE, referrer, method = 'GET' } = {}) {
  const response = await shell.respond(new Request(url, { method, referrer }), page ?? undefined);
  assert.ok(response, `the worker answers ${url}`);
  return response;
}

let simulator;
before(async () => {
  simulator = await startSimulatorServer({ port: 0, warmUp: false });
});
after(() => simulator.close());

/** The Node server's answer to the same query at the simulator route of a production URL. */
function askNode(url) {
  const production = new URL(url);
  const base = PRODUCTION_HOSTS[production.hostname];
  return fetch(`${simulator.url}${base}${production.pathname}${production.search}`, {
    headers: { Origin: 'http://localhost:5173' },
  });
}

test('answers each production route as the Node server answers the same query', async () => {
  const shell = worker();
  const queries = [...ROUTE_QUERIES];
  // The fifth route: a detail of the summary's first candidate.
  const summary = await (await askNode(ROUTE_QUERIES[3].url)).json();
  const addressId = encodeURIComponent(summary.candidates[0].address_id);
  queries.push({
    name: 'international detail',
    url: `https://international-autocomplete.api.smarty.com/v2/lookup/${addressId}?key=demo-embedded-key&country=CAN`,
  });
  for (const { name, url } of queries) {
    const [fromWorker, fromNode] = await Promise.all([ask(shell, url), askNode(url)]);
    assert.equal(fromWorker.status, 200, name);
    assert.equal(fromWorker.status, fromNode.status, name);
    for (const header of ['content-type', 'cache-control', 'access-control-allow-origin']) {
      assert.equal(fromWorker.headers.get(header), fromNode.headers.get(header), `${name}: ${header}`);
    }
    const [workerBody, nodeBody] = [await fromWorker.json(), await fromNode.json()];
    assert.deepEqual(workerBody, nodeBody, name);
    assert.ok(JSON.stringify(workerBody).length > 50, `${name} answers with data: ${JSON.stringify(workerBody)}`);
  }
});

test('refuses a wrong key, a foreign page and a request that names no host with 401', async () => {
  const shell = worker();
  const url = (key) => `https://us-autocomplete.api.smarty.com/v2/lookup?key=${key}&search=1600`;
  const wrongKey = await ask(shell, url('not-a-key'));
  assert.equal(wrongKey.status, 401);
  assert.match((await wrongKey.json()).errors[0].message, /not valid/);
  const foreign = await ask(shell, url('demo-embedded-key'), { page: 'https://evil.example/' });
  assert.equal(foreign.status, 401);
  assert.match((await foreign.json()).errors[0].message, /evil\.example/);
  const nobody = await ask(shell, url('demo-embedded-key'), { page: null });
  assert.equal(nobody.status, 401);
  // Without a client, the referrer names the page.
  const referred = await ask(shell, url('demo-embedded-key'), { page: null, referrer: DOCS_PAGE });
  assert.equal(referred.status, 200);
  // localhost stays authorized, as for the Node server.
  assert.equal((await ask(shell, url('demo-embedded-key'), { page: 'http://localhost:5173/' })).status, 200);
  assert.equal((await ask(shell, url('demo-no-subscription-key'))).status, 402);
});

test('rate-limits as the Node server does, and answers a preflight with its CORS headers', async () => {
  const shell = worker();
  const url = 'https://us-autocomplete.api.smarty.com/v2/lookup?key=demo-throttled-key&search=1';
  const statuses = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await ask(shell, url)).status);
  assert.deepEqual(statuses, [200, 200, 429]);
  const preflight = await ask(shell, url, { method: 'OPTIONS' });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET, OPTIONS');
});

test('leaves every other request to the network', () => {
  const shell = worker();
  for (const url of [
    'https://docs.example/simulator-sw.js',
    'http://us-autocomplete.api.smarty.com/v2/lookup?search=1',
    'https://us-extract.api.smarty.com/',
    'https://api.smarty.com/v2/lookup',
  ]) {
    assert.equal(shell.respond(new Request(url), DOCS_PAGE), undefined, url);
  }
});

test("the build's data slices give the handlers the same answers as the npm packages", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'simulator-data-'));
  try {
    const written = await writeSliceFiles(dir);
    assert.ok(written.includes('us.json') && written.includes('jp.json') && written.includes('cities-CA.json'));
    const child = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        new URL('../../.config/typescript.mjs', import.meta.url).pathname,
        new URL('../support/preloaded-answers.js', import.meta.url).pathname,
        dir,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { answers, fetched } = JSON.parse(child.stdout);
    const shell = worker();
    for (const [index, url] of DATA_QUERIES.entries()) {
      const expected = await (await ask(shell, url)).json();
      assert.deepEqual(answers[index], expected, url);
      assert.ok(JSON.stringify(expected).length > 50, `${url} answers with data: ${JSON.stringify(expected)}`);
    }
    // Each slice fetched once, and only those the queries need.
    assert.deepEqual([...fetched].sort(), [
      'cities-CA.json',
      'cities-DE.json',
      'cities-FR.json',
      'cities-GB.json',
      'cities-JP.json',
      'jp.json',
      'us.json',
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
