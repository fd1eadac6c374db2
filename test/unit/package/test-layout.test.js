// Every test file runs, and runs once: a test file is only where one runner picks it up. `npm run test:node` runs
// test/unit/<subject>/ (TypeScript by the shell's glob, JavaScript by node --test's directory search) and
// test/simulator/; web-test-runner runs test/elements/ and test/dom/; `npm run test:docs` runs test/docs/ (the
// documentation site, built, and its simulator in Chromium); `npm run test:package` runs test/package/ after a build. A test file
// anywhere else (test/node/, test/core/ of old) would silently never run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const root = new URL('../../../', import.meta.url);
const scripts = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts;

/** The test files under test/, as paths from the project root (the framework apps have their own runners). */
function testFiles(dir = 'test') {
  return readdirSync(new URL(`${dir}/`, root), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['test/frameworks', 'test/fixtures'].includes(path) ? [] : testFiles(path);
    return /\.test\.(ts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const PLACES = [
  [/^test\/unit\/[a-z0-9-]+\/[^/]+\.test\.(ts|js)$/, 'test:node'],
  [/^test\/simulator\/[^/]+\.test\.js$/, 'test:node'],
  [/^test\/(elements|dom)\/.+\.test\.ts$/, 'test:browser'],
  [/^test\/docs\/[^/]+\.test\.m?js$/, 'test:docs'],
  [/^test\/package\/[^/]+\.test\.js$/, 'test:package'],
];

test('every test file is where exactly one runner picks it up', () => {
  const files = testFiles();
  assert.ok(files.length > 50, `only ${files.length} test files found`);
  const misplaced = files.filter((file) => PLACES.filter(([place]) => place.test(file)).length !== 1);
  assert.deepEqual(misplaced, [], 'test files no runner runs (test:node: test/unit/<subject>/, test/simulator/)');
});

test('the runners are configured for those places', () => {
  const node = scripts['test:node'].split(' ');
  for (const arg of ['test/unit/', 'test/unit/*/*.test.ts', 'test/simulator/']) assert.ok(node.includes(arg), arg);
  assert.ok(scripts['test:package'].includes('node --test test/package/'));
  assert.ok(scripts['test:docs'].endsWith('node --test test/docs/'), scripts['test:docs']);
  // Read, not imported: importing the config starts the simulator and looks for Chromium.
  const config = readFileSync(new URL('web-test-runner.config.mjs', root), 'utf8');
  const files = config.match(/^\s*files: (\[.*\]),$/m)?.[1];
  assert.equal(files, "['test/elements/**/*.test.ts', 'test/dom/**/*.test.ts']");
});

/** The concerns the element browser tests are grouped by (docs/contributing/testing.md names what each looks at). */
const ELEMENT_CONCERNS = [
  'choice',
  'fill',
  'i18n',
  'input',
  'lifecycle',
  'list',
  'lookup',
  'security',
  'shops',
  'verification',
];

test('the element browser tests are grouped by concern, one folder each, with no file outside them', () => {
  const entries = readdirSync(new URL('test/elements/', root), { withFileTypes: true });
  assert.deepEqual(
    entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name),
    [],
    'files directly in test/elements/',
  );
  assert.deepEqual(entries.map((entry) => entry.name).sort(), ELEMENT_CONCERNS);
  const guide = readFileSync(new URL('docs/contributing/testing.md', root), 'utf8');
  for (const concern of ELEMENT_CONCERNS)
    assert.ok(guide.includes(`| \`${concern}/\``), `testing.md names ${concern}/`);
});
