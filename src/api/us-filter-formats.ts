/**
 * How each US autocomplete filter value must be written, checked on its own (spec rule 1, and the keyword placement
 * of rules 5 and 6). Which options may be combined is us-filters.ts's concern. Every check throws a `config`
 * AddressError naming `option`, the request option the value came from, and returns the value to send: as written,
 * except that state codes and the keywords are sent upper case.
 */
import { DEV_MODE } from './dev-mode.js';
import { configError } from './errors.js';
import { US_STATE_CODES } from './us-state-codes.js';

/** The two includeOnlyStates keywords (spec rule 5), written in any case; sent upper case. */
export const STATE_KEYWORD = /^(?:CONTIGUOUS|ALLSTATES)$/i;

const STATE = /^[A-Za-z]{2}$/;
const ZIP = /^\d{5}$/;
const MAX_ZIPS = 100;
const MAX_CITIES = 100;
const EXCLUDE_TYPES = [
  'base-address',
  'undeliverable-base-address',
  'commercial',
  'residential',
  'po-box',
  'military',
] as const;

export const GEOLOCATIONS = ['city', 'none'] as const;
export const SOURCES = ['postal', 'all'] as const;

/** Lists are split as written, without trimming: a stray space is reported rather than silently sent. */
export function splitList(value: string, separator: string): string[] {
  return value.split(separator);
}

/**
 * Throws unless `entry` passes. Entries are sent as written, so " NV" is not silently fixed; the hint says what to
 * change when only the spaces are wrong.
 */
function checkEntry(
  entry: string,
  option: string,
  isValid: (entry: string) => boolean,
  expected: string,
  separator: string,
): void {
  if (isValid(entry)) return;
  if (entry.trim() === '') {
    throw configError(
      option,
      DEV_MODE ? `has an empty entry; check for a doubled or trailing "${separator}" (${expected})` : 'empty entry',
    );
  }
  if (!DEV_MODE) throw configError(option, `"${entry}" is invalid`);
  const hint = isValid(entry.trim()) ? `; remove the spaces around "${separator}"` : '';
  throw configError(option, `"${entry}" is not ${expected}${hint}`);
}

function tooMany(option: string, count: number, what: string, max: number): Error {
  return configError(
    option,
    DEV_MODE ? `lists ${count} ${what}; at most ${max} are allowed (spec rule 1)` : `${count} entries, at most ${max}`,
  );
}

function stateFormat(example: string): string {
  if (!DEV_MODE) return '';
  return `a two-letter state abbreviation such as "${example}" (spec rule 1)`;
}

function isState(entry: string): boolean {
  return STATE.test(entry);
}

/**
 * A two-letter entry (`expected` describes the format) that must also be a USPS state, district, territory or
 * military code: a typo such as "CS" would otherwise filter everything out, silently. Returns it upper case.
 */
function checkStateCode(entry: string, option: string, expected: string, separator: string): string {
  checkEntry(entry, option, isState, expected, separator);
  const code = entry.toUpperCase();
  if (!US_STATE_CODES.has(code)) {
    throw configError(
      option,
      DEV_MODE
        ? `"${entry}" is not the USPS code of a US state, district or territory (such as "CA", "DC" or "PR"; spec rule 1)`
        : `"${entry}" is no state`,
    );
  }
  return code;
}

function isZip(entry: string): boolean {
  return ZIP.test(entry);
}

function isCityName(entry: string): boolean {
  return entry !== '' && entry === entry.trim();
}

/** The keywords are legal only alone in includeOnlyStates; elsewhere the service would read them as a state or a city. */
function rejectKeyword(entry: string, option: string, rule: number): void {
  if (!STATE_KEYWORD.test(entry.trim())) return;
  if (!DEV_MODE)
    throw configError(option, `${entry.trim().toUpperCase()} only alone in includeOnlyStates (spec rule 5)`);
  const rules = rule === 5 ? 'spec rule 5' : `spec rules 5 and ${rule}`;
  throw configError(
    option,
    `the keyword ${entry.trim().toUpperCase()} is only valid on its own in includeOnlyStates (${rules})`,
  );
}

/**
 * `keywordRule` is the rule that also forbids a keyword in this option (5 for filters, 6 for preferences). Returns the
 * codes upper case.
 */
