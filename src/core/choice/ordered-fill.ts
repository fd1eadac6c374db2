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
import { FORM_CHANGES, shopMutation } from './form-watch.js';

/**
 * How long a region control may take to follow a country the fill wrote: shops rebuild it at once (Magento,
 * WooCommerce), or after a request for the country's regions (Shopware, Solidus, Saleor), which a checkout answers
 * well within this on a slow connection. Past it, the region is reported unfilled.
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
const isRegion = (write: PlannedWrite): boolean => write.field === 'address-level1';

/** A select's options as one string, to tell a rebuilt list from the one a value was written into. */
function optionsKey(element: FieldElement): string {
  return element.localName === 'select'
    ? [...(element as HTMLSelectElement).options].map((option) => option.value).join('\n')
    : element.localName;
}

function report(plan: FillPlan, request: FillRequest): FillReport {
  return {
    filled: filledFields(plan),
    unfilled: unfilledFields(plan, request.address),
    misses: plan.writes.filter((write) => write.value === undefined),
  };
}

/**
 * Fills the form in dependency order: the country first, then the other fields against the form as the country
 * change left it (a shop's listener may have swapped the region control at once), and the region against its live
 * options. When the country changed and the region control cannot take the region yet, or may still be rebuilt by
 * a request, the fill watches the form for up to REGION_WAIT_MS and writes the region into the control the shop
 * put there. `done` gets the report once the region is settled; returns a cancel (a newer choice, a disconnect).
 * `planned` is the plan the event's forecast was made from, when the form is still as it was planned against.
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
    if (records.some(shops)) onChange();
  });
  observer.observe(input.form ?? input.getRootNode(), FORM_CHANGES);
  let changed = false;
  parts.whileWriting(() => {
    for (const write of first.writes.filter(isCountry)) {
      if (write.value !== undefined && writeFieldValue(write.element, write.value)) changed = true;
    }
  });
  // What the shop's country listeners did at once is in the form now; plan against it.
  const rebuiltAtOnce = observer.takeRecords().some(shops);
  const plan = changed ? planFill(input, request) : first;
  const written = new Map<FieldElement, string>();
  parts.whileWriting(() => {
    for (const write of plan.writes) {
      if (isCountry(write) || write.value === undefined) continue;
      if (changed && isRegion(write)) continue;
      writeFieldValue(write.element, write.value);
    }
  });
  let stopTimer = (): void => {};
  const finish = (final: FillPlan): void => {
    observer.disconnect();
    stopTimer();
    done(report(final, request));
  };
  /** Writes the region into each live region control that can take it and does not hold it yet. */
  const writeRegion = (): FillPlan => {
    const live = planFill(input, request);
    parts.whileWriting(() => {
      for (const write of live.writes.filter(isRegion)) {
        if (write.value === undefined || written.get(write.element) === optionsKey(write.element)) continue;
        writeFieldValue(write.element, write.value);
        written.set(write.element, optionsKey(write.element));
      }
    });
    return live;
  };
  const regionHeld = (live: FillPlan): boolean => {
    const regions = live.writes.filter(isRegion);
    return regions.length > 0 && regions.every((write) => write.value !== undefined);
  };
  if (!changed || request.address.region === '') {
    finish(plan);
    return () => {};
  }
  let live = writeRegion();
  // The shop's own listeners answering our writes (validation classes, say) are not a rebuild.
  observer.takeRecords();
  // Rebuilt at once and taken: done. Else the shop may still be loading the country's regions: watch for it.
  if (rebuiltAtOnce && regionHeld(live)) {
    finish(live);
    return () => observer.disconnect();
  }
  function onChange(): void {
    live = writeRegion();
    if (regionHeld(live)) finish(live);
  }
  stopTimer = parts.after(REGION_WAIT_MS, () => finish(writeRegion()));
  return () => {
    observer.disconnect();
    stopTimer();
  };
}
