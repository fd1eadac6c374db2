// The demo's request meter for one address block (a fieldset): it counts the shopper's keystrokes in the block's
// address fields and the block's service calls, and writes the counts into the panel's <output> elements.
import { AddressTally, type AddressCounts } from './address-tally.js';
import type { ServiceCall } from './service-calls.js';

/** The calls each element makes: the service behind its list, and US Street for `verify`. */
const CALLS_BY_ELEMENT: Record<string, ServiceCall[]> = {
  'us-address-autocomplete': ['us-autocomplete', 'us-street'],
  'intl-address-autocomplete': ['intl-search', 'intl-address-id'],
  'postal-code-autocomplete': ['postal-code'],
  'address-autocomplete': ['us-autocomplete', 'us-street', 'intl-search', 'intl-address-id'],
};
const ELEMENTS = Object.keys(CALLS_BY_ELEMENT).join(', ');
/** The elements whose choice is a whole address; a postal code chosen is only its first step. */
const STREET_ELEMENTS = new Set(['us-address-autocomplete', 'intl-address-autocomplete', 'address-autocomplete']);
const COUNTS: (keyof AddressCounts)[] = ['requests', 'billed', 'keystrokes'];

export interface BlockMeter {
  /** The calls this block's elements make, so that a request is counted for the right address. */
  readonly calls: ReadonlySet<ServiceCall>;
  readonly tally: AddressTally;
}

function show(panel: HTMLElement, counts: AddressCounts): void {
  for (const name of COUNTS) {
    const output = panel.querySelector(`output[data-count=${name}]`);
    if (output) output.textContent = String(counts[name]);
  }
}

/**
 * Counts for `block`, shown in `panel`. A keystroke is a trusted input event in an element's input that changed its
 * text: the elements' own writes (a chosen street, the filled fields) are not keystrokes. The address ends when a
 * street element reports it chosen (`verified-address`) or committed unverified (`unverified-address`), or when the
 * shopper empties an address field; the next keystroke starts the next address from zero.
 */
export function meterBlock(block: HTMLElement, panel: HTMLElement): BlockMeter {
  const tally = new AddressTally((counts) => show(panel, counts));
  const seenText = new WeakMap<HTMLInputElement, string>();
  block.addEventListener('input', (event) => {
    const input = event.target;
    if (!event.isTrusted || !(input instanceof HTMLInputElement) || !input.closest(ELEMENTS)) return;
    if (input.value === (seenText.get(input) ?? '')) return;
    seenText.set(input, input.value);
    tally.keystroke();
    if (input.value === '') tally.end();
  });
  const ended = (event: Event): void => {
    if (event.target instanceof HTMLElement && STREET_ELEMENTS.has(event.target.localName)) tally.end();
  };
  block.addEventListener('verified-address', ended);
  block.addEventListener('unverified-address', ended);
  const calls = new Set(
    [...block.querySelectorAll(ELEMENTS)].flatMap((element) => CALLS_BY_ELEMENT[element.localName] ?? []),
  );
  show(panel, tally.counts);
  return { calls, tally };
}
