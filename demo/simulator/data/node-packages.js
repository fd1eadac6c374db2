// The simulator's data read from the npm packages themselves, in Node: `require` (not `import`) keeps each first read
// synchronous, as the handlers are, and nothing is read until a lookup needs it (parsing country-state-city's
// 150,000 cities takes a few hundred milliseconds). `japan-postal-code`'s 953 files `zipdata/zip-NNN.js` each call
// `zipdata({"1000005":[13,"千代田区","丸の内"], ...})`: they are read with fs and the JSON argument parsed (never eval).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { keptOnDisk } from './kept-on-disk.js';

const require = createRequire(import.meta.url);

/** @returns {import('./source.js').DataSource} */
export function nodePackages() {
  /** @type {{ City: any, State: any } | undefined} */
  let csc;
  const countryStateCity = () => (csc ??= require('country-state-city'));
  /** @type {any} */
  let isoCountries;
  const jpDir = () => dirname(require.resolve('japan-postal-code/package.json'));
  return {
    kept: keptOnDisk,
    usZips: () => Object.values(require('zipcodes').codes),
    citiesOf: (iso2) => countryStateCity().City.getCitiesOfCountry(iso2) ?? [],
    statesOf: (iso2) => countryStateCity().State.getStatesOfCountry(iso2) ?? [],
    isoCountries() {
      if (!isoCountries) {
        isoCountries = require('i18n-iso-countries');
        isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));
      }
      return isoCountries;
    },
    jpPrefectures() {
      // The package's index.js has them as its PREFMAP array.
      const source = readFileSync(join(jpDir(), 'index.js'), 'utf8');
      const block = /PREFMAP\s*=\s*\[([\s\S]*?)\]/.exec(source)?.[1] ?? '';
      return [null, ...[...block.matchAll(/'([^']+)'/g)].map((match) => match[1])];
    },
    jpPrefixes: () =>
      readdirSync(join(jpDir(), 'zipdata'))
        .map((name) => /^zip-(\d{3})\.js$/.exec(name)?.[1])
        .filter((prefix) => prefix !== undefined),
    jpZipData(prefix) {
      let text;
      try {
        text = readFileSync(join(jpDir(), 'zipdata', `zip-${prefix}.js`), 'utf8');
      } catch {
        return {};
      }
      return JSON.parse(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')));
    },
  };
}
