// The choices of the benchmark's checkout forms: the country select, and the region select of the countries whose
// checkouts ask for one (as Shopify's do: a state, province or prefecture for the US, Canada, Australia and Japan;
// none for the UK, Germany and France). The names are the ones the simulator's data uses, so that a fill can find
// its option: the elements' own US state names, and country-state-city's provinces, states and prefectures.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const require = createRequire(import.meta.url);
const { State } = require('country-state-city');
const { US_STATE_NAMES } = (
  await runnerImport(fileURLToPath(new URL('../../../src/form/us-states.ts', import.meta.url)))
).module;

export const COUNTRIES = [
  ['AUS', 'Australia'],
  ['CAN', 'Canada'],
  ['FRA', 'France'],
  ['DEU', 'Germany'],
  ['JPN', 'Japan'],
  ['GBR', 'United Kingdom'],
  ['USA', 'United States'],
];

const PLACEHOLDER = ['', 'Select…'];
const byLabel = (a, b) => a[1].localeCompare(b[1], 'en');

/** Options by code, labelled by name, in alphabetical order (US states, Canadian provinces, Australian states). */
function coded(pairs) {
  return [PLACEHOLDER, ...pairs.sort(byLabel)];
}

/** Japanese prefectures in their official order (Hokkaidō first), as Japanese checkouts list them, by name. */
function prefectures() {
  const states = State.getStatesOfCountry('JP').sort((a, b) => Number(a.isoCode) - Number(b.isoCode));
  return [PLACEHOLDER, ...states.map((state) => [state.name, state.name])];
}

const provinces = (alpha2) => State.getStatesOfCountry(alpha2).map((state) => [state.isoCode, state.name]);

/** The region select's options for a country, or undefined when its checkout has no region field. */
export const REGIONS = {
  USA: coded([...US_STATE_NAMES].map(([code, name]) => [code, name])),
  CAN: coded(provinces('CA')),
  AUS: coded(provinces('AU')),
  JPN: prefectures(),
};
