// Which of the address services a request went to, and how many lookups its answer was billed: pure functions of the
// URL and the answer, so that the meter counts the same against the local simulator and the production service.

/** The calls the elements make (spec "Endpoints"); anything else the page fetches is not counted. */
export type ServiceCall = 'us-autocomplete' | 'us-street' | 'intl-search' | 'intl-address-id' | 'postal-code';

/** How a request ended, as far as the page can tell: an HTTP status, or no answer at all (aborted or network). */
export type CallOutcome = { status: number; detail?: boolean } | 'no-answer';

const PRODUCTION_DOMAIN = '.api.smarty.com';

/**
 * The service's name: the first label of a production host (`us-street.api.smarty.com`), or else the first path
 * segment, which is how the simulator mounts each service (`/us-street`, demo/simulator/server.js BASE_PATHS).
 */
function serviceName(url: URL): { name: string; path: string } {
  if (url.hostname.endsWith(PRODUCTION_DOMAIN)) {
    return { name: url.hostname.slice(0, -PRODUCTION_DOMAIN.length), path: url.pathname };
  }
  const [, name = '', ...rest] = url.pathname.split('/');
  return { name, path: `/${rest.join('/')}` };
}

/** The call a URL makes, or undefined for a URL that is not one of the address services' endpoints. */
export function serviceCall(href: string, base: string): ServiceCall | undefined {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return undefined;
  }
  const { name, path } = serviceName(url);
  const trimmed = path.replace(/\/+$/, '');
  switch (name) {
    case 'us-autocomplete':
    case 'us-autocomplete-pro':
      return trimmed === '/v2/lookup' || trimmed === '/lookup' ? 'us-autocomplete' : undefined;
    case 'us-street':
      return trimmed === '/street-address' ? 'us-street' : undefined;
    case 'international-autocomplete':
      if (trimmed === '/v2/lookup') return 'intl-search';
      return /^\/v2\/lookup\/[^/]+$/.test(trimmed) ? 'intl-address-id' : undefined;
    case 'international-postal-code':
      return trimmed === '/lookup' ? 'postal-code' : undefined;
    default:
      return undefined;
  }
}

/**
 * Whether an international `address_id` answer is the detail of one address (billed) rather than a group's sub-units
 * (free): the spec's detail rows carry components and no `address_id`, the sub-units are summaries with one.
 */
export function isDetailAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const candidates = (body as { candidates?: unknown }).candidates;
  if (!Array.isArray(candidates) || candidates.length === 0) return false;
  return candidates.every((row) => typeof row === 'object' && row !== null && !('address_id' in row));
}

/**
 * The lookups a call was billed (spec "Usage and billing"): every answered US autocomplete request (Pro and v2, the
 * secondaries of a building included), US Street lookup and postal code lookup; of the international autocomplete,
 * only the detail of one address, never a search or a group's sub-units. An error status (401, 402, 422, 429, 5xx)
 * was refused, not served; a request without an answer (aborted by a newer one, offline) is counted as sent only,
 * since the page cannot know whether the service served it.
 */
export function billedLookups(call: ServiceCall, outcome: CallOutcome): number {
  if (outcome === 'no-answer' || outcome.status !== 200) return 0;
  if (call === 'intl-search') return 0;
  if (call === 'intl-address-id') return outcome.detail === true ? 1 : 0;
  return 1;
}
