// form-work.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the form work, imported
// statically, and always loaded.
import * as work from '../choice/form-work.js';
import { loadedChunk } from './feature-chunk.js';

export const formWork = loadedChunk(work);

/** Nothing to fetch: the form work is here. */
export const prefetchFormWork = (): void => {};
