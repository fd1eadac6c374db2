// The README stays short and true: a newcomer's page (at most 250 lines) with the two fresh-machine commands, no
// issue numbers, and every relative link or image naming a file of the repository. Everything else is on the
// documentation site (docs/), whose reference is generated (docs-reference.test.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

/** The README without its fenced code blocks, whose lines are not Markdown. */
const prose = readme.replace(/^```[\s\S]*?^```$/gm, '');

test('the README gives the two commands for a fresh machine', () => {
  assert.ok(readme.includes('npm install && npm start'));
  assert.ok(readme.includes('npm install && npm test'));
});

test('the README is at most 250 lines', () => {
  const lines = readme.split('\n').length;
  assert.ok(lines <= 250, `${lines} lines`);
});

test('the README cites no issue numbers', () => {
  assert.deepEqual(prose.match(/\bissues? #?\d+|\(#\d+\)/gi) ?? [], []);
});

test('every relative link and image of the README names a file of the repository', () => {
  const targets = [...prose.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target));
  assert.ok(targets.includes('demo/example.html'));
  assert.ok(targets.includes('docs/getting-started.md'));
  const missing = targets.filter((target) => !existsSync(new URL(target, root)));
  assert.deepEqual(missing, [], 'links to no file');
});
