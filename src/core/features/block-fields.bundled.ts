// block-fields.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the block's fields,
// imported statically, and always loaded.
import * as fields from '../element/block-field-finder.js';
import { loadedChunk } from './feature-chunk.js';

export const blockFields = loadedChunk(fields);
