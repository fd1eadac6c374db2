// The documentation site's element reference is written from the build, never by hand: every attribute, property,
// method, event (with its detail type's fields), slot and CSS custom property of each element's manifest entry, and
// every string with its English text, appear in the markdown that replaces a page's `<!-- reference: TAG -->` line.
// The manifest is made here from the sources with the build's config, as the build makes it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { createMarkdownRenderer } from 'vitepress';
import { readInterfaces } from '../../../docs/.vitepress/reference/declared-types.mjs';
import { elementOf } from '../../../docs/.vitepress/reference/manifest-tables.mjs';
import {
  ELEMENT_TAGS,
  prepareReference,
  referenceMarkdown,
  referencePlugin,
} from '../../../docs/.vitepress/reference/reference-plugin.mjs';

const root = new URL('../../../', import.meta.url);
const DIST = fileURLToPath(new URL('dist/', root));
const configPath = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).scripts.build.match(
  /cem analyze .*--config (\S+)/,
)?.[1];

const manifest = await cli({
  argv: ['analyze', '--config', configPath, '--quiet'],
  cwd: fileURLToPath(root),
  noWrite: true,
});
const { ENGLISH } = await import(pathToFileURL(`${DIST}core/i18n/english.js`).href);
const sources = { manifest, interfaces: readInterfaces(DIST), english: ENGLISH };

for (const tag of ELEMENT_TAGS) {
  test(`<${tag}>: the reference lists everything the manifest declares`, () => {
    const element = elementOf(manifest, tag);
    const markdown = referenceMarkdown(tag, sources);
    const named = [
      ...(element.attributes ?? []).map((attribute) => `\`${attribute.name}\``),
      ...(element.events ?? []).map((event) => `\`${event.name}\``),
      ...(element.slots ?? []).filter((slot) => slot.name).map((slot) => `\`${slot.name}\``),
      ...(element.cssProperties ?? []).map((property) => `\`${property.name}\``),
      ...(element.members ?? [])
        .filter((member) => member.kind === 'method' && !member.static && !member.privacy)
        .map((method) => `\`${method.name}(`),
    ];
    assert.ok(named.length > 20, `only ${named.length} names`);
    assert.deepEqual(
      named.filter((name) => !markdown.includes(name)),
      [],
    );
    for (const heading of ['### Attributes', '### Events', '### CSS custom properties', '### Strings']) {
      assert.ok(markdown.includes(heading), heading);
    }
  });
}

test('each event detail type is given field by field, from the declaration files', () => {
  const markdown = referenceMarkdown('us-address-autocomplete', sources);
  assert.match(markdown, /#### VerifiedAddressDetail[\s\S]*\| `address`<br>`PostalAddress` \|/);
  assert.match(markdown, /\| `unfilled`<br>`string\[\]` \|/);
});

test('the strings are listed with their English, the postal code element with its own', () => {
  const street = referenceMarkdown('us-address-autocomplete', sources);
  const postal = referenceMarkdown('postal-code-autocomplete', sources);
  assert.ok(street.includes('| `noResults`<br>`string` | No matching addresses |'));
  assert.ok(postal.includes('| `noResults`<br>`string` | No matching postal codes |'));
});

test('the markdown-it plugin replaces the marker line with the reference, as real headings', async () => {
  await prepareReference();
  const md = await createMarkdownRenderer(fileURLToPath(new URL('docs/', root)), {
    config: (it) => it.use(referencePlugin),
  });
  const html = md.render('# Page\n\n## Reference\n\n<!-- reference: postal-code-autocomplete -->\n');
  assert.ok(!html.includes('<!-- reference:'));
  assert.match(html, /<h3 id="attributes"[^>]*>Attributes/);
  assert.throws(() => md.render('<!-- reference: no-such-element -->\n'), /no element <no-such-element>/);
});
