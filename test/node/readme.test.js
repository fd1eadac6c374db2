// The README stays true to the code: every attribute, event and CSS custom property that the elements document in
// their JSDoc (the source of custom-elements.json) has a row in the README's reference tables, and the two
// fresh-machine commands are there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const elementFiles = readdirSync(new URL('src/', root)).filter((name) => name.endsWith('-address-autocomplete.ts'));

function tagged(source, tag) {
  return [...source.matchAll(new RegExp(`@${tag} (\\S+)`, 'g'))].map((match) => match[1]);
}

test('the README gives the two commands for a fresh machine', () => {
  assert.ok(readme.includes('npm install && npm start'));
  assert.ok(readme.includes('npm install && npm test'));
});

test('every documented attribute and event of each element has a README row', () => {
  assert.ok(elementFiles.length > 0);
  for (const file of elementFiles) {
    const source = read(`src/${file}`);
    for (const name of [...tagged(source, 'attr'), ...tagged(source, 'fires')]) {
      assert.ok(readme.includes(`| \`${name}\` |`), `${file}: ${name} has no row in the README`);
    }
  }
});

test('every CSS custom property has a README row', () => {
  const properties = tagged(read('src/core/styles.ts'), 'cssproperty');
  assert.ok(properties.length > 0);
  for (const name of properties) assert.ok(readme.includes(`| \`${name}\` |`), `${name} has no row in the README`);
});
