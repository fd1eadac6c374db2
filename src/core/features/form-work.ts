/**
 * The choice's work on the form on demand (core/choice/form-work.ts: the fill, the street written, the form read): a
 * chunk of its own, fetched when the service first answers the shopper's typing (their first list), so that it is
 * there by their first choice. An event whose effects need it before then is held until it has come (held-event.ts).
 */
import { featureChunk } from './feature-chunk.js';

export const formWork = featureChunk(() => import('../choice/form-work.js'));
