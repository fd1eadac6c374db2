// A built app's files and the API simulator on one origin, as a shop would put a proxy beside its pages.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { createSimulator } from '../../demo/simulator/server.js';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves `folder` (index.html for any path that is no file) and the simulator; resolves to its URL and a close(). */
export async function serveApp(folder) {
  const simulator = createSimulator({ requestsPerSecond: 10_000 });
  const server = createServer((req, res) => {
    simulator.connect(req, res, async () => {
      const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
        /^(\.\.[/\\])+/,
        '',
      );
      let file = join(folder, path);
      let body = await readFile(file).catch(() => undefined);
      if (body === undefined) {
        file = join(folder, 'index.html');
        body = await readFile(file);
      }
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
