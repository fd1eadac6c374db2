// The import rules of docs/contributing/index.md#layers, checked by dependency-cruiser in `npm test` (`npm run deps`):
// no import circles anywhere in src/, and one direction between the layers and between the rooms of src/core.
// Paths are matched from the project root, whatever the importing file's depth.
const ENTRY_FILES = '^src/[^/]+\\.ts$'; // the elements and the package entries
const LIT = '^node_modules/(lit|@lit|@lit-labs)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles: split by dependency, not by size (a shared type goes where both sides can see it).',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'src-is-the-package',
      comment: 'src/ is the shipped package: it never imports from demo/ or test/.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(demo|test)/' },
    },
    {
      name: 'api-is-the-bottom-layer',
      comment: 'src/api: plain endpoint functions taking {fetch, signal, baseUrl}; no DOM, no Lit, no core, no form.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: ['^src/(core|form)/', ENTRY_FILES, LIT] },
    },
    {
      name: 'server-imports-only-api',
      comment:
        'src/server (and the ./server entry): standard fetch code for Node, Deno, Bun and workers. It imports api and ' +
        "form's pure address mapping and comparison only; never core, the view, the elements, or Lit.",
      severity: 'error',
      from: { path: ['^src/server/', '^src/server(-redis)?\\.ts$'] },
      to: {
        path: ['^src/(core|form)/', ENTRY_FILES, LIT],
        pathNot: ['^src/form/(address-values|us-address-text|street-candidate)\\.ts$', '^src/server/'],
      },
    },
    {
      name: 'server-stays-on-the-server',
      comment: 'Nothing the pages load imports the server code (it handles secret keys).',
      severity: 'error',
      from: { pathNot: ['^src/server/', '^src/server(-redis)?\\.ts$'] },
      to: { path: '^src/server(/|(-redis)?\\.ts$)' },
    },
    {
      name: 'redis-store-in-its-own-entry',
      comment:
        'The Redis throttle store ships in ./server/redis only, so that ./server carries none of it; it imports no ' +
        'Redis client package: the client is passed in (node-redis as it is, ioredis through an adapter).',
      severity: 'error',
      from: { pathNot: ['^src/server-redis\\.ts$', '^src/server/redis-'] },
      to: { path: '^src/server/redis-' },
    },
    {
      name: 'no-redis-client-package',
      comment: 'No file of the package imports a Redis client: `redis` is an optional peer, for the shop to pass in.',
      severity: 'error',
      from: { path: '^src/' },
      // (^|/): a node_modules that is a symlink (a worktree, a workspace) resolves to its real path.
      to: { path: '(^|/)node_modules/(redis|@redis|ioredis)/' },
    },
    {
      name: 'form-is-below-core',
      comment: 'src/form: pure address → field mapping and a DOM writer, used by core and the elements.',
      severity: 'error',
      from: { path: '^src/form/' },
      to: { path: ['^src/core/', ENTRY_FILES, LIT] },
    },
    {
      name: 'core-is-below-the-elements',
      comment: 'The two elements build on the base element, not the reverse.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: ENTRY_FILES },
    },
    {
      name: 'combobox-is-pure',
      comment: 'The combobox machine is a pure transition table: it imports only itself and the error codes.',
      severity: 'error',
      from: { path: '^src/core/combobox/' },
      to: { pathNot: ['^src/core/combobox/', '^src/api/errors\\.ts$'] },
    },
    {
      name: 'lookup-knows-no-page',
      comment:
        'core/lookup (the source and verifier interfaces, the session, the scheduler) sits below the view, the choice and the element.',
      severity: 'error',
      from: { path: '^src/core/lookup/' },
      to: { path: '^src/core/(view|choice|element|services|verify)/' },
    },
    {
      name: 'choice-knows-no-service',
      comment:
        'The choice flow talks to a Verifier (core/lookup/verifier.ts) and a source, never to one service family’s code.',
      severity: 'error',
      from: { path: '^src/core/choice/' },
      to: { path: ['^src/core/(services|verify)/', '^src/api/(us|intl)-'] },
    },
    {
      name: 'services-know-no-element',
      comment:
        'Sources and verifiers are made by the element and know nothing of it, of the choice machine or of the view.',
      severity: 'error',
      from: { path: '^src/core/(services|verify)/' },
      to: { path: '^src/core/(element|choice)/|^src/core/view/(?!strings\\.ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|test/frameworks)/' },
  },
};
