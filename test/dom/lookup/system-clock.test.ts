// The one RequestScheduler test that needs a browser (the rest run in Node, test/unit/lookup/request-scheduler.test.ts):
// an unbound call of the page's setTimeout throws "Illegal invocation" there, while Node's timers do not care, so
// only here does the test see whether the system clock binds them.
import { expect } from '@open-wc/testing';
import { systemClock } from '../../../src/core/lookup/scheduler.js';

describe('RequestScheduler', () => {
  describe('defaults and clock', () => {
    it('binds the system clock to the global timer functions', () => {
      // Calling an unbound window.setTimeout throws "Illegal invocation"; the timer is cleared before it can run.
      const handle = systemClock.setTimeout(() => expect.fail('a cleared timer ran'), 1000);
      systemClock.clearTimeout(handle);
      expect(Math.abs(systemClock.now() - Date.now())).to.be.lessThan(1000);
    });
  });
});
