// ESLint flat config. It lives in .config/ to keep the top level to what DESIGN.md lists; `npm run lint`
// passes it with --config, and `basePath` points the patterns back at the project root.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import globals from 'globals';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export default tseslint.config(
  { basePath: projectRoot },
  { ignores: ['dist/**', 'node_modules/**'] },
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
);
