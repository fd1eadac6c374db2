// Run as a child process by test/simulator/service-worker-core.test.js: answers DATA_QUERIES with the handlers
// reading only the data slices in the directory given (as the service worker does), never the npm packages, and
// prints the answers as JSON. A separate process, so that no module has memoised the packages' data before.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import isoCountries from 'i18n-iso-countries';
import { useDataSource } from '../../demo/simulator/data/source.js';
import { createPreloadedSource } from '../../demo/simulator/data/preloaded.js';
import { createSliceLoader } from '../../demo/simulator/data/slice-loader.js';
import { createWorkerShell, demoKeysFor } from '../../demo/simulator/worker-shell.js';
import { DATA_QUERIES } from './simulator-queries.js';

const require = createRequire(import.meta.url);
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));

const preloaded = createPreloadedSource(() => isoCountries);
useDataSource(preloaded.source);
/** @type {string[]} */
const fetched = [];
/** @type {typeof fetch} */
const readSlice = async (url) => {
  fetched.push(String(url).split('/').at(-1) ?? '');
  return new Response(await readFile(new URL(String(url))));
};
const shell = createWorkerShell({
  keys: demoKeysFor('docs.example'),
  loadSlices: createSliceLoader(pathToFileURL(`${process.argv[2]}/`), preloaded, readSlice),
});

const answers = [];
for (const url of DATA_QUERIES) {
  const response = await shell.respond(new Request(url), 'https://docs.example/guide/')?.then((r) => r.json());
  answers.push(response);
}
process.stdout.write(JSON.stringify({ answers, fetched }));
