// on-demand.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): nothing is fetched.
export const ON_DEMAND: boolean = false;
