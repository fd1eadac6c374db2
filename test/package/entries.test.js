// The package as a consumer's bundler sees it (run after `npm run build`): each entry bundled alone with esbuild,
// minified, through the package's `exports`, with Lit and floating-ui resolved from node_modules as an app would.
// Bytes are deterministic, so they are checked here; the figures are printed for docs/performance/index.md.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const kB = (bytes) => (bytes / 1000).toFixed(2);

const root = fileURLToPath(new URL('../../', import.meta.url));
let consumer;

before(() => {
  assert.ok(existsSync(join(root, 'dist/index.js')), 'dist/ is missing: run `npm run build` first');
  consumer = mkdtempSync(join(tmpdir(), 'address-autocomplete-consumer-'));
  mkdirSync(join(consumer, 'node_modules'));
  // A symlink, as `npm link` or a workspace would make; esbuild follows it to the real files.
  symlinkSync(root, join(consumer, 'node_modules/address-autocomplete-elements'), 'dir');
  writeFileSync(join(consumer, 'package.json'), '{ "type": "module" }');
});

after(() => rmSync(consumer, { recursive: true, force: true }));

/** The minified bundle of an app whose whole code is `source`, built with the bundler's `conditions`. */
async function bundle(source, conditions = []) {
  const result = await build({
    conditions,
    stdin: { contents: source, resolveDir: consumer, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  const gzip = gzipSync(code, { level: 9 }).length;
  const condition = conditions.length > 0 ? ` (${conditions.join(', ')})` : '';
  console.log(`  ${JSON.stringify(source)}${condition}: ${kB(code.length)} kB minified, ${kB(gzip)} kB gzip`);
  return code;
}

/** Text only the international element's code has: its country table and its service host. */
const INTERNATIONAL = ['AFG ALB DZA', 'international-autocomplete.api.smarty.com'];
/** Text only the US element's code has: its filter rules and its service host. (Both tag names are in the shared
 * stylesheet, so they tell nothing.) */
const US = ['includeOnlyCities', 'us-autocomplete.api.smarty.com'];
/** Text only the postal code element's code has: its service host and its tag's definition. */
const POSTAL = ['international-postal-code.api.smarty.com', '"postal-code-autocomplete",'];

test('./api: lookupUsV2 alone is at most 10.2 kB minified, with no Lit, no elements and no country table', async () => {
  const code = await bundle(
    "import { lookupUsV2 } from 'address-autocomplete-elements/api'; globalThis.lookup = lookupUsV2;",
  );
  assert.ok(code.length <= 10_200, `${code.length} bytes`);
  for (const text of ['customElements', 'HTMLElement', 'address-autocomplete-popup', ...INTERNATIONAL]) {
    assert.ok(!code.includes(text), `the bundle contains "${text}"`);
  }
});

test('the root entry shakes too: lookupUsV2 from "address-autocomplete-elements" is as small', async () => {
  const code = await bundle(
    "import { lookupUsV2 } from 'address-autocomplete-elements'; globalThis.lookup = lookupUsV2;",
  );
  assert.ok(code.length <= 10_200, `${code.length} bytes`);
});

test('./us defines the US element only, without the international source or its country table', async () => {
  const code = await bundle("import 'address-autocomplete-elements/us';");
  for (const text of US) assert.ok(code.includes(text), `lacks "${text}"`);
  for (const text of INTERNATIONAL) assert.ok(!code.includes(text), `contains "${text}"`);
});

test('./intl defines the international element only, without the US filter rules', async () => {
  const code = await bundle("import 'address-autocomplete-elements/intl';");
  for (const text of INTERNATIONAL) assert.ok(code.includes(text), `lacks "${text}"`);
  for (const text of US) assert.ok(!code.includes(text), `contains "${text}"`);
});

test('./address defines <address-autocomplete> with both services, without the two single-service tags', async () => {
  const code = await bundle("import 'address-autocomplete-elements/address';");
  for (const text of [...US, ...INTERNATIONAL]) assert.ok(code.includes(text), `lacks "${text}"`);
  for (const text of ["'us-address-autocomplete',", "'intl-address-autocomplete',"]) {
    assert.ok(!code.includes(text.replaceAll("'", '"')) && !code.includes(text), `defines ${text}`);
  }
});

test('./postal defines <postal-code-autocomplete> alone, without the street services or their tags', async () => {
  const code = await bundle("import 'address-autocomplete-elements/postal';");
  for (const text of POSTAL) assert.ok(code.includes(text), `lacks "${text}"`);
  for (const text of [...US, INTERNATIONAL[1]]) assert.ok(!code.includes(text), `contains "${text}"`);
  for (const text of ["'us-address-autocomplete',", "'intl-address-autocomplete',", "'address-autocomplete',"]) {
    assert.ok(!code.includes(text.replaceAll("'", '"')) && !code.includes(text), `defines ${text}`);
  }
});

test('./define carries every element', async () => {
  const code = await bundle("import 'address-autocomplete-elements/define';");
  for (const text of [...US, ...INTERNATIONAL, ...POSTAL]) assert.ok(code.includes(text), `lacks "${text}"`);
});

test('./api imports in Node under the browser condition (no DOM at import time)', () => {
  const script =
    "const api = await import('address-autocomplete-elements/api'); if (typeof api.lookupUsV2 !== 'function') process.exit(1);";
  for (const conditions of [[], ['--conditions=browser']]) {
    execFileSync(process.execPath, [...conditions, '--input-type=module', '-e', script], {
      cwd: consumer,
      stdio: 'pipe',
    });
  }
});

test("the script-tag and CDN bundles ship the stylesheet without the source's comments", () => {
  for (const file of ['dist/address-autocomplete.iife.js', 'dist/address-autocomplete.bundled.js']) {
    const code = readFileSync(join(root, file), 'utf8');
    const start = code.indexOf('@layer address-autocomplete');
    assert.ok(start >= 0, `${file} has no stylesheet`);
    const stylesheet = code.slice(start, code.indexOf('`', start));
    assert.ok(stylesheet.length > 1000, `${file}: the stylesheet is cut short`);
    assert.equal(stylesheet.match(/\/\*[\s\S]*?\*\//g), null, `${file} ships CSS comments`);
  }
});

/** A sentence only the development build's explanation of a state filter code has. */
const LONG_MESSAGE = 'is not the USPS code of a US state, district or territory';

test('the default build carries short messages; the `development` condition the long explanations', async () => {
  for (const entry of ['us', 'define', 'api']) {
    const source = `import * as entry from 'address-autocomplete-elements/${entry}'; globalThis.entry = entry;`;
    const production = await bundle(source);
    const development = await bundle(source, ['development']);
    assert.ok(!production.includes(LONG_MESSAGE), `./${entry} ships the long message`);
    assert.ok(production.includes('is no state'), `./${entry} lacks the short message`);
    assert.ok(development.includes(LONG_MESSAGE), `./${entry} under "development" lacks the long message`);
  }
});

test('./locales/<tag>: a side-effect import that carries its language and the registry, nothing of the elements', async () => {
  const code = await bundle("import 'address-autocomplete-elements/locales/de';");
  assert.ok(code.includes('Adressvorschl'), 'lacks the German texts');
  assert.ok(code.includes('address-autocomplete-elements.locales'), 'lacks the page-wide registry');
  for (const text of [...US, ...INTERNATIONAL, 'ReactiveElement']) assert.ok(!code.includes(text), `carries ${text}`);
  const withElements = await bundle(
    "import 'address-autocomplete-elements/locales/de'; import 'address-autocomplete-elements/us';",
  );
  assert.ok(withElements.includes('Adressvorschl'), 'a bundler dropped the side-effect import');
});

test('every language file is one script with no import or export, so that it is also a <script src>', () => {
  const languages = readdirSync(join(root, 'src/locales')).map((name) => name.replace(/\.ts$/, ''));
  assert.ok(languages.length >= 15, `only ${languages.length} languages`);
  for (const tag of languages) {
    const code = readFileSync(join(root, `dist/locales/${tag}.js`), 'utf8');
    assert.doesNotMatch(code, /(^|[;}\s])(import|export)[\s{*]/, `dist/locales/${tag}.js imports or exports`);
    assert.match(readFileSync(join(root, `dist/locales/${tag}.d.ts`), 'utf8'), /export \{\};/);
    console.log(`  dist/locales/${tag}.js: ${kB(gzipSync(code, { level: 9 }).length)} kB gzip`);
  }
});

test('./server: verifyAddresses and compareToCandidate bundled alone carry no Lit, no DOM and no element code', async () => {
  const code = await bundle(
    "import { verifyAddresses, compareToCandidate } from 'address-autocomplete-elements/server'; globalThis.entry = { verifyAddresses, compareToCandidate };",
  );
  assert.ok(code.includes('street-address'), 'the bundle lacks the US Street path');
  for (const text of [
    'customElements',
    'HTMLElement',
    'document.',
    'window.',
    'ReactiveElement',
    'attachShadow',
    'address-autocomplete-popup',
    ...INTERNATIONAL,
    ...US,
  ]) {
    assert.ok(!code.includes(text), `the bundle contains "${text}"`);
  }
});

test('./server: createAddressHandler and nodeListener bundled alone: standard fetch code, no node: import, no DOM', async () => {
  const code = await bundle(
    "import { createAddressHandler, nodeListener } from 'address-autocomplete-elements/server'; globalThis.entry = { createAddressHandler, nodeListener };",
  );
  for (const text of ['us-extract.api.smarty.com', 'X-Forwarded-For', 'Sec-Fetch-Site']) {
    assert.ok(code.includes(text), `the bundle lacks "${text}"`);
  }
  for (const text of [
    'node:',
    'require(',
    'customElements',
    'HTMLElement',
    'document.',
    'window.',
    'ReactiveElement',
    'address-autocomplete-popup',
    // The US filter rules: the handler passes parameter names on and leaves their values to the service.
    US[0],
  ]) {
    assert.ok(!code.includes(text), `the bundle contains "${text}"`);
  }
});

test('./server imports in Node and verifies against nothing until called', () => {
  const script = [
    "const server = await import('address-autocomplete-elements/server');",
    "if (typeof server.verifyAddresses !== 'function' || typeof server.compareToCandidate !== 'function') process.exit(1);",
    "await server.verifyAddresses('nope', { authId: 'a', authToken: 'b' }).then(() => process.exit(2), (e) => { if (!(e instanceof TypeError)) process.exit(3); });",
    "if (typeof server.createAddressHandler !== 'function' || typeof server.nodeListener !== 'function') process.exit(4);",
    "try { server.createAddressHandler({ authId: 'a', authToken: 'b', allowedOrigins: [] }); process.exit(5); } catch (e) { if (!(e instanceof TypeError)) process.exit(6); }",
    "const handler = server.createAddressHandler({ authId: 'a', authToken: 'b', allowedOrigins: ['https://shop.example'] });",
    "const answer = await handler(new Request('https://shop.example/address/nowhere'));",
    'if (answer.status !== 404) process.exit(7);',
  ].join(' ');
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer, stdio: 'pipe' });
});

test('./server/redis: createRedisThrottleStore alone is small and carries no Redis client, no node: import, no DOM', async () => {
  const code = await bundle(
    "import { createRedisThrottleStore } from 'address-autocomplete-elements/server/redis'; globalThis.entry = createRedisThrottleStore;",
  );
  assert.ok(code.length <= 3000, `${code.length} bytes`);
  for (const text of ['EVALSHA', 'NOSCRIPT', "redis.call('HMGET'"]) {
    assert.ok(code.includes(text), `the bundle lacks "${text}"`);
  }
  // node-redis's own code (its client class, its RESP parser) would be there had the store imported it.
  for (const text of ['node:', 'require(', 'createClient', 'RESP', 'customElements', 'document.', 'window.']) {
    assert.ok(!code.includes(text), `the bundle contains "${text}"`);
  }
});

test('./server carries none of the Redis store', async () => {
  const code = await bundle(
    "import * as server from 'address-autocomplete-elements/server'; globalThis.entry = server;",
  );
  for (const text of ['EVALSHA', 'createRedisThrottleStore']) {
    assert.ok(!code.includes(text), `the bundle contains "${text}"`);
  }
});

test('./server/redis imports in Node and fails fast with a client that is not connected', () => {
  const script = [
    "const { createRedisThrottleStore } = await import('address-autocomplete-elements/server/redis');",
    'try { createRedisThrottleStore({}); process.exit(1); } catch (e) { if (!(e instanceof TypeError)) process.exit(2); }',
    'let sent = 0;',
    'const store = createRedisThrottleStore({ isReady: false, sendCommand: async () => { sent++; } });',
    "await store.take('a', { capacity: 1, refillPerSecond: 1 }, 0, 1).then(() => process.exit(3), () => undefined);",
    'if (sent !== 0) process.exit(4);',
  ].join(' ');
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer, stdio: 'pipe' });
});
