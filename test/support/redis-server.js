// A real redis-server for the Redis throttle store's tests, one per test file, on a free port of 127.0.0.1. The
// system's redis-server is used (on PATH); when there is none and we are root on Debian, Debian's `redis-server`
// package is installed, as the browser finders install their browsers (system-browser.js); else the tests fail with
// a message saying how to install it. They never skip: a store that was not tested must not pass as tested.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { canInstallWithApt, installDebianPackages, isExecutable } from './system-browser.js';

const HOW_TO_INSTALL =
  'Install Redis (Debian/Ubuntu: `sudo apt-get install redis-server`; macOS: `brew install redis`) so that ' +
  '`redis-server` is on PATH.';

/** How long a condition wait may take before the test fails: only a hang reaches it, never a busy machine. */
export const REDIS_WAIT_CEILING_MS = 20_000;

function onPath(name) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name))
    .find(isExecutable);
}

/** @returns {string} the path of a redis-server executable, installing Debian's package when possible. */
export function findRedisServer() {
  const found = onPath('redis-server') ?? ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find(isExecutable);
  if (found) return found;
  if (canInstallWithApt()) {
    try {
      installDebianPackages('redis', 'No redis-server found', ['redis-server']);
    } catch (error) {
      throw new Error(`Installing Debian's redis-server package failed (${error.message}). ${HOW_TO_INSTALL}`, {
        cause: error,
      });
    }
    const installed = onPath('redis-server') ?? ['/usr/bin/redis-server'].find(isExecutable);
    if (installed) return installed;
  }
  throw new Error(`No redis-server found for the Redis throttle store's tests. ${HOW_TO_INSTALL}`);
}

/** A port nothing listens on now: the system's choice for port 0, closed again. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

/** Calls `check` until it is true (or resolves true), every `interval` ms; fails with `message` at the ceiling. */
export async function waitFor(check, message, interval = 20) {
  const deadline = Date.now() + REDIS_WAIT_CEILING_MS;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timeout (${REDIS_WAIT_CEILING_MS} ms): ${message}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Whether a Redis answers PING on `port` (a raw RESP exchange: no client library in the way). */
function answersPing(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk;
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Starts a redis-server of its own: on a free port (or `port`, to start again where a stopped one was), bound to
 * 127.0.0.1, with no configuration file (so Debian's service configuration is not read), no snapshots and no append
 * log (nothing written to disk). Resolves once it answers PING.
 */
export async function startRedisServer(port) {
  const executable = findRedisServer();
  const listenOn = port ?? (await freePort());
  const args = ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(executable, [...args, '--dir', tmpdir(), '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const exit = once(child, 'exit').then(() => (exited = true));
  // A test process that ends without stopping it (a failed before()) must not leave it running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stopWith = async (signal) => {
    process.off('exit', killOnExit);
    if (!exited) child.kill(signal);
    await exit;
  };
  await waitFor(async () => {
    if (exited) throw new Error(`redis-server exited at start (port ${listenOn}):\n${output}`);
    return answersPing(listenOn);
  }, `redis-server on port ${listenOn} answers PING`);
  return {
    port: listenOn,
    url: `redis://127.0.0.1:${listenOn}`,
    pid: child.pid,
    /** An outage: the process killed at once, as a crash would. */
    kill: () => stopWith('SIGKILL'),
    /** An orderly stop, after the tests. */
    stop: () => stopWith('SIGTERM'),
    /** A hang: the process stopped (SIGSTOP) until `resume()`; connections stay open and get no answer. */
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}
