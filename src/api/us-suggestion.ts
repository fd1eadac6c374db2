import { countField, isRecord, listField, readableRows, textField, zipField, type AnswerProblem } from './response.js';

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

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** One suggestion, or undefined when it cannot be read: no street_line, a ZIP or an entries count that is neither. */
function parseSuggestion(value: unknown): UsSuggestion | undefined {
  if (!isRecord(value) || typeof value.street_line !== 'string') return undefined;
  const entries = countField(value.entries);
  const zipcode = zipField(value.zipcode);
  if (entries === undefined || zipcode === undefined) return undefined;
  const urbanization = optionalText(value.urbanization);
  const source = optionalText(value.source);
  const serviceKey = optionalText(value.service_key) ?? optionalText(value.smarty_key);
  const entryId = optionalText(value.entry_id);
  // The optional fields are present only when the service gave them (optionalText never gives '').
  return {
    streetLine: value.street_line,
    secondary: textField(value.secondary),
    city: textField(value.city),
    state: textField(value.state),
    zipcode,
    entries,
    raw: value,
    ...(urbanization && { urbanization }),
    ...(source && { source }),
    ...(serviceKey && { serviceKey }),
    ...(entryId && { entryId }),
  };
}

/**
 * Parses `{suggestions: [...]}`. A suggestion that cannot be read is left out and the rest kept; `report` hears of
 * it once per answer (a `bad-response` AddressError).
 */
export function parseUsSuggestions(body: unknown, report?: AnswerProblem): UsSuggestion[] {
  return readableRows(listField(body, 'suggestions', 'US autocomplete'), parseSuggestion, 'suggestions', report);
}
