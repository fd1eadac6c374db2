// `node test/bench/keystrokes/pick.js`: draws the 20 addresses of the keystroke benchmark from what the simulator
// serves, and writes them to addresses.js, where they stay fixed so that every run measures the same addresses.
// Run it again only to change the draw (the seed or the counts below); `npm run bench:keystrokes` never draws.
//
// The draw, per address, through the simulator's own HTTP endpoints (seeded, so the same file comes out every time):
// 1. a random two-character postal-code prefix of the country, looked up in the postal code API until it lists
//    places; one of them at random (a postal code and its locality);
// 2. the street autocomplete for that place: the US v2 lookup of a random house-number digit filtered to the ZIP,
//    or the international lookup of the locality's name filtered to the postal code; one suggestion at random;
// 3. a group (a building's units, a German street's house numbers) is opened and one entry taken at random; an
//    international address's detail is looked up (an ambiguous one lists two or three: one at random).
// Then what a shopper sees for it: the option texts that name it (computed by the elements' own label functions),
// the text they type, and what each form field must hold at the end.
import { runnerImport } from 'vite';
import { writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSimulatorServer } from '../../../demo/simulator/server.js';
import { random } from '../seeded-random.js';

const SEED = 19; // issue 19
const COUNTS = { USA: 4, CAN: 3, GBR: 3, DEU: 3, FRA: 3, AUS: 2, JPN: 2 };
const KEY = 'demo-embedded-key';
/** What a postal code may start with, per country (a prefix that lists nothing is drawn again). */
const DIGITS = '0123456789';
const PREFIX_ALPHABET = { CAN: 'ABCEGHJKLMNPRSTVXY' + DIGITS, GBR: 'ABCDEFGHKLMNOPRSTWY' + DIGITS };

const load = async (path) => (await runnerImport(fileURLToPath(new URL(path, import.meta.url)))).module;
const { usLabel } = await load('../../../src/core/services/us-choice.ts');
const { intlDetailLabel } = await load('../../../src/core/services/intl-address-service.ts');
const { postalCodeLabel } = await load('../../../src/core/services/postal-code-service.ts');
const { parseUsSuggestions } = await load('../../../src/api/us-suggestion.ts');
const { parseIntlCandidates } = await load('../../../src/api/intl-autocomplete.ts');
const { parseIntlPostalCodeResults } = await load('../../../src/api/intl-postal-code.ts');

const rand = random(SEED);
const pick = (list) => list[Math.floor(rand() * list.length)];

// The draw asks faster than any shopper types; the per-key throttle (50 a second) is for pages, not for this script.
const simulator = await startSimulatorServer({ port: 0, requestsPerSecond: 10000 });

