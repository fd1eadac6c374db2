import { AddressError } from './errors.js';
import { isRecord } from './http.js';

/** One US autocomplete suggestion (v2 or Pro), with the service's own object kept as `raw`. */
export interface UsSuggestion {
  streetLine: string;
  /** Secondary designator and number; only the designator ("Apt") when `entries > 1`. */
  secondary: string;
  city: string;
  state: string;
  zipcode: string;
  /** Above 1: a group (v2) or an address with several secondaries (Pro) that can be expanded. */
  entries: number;
  /** Puerto Rico only (v2). */
  urbanization?: string;
  /** `postal` or `other`, present when the request set `source`. */
  source?: string;
  /** v2 address key of a final address. The spec calls it `service_key`; production clients read `smarty_key`. */
  serviceKey?: string;
  /** v2 handle of a collapsed group, sent back as `selected` to expand it. */
  entryId?: string;
  raw: Readonly<Record<string, unknown>>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parseSuggestion(value: unknown): UsSuggestion {
  if (!isRecord(value) || typeof value.street_line !== 'string') {
    throw new AddressError('bad-response', 'A suggestion in the response has no street_line.', { status: 200 });
  }
  const entries = typeof value.entries === 'number' && Number.isFinite(value.entries) ? value.entries : 0;
  const suggestion: UsSuggestion = {
    streetLine: value.street_line,
    secondary: text(value.secondary),
    city: text(value.city),
    state: text(value.state),
    zipcode: text(value.zipcode),
    entries,
    raw: value,
  };
  const urbanization = optionalText(value.urbanization);
  const source = optionalText(value.source);
  const serviceKey = optionalText(value.service_key) ?? optionalText(value.smarty_key);
  const entryId = optionalText(value.entry_id);
  if (urbanization !== undefined) suggestion.urbanization = urbanization;
  if (source !== undefined) suggestion.source = source;
  if (serviceKey !== undefined) suggestion.serviceKey = serviceKey;
  if (entryId !== undefined) suggestion.entryId = entryId;
  return suggestion;
}

/** Parses `{suggestions: [...]}`; `suggestions: null` (the service's old answer to a blank search) is an empty list. */
export function parseUsSuggestions(body: unknown): UsSuggestion[] {
  if (!isRecord(body) || !('suggestions' in body)) {
    throw new AddressError('bad-response', 'The US autocomplete response has no "suggestions" list.', { status: 200 });
  }
  if (body.suggestions === null) return [];
  if (!Array.isArray(body.suggestions)) {
    throw new AddressError('bad-response', 'The US autocomplete "suggestions" field is not a list.', { status: 200 });
  }
  return body.suggestions.map(parseSuggestion);
}
