// Builds what the documentation site needs to run the simulator in the reader's browser: the service worker
// (demo/simulator/service-worker.js bundled into one classic script, `simulator-sw.js`) and its data slices
// (`simulator-data/*.json`, written from the same npm packages the Node simulator reads). Vite 8 (the project's own
// build tool) bundles the worker; the build swaps the Node package reader for a stub, so the bundle has no Node API
// and none of the 17 MB of package data.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { sliceFiles } from '../../demo/simulator/data/slice-files.js';

export const WORKER_FILE = 'simulator-sw.js';
export const DATA_DIR = 'simulator-data';

/** The simulator's sources: the worker is built from them (the dev server watches them). */
export const SIMULATOR_DIR = fileURLToPath(new URL('../../demo/simulator/', import.meta.url));
const ENTRY = join(SIMULATOR_DIR, 'service-worker.js');
const NO_PACKAGES = join(SIMULATOR_DIR, 'data', 'no-packages.js');

/** Resolves data/source.js's import of the Node package reader to the stub that reads nothing. */
const withoutNodePackages = {
  name: 'simulator-without-node-packages',
  enforce: /** @type {const} */ ('pre'),
  /**
   * @param {string} source
   * @param {string | undefined} importer
   */
  resolveId(source, importer) {
    if (source === './node-packages.js' && importer?.replace(/\\/g, '/').endsWith('/simulator/data/source.js')) {
      return NO_PACKAGES;
    }
    return null;
  },
};

/**
 * The service worker as one minified classic script.
 * @returns {Promise<string>}
 */
export async function bundleSimulatorWorker() {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    root: SIMULATOR_DIR,
    plugins: [withoutNodePackages],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: ENTRY, formats: ['iife'], name: 'simulatorServiceWorker', fileName: () => WORKER_FILE },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk' && item.isEntry);
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error('Bundling the simulator service worker gave no script.');
}

/**
 * Every file of the simulator, by its path relative to the site root: the worker and the data slices.
 * @returns {Promise<Map<string, string>>}
 */
export async function simulatorFiles() {
  const files = new Map([[WORKER_FILE, await bundleSimulatorWorker()]]);
  for (const [name, text] of sliceFiles()) files.set(`${DATA_DIR}/${name}`, text);
  return files;
}

/**
 * Writes `simulator-sw.js` and `simulator-data/*.json` into `outDir` (the site root).
 * @param {string} outDir
 * @returns {Promise<string[]>} the paths written, relative to outDir
 */
export async function buildSimulatorWorker(outDir) {
  const files = await simulatorFiles();
  await mkdir(join(outDir, DATA_DIR), { recursive: true });
  for (const [path, text] of files) await writeFile(join(outDir, path), text);
  return [...files.keys()];
}
