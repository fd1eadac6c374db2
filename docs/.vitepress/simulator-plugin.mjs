// The Vite plugin that puts the in-browser simulator on the documentation site (simulator-build.mjs builds it):
// `vitepress build` emits `simulator-sw.js` and `simulator-data/*.json` at the site root; `vitepress dev` serves the
// same files from memory, built on first request and again after a change under demo/simulator/.
//
//   // docs/.vitepress/config.mts
//   import { simulatorWorker } from './simulator-plugin.mjs';
//   export default defineConfig({ vite: { plugins: [simulatorWorker()] } });
import { DATA_DIR, SIMULATOR_DIR, WORKER_FILE, simulatorFiles } from './simulator-build.mjs';

const CONTENT_TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8' };

/** @returns {import('vite').Plugin} */
export function simulatorWorker() {
  /** @type {Promise<Map<string, string>> | undefined} */
  let files;
  const built = () => (files ??= simulatorFiles());
  let base = '/';
  let ssr = false;
  return {
    name: 'simulator-worker',
    configResolved(config) {
      base = config.base;
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      // The simulator lives outside the site's root, which is all Vite watches by itself.
      server.watcher.add(SIMULATOR_DIR);
      server.watcher.on('change', (path) => {
        if (path.startsWith(SIMULATOR_DIR)) files = undefined;
      });
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://docs.local').pathname;
        const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
        if (path !== WORKER_FILE && !path.startsWith(`${DATA_DIR}/`)) return next();
        built()
          .then((all) => {
            const text = all.get(path);
            if (text === undefined) return next();
            res.setHeader('Content-Type', CONTENT_TYPES[path.endsWith('.js') ? '.js' : '.json']);
            res.setHeader('Cache-Control', 'no-cache');
            res.end(text);
          })
          .catch((error) => {
            files = undefined;
            next(error);
          });
      });
    },
    async generateBundle() {
      // VitePress builds the site twice, for the browser and for pre-rendering; only the browser's is the site.
      if (ssr) return;
      for (const [fileName, source] of await built()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
