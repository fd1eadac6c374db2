// paste-extraction.ts in the script-tag bundles (vite.config.ts swaps it in): a single file holds the extractor.
import { createUsExtractor } from '../verify/us-extractor.js';
import type * as OnDemand from './paste-extraction.js';

export const pasteExtractor: typeof OnDemand.pasteExtractor = createUsExtractor;
