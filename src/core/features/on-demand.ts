/**
 * Whether the features' code is fetched on demand (feature-chunk.ts): true here and in the loader's chunks; false in
 * every other build, whose twin of this module (`on-demand.bundled.ts`, swapped in by vite.config.ts) says so, so that
 * the code that waits for a feature is left out of them, as DEV_MODE leaves out the long messages.
 */
export const ON_DEMAND: boolean = true;
