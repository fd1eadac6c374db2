// Builds each language in src/locales/ into dist/locales/<tag>.js: one self-contained script with no import and no
// export, so the same file is a <script src> for a page and a side-effect import for a bundler
// (`import 'address-autocomplete-elements/locales/de'`). It registers itself in the page-wide registry the elements
// read (src/core/i18n/locale-store.ts), whichever loads first. Its declaration, dist/locales/<tag>.d.ts, is tsc's.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const tags = readdirSync(`${root}src/locales`)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.slice(0, -'.ts'.length));

for (const tag of tags) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: `${root}dist`,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      lib: {
        entry: `${root}src/locales/${tag}.ts`,
        name: 'AddressAutocompleteLocale',
        formats: ['iife'],
        fileName: () => `locales/${tag}.js`,
      },
    },
  });
}
console.log(`dist/locales/: ${tags.length} languages`);
