import {
  defineConfig,
  type BuildEnvironmentOptions,
  type Rolldown,
  type LibraryOptions,
  type Plugin,
  type UserConfig,
} from 'vite';
import { minify } from 'terser';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSimulator } from './demo/simulator/server.js';
import { shopServer } from './demo/shop-server.js';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Serves the local API simulator under /us-autocomplete, /international-autocomplete, /us-street and
 * /international-postal-code, and the shop's own server (demo/shop-server.js) under /address.
 */
function simulatorPlugin(): Plugin {
  return {
    name: 'address-api-simulator',
    configureServer(server) {
      server.middlewares.use(createSimulator().connect);
      // The shop's own server (createAddressHandler) at /address, for the keyless example with a paste route.
      server.middlewares.use(shopServer());
    },
  };
}

const DIST_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.map': 'application/json',
  '.json': 'application/json',
};

/**
 * Serves the built package under /dist/, as a site serves its copy of it: demo/example.html (the README's first
 * example) loads the script-tag build from there. `npm install` builds dist/ (`prepare`); `npm run build` refreshes it.
 */
function distPlugin(): Plugin {
  return {
    name: 'serve-dist',
    configureServer(server) {
      server.middlewares.use('/dist', (request, response, next) => {
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
        const type = DIST_TYPES[extname(path)];
        if (type === undefined || path.split('/').includes('..')) return next();
        readFile(fromRoot(`./dist${path}`)).then(
          (body) => {
            response.setHeader('Content-Type', type);
            response.end(body);
          },
          () => next(),
        );
      });
    },
  };
}

/**
 * The stylesheet's text without its comments and layout whitespace: comments, line breaks and indentation go, and
 * the spaces after `:` and `,` and before `{`. Interpolated values and the spaces inside `calc()` stay as written
 * (measured: −0.07 KB gzip for the whitespace; −0.29 KB for the comments, which shipped until issue 17's review).
 */
