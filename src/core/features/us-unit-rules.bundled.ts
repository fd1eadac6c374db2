// us-unit-rules.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the unit rules,
// imported statically, and always loaded.
import * as rules from '../services/us-units.js';
import type { FeatureChunk } from './feature-chunk.js';

export const unitRules: FeatureChunk<typeof rules> = {
  loaded: rules,
  load: () => Promise.resolve(rules),
  now: () => rules,
};
