// ESLint flat config. It lives in .config/ to keep the top level to what docs/contributing/index.md#project-layout lists; `npm run lint`
// passes it with --config, and `basePath` points the patterns back at the project root.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

// The layer rules of docs/contributing/index.md#layers and the ban on import circles are dependency-cruiser's
// (.config/dependency-cruiser.cjs, `npm run deps`), which sees the whole graph. ESLint keeps what only the code
// itself shows: the combobox machine uses no DOM and no timers.
const NOT_IN_THE_MACHINE = [
  'window',
  'document',
  'navigator',
  'HTMLElement',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'requestAnimationFrame',
  'queueMicrotask',
  'fetch',
].map((name) => ({
  name,
  message:
    'The combobox machine is pure: state + event → state + effects (docs/contributing/index.md#the-combobox-machine).',
}));

export default tseslint.config(
  { basePath: projectRoot },
  // test/frameworks/ holds apps with their own toolchains and type checkers (npm run test:frameworks).
  // bench-peer/: the service's own widget, built elsewhere and copied there for the browser benchmark (gitignored).
  {
    ignores: [
      'dist/**',
      'site/**',
      'docs/.vitepress/cache/**',
      'node_modules/**',
      'test/frameworks/*/**',
      'bench-peer/**',
    ],
  },
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
    // The browser benchmark's and the site test's Node files hand functions to the page (page.evaluate); the
    // benchmark's page/ runs only there.
    files: ['test/bench/browser/**/*.js', 'test/docs/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
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
  {
    files: ['src/core/combobox/**/*.ts'],
    rules: { 'no-restricted-globals': ['error', ...NOT_IN_THE_MACHINE] },
  },
  {
    // The choice machine's files: the transition and its rules. The interpreter (controller.ts, validity.ts) and the
    // fill (apply.ts, form-fill.ts, ordered-fill.ts, form-watch.ts) are the DOM side.
    files: ['src/core/choice/{machine,state,step,verdict,replaced,offers}.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...[...NOT_IN_THE_MACHINE.map(({ name }) => name), 'Promise', 'MutationObserver', 'Event'].map((name) => ({
          name,
          message:
            'The choice machine is pure: state + event → state + effects, no DOM, no timers, no promises (docs/contributing/index.md#the-choice-machine).',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'AwaitExpression', message: 'The choice machine awaits nothing: an answer is an event.' },
        {
          selector:
            'FunctionDeclaration[async=true], ArrowFunctionExpression[async=true], FunctionExpression[async=true]',
          message: 'The choice machine awaits nothing: an answer is an event.',
        },
      ],
    },
  },
);