export function checkStates(value: string, option: string, keywordRule: number): string {
  return splitList(value, ';')
    .map((entry) => {
      rejectKeyword(entry, option, keywordRule);
      return checkStateCode(entry, option, stateFormat('CA'), ';');
    })
    .join(';');
}

/** States, or one keyword on its own (spec rule 5); returned upper case. */
export function checkIncludedStates(value: string, option: string): string {
  const entries = splitList(value, ';');
  const keyword = entries.find((entry) => STATE_KEYWORD.test(entry.trim()));
  if (keyword === undefined) return checkStates(value, option, 5);
  if (entries.length > 1) {
    throw configError(
      option,
      DEV_MODE
        ? `the keyword ${keyword.trim().toUpperCase()} must be the only value; ` +
            'it cannot be mixed with states (spec rule 5)'
        : `${keyword.trim().toUpperCase()} must be alone (spec rule 5)`,
    );
  }
  return value.toUpperCase();
}

export function checkZips(value: string, option: string): string {
  const entries = splitList(value, ';');
  for (const entry of entries) {
    checkEntry(entry, option, isZip, DEV_MODE ? 'a 5-digit ZIP Code such as "90210" (spec rule 1)' : '', ';');
  }
  if (entries.length > MAX_ZIPS) {
    throw tooMany(option, entries.length, 'ZIP Codes', MAX_ZIPS);
  }
  return value;
}

/**
 * Groups look like "Denver,Aurora,CO": one or more cities, then the state they are in. Returns the value with each
 * state code upper case and the cities as written. `statesOption` is where a whole state belongs (includeOnlyStates
 * for includeOnlyCities): a group that is only a state points there.
 */
export function checkCities(value: string, option: string, keywordRule: number, statesOption: string): string {
  const format = DEV_MODE
    ? 'groups of cities each followed by their state, as in "Denver,Aurora,CO;Provo,UT" (spec rule 1)'
    : '';
  let cityCount = 0;
  const groups = splitList(value, ';').map((group) => {
    rejectKeyword(group, option, keywordRule);
    if (group.trim() === '') {
      throw configError(
        option,
        DEV_MODE ? `has an empty group; check for a doubled or trailing ";" (expected ${format})` : 'empty group',
      );
    }
    const parts = splitList(group, ',');
    const state = parts[parts.length - 1] ?? '';
    const cities = parts.slice(0, -1);
    if (cities.length === 0 && isState(group.trim())) {
      throw configError(
        option,
        DEV_MODE
          ? `group "${group}" is a state without a city: to cover the whole state, list it in ${statesOption} instead; ` +
              `expected ${format}`
          : `"${group}" is a state: list it in ${statesOption}`,
      );
    }
    if (cities.length === 0 || !isState(state.trim())) {
      throw configError(
        option,
        DEV_MODE
          ? `group "${group}" does not end with a two-letter state after its cities; expected ${format}`
          : `"${group}" does not end with a state`,
      );
    }
    const code = checkStateCode(state, option, stateFormat('CO'), ',');
    for (const city of cities) {
      checkEntry(city, option, isCityName, DEV_MODE ? `a city name (in group "${group}"; spec rule 1)` : '', ',');
    }
    cityCount += cities.length;
    return [...cities, code].join(',');
  });
  if (cityCount > MAX_CITIES) {
    throw tooMany(option, cityCount, 'cities', MAX_CITIES);
  }
  return groups.join(';');
}

export function checkOneOf(value: string, option: string, allowed: readonly string[]): string {
  if (!allowed.includes(value)) {
    throw configError(
      option,
      DEV_MODE ? `must be ${describeChoices(allowed)}; got "${value}"` : `"${value}" is not ${allowed.join(' or ')}`,
    );
  }
  return value;
}

/** v2's `exclude`: comma-separated address types. */
export function checkExclude(value: string, option: string): string {
  const expected = DEV_MODE ? `one of ${describeChoices(EXCLUDE_TYPES)}` : '';
  for (const entry of splitList(value, ',')) {
    checkEntry(entry, option, (item) => (EXCLUDE_TYPES as readonly string[]).includes(item), expected, ',');
  }
  return value;
}

function describeChoices(choices: readonly string[]): string {
  const quoted = choices.map((choice) => `"${choice}"`);
  return quoted.length <= 2 ? quoted.join(' or ') : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}
