/**
 * The choice machine and its work on the form on demand (core/choice/form-work.ts: the interpreter, the fill, the
 * street written, the form read): a chunk of its own, fetched once the service's first answer to the shopper's typing
 * has been painted (their first list, or the failure shown), so that it is there by their first choice and the list's
 * own frame goes first. Until then the element's side of the choice (choice/choice-front.ts) holds the events that
 * need it (held-event.ts), and a submit.
 */
import { featureChunk } from './feature-chunk.js';

export const formWork = featureChunk(() => import('../choice/form-work.js'));

/**
 * Fetches the form work once the frame after the next has begun (the popup may render in the next one), unless it is
 * here already: the list's frame goes first. A page that draws no frame (a tab in the background) fetches it after a
 * timer instead.
 */
export function prefetchFormWork(): void {
  if (formWork.loaded) return;
  const load = (): void => void formWork.load().catch(() => undefined);
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load)));
  setTimeout(load, 250);
}
