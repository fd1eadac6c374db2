// on-demand.ts in the script-tag bundles (vite.config.ts swaps it in): every feature is in the one file.
export const ON_DEMAND: boolean = false;
