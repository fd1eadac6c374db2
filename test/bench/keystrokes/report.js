// The benchmark's tables, in Markdown: per address, per country, and the totals by kind of key.
import { KINDS } from './shopper.js';

const METHOD_NAMES = ['by-hand', 'street-first', 'postal-first'];

/** The share of `from` that `to` saves, in whole percent ("" when there is nothing to save from). */
export function saving(from, to) {
  return from > 0 ? `${Math.round((100 * (from - to)) / from)}%` : '';
}

/** A method's keys, marked † when one of its lists never showed the address and the rest was typed by hand. */
function cell(run) {
  const missed = Object.values(run.found).some((found) => !found);
  return `${run.total}${missed ? ' †' : ''}`;
}

function perAddress(results) {
  const lines = [
    '| # | country | address | by hand | street-first | postal-first | postal- vs street-first | street-first vs by hand | postal-first vs by hand |',
    '|---:|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  results.forEach(({ address, runs }, index) => {
    const [hand, street, postal] = METHOD_NAMES.map((method) => runs[method]);
    const { line1, city, postal: code } = address.fields;
    lines.push(
      `| ${index + 1} | ${address.country} | ${line1}, ${code} ${city} | ${cell(hand)} | ${cell(street)} | ` +
        `${cell(postal)} | ${saving(street.total, postal.total)} | ${saving(hand.total, street.total)} | ` +
        `${saving(hand.total, postal.total)} |`,
    );
  });
  return lines;
}

function sums(results) {
  return Object.fromEntries(
    METHOD_NAMES.map((method) => [method, results.reduce((sum, { runs }) => sum + runs[method].total, 0)]),
  );
}

function perCountry(results) {
  const lines = [
    '| country | addresses | by hand | street-first | postal-first | postal- vs street-first | postal-first vs by hand |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  const countries = [...new Set(results.map(({ address }) => address.country))];
  for (const country of [...countries, 'all']) {
    const rows = country === 'all' ? results : results.filter(({ address }) => address.country === country);
    const total = sums(rows);
    const name = country === 'all' ? '**all**' : country;
    lines.push(
      `| ${name} | ${rows.length} | ${total['by-hand']} | ${total['street-first']} | ${total['postal-first']} | ` +
        `${saving(total['street-first'], total['postal-first'])} | ${saving(total['by-hand'], total['postal-first'])} |`,
    );
  }
  return lines;
}

function byKind(results) {
  const lines = [`| method | ${KINDS.join(' | ')} | total |`, `|---|${KINDS.map(() => '---:').join('|')}|---:|`];
  for (const method of METHOD_NAMES) {
    const keys = KINDS.map((kind) => results.reduce((sum, { runs }) => sum + runs[method].keys[kind], 0));
    lines.push(`| ${method} | ${keys.join(' | ')} | ${keys.reduce((a, b) => a + b, 0)} |`);
  }
  return lines;
}

/** The whole report, as printed by `npm run bench:keystrokes`. */
export function report(results, visible) {
  const missed = results.some(({ runs }) =>
    Object.values(runs).some((run) => Object.values(run.found).includes(false)),
  );
  return [
    `## Keystrokes to complete an address (${results.length} addresses; an option counts as seen among the first ${visible})`,
    '',
    ...perAddress(results),
    ...(missed ? ['', '† a list never showed the address: the shopper typed the rest by hand (counted).'] : []),
    '',
    '## By country',
    '',
    ...perCountry(results),
    '',
    '## Keys by kind (all addresses)',
    '',
    ...byKind(results),
  ].join('\n');
}
