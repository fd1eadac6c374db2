// The playground's markup: one form per element, as a shop would write it, with the attributes the reader chose.
// The live form and the snippet to copy are the same text, but for the key.

export type AttributeValues = Record<string, string | number | boolean>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** ` name="value"` for each attribute set (a boolean one bare), in the order the controls list them. */
function attributesOf(values: AttributeValues): string {
  return Object.entries(values)
    .filter(([, value]) => value !== '' && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
    .join('');
}

const COUNTRIES = [
  ['USA', 'United States'],
  ['CAN', 'Canada'],
  ['GBR', 'United Kingdom'],
  ['DEU', 'Germany'],
  ['FRA', 'France'],
  ['AUS', 'Australia'],
  ['JPN', 'Japan'],
];

const countrySelect = (chosen: string) =>
  [
    '  <label>Country',
    '    <select name="country" autocomplete="country">',
    ...COUNTRIES.map(
      ([code, name]) => `      <option value="${code}"${code === chosen ? ' selected' : ''}>${name}</option>`,
    ),
    '    </select>',
    '  </label>',
  ].join('\n');

const field = (label: string, name: string, token: string) =>
  `  <label>${label} <input name="${name}" autocomplete="${token}" /></label>`;

/** The form around `tag`, its attributes `values`, with `key` as its embedded key; `lang` on the form when set. */
export function playgroundMarkup(tag: string, values: AttributeValues, key: string, lang: string): string {
  const element = (input: string) =>
    [`    <${tag} embedded-key="${key}"${attributesOf(values)}>`, `      ${input}`, `    </${tag}>`].join('\n');
  const open = lang ? `<form lang="${lang}"${lang === 'ar' || lang === 'he' ? ' dir="rtl"' : ''}>` : '<form>';
  const street = (label: string) =>
    [`  <label>${label}`, element('<input name="street" autocomplete="address-line1" />'), '  </label>'].join('\n');
  const rest = [
    field('Apartment, suite', 'unit', 'address-line2'),
    field('City', 'city', 'address-level2'),
    field('State / region', 'region', 'address-level1'),
  ];
  const lines =
    tag === 'us-address-autocomplete'
      ? [street('Street address'), ...rest, field('ZIP code', 'zip', 'postal-code')]
      : tag === 'postal-code-autocomplete'
        ? [
            countrySelect('DEU'),
            ['  <label>Postal code', element('<input name="postal" autocomplete="postal-code" />'), '  </label>'].join(
              '\n',
            ),
            field('City', 'city', 'address-level2'),
            field('State / region', 'region', 'address-level1'),
          ]
        : [
            countrySelect(tag === 'address-autocomplete' ? 'USA' : 'CAN'),
            street('Street address'),
            ...rest,
            field('Postal code', 'postal', 'postal-code'),
          ];
  return [open, ...lines, '</form>'].join('\n');
}
