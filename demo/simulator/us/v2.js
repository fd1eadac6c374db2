// GET /v2/lookup, the latest US autocomplete: suggestions for the text typed so far, each final address with its
// `smarty_key` (the spec's service_key, under the name production sends), each multi-unit address collapsed into one
// group row with `entries` and an `entry_id`; `selected=<entry_id>` lists the group's entries.
import { ok } from '../shared.js';
import { decodeEntryId, encodeEntryId } from './entry-id.js';
import { answer } from './errors.js';
import { readFilters, textParam } from './filters.js';
import { serviceKey } from './keys.js';
import { canonicalQuery } from './matching.js';
import { findRows, rememberedRows, searchKey } from './ranking.js';
import { commonFields, readSearch, secondaryOf } from './suggestion.js';

/**
 * @typedef {import('../shared.js').SimResponse} SimResponse
 * @typedef {import('./universe.js').Address} Address
 * @typedef {import('./search.js').Row} Row
 * @typedef {import('./entry-id.js').GroupFlags} GroupFlags
 */

export const V2_SEARCH_MAX = 32;
/** Entries listed when a group is expanded. */
export const MAX_ENTRIES = 100;

/**
 * @param {Address} address
 * @param {GroupFlags} flags
 */
function baseIncluded(address, flags) {
  return !flags.excludeBase && !(flags.excludeUndeliverableBase && address.building?.baseUndeliverable);
}

/**
 * @param {Address} address
 * @param {Record<string, unknown>} fields
 * @param {GroupFlags} flags
 */
function withOptional(address, fields, flags) {
  if (address.urbanization) fields.urbanization = address.urbanization;
  if (flags.showSource) fields.source = address.source;
  return fields;
}

/**
 * A final address: entries 0 and its smarty_key.
 * @param {Address} address
 * @param {number} cityIndex
 * @param {string | undefined} unit
 * @param {GroupFlags} flags
 */
function finalSuggestion(address, cityIndex, unit, flags) {
  const fields = withOptional(address, commonFields(address, cityIndex, secondaryOf(address, unit), 0), flags);
  fields.smarty_key = serviceKey(address, unit);
  return fields;
}

/**
 * @param {Row} row
 * @param {GroupFlags} flags
 */
function suggestion(row, flags) {
  const { address, cityIndex } = row;
  if (!row.group || !address.building) return finalSuggestion(address, cityIndex, row.unit, flags);
  const entries = address.building.units.length + (baseIncluded(address, flags) ? 1 : 0);
  const fields = withOptional(address, commonFields(address, cityIndex, '', entries), flags);
  fields.entry_id = encodeEntryId(address, cityIndex, flags);
  return fields;
}

/**
 * The entries of a group: its base address first (unless the search excluded it), then its units.
 * @param {string} entryId
 */
function groupEntries(entryId) {
  const group = decodeEntryId(entryId);
  if (!group?.address.building) return [];
  const { address, cityIndex, flags } = group;
  const units = group.address.building.units.map((unit) => finalSuggestion(address, cityIndex, unit, flags));
  const entries = baseIncluded(address, flags)
    ? [finalSuggestion(address, cityIndex, undefined, flags), ...units]
    : units;
  return entries.slice(0, MAX_ENTRIES);
}

/**
 * GET /v2/lookup.
 * @param {URLSearchParams} params without `key`
 * @param {{ shopper?: import('./filters.js').Shopper }} [context] where the caller is (the HTTP shell knows)
 * @returns {SimResponse}
 */
export function usAutocompleteV2(params, context = {}) {
  return answer(() => {
    // With `selected`, search and every filter are ignored (spec "US autocomplete (latest)").
    const selected = textParam(params, 'selected');
    if (selected !== undefined) return ok({ suggestions: groupEntries(selected) });
    const search = readSearch(params, V2_SEARCH_MAX);
    const filters = readFilters(params, 'v2', context.shopper);
    /** @type {GroupFlags} */
    const flags = {
      excludeBase: filters.exclude.has('base-address'),
      excludeUndeliverableBase: filters.exclude.has('undeliverable-base-address'),
      showSource: filters.source !== undefined,
    };
    const rows = rememberedRows(searchKey('v2', params, context.shopper), () =>
      findRows(canonicalQuery(search), filters),
    );
    return ok({ suggestions: rows.map((row) => suggestion(row, flags)) });
  });
}
