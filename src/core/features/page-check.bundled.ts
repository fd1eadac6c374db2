// page-check.ts as every build but the loader's chunks has it (vite.config.ts swaps it in): the code, at hand.
import * as pageChecks from '../choice/page-checks.js';

export const pageCheckCode = { load: () => Promise.resolve(pageChecks) };
