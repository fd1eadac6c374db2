// ESLint flat config. It lives in .config/ to keep the top level to what DESIGN.md lists; `npm run lint`
// passes it with --config, and `basePath` points the patterns back at the project root.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

// The layer rule of DESIGN.md ("Layers"): elements → src/core → src/api, with src/form used by core and the
// elements, and nothing in src/ reaching into demo/ or test/. Imports are relative with `.js` extensions, so a
// pattern has to match the path as written from the importing file: `../core/x.js` from src/api/a.ts, but
// `../../core/x.js` from src/api/sub/b.ts. `layerRules` writes one config per folder depth with the right number
// of `../`, so `../index.js` is the package entry only when written from a file directly in src/<layer>/ (a future
// src/api/index.ts stays importable from src/api/sub/). `no-restricted-imports` also checks `export … from` and
// `import type`; it does not see dynamic `import()`.
const ELEMENT_FILES = '(us-address-autocomplete|intl-address-autocomplete|index|define)(\\.js|\\.ts)?';
const LIT = { regex: '^(lit|@lit|@lit-labs)(/|$)' };
const FLOATING_UI = { regex: '^@floating-ui/' };
const MAX_DEPTH = 4; // src/a/b/c/d.ts; deeper folders would need a larger number here

/** `depth` is how many folders below src/ the importing file sits; returns a regex prefix that climbs to src/. */
const toSrc = (depth) => (depth === 0 ? '\\./' : `(\\.\\./){${depth}}`);
const toRoot = (depth) => `(\\.\\./){${depth + 1}}`;

/** The restricted patterns for a file `depth` folders below src/, in `layer` (undefined: elements or other). */
function layerPatterns(layer, depth) {
  const up = toSrc(depth);
  const notDemoOrTest = {
    regex: `^${toRoot(depth)}(demo|test)(/|$)`,
    message: 'src/ is the shipped package: it never imports from demo/ or test/ (move the code into src/ instead).',
  };
  if (layer === 'api') {
    const why = 'src/api is the bottom layer: no DOM, no Lit, no core';
    return [
      notDemoOrTest,
      {
        regex: `^${up}(core|form)(/|$)`,
        message: `${why}: it imports neither src/core nor src/form, only src/api itself.`,
      },
      { ...LIT, message: `${why}: endpoint functions are plain functions taking {fetch, signal, baseUrl}.` },
      { ...FLOATING_UI, message: `${why}: positioning belongs to src/core.` },
      { regex: `^${up}${ELEMENT_FILES}$`, message: `${why}: it never imports the elements or the package entries.` },
    ];
  }
  if (layer === 'form') {
    const why = 'src/form is pure address → field mapping and a DOM writer, used by core and the elements';
    return [
      notDemoOrTest,
      { regex: `^${up}core(/|$)`, message: `${why}: it never imports src/core (that would be a cycle).` },
      { ...LIT, message: `${why}: no Lit.` },
      { regex: `^${up}${ELEMENT_FILES}$`, message: `${why}: it never imports the elements or the package entries.` },
    ];
  }
  if (layer === 'core') {
    const why = 'src/core sits below the elements: the two elements build on the base element, not the reverse';
    return [
      notDemoOrTest,
      {
        regex: `^${up}${ELEMENT_FILES}$`,
        message: `${why}; it never imports the element files or the package entries.`,
      },
    ];
  }
  return [notDemoOrTest];
}

function layerRules() {
  const configs = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    // Any file at this depth (also folders that do not exist yet): at least the demo/test rule.
    configs.push({
      files: [`src/${'*/'.repeat(depth)}*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(undefined, depth) }] },
    });
    if (depth === 0) continue;
    // Later configs replace the rule's options for their files, so each layer repeats the demo/test pattern.
    for (const layer of ['api', 'form', 'core']) {
      configs.push({
        files: [`src/${layer}/${'*/'.repeat(depth - 1)}*.ts`],
        rules: { 'no-restricted-imports': ['error', { patterns: layerPatterns(layer, depth) }] },
      });
    }
  }
  return configs;
}

export default tseslint.config(
  { basePath: projectRoot },
  // test/frameworks/ holds apps with their own toolchains and type checkers (npm run test:frameworks).
  { ignores: ['dist/**', 'node_modules/**', 'test/frameworks/*/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  litConfigs['flat/recommended'],
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'demo/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs', 'vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      // Secure-by-default rendering: API text is always rendered as text.
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Render text with Lit templates or textContent; never innerHTML.' },
        { property: 'outerHTML', message: 'Never write HTML strings.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'Never write HTML strings.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // In tests a wrong assumption should fail loudly at the assertion, which is what `!` does.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // No browser test may depend on the machine's speed: waits are condition waits with a ceiling meant for a hang
    // (test/support/wait.ts), never open-wc's 1 s default or a sleep.
    files: ['test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@open-wc/testing',
              importNames: ['waitUntil', 'aTimeout'],
              message: 'Use waitUntil from test/support/wait.ts (its ceiling is for a hang, not for a busy machine).',
            },
          ],
        },
      ],
    },
  },
  ...layerRules(),
);
