// The US autocomplete filters and preferences (Pro and v2), service side: each parameter's format and range, the
// spec's "Filter and preference rules" (violations of rules 1, 3, 4, 5, 6 and 8 are 422s naming the parameter; rules
// 2 and 7 are accepted and resolved), and what the accepted filters mean for a ZIP Code: whether it is included,
// how strongly it is preferred, and which city name a filter forces on it.
//
// prefer_geolocation: "city" (the default; also when absent or blank) adds the caller's city and state, located
// from its IP address, to prefer_cities. The simulator's callers are loopback clients that cannot be located, so each
// key has a fixed shopper city instead (DEMO_KEYS in ../server.js; the demo key's shopper is in Boulder, CO), handed
// in by the HTTP shell. The shopper's city is the ZIPs whose default city it is: they are preferred first, then the
// rest of the shopper's state (rule 9). As rules 4 and 8 say, geolocation takes precedence over the include_ and
// exclude_ filters: the shopper's city slips through a filter that leaves its state out, unless
// prefer_geolocation=none. Called without a shopper (the handlers' own tests), "city" adds nothing.
import { normalizeText } from '../shared.js';
import { cleanCityName } from './alternates.js';
import { usData } from './data.js';
import { reject } from './errors.js';

/**
 * @typedef {import('./data.js').ZipRecord} ZipRecord
 * @typedef {{ state: string, cities: string[] }} CityGroup
 * @typedef {{ city: string, state: string }} Shopper where the caller is, as the service locates it from its IP
 */

/**
 * @typedef {object} Filters
 * @property {number} maxResults
 * @property {number} preferRatio
 * @property {'postal' | 'all' | undefined} source set only when the request had `source`
 * @property {Set<string>} exclude v2 address types to drop
 * @property {(zip: ZipRecord) => boolean} allowed the include_ and exclude_ filters
 * @property {(zip: ZipRecord) => 0 | 1 | 2} tier 0 preferred city or ZIP, 1 preferred state, 2 the rest
 * @property {boolean} hasPreferences
 * @property {boolean} explicitPreferences prefer_cities, prefer_states or prefer_zip_codes given (not geolocation)
 * @property {(zip: ZipRecord) => number | undefined} forcedCity the name a city filter or preference gave the ZIP
 */

export const EXCLUDE_TYPES = [
  'base-address',
  'undeliverable-base-address',
  'commercial',
  'residential',
  'po-box',
  'military',
];
const KEYWORD = /^(?:CONTIGUOUS|ALLSTATES)$/i;
const MAX_ZIPS = 100;
const MAX_CITIES = 100;
const CITY_FORMAT = 'cities followed by their two-letter state, as in "Denver,Aurora,CO;Provo,UT"';

/**
 * @param {URLSearchParams} params
 * @param {string} name
 * @returns {string | undefined} the trimmed value, undefined when absent or blank
 */
export function textParam(params, name) {
  const value = params.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/**
 * @param {URLSearchParams} params
 * @param {string} name
 * @param {number} min
 * @param {number} max
 * @param {number} fallback
 * @param {keyof typeof import('./errors.js').ERROR_IDS} error
 */
export function integerParam(params, name, min, max, fallback, error) {
  const value = textParam(params, name);
  if (value === undefined) return fallback;
  const number = /^[+-]?\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max))
    reject(error, `${name} must be an integer from ${min} to ${max}; got "${value}".`);
  return number;
}

