// POST /street-address, US Street batches: a JSON array of up to 100 lookups, each with the GET's input fields. Every
// lookup is answered by the GET's own handler, so a batch gives exactly the candidates the GET gives; each candidate
// then carries the lookup's position (`input_index`) and its `input_id`, when one was sent.
import { serviceError } from '../shared.js';

/** Spec "Limits": addresses per POST. */
export const MAX_LOOKUPS = 100;

export const BATCH_ERROR_IDS = {
  malformed: 4000301,
  tooManyLookups: 4000302,
  streetRequired: 4220301,
};

/** The input fields of a lookup (spec, US street input table); other keys are refused as malformed. */
const FIELDS = new Set([
  'input_id',
  'street',
  'street2',
  'secondary',
  'city',
  'state',
  'zipcode',
  'lastline',
  'addressee',
  'urbanization',
  'candidates',
  'match',
  'format',
  'county_source',
]);

const malformed = (message) => serviceError(400, BATCH_ERROR_IDS.malformed, message);

/**
 * One lookup as the GET's query, or the 400/422 that refuses the whole batch.
 * @param {unknown} lookup
 * @param {number} index
 * @returns {URLSearchParams | import('../shared.js').SimResponse}
 */
function lookupParams(lookup, index) {
  if (typeof lookup !== 'object' || lookup === null || Array.isArray(lookup)) {
    return malformed(`Lookup ${index} is not an object.`);
  }
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(lookup)) {
    if (!FIELDS.has(name)) return malformed(`Lookup ${index} has an unknown field "${name}".`);
    // "integer where string expected" is the spec's own example of a malformed body; candidates is the one integer.
    const expected = name === 'candidates' ? 'number' : 'string';
    if (typeof value !== expected || (expected === 'number' && !Number.isInteger(value))) {
      return malformed(`Lookup ${index}: ${name} must be ${expected === 'number' ? 'an integer' : 'a string'}.`);
    }
    params.set(name, String(value));
  }
  if (!params.get('street')?.trim()) {
    return serviceError(422, BATCH_ERROR_IDS.streetRequired, `Lookup ${index} lacks street.`);
  }
  return params;
}

/**
 * @param {string} text the request body, already within 32,768 bytes
 * @param {(params: URLSearchParams) => import('../shared.js').SimResponse} street the GET handler
 * @returns {import('../shared.js').SimResponse}
 */
export function usStreetBatch(text, street) {
  let lookups;
  try {
    lookups = JSON.parse(text);
  } catch {
    return malformed('The body is not valid JSON.');
  }
  if (!Array.isArray(lookups)) return malformed('The body must be a JSON array of lookups.');
  if (lookups.length === 0) return malformed('The body holds no lookups.');
  if (lookups.length > MAX_LOOKUPS) {
    // The spec gives the limit but no status for it; a request that breaks a documented limit of its body is a
    // malformed request (400), as a body over 32,768 bytes has its own 413.
    return serviceError(
      400,
      BATCH_ERROR_IDS.tooManyLookups,
      `The body holds ${lookups.length} lookups; at most ${MAX_LOOKUPS} are allowed.`,
    );
  }
  /** @type {unknown[]} */
  const answer = [];
  for (const [index, lookup] of lookups.entries()) {
    const params = lookupParams(lookup, index);
    if (!(params instanceof URLSearchParams)) return params;
    const response = street(params);
    if (response.status !== 200) return response;
    for (const found of /** @type {object[]} */ (response.body)) answer.push({ ...found, input_index: index });
  }
  return { status: 200, body: answer };
}
