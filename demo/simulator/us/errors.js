// The US endpoints' 400/422 errors: stable numeric ids (tests and clients may match on them) and messages that name
// the parameter at fault. Bodies have the service's shape, `{"errors":[{"id","message"}]}` (shared.js).
import { serviceError } from '../shared.js';

/** Stable error ids. Never renumber one: add new ids at the end of a block. */
export const ERROR_IDS = {
  // US autocomplete (v2 and Pro): search and ranges
  searchRequired: 4220001,
  searchTooLong: 4220002,
  maxResultsRange: 4220003,
  preferRatioRange: 4220004,
  geolocationValue: 4220005,
  sourceValue: 4220006,
  excludeValue: 4220007,
  // US autocomplete filters and preferences: spec rules 1, 3, 4, 5, 6 and 8
  stateFormat: 4220101,
  zipFormat: 4220102,
  tooManyZips: 4220103,
  cityFormat: 4220104,
  tooManyCities: 4220105,
  zipFilterCombined: 4220106,
  zipNeedsNoGeolocation: 4220107,
  excludeStatesCombined: 4220108,
  keywordMisused: 4220109,
  preferZipCombined: 4220110,
  // US street
  streetRequired: 4000201,
  candidatesRange: 4220202,
  matchValue: 4220203,
  fieldTooLong: 4220204,
  lastLineIncomplete: 4220205,
};

/**
 * A 422 with one error.
 * @param {keyof typeof ERROR_IDS} name
 * @param {string} message
 */
export function unprocessable(name, message) {
  return serviceError(422, ERROR_IDS[name], message);
}

/**
 * A 400 with one error.
 * @param {keyof typeof ERROR_IDS} name
 * @param {string} message
 */
export function badRequest(name, message) {
  return serviceError(400, ERROR_IDS[name], message);
}

/** Thrown by parameter readers; the handler turns it into its response. */
export class ParameterError extends Error {
  /** @param {import('../shared.js').SimResponse} response */
  constructor(response) {
    super('parameter error');
    this.response = response;
  }
}

/**
 * Throws a 422 ParameterError.
 * @param {keyof typeof ERROR_IDS} name
 * @param {string} message
 * @returns {never}
 */
export function reject(name, message) {
  throw new ParameterError(unprocessable(name, message));
}

/**
 * Runs a handler body, answering a thrown ParameterError with its response.
 * @param {() => import('../shared.js').SimResponse} body
 * @returns {import('../shared.js').SimResponse}
 */
export function answer(body) {
  try {
    return body();
  } catch (error) {
    if (error instanceof ParameterError) return error.response;
    throw error;
  }
}
