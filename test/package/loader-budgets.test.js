// The size budgets of the loader's chunks (package.json `size-limit`) name their files by patterns, since the chunks'
// names carry a hash: run after `npm run build`, this checks that each pattern list matches exactly what a page
// fetches for it, so that a new chunk (a module moved, a grouping changed) cannot fall outside its budget unseen.
// A core's budget holds the core's file and every chunk it imports statically; a feature's, the chunks its import
// brings that the US core has not already brought.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CHUNKS = 'dist/chunks/';
const files = readdirSync(`${root}${CHUNKS}`).filter((name) => name.endsWith('.js'));
const entries = JSON.parse(readFileSync(`${root}package.json`, 'utf8'))['size-limit'].filter((entry) =>
  [entry.path].flat().every((path) => path.startsWith(CHUNKS)),
);

/** The chunk files a size-limit path pattern matches (`*` is any run of characters but `/`). */
function matching(pattern) {
  const source = pattern
    .slice(CHUNKS.length)
    .replace(/[.+?^${}()|[\]\\~]/g, '\\$&')
    .replace(/\*/g, '[^/]*');
  return files.filter((name) => new RegExp(`^${source}$`).test(name));
}

/** `file` and every chunk it imports statically, directly or not (`import(…)` is on demand: not followed). */
function staticGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(`${root}${CHUNKS}${file}`, 'utf8');
  for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) staticGraph(imported, seen);
  return seen;
}

const usCore = staticGraph('us.js');

test('the loader chunks have budgets: the US and international cores, and each feature', () => {
  assert.equal(entries.length, 9, entries.map((entry) => entry.name).join('\n'));
});

for (const entry of entries) {
  test(`${entry.name}: its patterns match what a page fetches for it`, () => {
    const [first, ...rest] = [entry.path].flat();
    const roots = matching(first);
    assert.equal(roots.length, 1, `${first} names one chunk: ${roots.join(', ')}`);
    const [start] = roots;
    const graph = [...staticGraph(start)];
    const fetched = ['us.js', 'intl.js'].includes(start) ? graph : graph.filter((file) => !usCore.has(file));
    const matched = new Set([first, ...rest].flatMap(matching));
    assert.deepEqual([...matched].sort(), fetched.sort());
  });
}
