/**
 * Reading the unit typed after a US street (services/us-units.ts) on demand: a chunk of its own, since no list before
 * a choice needs it. It is read inside a building's units (a v2 group's, narrowed on the client as the shopper types
 * the unit) and after a choice (a unit typed after the chosen street). So it is a part of the choice's code, which
 * waits for it (form-work.ts), and a building's units, when they are fetched, wait for it too.
 */
import { featureChunk } from './feature-chunk.js';
import { partOfFormWork } from './form-work.js';

export const unitRules = featureChunk(() => import('../services/us-units.js'));

partOfFormWork(unitRules.load);
