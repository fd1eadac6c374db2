// Waiting in the browser tests without depending on the machine's speed. A test waits for a condition (a request
// sent, an answer rendered, an event dispatched), never for an amount of time; the ceiling below is only there so
// that a hang fails with a message instead of at mocha's timeout. Two browser suites on a two-core machine under a
// load of 5 to 29 have taken several seconds for what takes 50 ms alone, so the ceiling is far above any real wait
// (and below mocha's timeout, web-test-runner.config.mjs, so that the message is the one that is reported).
// eslint-disable-next-line no-restricted-imports -- the one wrapper
import { waitUntil as openWcWaitUntil } from '@open-wc/testing';

/** How long a condition wait may take before the test fails: only a hang reaches it. */
export const WAIT_CEILING_MS = 20_000;

/** `waitUntil` of @open-wc/testing with the ceiling above instead of its 1 s default (which a busy machine outlasts). */
export function waitUntil(predicate: () => unknown, message?: string): Promise<void> {
  return openWcWaitUntil(predicate, message, { timeout: WAIT_CEILING_MS });
}

/**
 * The same wait, checked every `interval` ms, that leaves nothing behind once met: @open-wc/testing's keeps its
 * ceiling timer (and through it the waiting code's variables) for WAIT_CEILING_MS after the condition is met, which
 * a loop of thousands of waits turns into thousands of live timers. For the leak test (leak-cycles.test.ts).
 */
export function pollUntil(predicate: () => boolean, message: string, interval = 1): Promise<void> {
  const { stack } = new Error();
  return new Promise((resolve, reject) => {
    let poll: ReturnType<typeof setTimeout> | undefined;
    const ceiling = setTimeout(() => {
      clearTimeout(poll);
      const error = new Error(`Timeout: ${message}`);
      error.stack = stack;
      reject(error);
    }, WAIT_CEILING_MS);
    const check = () => {
      try {
        if (!predicate()) {
          poll = setTimeout(check, interval);
          return;
        }
        clearTimeout(ceiling);
        resolve();
      } catch (error) {
        clearTimeout(ceiling);
        reject(error as Error);
      }
    };
    check();
  });
}
