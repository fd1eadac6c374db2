// A test that holds the elements' clock (holdClock, or systemClock's methods replaced) gives the element handles of
// fake timers; the element keeps them, and once the clock is restored it clears them with the page's own
// clearTimeout (on disconnect, say). A fake handle that is also the number of a real timer then cancels that timer:
// in the clean-clone CI a WebKit file stalled for 15 minutes when it cancelled mocha's own next step (mocha's
// browser runner schedules each step with one setTimeout and waits for it). Fake handles must never be real ones.
import { expect } from '@open-wc/testing';
import { FakeClock } from '../../support/fake-clock.js';
import { until } from '../../support/element-helpers.js';

describe('FakeClock handles', () => {
  it('a fake timer handle given to the page clearTimeout cancels no real timer', async () => {
    let ran = 0;
    const real: number[] = [];
    // Real timer numbers are small integers that count up; a fake clock's ids do too. Cover the first hundred.
    for (let i = 0; i < 100; i++) real.push(window.setTimeout(() => ran++, 0));
    const clock = new FakeClock();
    for (let i = 0; i < 200; i++) window.clearTimeout(clock.setTimeout(() => {}, 10) as number);
    await until(() => ran === real.length, `only ${ran} of ${real.length} real timers ran`);
    expect(ran).to.equal(real.length);
  });
});
