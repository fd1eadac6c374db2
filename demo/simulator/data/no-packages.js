// What the service worker's bundle has in place of node-packages.js: no packages. The worker installs its preloaded
// source before the first lookup, so reaching this is a bug in the worker, said plainly rather than as a missing
// `require`.

/** @returns {import('./source.js').DataSource} */
export function nodePackages() {
  throw new Error('The simulator data were not preloaded: install a data source (useDataSource) first.');
}