async function get(path, params) {
  const url = new URL(`${simulator.url}${path}`);
  for (const [name, value] of Object.entries({ key: KEY, ...params })) url.searchParams.set(name, value);
  // An embedded key needs the page's host: the simulator reads it from the Referer, as the service does.
  const response = await fetch(url, { headers: { Referer: 'http://localhost/' } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const postalLookup = async (country, postalCode) =>
  parseIntlPostalCodeResults(await get('/international-postal-code/lookup', { country, postal_code: postalCode }));

/** Step 1: a random place of the country, from a random postal-code prefix. */
async function randomPlace(country) {
  const alphabet = PREFIX_ALPHABET[country] ?? DIGITS;
  for (;;) {
    const prefix = pick([...alphabet]) + pick([...alphabet]);
    const places = await postalLookup(country, prefix);
    if (places.length > 0) return pick(places);
  }
}

/** Steps 2 and 3 for the US: a suggestion in the ZIP, or an entry of a building there. */
async function usAddressAt(place) {
  const search = pick([...'123456789']);
  const filter = { include_only_zip_codes: place.postalCode, prefer_geolocation: 'none', max_results: '10' };
  const suggestions = parseUsSuggestions(await get('/us-autocomplete/v2/lookup', { search, ...filter }));
  if (suggestions.length === 0) return undefined;
  const chosen = pick(suggestions);
  if (chosen.entries <= 1) return { wanted: chosen, group: undefined };
  const entries = parseUsSuggestions(await get('/us-autocomplete/v2/lookup', { selected: chosen.entryId }));
  return { wanted: pick(entries), group: chosen };
}

/** Steps 2 and 3 elsewhere: a summary in the place, a group's entry, and the detail of it. */
async function intlAddressAt(country, place) {
  const search = [...place.locality].slice(0, 32).join('');
  const filter = { include_only_postal_code: place.postalCode, max_results: '10' };
  const summaries = parseIntlCandidates(
    await get('/international-autocomplete/v2/lookup', { country, search, ...filter }),
  );
  if (summaries.length === 0) return undefined;
  let summary = pick(summaries);
  let group;
  if (summary.entries > 1) {
    group = summary;
    const path = `/international-autocomplete/v2/lookup/${encodeURIComponent(group.addressId)}`;
    summary = pick(parseIntlCandidates(await get(path, { country })));
  }
  const path = `/international-autocomplete/v2/lookup/${encodeURIComponent(summary.addressId)}`;
  const details = parseIntlCandidates(await get(path, { country }));
  return { wanted: pick(details), summary, group, ambiguous: details.length > 1 };
}

/** The text before the locality in an address text ("121 Main St" of "121 Main St Winnipeg, MB, R6K"). */
function streetPart(addressText, locality) {
  const at = addressText.lastIndexOf(` ${locality},`);
  return at > 0 ? addressText.slice(0, at) : addressText;
}

/** The postal code's place as the postal list names it, if the postal code API lists that locality for it. */
async function postalOption(country, postalCode, locality) {
  const results = await postalLookup(country, postalCode);
  const place = results.find((result) => result.postalCode === postalCode && result.locality === locality);
  return place && postalCodeLabel(place);
}

async function usEntry(place) {
  const found = await usAddressAt(place);
  if (!found) return undefined;
  const { wanted, group } = found;
  const postal = await postalOption('USA', wanted.zipcode, wanted.city);
  if (!postal) return undefined;
  return {
    country: 'USA',
    fields: {
      line1: wanted.streetLine,
      line2: wanted.secondary,
      city: wanted.city,
      region: wanted.state,
      postal: wanted.zipcode,
    },
    street: {
      typed: [wanted.streetLine, wanted.secondary, wanted.city, wanted.state, wanted.zipcode].filter(Boolean).join(' '),
      // A building's own row names the address too: the shopper opens it and takes the unit.
      names: [usLabel(wanted), ...(group ? [usLabel({ ...group, secondary: '' })] : [])],
    },
    postal: { typed: wanted.zipcode, names: [postal] },
  };
}

async function intlEntry(country, place) {
  const found = await intlAddressAt(country, place);
  if (!found) return undefined;
  const { wanted, summary, group, ambiguous } = found;
  const postal = await postalOption(country, wanted.postalCode, wanted.locality);
  if (!postal) return undefined;
  // A building's group (units, or a banchi's gō) names the address: its street part has the house number and is
  // part of the address's own street. A German street's group lists its house numbers and names only the street.
  const groupStreet = group && streetPart(group.addressText, wanted.locality);
  const building = groupStreet && /\d/.test(groupStreet) && wanted.street.includes(groupStreet) ? group : undefined;
  // The shopper types the building's line: the simulator reads no typed unit ("3-74", "Flat 19,", "9/765", "37a"),
  // so a unit (or an ambiguous address's letter) is taken from the building's list.
  const typedStreet = streetPart((building ?? summary).addressText, wanted.locality);
  return {
    country,
    fields: {
      line1: wanted.street,
      line2: '',
      city: wanted.locality,
      region: wanted.administrativeArea || wanted.administrativeAreaShort,
      postal: wanted.postalCode,
    },
    street: {
      typed: `${typedStreet} ${wanted.locality} ${wanted.postalCode}`,
      names: [
        ...(building ? [building.addressText] : []),
        summary.addressText,
        ...(ambiguous ? [intlDetailLabel(wanted)] : []),
      ],
    },
    postal: { typed: wanted.postalCode, names: [postal] },
  };
}

const drawn = [];
try {
  for (const [country, count] of Object.entries(COUNTS)) {
    while (drawn.filter((entry) => entry.country === country).length < count) {
      const place = await randomPlace(country);
      const entry = country === 'USA' ? await usEntry(place) : await intlEntry(country, place);
      if (entry && !drawn.some((other) => other.fields.line1 === entry.fields.line1)) drawn.push(entry);
    }
  }
} finally {
  await simulator.close();
}

const target = fileURLToPath(new URL('./addresses.js', import.meta.url));
const header = `// Written by pick.js (seed ${SEED}): the benchmark's addresses, drawn from the simulator. Do not edit by hand.
// fields: what the form must hold at the end; street.typed and postal.typed: what the shopper types, in order;
// names: the option texts that are (or lead to) the address, exactly as the elements show them.
`;
await writeFile(target, `${header}export const ADDRESSES = ${JSON.stringify(drawn, null, 2)};\n`);
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', target], { stdio: 'inherit' });
console.log(`wrote ${drawn.length} addresses to test/bench/keystrokes/addresses.js`);