function compactStylesheet(): Plugin {
  return {
    name: 'compact-stylesheet',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('/src/core/view/styles.ts')) return null;
      return code.replace(
        /(export const styleText = `)([^`]*)(`)/,
        (_match, open: string, css: string, close: string) => {
          const compact = css
            // Comments are for the source's readers: none ships.
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\n\s*/g, '')
            .replace(/: /g, ':')
            .replace(/, /g, ',')
            .replace(/ \{/g, '{')
            .replace(/;\}/g, '}');
          return open + compact + close;
        },
      );
    },
  };
}

/**
 * The production build: src/api/dev-mode.ts becomes `DEV_MODE = false`, so every `DEV_MODE ? long : short` keeps its
 * short text only. The development build (dist/development/, the `development` export condition) and the sources keep
 * the long ones.
 */
function productionMode(): Plugin {
  return {
    name: 'production-mode',
    apply: 'build',
    load(id) {
      return id.endsWith('/src/api/dev-mode.ts') ? 'export const DEV_MODE = false;' : null;
    },
  };
}

/**
 * A terser pass over the minified script-tag bundle: it folds what oxc leaves (measured: −0.35 KB gzip). It also drops
 * the parameters a function never reads (`keep_fargs: false`, −26 bytes on the all-in-one): nothing here or in Lit
 * reads a function's `length`. An ES module's output (the loader's chunks, the CDN module) is passed as one
 * (`module`): its top-level names are its own, so terser renames and folds them too (−0.15 KB gzip on the US core).
 */
function terserPass(): Plugin {
  return {
    name: 'terser-pass',
    apply: 'build',
    async generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const result = await minify(chunk.code, {
          ecma: 2020,
          module: options.format === 'es',
          compress: { passes: 3, keep_fargs: false },
          format: { comments: false },
        });
        chunk.code = result.code ?? chunk.code;
      }
    },
  };
}

/**
 * Lit's style helpers, left out of the loader: ReactiveElement imports them for `static styles` in a shadow root, and
 * these elements have neither (their light DOM is their render root, and the popup's stylesheet is adopted by
 * src/core/view/styles.ts), so lit never calls them here. Measured on the loader: −0.3 KB gzip.
 */
function litWithoutStyleHelpers(): Plugin {
  return {
    name: 'lit-without-style-helpers',
    apply: 'build',
    load(id) {
      if (!id.endsWith('/@lit/reactive-element/css-tag.js')) return null;
      // The names ReactiveElement imports and re-exports; only the first two are ever reached, and neither is called.
      return [
        'export const adoptStyles = () => {};',
        'export const getCompatibleStyle = (style) => style;',
        'export const CSSResult = undefined, css = undefined, unsafeCSS = undefined;',
        'export const supportsAdoptingStyleSheets = true;',
      ].join('\n');
    },
  };
}

/**
 * Every build but the loader's chunks holds every feature: each on-demand module of
 * src/core/features/ that has a `.bundled.ts` twin is built from the twin, which imports the feature statically,
 * so that no `import()` and none of its waiting code ships where there is nothing to fetch.
 */
function featuresBundledIn(): Plugin {
  return {
    name: 'features-bundled-in',
    apply: 'build',
    load(id) {
      const twin = id.replace(/(\/src\/core\/features\/[\w-]+)\.ts$/, '$1.bundled.ts');
      return twin !== id && existsSync(twin) ? readFile(twin, 'utf8') : null;
    },
  };
}

/**
 * The script-tag bundles (`vite build --mode <name>`), each self-contained: all four elements, one element alone for a
 * page that needs only it, and all four with the development build's long messages, unminified.
 */
const SCRIPT_BUNDLES: Record<string, { entry: string; file: string; development?: boolean }> = {
  iife: { entry: 'define', file: 'address-autocomplete.iife.js' },
  'iife-us': { entry: 'us', file: 'us-address-autocomplete.iife.js' },
  'iife-intl': { entry: 'intl', file: 'intl-address-autocomplete.iife.js' },
  'iife-development': { entry: 'define', file: 'address-autocomplete.development.iife.js', development: true },
};

/**
 * A build of files that ship as they are (the script-tag bundles, the loader and its chunks, the CDN module), written
 * into `outDir` (dist/ by default, which the main build empties first) with their source maps; what varies between
 * them is passed in.
 */
function shippedBuild(options: {
  plugins: Plugin[];
  lib: LibraryOptions;
  outDir?: string;
  emptyOutDir?: boolean;
  minify?: boolean;
  rolldownOptions?: BuildEnvironmentOptions['rolldownOptions'];
}): UserConfig {
  const { plugins, lib, outDir = './dist', emptyOutDir = false, minify = true, rolldownOptions } = options;
  return {
    publicDir: false,
    plugins,
    build: {
      outDir: fromRoot(outDir),
      emptyOutDir,
      copyPublicDir: false,
      target: 'es2022',
      minify,
      sourcemap: true,
      lib,
      ...(rolldownOptions ? { rolldownOptions } : {}),
    },
  };
}

/** The cores (entries) that import `id` statically, and the feature modules (imported on demand) that import it. */
function importersOf(id: string, graph: Rolldown.ChunkingContext): { cores: Set<string>; features: Set<string> } {
  const cores = new Set<string>();
  const features = new Set<string>();
  const seen = new Set<string>();
  const climb = (module: string): void => {
    if (seen.has(module)) return;
    seen.add(module);
    const info = graph.getModuleInfo(module);
    if (info?.isEntry) cores.add(module.replace(/^.*\/|\.ts$/g, ''));
    else info?.importers.forEach(climb);
    if (info?.dynamicImporters.length) features.add(module);
  };
  climb(id);
  return { cores, features };
}

/** The cores of the three street elements (src/chunks/), as importersOf names them. */
const STREET_CORES = ['us', 'intl', 'address'];

/**
 * The loader chunks a module of the cores goes in: one per set of cores that import it statically, named after them
 * (`us~address`), as if the feature chunks (imported on demand, after their core) were not there. Rolldown's own
 * grouping counts them as entries too, and split what every core shares in two (+0.5 kB gzip on each core).
 * A module only one core or only the features import is left to that grouping (the core's own chunk, a feature's).
 * One exception: a module a feature brings to a core that does not import it (the form work's country names, which
 * the US core lacks) goes in a chunk of its own (`address~intl~postal-code~form-work`), else that core's page would
 * fetch the other cores' whole shared chunk with the feature.
 * And one merge: what the three street cores share and the postal-code element's does not (the pairing with a
 * postal-code element, the first rows of an answer) goes with what all four share, one file fewer for each street
 * core: measured −0.40 kB gzip on each, +0.74 kB on a page with a postal-code element alone.
 */
function chunkOfCores(id: string, graph: Rolldown.ChunkingContext): string | null {
  const { cores, features } = importersOf(id, graph);
  if (cores.size < 2) return null;
  if (STREET_CORES.every((core) => cores.has(core))) cores.add('postal-code');
  const bringing = [...features].filter((feature) =>
    (graph.getModuleInfo(feature)?.dynamicImporters ?? []).some((importer) =>
      [...importersOf(importer, graph).cores].some((core) => !cores.has(core)),
    ),
  );
  const names = bringing.map((feature) => feature.replace(/^.*\/|\.ts$/g, ''));
  return [...[...cores].sort(), ...names.sort()].join('~');
}

// Library mode applies one `external` list to every format, and an iife has one entry, so the build runs once per
// output (package.json `build`): `vite build` writes the ESM entries (Lit stays an import for the
// consumer's bundler), `--mode development` their development twins, each `--mode iife…` one self-contained script
// without emptying dist/, and `--mode bundled` the CDN module. The scripts' entries (define.ts, us.ts, intl.ts)
// expose only element and event classes on `window.AddressAutocomplete`, so that api functions a page cannot reach
// without a bundler are shaken out.
export default defineConfig(({ command, mode }) => {
  if (command === 'serve') {
    return {
      root: fromRoot('./demo'),
      publicDir: fromRoot('./public'),
      plugins: [simulatorPlugin(), distPlugin()],
      // The simulator is server code, loaded once by this config: its files are not page modules to watch.
      server: { host: 'localhost', port: 5173, strictPort: false, watch: { ignored: ['**/demo/simulator/**'] } },
    };
  }
  const script = SCRIPT_BUNDLES[mode];
  if (script) {
    return shippedBuild({
      plugins: [
        featuresBundledIn(),
        ...(script.development ? [compactStylesheet()] : [productionMode(), compactStylesheet(), terserPass()]),
      ],
      minify: !script.development,
      lib: {
        entry: fromRoot(`./src/${script.entry}.ts`),
        name: 'AddressAutocomplete',
        formats: ['iife'],
        fileName: () => script.file,
      },
      // `extend`: a page that loads the US and the international bundles gets both classes on the one global.
      rolldownOptions: { output: { extend: true } },
    });
  }
  if (mode === 'loader') {
    // The loader: a classic script holding the element classes alone; `import()` of a core is left to the browser,
    // at a URL made from the script's own (src/loader.ts).
    return shippedBuild({
      plugins: [productionMode(), litWithoutStyleHelpers(), terserPass()],
      lib: {
        entry: fromRoot('./src/loader.ts'),
        formats: ['iife'],
        name: 'AddressAutocompleteLoader',
        fileName: () => 'address-autocomplete.loader.js',
      },
    });
  }
  if (mode === 'loader-chunks') {
    // The cores the loader fetches: one ES module per element (dist/chunks/us.js …), sharing what they have in
    // common in hashed chunks beside them, each everything bundled (no bare specifier: the page has no bundler).
    return shippedBuild({
      plugins: [productionMode(), compactStylesheet(), terserPass()],
      outDir: './dist/chunks',
      // Its own directory: no chunk of an earlier build is left beside the new ones.
      emptyOutDir: true,
      lib: {
        entry: Object.fromEntries(
          ['us', 'intl', 'address', 'postal-code'].map((name) => [name, fromRoot(`./src/chunks/${name}.ts`)]),
        ),
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        // The loader reads `core` of an entry chunk: it may export more (the modules grouped with it), as rolldown asks
        // of groups that leave a module's dependencies to their own chunks.
        preserveEntrySignatures: 'allow-extension',
        output: {
          chunkFileNames: '[name]-[hash].js',
          codeSplitting: { groups: [{ name: chunkOfCores }], includeDependenciesRecursively: false },
        },
      },
    });
  }
  if (mode === 'bundled') {
    // One ES module with everything in it (Lit's ReactiveElement too), for
    // <script type="module" src="https://cdn…/address-autocomplete.bundled.js">: a CDN page has no bundler to resolve
    // bare specifiers such as "@lit/reactive-element".
    return shippedBuild({
      plugins: [featuresBundledIn(), productionMode(), compactStylesheet(), terserPass()],
      lib: {
        entry: fromRoot('./src/define.ts'),
        formats: ['es'],
        fileName: () => 'address-autocomplete.bundled.js',
      },
    });
  }
  // `vite build` writes the production modules to dist/; `vite build --mode development` the same modules with the
  // integrator's long messages to dist/development/ (the `development` export condition; the types are dist/'s).
  const development = mode === 'development';
  return {
    publicDir: false,
    // The features bundled in here too: a consumer's bundler decides its own chunks, and without code splitting
    // (esbuild's default) the import()s made `./us` 1.44 kB gzip heavier.
    plugins: development ? [featuresBundledIn()] : [featuresBundledIn(), productionMode()],
    build: {
      outDir: fromRoot(development ? './dist/development' : './dist'),
      emptyOutDir: !development,
      copyPublicDir: false,
      target: 'es2022',
      minify: false,
      sourcemap: true,
      lib: {
        entry: {
          index: fromRoot('./src/index.ts'),
          define: fromRoot('./src/define.ts'),
          us: fromRoot('./src/us.ts'),
          intl: fromRoot('./src/intl.ts'),
          address: fromRoot('./src/address.ts'),
          postal: fromRoot('./src/postal.ts'),
          api: fromRoot('./src/api.ts'),
          server: fromRoot('./src/server.ts'),
          'server-redis': fromRoot('./src/server-redis.ts'),
        },
        formats: ['es'],
      },
      rollupOptions: {
        external: [/^lit(\/|$)/, /^@lit\//],
        // One output module per source module, at its source path (dist/core/popup.js): a bundler keeps only the
        // modules an import reaches, and the .d.ts files tsc writes sit next to them.
        output: { preserveModules: true, preserveModulesRoot: fromRoot('./src'), entryFileNames: '[name].js' },
      },
    },
  };
});
