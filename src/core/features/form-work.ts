/**
 * The choice machine and its work on the form on demand (core/choice/form-work.ts: the interpreter, the fill, the
 * street written, the form read): a chunk of its own, fetched once the service's first answer to the shopper's typing
 * has been painted (their first list, or the failure shown), so that it is there by their first choice and the list's
 * own frame goes first. Until then the element's side of the choice (choice/choice-front.ts) holds the events that
 * need it (held-event.ts), and a submit. The code of the features that only serve a choice (verification, a paste's
 * extraction, the US rules only a choice reads) comes with it: none of it is needed for a list.
 */
import { featureChunk } from './feature-chunk.js';

/** Code fetched with the form work: the form work waits for its `parts`, not for its `followers`. */
const parts = new Set<() => Promise<unknown>>();
const followers = new Set<() => Promise<unknown>>();
let asked = false;

export const formWork = featureChunk(() => {
  asked = true;
  for (const load of followers) load().catch(() => undefined);
  return Promise.all([import('../choice/form-work.js'), ...[...parts].map((load) => load())]).then(([work]) => work);
});

/**
 * `load`, fetched now if the form work has been asked for, else kept in `waiting` for when it is. A failure waits for
 * the code path that needs the feature, which tries again and reports it.
 */
function whenAsked(waiting: Set<() => Promise<unknown>>, load: () => Promise<unknown>): void {
  if (asked) load().catch(() => undefined);
  else waiting.add(load);
}

/** Fetches `load` with the form work, which does not wait for it. */
export const withFormWork = (load: () => Promise<unknown>): void => whenAsked(followers, load);

/**
 * Makes `load` a part of the form work, for code the choice's rules read at once: the form work is here once it is.
 * Asked for after the form work (its import already under way), it is fetched at once and not waited for.
 */
export const partOfFormWork = (load: () => Promise<unknown>): void => whenAsked(parts, load);

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
