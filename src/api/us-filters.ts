/**
 * The US autocomplete filters and preferences (Pro and v2): the spec's "Filter and preference rules" checked before
 * any request, so a misconfigured element fails once with a `config` error that names the attribute and the rule
 * instead of drawing a 422 on every keystroke.
 */
import { configError } from './errors.js';
import { integerOption } from './integer-option.js';

export type UsApi = 'v2' | 'pro';

export interface UsFilterOptions {
  maxResults?: number;
  includeOnlyCities?: string;
  includeOnlyStates?: string;
  includeOnlyZipCodes?: string;
  excludeStates?: string;
  preferCities?: string;
  preferStates?: string;
  preferZipCodes?: string;
  preferRatio?: number;
  /** 'city' | 'none'; '' or undefined = unset. */
  preferGeolocation?: string;
  /** 'postal' | 'all'. */
  source?: string;
  /** v2 only: comma-separated address types to drop. */
  exclude?: string;
}

export interface UsFilterParams {
  /** API query parameters, in a stable order, with empty/undefined options omitted. */
  params: Array<[name: string, value: string]>;
  /** Human-readable warnings (rule 2) that the element logs with console.warn; the request is still sent. */
  warnings: string[];
}

type Key = keyof UsFilterOptions;
type NumberKey = 'maxResults' | 'preferRatio';
type TextKey = Exclude<Key, NumberKey>;
type Values = Partial<Record<Key, string>>;

/** Declared in the order the parameters are sent, so the URL (and the request cache key) is stable. */
const FIELDS: Record<Key, { attribute: string; param: string }> = {
  maxResults: { attribute: 'max-results', param: 'max_results' },
  includeOnlyCities: { attribute: 'include-only-cities', param: 'include_only_cities' },
  includeOnlyStates: { attribute: 'include-only-states', param: 'include_only_states' },
  includeOnlyZipCodes: { attribute: 'include-only-zip-codes', param: 'include_only_zip_codes' },
  excludeStates: { attribute: 'exclude-states', param: 'exclude_states' },
  preferCities: { attribute: 'prefer-cities', param: 'prefer_cities' },
  preferStates: { attribute: 'prefer-states', param: 'prefer_states' },
  preferZipCodes: { attribute: 'prefer-zip-codes', param: 'prefer_zip_codes' },
  preferRatio: { attribute: 'prefer-ratio', param: 'prefer_ratio' },
  preferGeolocation: { attribute: 'prefer-geolocation', param: 'prefer_geolocation' },
  source: { attribute: 'source', param: 'source' },
  exclude: { attribute: 'exclude', param: 'exclude' },
};
const ORDER = Object.keys(FIELDS) as Key[];

const attr = (key: Key): string => FIELDS[key].attribute;

const STATE = /^[A-Za-z]{2}$/;
const ZIP = /^\d{5}$/;
const KEYWORD = /^(?:CONTIGUOUS|ALLSTATES)$/i;
const MAX_ZIPS = 100;
const MAX_CITIES = 100;
const GEOLOCATIONS = ['city', 'none'] as const;
const SOURCES = ['postal', 'all'] as const;
const EXCLUDE_TYPES = [
  'base-address',
  'undeliverable-base-address',
  'commercial',
  'residential',
  'po-box',
  'military',
] as const;

const NUMBER_RANGES: Record<NumberKey, { min: number; max: number }> = {
  maxResults: { min: 1, max: 10 },
  preferRatio: { min: 0, max: 100 },
};

const TEXT_CHECKS: Record<TextKey, (value: string, attribute: string) => void> = {
  includeOnlyCities: (value, attribute) => checkCities(value, attribute, 5),
  includeOnlyStates: checkIncludedStates,
  includeOnlyZipCodes: checkZips,
  excludeStates: (value, attribute) => checkStates(value, attribute, 5),
  preferCities: (value, attribute) => checkCities(value, attribute, 5),
  preferStates: (value, attribute) => checkStates(value, attribute, 6),
  preferZipCodes: checkZips,
  preferGeolocation: (value, attribute) => checkOneOf(value, attribute, GEOLOCATIONS),
  source: (value, attribute) => checkOneOf(value, attribute, SOURCES),
  exclude: checkExclude,
};

/**
 * Pairs the service rejects. The first key is the one reported: it is the option whose presence makes the others
 * illegal, so removing it is always a fix.
 */
