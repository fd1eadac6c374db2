// The international simulator's answers as they come over the wire, read the same way by the browser tests
// (test/elements/i18n/intl-element.test.ts) and the Node ones (test/unit/intl/): its paths, its candidates' fields,
// and the reading of a request's address_id. No DOM and no Node: both runners import it.
/** The international simulator's base path, on the test server's own origin (and the Node tests' page). */
export const INTL_BASE = '/international-autocomplete';
export const LOOKUP_PATH = `${INTL_BASE}/v2/lookup`;

export interface SummaryCandidate {
  entries: number;
  address_text: string;
  address_id: string;
}

export interface DetailCandidate {
  street?: string;
  locality?: string;
  administrative_area?: string;
  administrative_area_short?: string;
  administrative_area_long?: string;
  postal_code?: string;
  country_iso3?: string;
}

/** Each answer's candidates, as the simulator wrote them. */
export function candidatesOf<T>(body: unknown): T[] {
  const candidates = (body as { candidates?: T[] | null } | undefined)?.candidates;
  if (candidates === undefined) throw new Error(`not a candidates body: ${JSON.stringify(body)}`);
  return candidates ?? [];
}

/** The decoded address_id of a `…/v2/lookup/{address_id}` request; undefined for a summary search. */
export function addressIdOf(url: URL): string | undefined {
  const prefix = `${LOOKUP_PATH}/`;
  if (!url.pathname.startsWith(prefix)) return undefined;
  return decodeURIComponent(url.pathname.slice(prefix.length));
}
