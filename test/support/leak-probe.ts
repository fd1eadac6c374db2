// What a page can count of what an element leaves behind, in every engine: the nodes in the document, the listeners
// registered on the window, the document and the elements that stay (through an instrumented addEventListener and
// removeEventListener), the observers still observing, and the timers and animation frames still pending. Chromium's
// own counters (test/support/browser-window.ts domCounters) see more (listeners on any node, detached nodes kept
// alive); Firefox and WebKit have none, so this is what is measured there.
import { WAIT_CEILING_MS } from './wait.js';

export interface PageCounts {
  /** Elements, text and comment nodes in the document. */
  nodes: number;
  /** Listeners registered and not removed, on the window, the document and `watched` (by target and type). */
  listeners: Record<string, number>;
  /** Mutation, resize and intersection observers observing something. */
  observers: number;
  /** Timers set and neither fired nor cleared (the test's own wait ceilings left out). */
  timers: number;
  /** Animation frames requested and neither run nor cancelled. */
  frames: number;
}

type Restore = () => void;

/** Counts what the page holds from now on; `restore` puts every instrumented function back. */
export class LeakProbe {
  readonly #restores: Restore[] = [];
  readonly #listeners = new Map<EventTarget, Map<string, Set<unknown>>>();
  readonly #observing = new Set<object>();
  readonly #timers = new Set<number>();
  readonly #frames = new Set<number>();
  readonly #names = new Map<EventTarget, string>();

  /** Listeners are counted on the window, the document and these targets (`name` labels them in the counts). */
  constructor(watched: Record<string, EventTarget> = {}) {
    this.#names.set(window, 'window');
    this.#names.set(document, 'document');
    for (const [name, target] of Object.entries(watched)) this.#names.set(target, name);
  }

  install(): this {
    this.#instrumentListeners();
    for (const Observer of [MutationObserver, ResizeObserver, IntersectionObserver]) this.#instrumentObserver(Observer);
    this.#instrumentTimers();
    return this;
  }

  restore(): void {
    for (const restore of this.#restores.splice(0).reverse()) restore();
  }

  counts(): PageCounts {
    const listeners: Record<string, number> = {};
    for (const [target, types] of this.#listeners) {
      const name = this.#names.get(target)!;
      for (const [type, set] of types) if (set.size > 0) listeners[`${name} ${type}`] = set.size;
    }
    return {
      nodes: countNodes(document),
      listeners,
      observers: this.#observing.size,
      timers: this.#timers.size,
      frames: this.#frames.size,
    };
  }

  #patch<T extends object, K extends keyof T>(owner: T, key: K, replacement: T[K]): void {
    const original = owner[key];
    owner[key] = replacement;
    this.#restores.push(() => (owner[key] = original));
  }

  #instrumentListeners(): void {
    const counted = this.#listeners;
    const names = this.#names;
    const proto = EventTarget.prototype;
    const add = proto.addEventListener;
    const remove = proto.removeEventListener;
    // A listener is one registration per (target, type, callback, capture), as the DOM counts it: one token per
    // callback and capture, kept in the set of its target and type.
    const registrations = new WeakMap<object, Map<boolean, object>>();
    const token = (listener: object, options: unknown) => {
      const capture = typeof options === 'boolean' ? options : Boolean((options as EventListenerOptions)?.capture);
      let byCapture = registrations.get(listener);
      if (!byCapture) registrations.set(listener, (byCapture = new Map()));
      let found = byCapture.get(capture);
      if (!found) byCapture.set(capture, (found = {}));
      return found;
    };
    this.#patch(proto, 'addEventListener', function (this: EventTarget, type, listener, options) {
      if (listener && names.has(this)) {
        const types = counted.get(this) ?? new Map<string, Set<unknown>>();
        counted.set(this, types);
        const set = types.get(type) ?? new Set();
        types.set(type, set);
        const registration = token(listener, options);
        set.add(registration);
        const signal = typeof options === 'object' ? options.signal : undefined;
        signal?.addEventListener('abort', () => set.delete(registration));
        if (typeof options === 'object' && options.once) {
          // A `once` listener is gone after its first call; the DOM removes it without removeEventListener.
          const wrapped = (event: Event) => {
            set.delete(registration);
            if (typeof listener === 'function') listener.call(this, event);
            else listener.handleEvent(event);
          };
          return add.call(this, type, wrapped, options);
        }
      }
      return add.call(this, type, listener, options);
    });
    this.#patch(proto, 'removeEventListener', function (this: EventTarget, type, listener, options) {
      if (listener && names.has(this)) counted.get(this)?.get(type)?.delete(token(listener, options));
      return remove.call(this, type, listener, options);
    });
  }

  #instrumentObserver(Observer: { prototype: { observe: unknown; disconnect: () => void } }): void {
    const observing = this.#observing;
    const proto = Observer.prototype as { observe: (...args: unknown[]) => void; disconnect: () => void };
    const observe = proto.observe;
    const disconnect = proto.disconnect;
    this.#patch(proto, 'observe', function (this: object, ...args: unknown[]) {
      observing.add(this);
      return observe.apply(this, args);
    });
    this.#patch(proto, 'disconnect', function (this: object) {
      observing.delete(this);
      return disconnect.call(this);
    });
  }

  #instrumentTimers(): void {
    const timers = this.#timers;
    const frames = this.#frames;
    const {
      setTimeout: set,
      clearTimeout: clear,
      requestAnimationFrame: request,
      cancelAnimationFrame: cancel,
    } = window;
    this.#patch(window, 'setTimeout', ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      // The test's condition waits each leave a ceiling timer behind (@open-wc/testing); those are not the element's.
      if (delay === WAIT_CEILING_MS || typeof handler !== 'function') return set(handler, delay, ...args);
      const id: number = set(
        (...callArgs: unknown[]) => {
          timers.delete(id);
          (handler as (...a: unknown[]) => void)(...callArgs);
        },
        delay,
        ...args,
      );
      timers.add(id);
      return id;
    }) as typeof setTimeout);
    this.#patch(window, 'clearTimeout', ((id?: number) => {
      if (id !== undefined) timers.delete(id);
      clear(id);
    }) as typeof clearTimeout);
    this.#patch(window, 'requestAnimationFrame', (callback: FrameRequestCallback) => {
      const id = request((time) => {
        frames.delete(id);
        callback(time);
      });
      frames.add(id);
      return id;
    });
    this.#patch(window, 'cancelAnimationFrame', (id: number) => {
      frames.delete(id);
      cancel(id);
    });
  }
}

/** Every node in the document (elements, text, comments). */
function countNodes(root: Node): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  let count = 0;
  while (walker.nextNode()) count++;
  return count;
}
