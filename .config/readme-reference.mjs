// `npm run docs`: the README's reference tables, written from dist/custom-elements.json (run `npm run build` first).
// Each table sits between `<!-- reference: TAG KIND -->` and `<!-- /reference -->` in README.md, KIND being
// attributes, properties, events, slots or css-properties; test/unit/package/readme.test.js fails when one is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
const code = (text) => (text ? `\`${text}\`` : '');
/** An attribute's type without `| undefined`: an absent attribute is its own case. */
const attributeType = (text) => code(text?.replace(/\s*\|\s*undefined$/, ''));

function table(header, rows) {
  if (rows.length === 0) return '';
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The element declaration of `tag` in the manifest. */
function elementOf(manifest, tag) {
  const declaration = manifest.modules
    .flatMap((mod) => mod.declarations ?? [])
    .find((candidate) => candidate.customElement && candidate.tagName === tag);
  if (!declaration) throw new Error(`the manifest has no <${tag}>`);
  return declaration;
}

const TABLES = {
  attributes: (element) =>
    table(
      ['Attribute', 'Property', 'Type', 'Description'],
      (element.attributes ?? []).map((attribute) => [
        code(attribute.name),
        code(attribute.fieldName),
        attributeType(attribute.type?.text),
        attribute.description,
      ]),
    ),
  properties: (element) => {
    const attributeFields = new Set((element.attributes ?? []).map((attribute) => attribute.fieldName));
    return table(
      ['Property', 'Type', 'Description'],
      (element.members ?? [])
        .filter((member) => member.kind === 'field' && !member.static && !attributeFields.has(member.name))
        .map((member) => [
          code(member.name),
          code(member.type?.text),
          `${member.readonly ? 'Read-only. ' : ''}${member.description ?? ''}`,
        ]),
    );
  },
  events: (element) =>
    table(
      ['Event', 'Type', 'Description'],
      (element.events ?? []).map((event) => [code(event.name), code(event.type?.text), event.description]),
    ),
  slots: (element) =>
    table(
      ['Slot', 'Description'],
      (element.slots ?? []).map((slot) => [slot.name === '' ? '(default)' : code(slot.name), slot.description]),
    ),
  'css-properties': (element) =>
    table(
      ['Custom property', 'Description'],
      (element.cssProperties ?? []).map((property) => [code(property.name), property.description]),
    ),
};

const MARKED = /<!-- reference: ([a-z-]+) ([a-z-]+) -->\n[\s\S]*?<!-- \/reference -->/g;

/** The README with every marked table written afresh from the manifest. */
export function withReference(readme, manifest) {
  return readme.replace(MARKED, (_block, tag, kind) => {
    const render = TABLES[kind];
    if (!render) throw new Error(`unknown reference table "${kind}" (${Object.keys(TABLES).join(', ')})`);
    return `<!-- reference: ${tag} ${kind} -->\n${render(elementOf(manifest, tag))}\n<!-- /reference -->`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmeUrl = new URL('../README.md', import.meta.url);
  const manifest = JSON.parse(readFileSync(new URL('../dist/custom-elements.json', import.meta.url), 'utf8'));
  writeFileSync(readmeUrl, withReference(readFileSync(readmeUrl, 'utf8'), manifest));
}
