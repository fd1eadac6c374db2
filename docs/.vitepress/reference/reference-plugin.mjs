// A markdown-it plugin: a line `<!-- reference: TAG -->` in a page becomes that element's reference, written at
// build time from dist/custom-elements.json (manifest-tables.mjs) and the declaration files (declared-types.mjs), so
// the site's reference is never copied by hand. It runs before markdown-it parses, so the headings it writes are
// real headings: in the outline, with anchors, and in the local search index.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readInterfaces } from './declared-types.mjs';
import { TABLES, elementOf, eventDetailTypes, stacked, table } from './manifest-tables.mjs';

/** The package's elements, in the order the site lists them. */
export const ELEMENT_TAGS = [
  'us-address-autocomplete',
  'intl-address-autocomplete',
  'address-autocomplete',
  'postal-code-autocomplete',
];

const DIST = fileURLToPath(new URL('../../../dist/', import.meta.url));
const MARKER = /^<!-- reference: ([a-z-]+) -->$/gm;

/** What the reference is written from, read once per build. */
let sources;
async function loadSources() {
  const manifestPath = `${DIST}custom-elements.json`;
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: the reference is written from the build (npm run build)`);
  }
  const { ENGLISH } = await import(pathToFileURL(`${DIST}core/i18n/english.js`).href);
  return {
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')),
    interfaces: readInterfaces(DIST),
    english: ENGLISH,
  };
}

const code = (text) => `\`${text}\``;
/** A text in English as the elements show it: a plural text is given by category. */
const englishText = (value) =>
  typeof value === 'string'
    ? value
    : Object.entries(value ?? {})
        .map(([category, text]) => `${category}: ${text}`)
        .join('; ');

function fieldsTable(fields) {
  return table(
    ['Field', 'Description'],
    fields.map((field) => [
      stacked(code(`${field.name}${field.optional ? '?' : ''}`), code(field.type)),
      field.description,
    ]),
  );
}

function detailTypesSection(element, interfaces) {
  return eventDetailTypes(element)
    .map((name) => {
      const declared = interfaces.get(name);
      if (!declared) throw new Error(`<${element.tagName}>: no declaration of ${name} in dist/`);
      return [`#### ${name}`, declared.description, fieldsTable(declared.fields)].filter(Boolean).join('\n\n');
    })
    .join('\n\n');
}

function stringsSection(element, { interfaces, english }) {
  const strings = interfaces.get('AddressAutocompleteStrings');
  if (!strings) throw new Error('no declaration of AddressAutocompleteStrings in dist/');
  const shown = element.tagName === 'postal-code-autocomplete' ? { ...english, ...english.postalCode } : english;
  return [
    'Set the `strings` property to an object with any of these keys to reword a text; a language module gives them all in its language (`{count}` and `{label}` are filled in).',
    table(
      ['Key', 'English', 'Where'],
      strings.fields.map((field) => [
        stacked(code(field.name), code(field.type)),
        englishText(shown[field.name]),
        field.description,
      ]),
    ),
  ].join('\n\n');
}

/** The markdown of `<tag>`'s reference, under level-3 headings. */
export function referenceMarkdown(tag, loaded) {
  const element = elementOf(loaded.manifest, tag);
  const parts = [element.description ?? ''];
  for (const [heading, render] of Object.entries(TABLES)) {
    const rendered = render(element);
    if (!rendered) continue;
    parts.push(`### ${heading}`, rendered);
    if (heading === 'Events') parts.push(detailTypesSection(element, loaded.interfaces));
  }
  parts.push('### Strings', stringsSection(element, loaded));
  return parts.filter(Boolean).join('\n\n');
}

/** Loads the build's manifest and declarations; the plugin needs them before the first page is rendered. */
export async function prepareReference() {
  sources = await loadSources();
}

/** @param {import('markdown-it')} md */
export function referencePlugin(md) {
  md.core.ruler.before('normalize', 'element-reference', (state) => {
    if (!state.src.includes('<!-- reference:')) return;
    if (!sources) throw new Error('the reference was not prepared (prepareReference() in the site config)');
    state.src = state.src.replace(MARKER, (_line, tag) => {
      if (!ELEMENT_TAGS.includes(tag)) throw new Error(`no element <${tag}> to write a reference for`);
      return referenceMarkdown(tag, sources);
    });
  });
}
