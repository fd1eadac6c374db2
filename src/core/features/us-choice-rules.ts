/**
 * The US rules that only a choice reads (services/us-choice-rules.ts) on demand: a chunk of its own, since no list
 * before a choice needs them. They are read inside a building's units (a v2 group's, narrowed on the client as the
 * shopper types the unit) and once a choice is made (a unit typed after the chosen street; the state's name, for a
 * state field that writes it). So they are a part of the choice's code, which waits for them (form-work.ts), and a
 * building's units, when they are fetched, wait for them too.
 */
import { featureChunk } from './feature-chunk.js';
import { partOfFormWork } from './form-work.js';

export const usChoiceRules = featureChunk(() => import('../services/us-choice-rules.js'));

partOfFormWork(usChoiceRules.load);
