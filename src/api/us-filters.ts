/**
 * The US autocomplete filters and preferences (Pro and v2): the spec's "Filter and preference rules" checked before
 * any request, so a misconfiguration fails once with a `config` error that names the option and the rule instead of
 * drawing a 422 on every keystroke. This module decides which options may go together and what is sent; how each
 * value is written is checked in us-filter-formats.ts.
 */
import { DEV_MODE } from './dev-mode.js';
import { configError } from './errors.js';
import { integerOption } from './integer-option.js';
import { US_FILTER_NAMES } from './us-filter-names.js';
import {
  checkCities,
  checkExclude,
  checkIncludedStates,
  checkOneOf,
  checkStates,
  checkZips,
  GEOLOCATIONS,
  SOURCES,
  splitList,
  STATE_KEYWORD,
} from './us-filter-formats.js';

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
  /** Human-readable warnings (rules 2, 4 and 8) for the caller to log; the request is still sent. */
  warnings: string[];
}

/** Option names double as the names in config errors. */
type FilterOption = keyof UsFilterOptions;
type NumberOption = 'maxResults' | 'preferRatio';
type TextOption = Exclude<FilterOption, NumberOption>;
type Values = Partial<Record<FilterOption, string>>;

/** The options in the order they are sent, so that the URL (the request cache key) is stable. */
const ORDER: readonly FilterOption[] = ['maxResults', ...US_FILTER_NAMES];

/** The query parameter of an option: the service writes the same words in snake case (`include_only_cities`). */
export function paramName(option: string): string {
  return option.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

const NUMBER_RANGES: Record<NumberOption, { min: number; max: number }> = {
  maxResults: { min: 1, max: 10 },
  preferRatio: { min: 0, max: 100 },
};

/**
 * The format check of each text option, which returns the value to send (state codes and keywords upper case); the
 * number is the spec rule that also keeps the keywords out of it.
 */
const FORMAT_CHECKS: Record<TextOption, (value: string, option: string) => string> = {
  includeOnlyCities: (value, option) => checkCities(value, option, 5, 'includeOnlyStates'),
  includeOnlyStates: checkIncludedStates,
  includeOnlyZipCodes: checkZips,
  excludeStates: (value, option) => checkStates(value, option, 5),
  preferCities: (value, option) => checkCities(value, option, 5, 'preferStates'),
  preferStates: (value, option) => checkStates(value, option, 6),
  preferZipCodes: checkZips,
  preferGeolocation: (value, option) => checkOneOf(value, option, GEOLOCATIONS),
  source: (value, option) => checkOneOf(value, option, SOURCES),
  exclude: checkExclude,
};

/**
 * Pairs the service rejects. The first key is the one reported: it is the option whose presence makes the others
 * illegal, so removing it is always a fix.
 */
const CONFLICTS: ReadonlyArray<{ key: FilterOption; rule: number; others: readonly FilterOption[] }> = [
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
    throw configError(
      'exclude',
      DEV_MODE ? 'is only supported by the v2 US autocomplete API, not by Pro; remove it' : 'v2 only',
    );
  }
  const values = readValues(options);
  checkConflicts(values);
  checkKeywordWithCities(values);
  const warnings = repeatedStateWarnings(values);
  const geolocation = geolocationFor(values, warnings);
  if (geolocation !== undefined) values.preferGeolocation = geolocation;

  const params = ORDER.flatMap((key): Array<[string, string]> => {
    const value = values[key];
    return value === undefined ? [] : [[paramName(key), value]];
  });
  return { params, warnings };
}

/**
 * Trims every option, drops the unset ones and checks each one on its own (formats and ranges); keeps the values to
 * send (state codes and keywords upper case).
 */
function readValues(options: UsFilterOptions): Values {
  const values: Values = {};
  for (const key of ORDER) {
    const value = isNumberOption(key) ? readNumber(options[key], key) : readText(options[key]);
    if (value === undefined) continue;
    values[key] = isNumberOption(key) ? value : FORMAT_CHECKS[key](value, key);
  }
  return values;
}

function isNumberOption(key: FilterOption): key is NumberOption {
  return key in NUMBER_RANGES;
}

function readNumber(value: number | undefined, key: NumberOption): string | undefined {
  const { min, max } = NUMBER_RANGES[key];
  const checked = integerOption(key, value, min, max);
  return checked === undefined ? undefined : String(checked);
}

