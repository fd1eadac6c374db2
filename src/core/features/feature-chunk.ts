/**
 * A feature's code as a chunk of its own, imported on demand: with the loader (dist/chunks/), a page that never uses
 * verification, paste extraction or the US filter rules never downloads them. The import starts as soon as the
 * configuration says the feature will be needed (a prefetch), so that a shopper's choice never waits for it; the code
 * path that needs it awaits it if it is still on its way. Every other build (dist/ for bundlers, the script-tag and
 * CDN bundles) swaps in the on-demand modules' twins (`*.bundled.ts` beside each, see vite.config.ts), which import
 * the feature statically instead.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import { AddressError } from '../../api/errors.js';
import { CodeOnItsWay } from './code-on-its-way.js';

export interface FeatureChunk<M> {
  /** The module once it has loaded, else undefined: what code that cannot wait (a configuration) reads. */
  readonly loaded: M | undefined;
  /**
   * The module, imported once; a failed import (an AddressError `network`, see `chunkError`) is tried again at the
   * next call, as a failed request is at the next choice.
   */
  load(): Promise<M>;
  /**
   * The module, for code that cannot wait (a configuration): while it is on its way (its import starts then), a
   * CodeOnItsWay is thrown, and the element makes the configuration again once it has come.
   */
  now(): M;
}

export function featureChunk<M>(load: () => Promise<M>): FeatureChunk<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const chunk: FeatureChunk<M> = {
    get loaded() {
      return module;
    },
    load: () =>
      (loading ??= load().then(
        (loaded) => (module = loaded),
        (reason: unknown) => {
          loading = undefined;
          throw chunkError(reason);
        },
      )),
    now() {
      if (module) return module;
      throw new CodeOnItsWay(chunk.load());
    },
  };
  return chunk;
}

/** A feature's code as the `.bundled.ts` twins have it: imported statically, and always loaded. */
export function loadedChunk<M>(module: M): FeatureChunk<M> {
  return { loaded: module, load: () => Promise.resolve(module), now: () => module };
}

/** A feature's code that did not load, as the element reports it: a `network` failure, as a request's would be. */
export function chunkError(reason: unknown): AddressError {
  const message = DEV_MODE
    ? `a part of the element's code did not load (${String(reason)})`
    : `code did not load (${String(reason)})`;
  return new AddressError('network', message, { cause: reason });
}
