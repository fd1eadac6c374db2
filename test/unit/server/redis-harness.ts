// The Redis store's test bench: node-redis clients to the test file's own redis-server (test/support/redis-server.js),
// set up as docs/server/handler.md tells a shop to (no offline queue, an error listener), and a client that records the commands
// the store sends.
import { createClient } from 'redis';
import type { RedisCommandClient } from '../../../src/server/redis-throttle-store.js';

/**
 * The stores' timeout in these tests. The default (200 ms) is for a Redis on the shop's network; a test machine
 * running other suites on its two cores can take longer than that to schedule an answer, and a test of the
 * arithmetic must not fail open by chance. The timeout itself has its own test, on a paused Redis.
 */
export const TEST_TIMEOUT_MS = 10_000;

/** A connected node-redis client; the connection errors it emits (an outage emits many) are collected, not thrown. */
export async function connectedClient(url: string) {
  const errors: Error[] = [];
  const client = createClient({ url, disableOfflineQueue: true });
  // Without a listener, node-redis's 'error' event would end the process at the first lost connection.
  client.on('error', (error: Error) => errors.push(error));
  await client.connect();
  return { client, errors };
}

export type RedisClient = Awaited<ReturnType<typeof connectedClient>>['client'];

/**
 * `client` with the script's PEXPIRE line left out of what it loads. For the arithmetic test: its clock is injected,
 * while Redis expires keys on its own clock, so a bucket that expired between two takes (a bucket full by Redis's
 * clock; a fast refill makes that a millisecond) would not be full by the test's, and the sequences would part on a
 * busy machine. (Making the key persistent in the same MULTI raced too: a 1 ms expiry can pass inside EXEC.) The
 * expiry has a test of its own.
 */
export function withoutExpiry(client: RedisClient): RedisCommandClient {
  return {
    async sendCommand(args) {
      if (args[0] !== 'SCRIPT' || args[1] !== 'LOAD') return client.sendCommand(args);
      const script = args[2].replace(/^redis\.call\('PEXPIRE'.*$/m, '');
      if (script === args[2]) throw new Error('the throttle script has no PEXPIRE line to leave out');
      return client.sendCommand(['SCRIPT', 'LOAD', script]);
    },
  };
}

/** `client`, recording each command the store sends (`EVALSHA`, `SCRIPT LOAD`) and each error reply's first word. */
export function recordingClient(client: RedisCommandClient): { client: RedisCommandClient; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    client: {
      get isReady() {
        return client.isReady;
      },
      async sendCommand(args) {
        sent.push(args[0] === 'SCRIPT' ? `SCRIPT ${args[1]}` : args[0]);
        try {
          return await client.sendCommand(args);
        } catch (error) {
          sent.push(`→ ${String((error as Error).message).split(' ')[0]}`);
          throw error;
        }
      },
    },
  };
}
