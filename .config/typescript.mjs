// `node --import ./.config/typescript.mjs`: runs TypeScript through the hooks in typescript-hooks.mjs, with stack
// traces that name the TypeScript lines (each compiled module carries its source map).
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register('./typescript-hooks.mjs', import.meta.url);
