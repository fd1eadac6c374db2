// us-choice-rules.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the rules, imported
// statically, and always loaded.
import * as rules from '../services/us-choice-rules.js';
import type { FeatureChunk } from './feature-chunk.js';

export const usChoiceRules: FeatureChunk<typeof rules> = {
  loaded: rules,
  load: () => Promise.resolve(rules),
  now: () => rules,
};
