import type { AddressField } from '../../form/autocomplete-tokens.js';
import {
  filledFields,
  planFill,
  unfilledFields,
  writeFieldValue,
  type FieldElement,
  type FillPlan,
  type FillRequest,
  type PlannedWrite,
} from '../../form/form-filler.js';
import { matchKey } from '../../form/option-matching.js';
import { FORM_CHANGES, shopMutation } from './form-watch.js';

/**
 * How long the form may take to follow a country the fill wrote: shops rebuild the region control at once (Magento,
 * WooCommerce), or after a request for the country's regions (Shopware, Solidus, Saleor) or for the whole address
 * block (a form rendered again by the server), which a checkout answers well within this on a slow connection. Past
 * it, a field the fill could not write is reported unfilled.
 */
export const REGION_WAIT_MS = 3000;

/** What a fill did: the fields that took their value, those none took, and the selects that had no option. */
export interface FillReport {
  filled: AddressField[];
  unfilled: AddressField[];
  misses: PlannedWrite[];
}

export interface OrderedFillParts {
  /** Our writes are not the shopper's typing. */
  whileWriting(write: () => void): void;
  /** A timer on the element's clock; returns its cancel. */
  after(ms: number, callback: () => void): () => void;
  /** The element: its own popup and live region changing is not the shop rebuilding the form. */
  host?: Node;
}

const isCountry = (write: PlannedWrite): boolean => write.field === 'country' || write.field === 'country-name';

/** A select's options as one string, to tell a rebuilt list from the one a value was written into. */
function optionsKey(element: FieldElement): string {
  return element.localName === 'select'
    ? [...(element as HTMLSelectElement).options].map((option) => option.value).join('\n')
    : element.localName;
}

/**
 * What stands in the form: a field whose element holds its value (case, accents, punctuation and spacing aside, as
 * the shopper reads it) is filled, one whose element does not (the shopper typed over it, the shop threw it away or
 * reset it) is not. The input is the element's own: what it holds is the shopper's or the choice's street.
 */
function report(plan: FillPlan, request: FillRequest, input: HTMLInputElement): FillReport {
  const writes = plan.writes.map((write) =>
    write.element === input || matchKey(write.element.value) === matchKey(write.value ?? '')
      ? write
      : { ...write, value: undefined },
  );
  return {
    filled: filledFields({ ...plan, writes }),
    unfilled: unfilledFields({ ...plan, writes }, request.address),
    misses: plan.writes.filter((write) => write.value === undefined),
  };
}

/**
 * Fills the form in dependency order: the country first, then the other fields against the form as the country
 * change left it (a shop's listener may have swapped the region control at once). When the country changed, the shop
 * may still rebuild what depends on it: the region control (its options, or a new control), or the whole address
 * block after a request, every field new. So the fill watches the form for up to REGION_WAIT_MS, and at each change
 * the shop makes, plans against the live form and writes each field whose element has not had its value yet: one
 * that was not there before, or a select whose options changed since. A field it wrote and the shopper changed since
 * is theirs: not written again. The wait ends early once the shop has rebuilt the form (a field gone, a new one, a
 * select's options changed) and every field it plans has had the value it can take, the region included; else at
 * the timer. `done` gets the report of what then stands (see `report`); returns a cancel (a newer choice, a
 * disconnect). `planned` is the plan the event's forecast was made from, when the form is still as it was planned
 * against.
 */
export function fillInOrder(
  input: HTMLInputElement,
  request: FillRequest,
  parts: OrderedFillParts,
  done: (report: FillReport) => void,
  planned?: FillPlan,
): () => void {
  const first = planned ?? planFill(input, request);
  // Only the shop's changes count: not the element's popup, live region or the input's ARIA attributes.
  const shops = shopMutation(input, parts.host);
  const observer = new MutationObserver((records) => {
    if (records.some(shops)) refill(false);
  });
  observer.observe(input.form ?? input.getRootNode(), FORM_CHANGES);
  // The form before the country write, to tell what the shop rebuilt; and each element the fill gave its value since,
  // with its options then.
  const before = new Map(first.writes.map((write) => [write.element, optionsKey(write.element)]));
  const given = new Map<FieldElement, string>();
  let changed = false;
  parts.whileWriting(() => {
    for (const write of first.writes.filter(isCountry)) {
      if (write.value !== undefined && writeFieldValue(write.element, write.value)) changed = true;
    }
  });
  let stopTimer = (): void => {};
  const stop = (): void => {
    observer.disconnect();
    stopTimer();
  };
  const due = (write: PlannedWrite): boolean =>
    write.value !== undefined && given.get(write.element) !== optionsKey(write.element);
  /**
   * Writes what is due in `live`; ends the fill when the wait is `over` (at once when the country did not change), or
   * once the shop has rebuilt the form and nothing is due or missing in it.
   */
  function refill(over: boolean, live = planFill(input, request)): void {
    let wrote = false;
    // Each element with its options as planned: a list the shop rebuilds under these writes is written again.
    const keyed = live.writes.map((write) => [write, optionsKey(write.element)] as const);
    parts.whileWriting(() => {
      for (const [{ element, value }, options] of keyed) {
        if (value === undefined || given.get(element) === options) continue;
        wrote = writeFieldValue(element, value) || wrote;
        given.set(element, options);
      }
    });
    // Written: the shop's listeners may have changed the form at once. Then it is planned again, and what they
    // changed is answered when their change is heard.
    const now = wrote && !over ? planFill(input, request) : live;
    if (
      over ||
      (([...before].some(([element, options]) => !element.isConnected || optionsKey(element) !== options) ||
        now.writes.some((write) => !before.has(write.element))) &&
        !now.writes.some((write) => write.value === undefined || due(write)) &&
        (request.address.region === '' || now.writes.some((write) => write.field === 'address-level1')))
    ) {
      stop();
      done(report(now, request, input));
    }
  }
  if (changed) {
    stopTimer = parts.after(REGION_WAIT_MS, () => refill(true));
    refill(false);
  } else refill(true, first);
  return stop;
}