const CONFLICTS: ReadonlyArray<{ key: Key; rule: number; others: readonly Key[] }> = [
  {
    key: 'includeOnlyZipCodes',
    rule: 3,
    others: ['includeOnlyCities', 'includeOnlyStates', 'excludeStates', 'preferCities', 'preferStates'],
  },
  { key: 'excludeStates', rule: 4, others: ['includeOnlyCities', 'includeOnlyStates', 'includeOnlyZipCodes'] },
  {
    key: 'preferZipCodes',
    rule: 6,
    others: [
      'includeOnlyCities',
      'includeOnlyStates',
      'includeOnlyZipCodes',
      'excludeStates',
      'preferCities',
      'preferStates',
    ],
  },
];

/**
 * Validates the options against the spec's rules and returns the query parameters; throws AddressError code 'config'.
 */
export function usFilterParams(options: UsFilterOptions, api: UsApi): UsFilterParams {
  // Checked first: on Pro the parameter does not exist, so its value is beside the point.
  if (api === 'pro' && readText(options.exclude) !== undefined) {
    throw configError(attr('exclude'), 'is only supported by the v2 US autocomplete API, not by Pro; remove it');
  }
  const values = readValues(options);
  checkConflicts(values);
  checkKeywordWithCities(values);
  const geolocation = geolocationFor(values);
  if (geolocation !== undefined) values.preferGeolocation = geolocation;

  const params = ORDER.flatMap((key): Array<[string, string]> => {
    const value = values[key];
    return value === undefined ? [] : [[FIELDS[key].param, value]];
  });
  return { params, warnings: repeatedStateWarnings(values) };
}

/** Trims every option, drops the unset ones and checks each one on its own (formats and ranges). */
function readValues(options: UsFilterOptions): Values {
  const values: Values = {};
  for (const key of ORDER) {
    const value = isNumberKey(key) ? readNumber(options[key], key) : readText(options[key]);
    if (value === undefined) continue;
    if (!isNumberKey(key)) TEXT_CHECKS[key](value, attr(key));
    values[key] = value;
  }
  return values;
}

function isNumberKey(key: Key): key is NumberKey {
  return key in NUMBER_RANGES;
}

/** Lit's Number converter yields null for a removed attribute and NaN for garbage, so both reach here. */
function readNumber(value: number | null | undefined, key: NumberKey): string | undefined {
  const { min, max } = NUMBER_RANGES[key];
  const checked = integerOption(attr(key), value, min, max);
  return checked === undefined ? undefined : String(checked);
}

function readText(value: string | null | undefined): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
}

function splitList(value: string, separator: string): string[] {
  return value.split(separator);
}

/**
 * Throws unless `entry` passes. Entries are sent as written, so " NV" is not silently fixed; the hint says what to
 * change when only the spaces are wrong.
 */
function checkEntry(
  entry: string,
  attribute: string,
  isValid: (entry: string) => boolean,
  expected: string,
  separator: string,
): void {
  if (isValid(entry)) return;
  if (entry.trim() === '') {
    throw configError(attribute, `has an empty entry; check for a doubled or trailing "${separator}" (${expected})`);
  }
  const hint = isValid(entry.trim()) ? `; remove the spaces around "${separator}"` : '';
  throw configError(attribute, `"${entry}" is not ${expected}${hint}`);
}

function isState(entry: string): boolean {
  return STATE.test(entry);
}

function isZip(entry: string): boolean {
  return ZIP.test(entry);
}

/** The keywords are legal only alone in include-only-states; elsewhere they would be read as a state or a city. */
function rejectKeyword(entry: string, attribute: string, rule: number): void {
  if (!KEYWORD.test(entry.trim())) return;
  const rules = rule === 5 ? 'spec rule 5' : `spec rules 5 and ${rule}`;
  throw configError(
    attribute,
    `the keyword ${entry.trim().toUpperCase()} is only valid on its own in include-only-states (${rules})`,
  );
}

function checkStates(value: string, attribute: string, keywordRule: number): void {
  for (const entry of splitList(value, ';')) {
    rejectKeyword(entry, attribute, keywordRule);
    checkEntry(entry, attribute, isState, 'a two-letter state abbreviation such as "CA" (spec rule 1)', ';');
  }
}

function checkIncludedStates(value: string, attribute: string): void {
  const entries = splitList(value, ';');
  const keyword = entries.find((entry) => KEYWORD.test(entry.trim()));
  if (keyword === undefined) {
    checkStates(value, attribute, 5);
  } else if (entries.length > 1) {
    throw configError(
      attribute,
      `the keyword ${keyword.trim().toUpperCase()} must be the only value; ` +
        'it cannot be mixed with states (spec rule 5)',
    );
  }
}

function checkZips(value: string, attribute: string): void {
  const entries = splitList(value, ';');
  for (const entry of entries) {
    checkEntry(entry, attribute, isZip, 'a 5-digit ZIP Code such as "90210" (spec rule 1)', ';');
  }
  if (entries.length > MAX_ZIPS) {
    throw configError(attribute, `lists ${entries.length} ZIP Codes; at most ${MAX_ZIPS} are allowed (spec rule 1)`);
  }
}

