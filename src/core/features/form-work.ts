/**
 * The choice's work on the form on demand (core/choice/form-work.ts: the fill, the street written, the form read): a
 * chunk of its own, fetched once the service's first answer to the shopper's typing has been painted (their first
 * list, or the failure shown), so that it is there by their first choice and the list's own frame goes first. An event
 * whose effects need it before then is held until it has come (held-event.ts), and so is a submit.
 */
import { featureChunk } from './feature-chunk.js';

export const formWork = featureChunk(() => import('../choice/form-work.js'));

/** Fetches the form work after the next frame, unless it is here (or coming) already. */
export function prefetchFormWork(): void {
  if (!formWork.loaded) requestAnimationFrame(() => setTimeout(() => void formWork.load().catch(() => undefined)));
}
