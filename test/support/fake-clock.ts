import type { Clock } from '../../src/core/lookup/scheduler.js';

interface Timer {
  handle: FakeTimerHandle;
  due: number;
  callback: () => void;
}

/**
 * A fake timer's handle: an object, never a number. An element keeps the handles its clock gave it and may clear
 * them after the test has put the real clock back; the page's clearTimeout ignores an object, where a number could
 * be a real timer's (mocha's next step, say) and cancel it.
 */
export interface FakeTimerHandle {
  readonly fakeTimer: number;
}

/**
 * A deterministic `Clock`: time moves only when a test calls `tick`/`tickAsync`, and due callbacks run in the
 * order of their due time (ties in the order they were set, as browsers do).
 */
export class FakeClock implements Clock {
  private time = 0;
  private nextId = 1;
  private timers: Timer[] = [];

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const delay = Number.isFinite(ms) ? Math.max(0, ms) : 0;
    const timer = { handle: { fakeTimer: this.nextId++ }, due: this.time + delay, callback };
    const index = this.timers.findIndex((t) => t.due > timer.due);
    this.timers.splice(index === -1 ? this.timers.length : index, 0, timer);
    return timer.handle;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.handle !== handle);
  }

  /** How many timers are waiting: a cancelled controller should leave none behind. */
  get pendingTimers(): number {
    return this.timers.length;
  }

  /** How long until the next timer is due (0 if one is due now), or undefined when none is waiting. */
  get nextDueIn(): number | undefined {
    const first = this.timers[0];
    return first && first.due - this.time;
  }

  /** Advances time, running each due callback at its own due time (so a callback may set further timers). */
  tick(ms: number): void {
    const target = this.time + ms;
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.time = timer.due;
      timer.callback();
    }
    this.time = target;
  }

  /** Like `tick`, but lets promise callbacks run before and after each timer, as they would between tasks. */
  async tickAsync(ms: number): Promise<void> {
    const target = this.time + ms;
    await flush();
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.time = timer.due;
      timer.callback();
      await flush();
    }
    this.time = target;
  }

  private nextDue(target: number): Timer | undefined {
    const first = this.timers[0];
    if (!first || first.due > target) return undefined;
    this.timers.shift();
    return first;
  }
}

/**
 * Lets pending promise callbacks run. Settling a promise that `run` returned reaches the controller through a
 * few chained microtasks; twenty turns is far more than any chain here needs, and uses no real timer.
 */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}
