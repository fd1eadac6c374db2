// form-work.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the form work, imported
// statically, and always loaded.
import * as work from '../choice/form-work.js';
import type { FeatureChunk } from './feature-chunk.js';

export const formWork: FeatureChunk<typeof work> = {
  loaded: work,
  load: () => Promise.resolve(work),
  now: () => work,
};

/** Nothing to fetch: the form work is here. */
export const prefetchFormWork = (): void => {};
