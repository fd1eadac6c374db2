// The child process of `npm run bench:server` (started with --expose-gc): the fake upstream and the handler server,
// on one event loop of their own, apart from the load generator. It sends its URLs once both listen, then answers the
// parent's messages: `usage` (CPU time so far and memory without a forced GC), `memory` (after a forced GC), `exit`.
import { startFakeUpstream } from './fake-upstream.js';
import { startHandlerServer } from './handler-server.js';

export interface ChildReport {
  cpuMicros: number;
  rss: number;
  heapUsed: number;
}

const send = (message: object) => process.send?.(message);
if (!process.send) throw new Error('servers.ts runs as a child of test/bench/server/run.js (an IPC channel).');
if (typeof globalThis.gc !== 'function') throw new Error('servers.ts needs --expose-gc.');
const collect = globalThis.gc;

const upstream = await startFakeUpstream();
const handler = await startHandlerServer(upstream.url);

function report(): ChildReport {
  const { user, system } = process.cpuUsage();
  const { rss, heapUsed } = process.memoryUsage();
  return { cpuMicros: user + system, rss, heapUsed };
}

/** Several full collections, with turns of the event loop between them (for finalizers and freed sockets). */
async function afterGc(): Promise<ChildReport> {
  for (let i = 0; i < 4; i++) {
    collect();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return report();
}

process.on('message', async (message: { id: number; type: 'usage' | 'memory' | 'exit' }) => {
  if (message.type === 'exit') {
    handler.server.closeAllConnections();
    upstream.server.closeAllConnections();
    // process.exit writes a --cpu-prof profile; closing the servers first is not needed for it.
    process.exit(0);
  }
  const answer = message.type === 'memory' ? await afterGc() : report();
  send({ id: message.id, ...answer });
});
send({ type: 'ready', upstream: upstream.url, handler: handler.url, pid: process.pid });
