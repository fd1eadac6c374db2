/**
 * Finding the fields of a street input's address block (form/address-fields.ts) on demand. Before a choice, the US
 * core needs it only to pair with a `<postal-code-autocomplete>` (element/postal-code-pairing.ts), which few pages
 * have: with the loader, it is fetched when the page holds one (the choice's form work brings the same code after the
 * first list, for its own use).
 */
import { featureChunk } from './feature-chunk.js';

export const blockFields = featureChunk(() => import('../element/block-field-finder.js'));
