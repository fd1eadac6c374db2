// paste-extraction.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the extractor,
// imported statically.
import { createUsExtractor } from '../verify/us-extractor.js';
import type * as OnDemand from './paste-extraction.js';

export const pasteExtractor: typeof OnDemand.pasteExtractor = createUsExtractor;
