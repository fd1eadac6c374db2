/**
 * `check()` on demand: its code (core/choice/page-checks.ts, check-verdict.ts) is a chunk of its own, fetched at the
 * first call, since few pages submit from script. A call whose code cannot come answers unverified (`unavailable`,
 * `network`), never throws: a checkout never loses an order because of us; the next call tries again. A plain
 * import rather than feature-chunk.ts: nothing waits for it but the call, and the international core, which has no
 * other feature, does not carry feature-chunk.ts for it.
 */
type PageCheckModule = typeof import('../choice/page-checks.js');

let loading: Promise<PageCheckModule> | undefined;

export const pageCheckCode = {
  load: (): Promise<PageCheckModule> =>
    (loading ??= import('../choice/page-checks.js').catch((error: unknown) => {
      loading = undefined;
      throw error;
    })),
};
