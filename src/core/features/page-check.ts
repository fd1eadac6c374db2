/**
 * `check()` on demand: its code (core/choice/page-checks.ts, check-verdict.ts) is a chunk of its own, fetched at the
 * first call, since few pages submit from script. A call whose code cannot come answers unverified (`unavailable`,
 * `network`), never throws: a checkout never loses an order because of us; the next call tries again.
 */
import { featureChunk } from './feature-chunk.js';

export const pageCheckCode = featureChunk(() => import('../choice/page-checks.js'));
