// Module hooks that let `node` run the TypeScript sources and tests (registered by typescript.mjs): a `.ts` file is
// loaded as its compiled JavaScript (typescript-cache.mjs), and `./x.js` finds `./x.ts`, as TypeScript's own
// resolution does for the sources, which import each other by the names they are built to.
import { fileURLToPath } from 'node:url';
import { javascriptOf } from './typescript-cache.mjs';

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !/^\.{1,2}\/.*\.js$/.test(specifier)) throw error;
    return next(specifier.replace(/\.js$/, '.ts'), context);
  }
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  return { format: 'module', source: await javascriptOf(fileURLToPath(url)), shortCircuit: true };
}
