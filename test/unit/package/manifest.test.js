// dist/custom-elements.json shows the public contract and nothing else. The analyzer runs in-process, with the
// config the build passes it, and without writing anything; the expectations come from the elements' own JSDoc
// (`@tag`, `@attr`, `@fires`: the same tags the site's generated reference is written from), so they follow the code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';

const root = new URL('../../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

const buildScript = JSON.parse(read('package.json')).scripts.build;
const configPath = buildScript.match(/cem analyze .*--config (\S+)/)?.[1];

const manifest = configPath
  ? await cli({ argv: ['analyze', '--config', configPath, '--quiet'], cwd: fileURLToPath(root), noWrite: true })
  : undefined;

/** Each element documented in src/*.ts: the JSDoc block with `@tag`, as the analyzer reads it. */
const elements = readdirSync(new URL('src/', root))
  .filter((name) => name.endsWith('.ts'))
  .flatMap((file) => {
    const block = read(`src/${file}`).match(/\/\*\*(?:(?!\*\/)[\s\S])*@tag (\S+)(?:(?!\*\/)[\s\S])*\*\//);
    if (!block) return [];
    const tagged = (tag) => [...block[0].matchAll(new RegExp(`@${tag} (\\S+)`, 'g'))].map((match) => match[1]);
    return [{ file: `src/${file}`, tagName: block[1], attributes: tagged('attr'), events: tagged('fires') }];
  });

const declarations = (manifest?.modules ?? []).flatMap((mod) =>
  (mod.declarations ?? []).map((declaration) => ({ ...declaration, module: mod.path })),
);
const classes = declarations.filter((declaration) => declaration.kind === 'class');
const elementDeclaration = (tagName) => classes.find((declaration) => declaration.tagName === tagName);
const sorted = (list) => [...list].sort();

/** The type the element's events are written with: the CustomEvent their class is (class VerifiedAddressEvent
 * extends CustomEvent<VerifiedAddressDetail>), the form manifest consumers read. */
const EVENT_TYPES = {
  'verified-address': 'CustomEvent<VerifiedAddressDetail>',
  'address-error': 'CustomEvent<AddressErrorDetail>',
  'postal-code-selected': 'CustomEvent<PostalCodeSelectedDetail>',
};

/** The events every element fires; the others only the elements whose @fires list them. */
const EVERY_ELEMENT = new Set(['address-error']);

test('the build runs the analyzer with the project config, and the config loads', () => {
  assert.ok(configPath, `the build script runs cem analyze without --config: ${buildScript}`);
  assert.match(configPath, /^\.config\//);
  // A config the analyzer cannot find only prints an error, and the analyzer goes on without it.
  assert.ok(existsSync(new URL(configPath, root)), `${configPath} does not exist`);
  assert.ok(manifest?.modules?.length > 0, 'the analyzer produced no modules');
  assert.deepEqual(sorted(elements.map((element) => element.file)), [
    'src/address-autocomplete.ts',
    'src/intl-address-autocomplete.ts',
    'src/postal-code-autocomplete.ts',
    'src/us-address-autocomplete.ts',
  ]);
});

test('no class lists a private, protected, #private or static member, or an attribute of one', () => {
  for (const declaration of classes) {
    const memberNames = new Set((declaration.members ?? []).map((member) => member.name));
    for (const member of declaration.members ?? []) {
      const where = `${declaration.name}.${member.name}`;
      assert.ok(!member.name.startsWith('#'), `${where} is #private`);
      assert.ok(!['private', 'protected'].includes(member.privacy), `${where} is ${member.privacy}`);
      assert.notEqual(member.static, true, `${where} is static`);
    }
    for (const attribute of declaration.attributes ?? []) {
      const where = `${declaration.name} [${attribute.name}]`;
      assert.ok(!attribute.name.startsWith('#'), `${where} is #private`);
      assert.ok(!['private', 'protected'].includes(attribute.privacy), `${where} is ${attribute.privacy}`);
      if (attribute.fieldName) assert.ok(memberNames.has(attribute.fieldName), `${where} belongs to a hidden field`);
    }
  }
});

test('internal state and the refused secret-key properties are not members', () => {
  for (const declaration of classes) {
    for (const name of ['machineState', 'listContext', 'authId', 'authToken']) {
      assert.ok(!(declaration.members ?? []).some((member) => member.name === name), `${declaration.name}.${name}`);
    }
  }
});

test('each element has exactly its @fires events, named, once each, typed with their event classes', () => {
  for (const element of elements) {
    const declaration = elementDeclaration(element.tagName);
    assert.ok(declaration, `${element.tagName} is not in the manifest`);
    const events = declaration.events ?? [];
    for (const event of events)
      assert.ok(event.name, `${element.tagName} lists an unnamed event: ${JSON.stringify(event)}`);
    const names = events.map((event) => event.name);
    assert.deepEqual(sorted(names), sorted(element.events), `${element.tagName} events`);
    assert.equal(new Set(names).size, names.length, `${element.tagName} lists an event twice: ${names}`);
    for (const [name, type] of Object.entries(EVENT_TYPES)) {
      if (!EVERY_ELEMENT.has(name) && !element.events.includes(name)) continue;
      const event = events.find((candidate) => candidate.name === name);
      assert.ok(event, `${element.tagName} has no ${name} event`);
      assert.equal(event.type?.text, type, `${element.tagName} ${name} is typed ${JSON.stringify(event.type)}`);
    }
  }
});

test('the attributes of each element are exactly its @attr tags', () => {
  for (const element of elements) {
    const declaration = elementDeclaration(element.tagName);
    assert.ok(declaration, `${element.tagName} is not in the manifest`);
    const names = (declaration.attributes ?? []).map((attribute) => attribute.name);
    assert.deepEqual(sorted(names), sorted(element.attributes), `${element.tagName} attributes`);
    assert.equal(new Set(names).size, names.length, `${element.tagName} lists an attribute twice: ${names}`);
  }
});

test('the four tags are the only elements and the only custom-element definitions', () => {
  const tagNames = sorted(elements.map((element) => element.tagName));
  assert.deepEqual(tagNames, [
    'address-autocomplete',
    'intl-address-autocomplete',
    'postal-code-autocomplete',
    'us-address-autocomplete',
  ]);

  const customElements = classes.filter((declaration) => declaration.customElement);
  assert.deepEqual(sorted(customElements.map((declaration) => declaration.tagName)), tagNames);
  const base = classes.find((declaration) => declaration.name === 'AddressAutocompleteElement');
  assert.ok(base, 'the abstract base class is exported API and should be listed');
  assert.equal(base.customElement, undefined, 'the abstract base class is marked as an element');

  // Each tag is defined by /define and by its own entry (/us, /intl, /address, /postal).
  const definitions = manifest.modules.flatMap((mod) =>
    (mod.exports ?? [])
      .filter((entry) => entry.kind === 'custom-element-definition')
      .map((entry) => ({ ...entry, from: mod.path })),
  );
  assert.deepEqual(sorted(definitions.map((definition) => `${definition.name} in ${definition.from}`)), [
    'address-autocomplete in dist/address.js',
    'address-autocomplete in dist/define.js',
    'intl-address-autocomplete in dist/define.js',
    'intl-address-autocomplete in dist/intl.js',
    'postal-code-autocomplete in dist/define.js',
    'postal-code-autocomplete in dist/postal.js',
    'us-address-autocomplete in dist/define.js',
    'us-address-autocomplete in dist/us.js',
  ]);
  for (const definition of definitions) {
    const declaration = elementDeclaration(definition.name);
    assert.equal(definition.declaration.name, declaration.name, `${definition.name} is defined as another class`);
    assert.equal(definition.declaration.module, declaration.module, `${definition.name} points at another module`);
  }
});

test('module paths and references name the shipped files (dist/*.js, built one per source module), not src/', () => {
  const paths = [];
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'path' || key === 'module') && typeof child === 'string') paths.push(child);
      else visit(child);
    }
  };
  visit(manifest.modules);
  assert.ok(paths.length > 0);
  for (const path of new Set(paths)) {
    assert.match(path, /^dist\/.+\.js$/, path);
    const source = new URL(`../../../src/${path.slice('dist/'.length, -'.js'.length)}.ts`, import.meta.url);
    assert.ok(existsSync(source), `${path} is built from no source module`);
  }
});

test('each element documents its slot (the wrapped input) and its styling classes', () => {
  for (const element of elements) {
    const declaration = elementDeclaration(element.tagName);
    assert.deepEqual(
      declaration.slots?.map((slot) => slot.name),
      [''],
      `${element.tagName} slots`,
    );
    assert.match(declaration.slots[0].description, /<input>/);
    for (const name of ['popup', 'listbox', 'option', 'message']) {
      assert.ok(
        declaration.description.includes(`.address-autocomplete-${name}`),
        `${element.tagName}: .address-autocomplete-${name}`,
      );
    }
  }
  const us = elementDeclaration('us-address-autocomplete');
  const typeOf = (name) => us.attributes.find((attribute) => attribute.name === name)?.type?.text;
  assert.equal(typeOf('api'), "'v2' | 'pro'");
  assert.equal(typeOf('source'), "'postal' | 'all' | undefined");
  assert.equal(typeOf('prefer-geolocation'), "'city' | 'none' | undefined");
});
