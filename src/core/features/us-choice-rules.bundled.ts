// us-choice-rules.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the rules, imported
// statically, and always loaded.
import * as rules from '../services/us-choice-rules.js';
import { loadedChunk } from './feature-chunk.js';

export const usChoiceRules = loadedChunk(rules);
