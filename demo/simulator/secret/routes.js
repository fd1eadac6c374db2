// The secret-key POST endpoints: US Street batches (POST /us-street/street-address) and US Extract (POST /us-extract/).
// Order of checks: credentials (401), body size (413), Content-Type and body (400), then the lookups.
import { serviceError } from '../shared.js';
import { usExtract, MAX_EXTRACT_BYTES } from '../us/extract.js';
import { usStreetBatch, BATCH_ERROR_IDS } from '../us/street-batch.js';
import { checkSecret, withoutCredentials } from './auth.js';
import { isContentType, readBody, utf8Text } from './body.js';

/** Spec "Limits": US Street POST bodies. */
export const MAX_BATCH_BYTES = 32_768;
const TOO_LARGE_ID = 4130001;

const POST_ROUTES = {
  '/us-street/street-address': { limit: MAX_BATCH_BYTES, mediaType: 'application/json' },
  '/us-extract': { limit: MAX_EXTRACT_BYTES, mediaType: 'text/plain' },
};

/**
 * @param {string} pathname
 * @returns {string | undefined} the POST route's path, when there is one
 */
export function postRouteOf(pathname) {
  const path = pathname.replace(/\/+$/, '');
  return Object.hasOwn(POST_ROUTES, path) ? path : undefined;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {string} path from postRouteOf
 * @param {(params: URLSearchParams) => import('../shared.js').SimResponse} street the US Street GET handler
 * @param {Record<string, string>} [secrets] the accepted pairs; default DEMO_SECRETS
 * @returns {Promise<import('../shared.js').SimResponse>}
 */
export async function answerPost(req, url, path, street, secrets) {
  const route = POST_ROUTES[/** @type {keyof typeof POST_ROUTES} */ (path)];
  const refusal = checkSecret(url.searchParams, req.headers.authorization, secrets);
  const body = await readBody(req, route.limit);
  if (refusal) return refusal;
  if (body.tooLarge) {
    return serviceError(413, TOO_LARGE_ID, `The body is larger than ${route.limit.toLocaleString('en-US')} bytes.`);
  }
  if (!isContentType(req.headers['content-type'], route.mediaType)) {
    return serviceError(
      400,
      BATCH_ERROR_IDS.malformed,
      `Content-Type must be ${route.mediaType}; charset=utf-8; got "${req.headers['content-type'] ?? ''}".`,
    );
  }
  const text = utf8Text(body.bytes);
  if (text === undefined) return serviceError(400, BATCH_ERROR_IDS.malformed, 'The body is not UTF-8 text.');
  if (path === '/us-extract') return usExtract(text, withoutCredentials(url.searchParams), street);
  return usStreetBatch(text, street);
}