/** Groups look like "Denver,Aurora,CO": one or more cities, then the state they are in. */
function checkCities(value: string, attribute: string, keywordRule: number): void {
  const format = 'groups of cities each followed by their state, as in "Denver,Aurora,CO;Provo,UT" (spec rule 1)';
  let cityCount = 0;
  for (const group of splitList(value, ';')) {
    rejectKeyword(group, attribute, keywordRule);
    if (group.trim() === '') {
      throw configError(attribute, `has an empty group; check for a doubled or trailing ";" (expected ${format})`);
    }
    const parts = splitList(group, ',');
    const state = parts[parts.length - 1] ?? '';
    const cities = parts.slice(0, -1);
    if (cities.length === 0 || !isState(state.trim())) {
      throw configError(
        attribute,
        `group "${group}" does not end with a two-letter state after its cities; expected ${format}`,
      );
    }
    checkEntry(state, attribute, isState, 'a two-letter state abbreviation such as "CO" (spec rule 1)', ',');
    for (const city of cities) {
      checkEntry(city, attribute, isCityName, `a city name (in group "${group}"; spec rule 1)`, ',');
    }
    cityCount += cities.length;
  }
  if (cityCount > MAX_CITIES) {
    throw configError(attribute, `lists ${cityCount} cities; at most ${MAX_CITIES} are allowed (spec rule 1)`);
  }
}

function isCityName(entry: string): boolean {
  return entry !== '' && entry === entry.trim();
}

function checkOneOf(value: string, attribute: string, allowed: readonly string[]): void {
  if (!allowed.includes(value)) {
    throw configError(attribute, `must be ${describeChoices(allowed)}; got "${value}"`);
  }
}

function checkExclude(value: string, attribute: string): void {
  const expected = `one of ${describeChoices(EXCLUDE_TYPES)}`;
  for (const entry of splitList(value, ',')) {
    checkEntry(entry, attribute, (item) => (EXCLUDE_TYPES as readonly string[]).includes(item), expected, ',');
  }
}

function describeChoices(choices: readonly string[]): string {
  const quoted = choices.map((choice) => `"${choice}"`);
  return quoted.length <= 2 ? quoted.join(' or ') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

function checkConflicts(values: Values): void {
  for (const { key, rule, others } of CONFLICTS) {
    if (values[key] === undefined) continue;
    const other = others.find((candidate) => values[candidate] !== undefined);
    if (other !== undefined) {
      throw configError(attr(key), `cannot be combined with ${attr(other)} (spec rule ${rule}); remove one of them`);
    }
  }
}

function checkKeywordWithCities(values: Values): void {
  const states = values.includeOnlyStates;
  if (states === undefined || !KEYWORD.test(states) || values.includeOnlyCities === undefined) return;
  throw configError(
    attr('includeOnlyStates'),
    `the keyword ${states.toUpperCase()} cannot be combined with include-only-cities (spec rule 5); ` +
      'remove include-only-cities or list the states instead',
  );
}

/**
 * Geolocation would add the user's city to the preferences, which the service refuses next to a ZIP Code filter or
 * preference; since it defaults to "city" on the service side, leaving it unset must send "none" explicitly.
 */
function geolocationFor(values: Values): string | undefined {
  const zipKey = (['includeOnlyZipCodes', 'preferZipCodes'] as const).find((key) => values[key] !== undefined);
  if (zipKey === undefined) return values.preferGeolocation;
  if (values.preferGeolocation === 'city') {
    const rules = zipKey === 'includeOnlyZipCodes' ? 'spec rules 3 and 8' : 'spec rules 6 and 8';
    throw configError(
      attr('preferGeolocation'),
      `cannot be "city" together with ${attr(zipKey)} (${rules}); remove prefer-geolocation ("none" is then sent ` +
        'automatically) or set it to "none"',
    );
  }
  return 'none';
}

/** The service lets include-only-states win (rule 2), so the cities listed for that state silently stop mattering. */
function repeatedStateWarnings(values: Values): string[] {
  const { includeOnlyCities: cities, includeOnlyStates: states } = values;
  if (cities === undefined || states === undefined) return [];
  const included = new Set(splitList(states, ';').map((state) => state.toUpperCase()));
  const cityStates = splitList(cities, ';').map((group) => (splitList(group, ',').pop() ?? '').toUpperCase());
  return [...new Set(cityStates)]
    .filter((state) => included.has(state))
    .map(
      (state) =>
        `include-only-cities names cities in ${state}, which include-only-states also lists: the whole state ` +
        `${state} is included, so the city restriction for ${state} has no effect (spec rule 2)`,
    );
}