/** @param {string} value @param {string} separator */
function entries(value, separator) {
  return value
    .split(separator)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** @param {string} name @param {string} entry @param {string} rules */
function rejectKeyword(name, entry, rules) {
  if (KEYWORD.test(entry)) {
    reject(
      'keywordMisused',
      `${name}: the keyword ${entry.toUpperCase()} is only valid alone in include_only_states (${rules}).`,
    );
  }
}

/**
 * @param {string} name
 * @param {string} value
 * @param {string} keywordRules
 * @returns {Set<string>}
 */
function stateList(name, value, keywordRules) {
  const states = new Set();
  for (const entry of entries(value, ';')) {
    rejectKeyword(name, entry, keywordRules);
    if (!/^[A-Za-z]{2}$/.test(entry)) {
      reject('stateFormat', `${name}: "${entry}" is not a two-letter state abbreviation such as "CA" (rule 1).`);
    }
    states.add(entry.toUpperCase());
  }
  return states;
}

/** @param {string} value @returns {Set<string>} */
function includedStates(value) {
  const list = entries(value, ';');
  const keyword = list.find((entry) => KEYWORD.test(entry));
  if (keyword === undefined) return stateList('include_only_states', value, 'rule 5');
  if (list.length > 1) {
    reject(
      'keywordMisused',
      `include_only_states: the keyword ${keyword.toUpperCase()} must be the only value (rule 5).`,
    );
  }
  const data = usData();
  return keyword.toUpperCase() === 'ALLSTATES' ? data.allStates : data.contiguousStates;
}

/** @param {string} name @param {string} value @returns {Set<string>} */
function zipList(name, value) {
  const list = entries(value, ';');
  for (const entry of list) {
    if (!/^\d{5}$/.test(entry)) reject('zipFormat', `${name}: "${entry}" is not a 5-digit ZIP Code (rule 1).`);
  }
  if (list.length > MAX_ZIPS) {
    reject('tooManyZips', `${name} lists ${list.length} ZIP Codes; at most ${MAX_ZIPS} are allowed (rule 1).`);
  }
  return new Set(list);
}

/** @param {string} name @param {string} value @returns {CityGroup[]} */
function cityList(name, value) {
  const groups = entries(value, ';').map((group) => {
    rejectKeyword(name, group, 'rule 5');
    const parts = group.split(',').map((part) => part.trim());
    const state = parts.pop() ?? '';
    if (parts.length === 0 || parts.includes('') || !/^[A-Za-z]{2}$/.test(state)) {
      reject('cityFormat', `${name}: group "${group}" is not ${CITY_FORMAT} (rule 1).`);
    }
    return { state: state.toUpperCase(), cities: parts };
  });
  const count = groups.reduce((sum, group) => sum + group.cities.length, 0);
  if (count > MAX_CITIES) {
    reject('tooManyCities', `${name} lists ${count} cities; at most ${MAX_CITIES} are allowed (rule 1).`);
  }
  return groups;
}

/**
 * Raw filter values, each checked on its own.
 * @param {URLSearchParams} params
 */
function readValues(params) {
  const text = (/** @type {string} */ name) => textParam(params, name);
  const raw = {
    includeCities: text('include_only_cities'),
    includeStates: text('include_only_states'),
    includeZips: text('include_only_zip_codes'),
    excludeStates: text('exclude_states'),
    preferCities: text('prefer_cities'),
    preferStates: text('prefer_states'),
    preferZips: text('prefer_zip_codes'),
  };
  return {
    raw,
    includeCities: raw.includeCities === undefined ? undefined : cityList('include_only_cities', raw.includeCities),
    includeStates: raw.includeStates === undefined ? undefined : includedStates(raw.includeStates),
    includeZips: raw.includeZips === undefined ? undefined : zipList('include_only_zip_codes', raw.includeZips),
    excludeStates:
      raw.excludeStates === undefined ? undefined : stateList('exclude_states', raw.excludeStates, 'rule 5'),
    preferCities: raw.preferCities === undefined ? undefined : cityList('prefer_cities', raw.preferCities),
    preferStates:
      raw.preferStates === undefined ? undefined : stateList('prefer_states', raw.preferStates, 'rules 5 and 6'),
    preferZips: raw.preferZips === undefined ? undefined : zipList('prefer_zip_codes', raw.preferZips),
  };
}

const PARAM = {
  includeCities: 'include_only_cities',
  includeStates: 'include_only_states',
  includeZips: 'include_only_zip_codes',
  excludeStates: 'exclude_states',
  preferCities: 'prefer_cities',
  preferStates: 'prefer_states',
  preferZips: 'prefer_zip_codes',
};

/** Parameter pairs the rules forbid: the first is the one the message names as the cause. */
const CONFLICTS = /** @type {const} */ ([
  [
    'includeZips',
    'zipFilterCombined',
    '3',
    ['includeCities', 'includeStates', 'excludeStates', 'preferCities', 'preferStates'],
  ],
  ['excludeStates', 'excludeStatesCombined', '4', ['includeCities', 'includeStates', 'includeZips']],
  [
    'preferZips',
    'preferZipCombined',
    '6',
    ['includeCities', 'includeStates', 'includeZips', 'excludeStates', 'preferCities', 'preferStates'],
  ],
]);

/**
 * Rules 3, 4, 5, 6 and 8: the combinations.
 * @param {ReturnType<typeof readValues>['raw']} raw
 * @param {string | undefined} geolocation
 */
function checkCombinations(raw, geolocation) {
  for (const [key, error, rule, others] of CONFLICTS) {
    if (raw[key] === undefined) continue;
    const other = others.find((candidate) => raw[candidate] !== undefined);
    if (other !== undefined) reject(error, `${PARAM[key]} cannot be combined with ${PARAM[other]} (rule ${rule}).`);
  }
  if (raw.includeStates !== undefined && KEYWORD.test(raw.includeStates) && raw.includeCities !== undefined) {
    reject(
      'keywordMisused',
      `include_only_states: the keyword ${raw.includeStates.toUpperCase()} cannot be combined with include_only_cities (rule 5).`,
    );
  }
  const zipKey =
    raw.includeZips !== undefined ? 'includeZips' : raw.preferZips !== undefined ? 'preferZips' : undefined;
  if (zipKey !== undefined && geolocation !== 'none') {
    reject(
      'zipNeedsNoGeolocation',
      `prefer_geolocation must be "none" when ${PARAM[zipKey]} is used (rules ${zipKey === 'includeZips' ? '3' : '6'} and 8); it defaults to "city".`,
    );
  }
}

/**
 * The ZIPs a city list names, with the index of the name it used (an alternate forces that name). Names no longer
 * acceptable for mailing do not select a ZIP.
 * @param {CityGroup[] | undefined} groups
 * @param {Set<string> | undefined} skipStates states whose city groups do not count (rule 2)
 * @returns {Map<number, number>} ZIP index → name index
 */
function citiesToZips(groups, skipStates) {
  /** @type {Map<number, number>} */
  const zips = new Map();
  const { byCity } = usData();
  for (const { state, cities } of groups ?? []) {
    if (skipStates?.has(state)) continue;
    for (const city of cities) {
      for (const { zip, nameIndex } of byCity.get(`${normalizeText(cleanCityName(city))}|${state}`) ?? []) {
        if (zip.acceptable[nameIndex] && !zips.has(zip.index)) zips.set(zip.index, nameIndex);
      }
    }
  }
  return zips;
}

/**
 * @param {URLSearchParams} params
 * @param {'v2' | 'pro'} api
 */
function readOptions(params, api) {
  const geolocation = textParam(params, 'prefer_geolocation')?.toLowerCase();
  if (geolocation !== undefined && geolocation !== 'city' && geolocation !== 'none') {
    reject(
      'geolocationValue',
      `prefer_geolocation must be "city" or "none"; got "${params.get('prefer_geolocation')}".`,
    );
  }
  const source = textParam(params, 'source')?.toLowerCase();
  if (source !== undefined && source !== 'postal' && source !== 'all') {
    reject('sourceValue', `source must be "postal" or "all"; got "${params.get('source')}".`);
  }
  const exclude = new Set(
    api === 'v2' ? entries(textParam(params, 'exclude') ?? '', ',').map((e) => e.toLowerCase()) : [],
  );
  const unknown = [...exclude].find((type) => !EXCLUDE_TYPES.includes(type));
  if (unknown !== undefined) {
    reject('excludeValue', `exclude: "${unknown}" is not one of ${EXCLUDE_TYPES.join(', ')}.`);
  }
  return {
    geolocation,
    source: /** @type {'postal' | 'all' | undefined} */ (source),
    exclude,
    maxResults: integerParam(params, 'max_results', 1, 10, 10, 'maxResultsRange'),
    preferRatio: integerParam(params, 'prefer_ratio', 0, 100, 100, 'preferRatioRange'),
  };
}

/**
 * The ZIPs of the shopper's city: those whose default city name it is.
 * @param {Shopper | undefined} shopper
 * @returns {Set<number>} ZIP indices
 */
export function shopperZips(shopper) {
  if (!shopper) return new Set();
  const state = shopper.state.toUpperCase();
  const found = usData().byCity.get(`${normalizeText(shopper.city)}|${state}`) ?? [];
  return new Set(found.filter(({ nameIndex }) => nameIndex === 0).map(({ zip }) => zip.index));
}

/**
 * Reads and checks the filters and preferences of a search; throws a ParameterError (422) on a violation.
 * @param {URLSearchParams} params
 * @param {'v2' | 'pro'} api `exclude` exists only in v2; on Pro it is ignored like any unknown parameter
 * @param {Shopper} [shopper] where the caller is located; used unless prefer_geolocation=none
 * @returns {Filters}
 */
export function readFilters(params, api, shopper) {
  const options = readOptions(params, api);
  const values = readValues(params);
  checkCombinations(values.raw, options.geolocation);
  const includeCities = citiesToZips(values.includeCities, values.includeStates);
  const preferCities = citiesToZips(values.preferCities, undefined);
  const preferStates = new Set([...(values.preferStates ?? []), ...(values.preferCities ?? []).map((g) => g.state)]);
  const { includeStates, includeZips, excludeStates, preferZips } = values;
  const restricted = values.includeCities !== undefined || includeStates !== undefined;
  // Geolocation "city" (rules 3 and 6 have already refused it next to a ZIP Code filter or preference).
  const located = options.geolocation === 'none' ? undefined : shopper;
  const shopperCity = shopperZips(located);
  const shopperState = shopperCity.size > 0 ? located?.state.toUpperCase() : undefined;
  return {
    ...options,
    allowed(zip) {
      if (shopperCity.has(zip.index)) return true; // rules 4 and 8
      if (includeZips) return includeZips.has(zip.zip);
      if (restricted && !includeStates?.has(zip.state) && !includeCities.has(zip.index)) return false;
      return !excludeStates?.has(zip.state);
    },
    tier(zip) {
      if (preferCities.has(zip.index) || preferZips?.has(zip.zip) || shopperCity.has(zip.index)) return 0;
      return preferStates.has(zip.state) || zip.state === shopperState ? 1 : 2;
    },
    hasPreferences:
      preferCities.size > 0 || preferStates.size > 0 || (preferZips?.size ?? 0) > 0 || shopperCity.size > 0,
    explicitPreferences: preferCities.size > 0 || preferStates.size > 0 || (preferZips?.size ?? 0) > 0,
    forcedCity(zip) {
      return includeCities.get(zip.index) ?? preferCities.get(zip.index);
    },
  };
}
