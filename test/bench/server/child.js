// The parent's side of the servers' process (servers.ts): spawned with `node --import tsx --expose-gc` and an IPC
// channel, asked for its CPU time and memory by message. Any extra Node flags (--cpu-prof) go to it, not to the
// load generator.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SERVERS = fileURLToPath(new URL('./servers.ts', import.meta.url));

/** The child started and listening: its URLs, and `ask(type)` for a `usage` or `memory` report. */
export async function startServers(extraFlags = []) {
  const child = fork(SERVERS, [], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...extraFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = once(child, 'exit');
  // The first message says it listens; an exit before it is a failure to start (rejecting later is a no-op).
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the servers' process exited (${code}) before listening`)));
  });
  const pending = new Map();
  let nextId = 0;
  child.on('message', (message) => {
    pending.get(message.id)?.resolve(message);
    pending.delete(message.id);
  });
  child.once('exit', (code) => {
    for (const { reject } of pending.values()) reject(new Error(`the servers' process exited (${code})`));
  });
  return {
    upstream: ready.upstream,
    handler: ready.handler,
    pid: ready.pid,
    ask(type) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, type });
      });
    },
    async stop() {
      child.send({ type: 'exit' });
      await exited;
    },
  };
}