/** Blank is unset; the type check keeps a stray non-string (a framework's property) from throwing a TypeError. */
function readText(value: string | undefined): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? undefined : trimmed;
}

function checkConflicts(values: Values): void {
  for (const { key, rule, others } of CONFLICTS) {
    if (values[key] === undefined) continue;
    const other = others.find((candidate) => values[candidate] !== undefined);
    if (other !== undefined) {
      throw configError(
        key,
        DEV_MODE
          ? `cannot be combined with ${other} (spec rule ${rule}); remove one of them`
          : `not with ${other} (spec rule ${rule})`,
      );
    }
  }
}

/** A keyword already names a set of states; the service refuses to narrow it with cities (rule 5). */
function checkKeywordWithCities(values: Values): void {
  const states = values.includeOnlyStates;
  if (states === undefined || !STATE_KEYWORD.test(states) || values.includeOnlyCities === undefined) return;
  throw configError(
    'includeOnlyStates',
    DEV_MODE
      ? `the keyword ${states.toUpperCase()} cannot be combined with includeOnlyCities (spec rule 5); ` +
          'remove includeOnlyCities or list the states instead'
      : `${states.toUpperCase()} not with includeOnlyCities (spec rule 5)`,
  );
}

/** The filters that geolocation would override: it takes precedence over include and exclude (rule 8). */
const FILTER_KEYS = ['includeOnlyCities', 'includeOnlyStates', 'includeOnlyZipCodes', 'excludeStates'] as const;

/**
 * Geolocation adds the user's city and state to the preferences and takes precedence over the include and exclude
 * filters (rules 4 and 8): the shopper's own city would get through a filter that leaves it out. The service
 * refuses it next to a ZIP Code filter or preference (rules 3, 6 and 8). Since it defaults to "city" on the service
 * side, leaving it unset next to any of these must send "none" explicitly. An explicit "city" next to a city or state
 * filter is sent as asked, with a warning.
 */
function geolocationFor(values: Values, warnings: string[]): string | undefined {
  const remedy = DEV_MODE ? 'remove preferGeolocation ("none" is then sent automatically) or set it to "none"' : '';
  const zipKey = (['includeOnlyZipCodes', 'preferZipCodes'] as const).find((key) => values[key] !== undefined);
  const filterKey = FILTER_KEYS.find((key) => values[key] !== undefined);
  if (zipKey === undefined && filterKey === undefined) return values.preferGeolocation;
  if (values.preferGeolocation !== 'city') return 'none';
  if (zipKey !== undefined) {
    const rules = zipKey === 'includeOnlyZipCodes' ? 'spec rules 3 and 8' : 'spec rules 6 and 8';
    throw configError(
      'preferGeolocation',
      DEV_MODE
        ? `cannot be "city" together with ${zipKey} (${rules}); ${remedy}`
        : `"city" not with ${zipKey} (${rules})`,
    );
  }
  const rules = filterKey === 'excludeStates' ? 'spec rules 4 and 8' : 'spec rule 8';
  warnings.push(
    DEV_MODE
      ? `preferGeolocation is "city" together with ${filterKey}: geolocation takes precedence over the filters, so ` +
          `addresses in the shopper's own city appear even where ${filterKey} leaves them out (${rules}); ${remedy}`
      : `preferGeolocation "city" overrides ${filterKey} (${rules})`,
  );
  return 'city';
}

/** The service lets includeOnlyStates win (rule 2), so the cities listed for that state silently stop mattering. */
function repeatedStateWarnings(values: Values): string[] {
  const { includeOnlyCities: cities, includeOnlyStates: states } = values;
  if (cities === undefined || states === undefined) return [];
  const included = new Set(splitList(states, ';').map((state) => state.toUpperCase()));
  const cityStates = splitList(cities, ';').map((group) => (splitList(group, ',').pop() ?? '').toUpperCase());
  return [...new Set(cityStates)]
    .filter((state) => included.has(state))
    .map((state) =>
      DEV_MODE
        ? `includeOnlyCities names cities in ${state}, which includeOnlyStates also lists: the whole state ` +
          `${state} is included, so the city restriction for ${state} has no effect (spec rule 2)`
        : `includeOnlyCities in ${state} has no effect: includeOnlyStates lists it (spec rule 2)`,
    );
}
