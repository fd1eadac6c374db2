// The README stays true to the code: its reference tables (attributes, properties, events, slots, CSS custom
// properties) are exactly what `npm run docs` writes from the custom-elements manifest, which the analyzer makes
// here from the sources with the build's config; the two fresh-machine commands are there; and every link into the
// README (the table of contents) names a heading, and every link to a file of the repository names one that exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { withReference } from '../../../.config/readme-reference.mjs';

const root = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const configPath = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.build.match(
  /cem analyze .*--config (\S+)/,
)?.[1];

test('the README gives the two commands for a fresh machine', () => {
  assert.ok(readme.includes('npm install && npm start'));
  assert.ok(readme.includes('npm install && npm test'));
});

test('the reference tables are what `npm run docs` writes from the manifest (run it after changing the JSDoc)', async () => {
  const manifest = await cli({
    argv: ['analyze', '--config', configPath, '--quiet'],
    cwd: fileURLToPath(root),
    noWrite: true,
  });
  const tables = readme.match(/<!-- reference: /g) ?? [];
  assert.ok(tables.length >= 6, `only ${tables.length} marked tables`);
  const fresh = withReference(readme, manifest);
  const stale = readme.split('\n').filter((line, index) => line !== fresh.split('\n')[index]);
  assert.equal(fresh, readme, `stale README lines, first: ${stale[0]}`);
});

test('every marked table has rows', () => {
  for (const block of readme.matchAll(/<!-- reference: (\S+) (\S+) -->\n([\s\S]*?)<!-- \/reference -->/g)) {
    const rows = block[3]
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .slice(2);
    assert.ok(rows.length > 0, `${block[1]} ${block[2]} is empty`);
  }
});

/** The README without its fenced code blocks, whose lines are not Markdown. */
const prose = readme.replace(/^```[\s\S]*?^```$/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped (backticks, `<`, `:`, `'`…), spaces to hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

test('every link to a section of the README names a heading (anchors as GitHub makes them)', () => {
  const anchors = new Set([...prose.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));
  const links = [...prose.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);
  assert.ok(links.length > 20, `only ${links.length} links into the README: is the table of contents there?`);
  const broken = links.filter((link) => !anchors.has(link));
  assert.deepEqual(broken, [], 'links to no heading');
});

test('every relative link and image of the README names a file of the repository', () => {
  const targets = [...prose.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target));
  assert.ok(targets.includes('demo/example.html'));
  const missing = targets.filter((target) => !existsSync(new URL(target, root)));
  assert.deepEqual(missing, [], 'links to no file');
});
