// dist/address-autocomplete.loader.js: the script tag a page loads first. A classic script (no `type="module"`) that
// defines the four tags at once with their attributes and properties, and nothing else: each element fetches its
// core (an ES module under chunks/, next to this script, or under `data-base`) on the shopper's first use of its input
// or a method's call. Once the page has loaded and is idle, the cores of the tags in the page are fetched ahead, so
// that a shopper who focuses the field never waits for code.
import { AddressAutocompleteHost } from './core/element/hosts/address-host.js';
import { IntlAddressAutocompleteHost } from './core/element/hosts/intl-host.js';
import { PostalCodeAutocompleteHost } from './core/element/hosts/postal-code-host.js';
import { UsAddressAutocompleteHost } from './core/element/hosts/us-host.js';
import { defineOnce } from './core/element/define-once.js';
import type { CoreFactory } from './core/element/element-core.js';
import { startedOnFirstUse } from './core/element/lazy-start.js';

// Read while this script runs: `currentScript` is null once it has.
const script = document.currentScript as HTMLScriptElement | null;
const base = new URL(script?.dataset.base ?? './', script?.src || document.baseURI);

const TAGS = {
  'us-address-autocomplete': [UsAddressAutocompleteHost, 'us'],
  'intl-address-autocomplete': [IntlAddressAutocompleteHost, 'intl'],
  'address-autocomplete': [AddressAutocompleteHost, 'address'],
  'postal-code-autocomplete': [PostalCodeAutocompleteHost, 'postal-code'],
} as const;

/** Fetches a core once; a failed fetch is tried again on the next use. */
function coreLoader(chunk: string): () => Promise<CoreFactory> {
  let loading: Promise<CoreFactory> | undefined;
  return () =>
    (loading ??= (import(new URL(`chunks/${chunk}.js`, base).href) as Promise<{ core: CoreFactory }>).then(
      (module) => module.core,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
}

const loaders = new Map<string, () => Promise<CoreFactory>>();
for (const [tag, [host, chunk]] of Object.entries(TAGS)) {
  const load = coreLoader(chunk);
  loaders.set(tag, load);
  defineOnce(tag, startedOnFirstUse(host, load) as unknown as CustomElementConstructor);
}

/** Once the page has loaded and is idle: the cores of the tags it holds, fetched ahead (a failure waits for use). */
function prefetch(): void {
  for (const [tag, load] of loaders) if (document.querySelector(tag)) load().catch(() => undefined);
}
const whenIdle = (): void => void (globalThis.requestIdleCallback ?? setTimeout)(prefetch);
if (document.readyState === 'complete') whenIdle();
// A page's `load` comes once: no `once` option needed (its bytes count against the loader's budget).
else addEventListener('load', whenIdle);
