// An element's reference tables, written from the custom elements manifest (dist/custom-elements.json), which the
// analyzer builds from the JSDoc in src/: attributes, properties, methods, events, slots and CSS custom properties.
const cell = (text) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
const code = (text) => (text ? `\`${text}\`` : '');
/** An attribute's type without `| undefined`: an absent attribute is its own case. */
const attributeType = (text) => code(text?.replace(/\s*\|\s*undefined$/, ''));

/**
 * A name cell: the name, then what goes with it (property, type) on lines of their own, so that a table keeps two
 * columns and its descriptions room to read on a phone.
 */
export const stacked = (...lines) => lines.filter(Boolean).join('<br>');

/** A markdown table, or '' when there are no rows. */
export function table(header, rows) {
  if (rows.length === 0) return '';
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The element declaration of `tag` in the manifest. */
export function elementOf(manifest, tag) {
  const declaration = manifest.modules
    .flatMap((mod) => mod.declarations ?? [])
    .find((candidate) => candidate.customElement && candidate.tagName === tag);
  if (!declaration) throw new Error(`the manifest has no <${tag}>`);
  return declaration;
}

/** The public members of one kind, without the static ones. */
const publicMembers = (element, kind) =>
  (element.members ?? []).filter(
    (member) =>
      member.kind === kind && !member.static && member.privacy !== 'private' && member.privacy !== 'protected',
  );

const parameters = (method) =>
  (method.parameters ?? []).map((parameter) => `${parameter.name}: ${parameter.type?.text ?? 'unknown'}`).join(', ');

/** Each table, by the heading it goes under. */
export const TABLES = {
  Attributes: (element) =>
    table(
      ['Attribute', 'Description'],
      (element.attributes ?? []).map((attribute) => [
        stacked(code(attribute.name), `property ${code(attribute.fieldName)}`, attributeType(attribute.type?.text)),
        attribute.description,
      ]),
    ),
  Properties: (element) => {
    const attributeFields = new Set((element.attributes ?? []).map((attribute) => attribute.fieldName));
    return table(
      ['Property', 'Description'],
      publicMembers(element, 'field')
        .filter((member) => !attributeFields.has(member.name))
        .map((member) => [
          stacked(code(member.name), code(member.type?.text)),
          `${member.readonly ? 'Read-only. ' : ''}${member.description ?? ''}`,
        ]),
    );
  },
  Methods: (element) =>
    table(
      ['Method', 'Description'],
      publicMembers(element, 'method').map((method) => [
        stacked(code(`${method.name}(${parameters(method)})`), `returns ${code(method.return?.type?.text ?? 'void')}`),
        method.description,
      ]),
    ),
  Events: (element) =>
    table(
      ['Event', 'Description'],
      (element.events ?? []).map((event) => [stacked(code(event.name), code(event.type?.text)), event.description]),
    ),
  Slots: (element) =>
    table(
      ['Slot', 'Description'],
      (element.slots ?? []).map((slot) => [slot.name === '' ? '(default)' : code(slot.name), slot.description]),
    ),
  'CSS custom properties': (element) =>
    table(
      ['Custom property', 'Description'],
      (element.cssProperties ?? []).map((property) => [code(property.name), property.description]),
    ),
  'CSS parts': (element) =>
    table(
      ['Part', 'Description'],
      (element.cssParts ?? []).map((part) => [code(part.name), part.description]),
    ),
};

/** The detail types the element's events carry: `CustomEvent<VerifiedAddressDetail>` → `VerifiedAddressDetail`. */
export function eventDetailTypes(element) {
  const names = (element.events ?? [])
    .map((event) => /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1])
    .filter((name) => name !== undefined);
  return [...new Set(names)];
}
