// The benchmark's origin: the simulator's endpoints (demo/simulator) and, beside them, the few static files a page
// needs (the blank page, the built bundle, the peer's script when installed), all on one loopback port, so the
// embedded key's host check passes and no page loads anything through a dev server's transforms.
import { createServer } from 'node:http';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { createSimulator } from '../../../demo/simulator/server.js';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };

/** `mounts`: URL prefix → folder. Only files inside a mounted folder are served. */
async function serveFile(mounts, req, res) {
  const path = new URL(req.url, 'http://localhost').pathname;
  const prefix = Object.keys(mounts).find((mount) => path.startsWith(mount));
  if (prefix === undefined) return false;
  const relative = normalize(path.slice(prefix.length));
  if (relative.startsWith('..')) return false;
  try {
    const body = await readFile(join(mounts[prefix], relative));
    res.writeHead(200, { 'content-type': TYPES[extname(relative)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
  return true;
}

/**
 * A request's URL with the query parameters `renames` names renamed (the peer's adapter: the widget sends its
 * embedded key as `auth-id`, the simulator reads it from `key` as the spec says).
 */
function renameQuery(url, renames) {
  const parsed = new URL(url, 'http://localhost');
  const names = Object.keys(renames).filter((name) => parsed.searchParams.has(name));
  if (names.length === 0) return url;
  const query = new URLSearchParams();
  for (const [name, value] of parsed.searchParams) query.append(renames[name] ?? name, value);
  return `${parsed.pathname}?${query}`;
}

/** Starts the origin on a free loopback port; `close()` stops it. `renames`: query parameters renamed first. */
export async function startBenchServer(mounts, renames = {}) {
  // The 24-keys figure types at 60 ms a key with no debounce-free bursts; the default 50 a second is never reached.
  const simulator = createSimulator();
  const server = createServer((req, res) => {
    req.url = renameQuery(req.url, renames);
    if (simulator.handle(req, res)) return;
    serveFile(mounts, req, res).then((served) => served || res.writeHead(404).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
