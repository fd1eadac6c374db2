// Loaded into every benchmark page before any of its scripts (Playwright's addInitScript), as `window.benchTools`.
// It watches the page from outside the elements, so the same instrument measures any widget:
// - fetch(): every call is logged (when, which URL); the answer is read in full before the page sees it, so the page
//   gets a Response whose body is already in memory: a zero-latency answer at the fetch level, with the simulator's
//   data. While `hold` is on, answers wait until the benchmark releases them: "response" in the figures is that
//   release. `rewrite` may replace an answer's body (the 100-unit building the simulator does not have).
// - keydown: the time each key reached the page (a capturing listener on window, the first to run).
// - frames: `frameDone()` resolves after the next frame's rendering (style, layout, paint) on the main thread: a
//   message posted from a requestAnimationFrame callback is delivered after that frame's update.
(() => {
  const tools = {
    fetches: [],
    keys: [],
    hold: false,
    held: [],
    rewrite: undefined,
    /** Entries of each international address_id seen in a summary answer: a detail (1) is the billed call. */
    intlEntries: {},
  };
  const realFetch = window.fetch.bind(window);

  function noteIntlEntries(text) {
    try {
      const body = JSON.parse(text);
      for (const candidate of body?.candidates ?? []) {
        if (typeof candidate.address_id === 'string') tools.intlEntries[candidate.address_id] = candidate.entries;
      }
    } catch {
      // Not JSON: nothing to note.
    }
  }

  function record(input) {
    const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url, location.href);
    const entry = {
      path: url.pathname,
      search: url.searchParams.get('search'),
      selected: url.searchParams.get('selected'),
      calledAt: performance.now(),
      answeredAt: undefined,
      aborted: false,
    };
    tools.fetches.push(entry);
    return entry;
  }

  /** Resolves with the answer now, or when the benchmark releases it; rejects as fetch would on abort. */
  function deliver(entry, make, signal) {
    if (!tools.hold) {
      entry.answeredAt = performance.now();
      return make();
    }
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const release = () => {
        entry.answeredAt = performance.now();
        resolve(make());
      };
      tools.held.push({ entry, release });
      signal?.addEventListener('abort', () => {
        entry.aborted = true;
        reject(signal.reason);
      });
    });
  }

  async function answer(entry, input, init) {
    const response = await realFetch(input, init);
    const original = await response.text();
    const text = tools.rewrite ? tools.rewrite(entry, original) : original;
    noteIntlEntries(text);
    const make = () => new Response(text, { status: response.status, headers: response.headers });
    return deliver(entry, make, init?.signal);
  }

  window.fetch = (input, init) => {
    const entry = record(input);
    return answer(entry, input, init).catch((error) => {
      entry.aborted = true;
      throw error;
    });
  };

  window.addEventListener('keydown', (event) => tools.keys.push({ key: event.key, at: performance.now() }), true);
  // Every change of an input's text (typed, inserted or deleted) with what it then holds.
  tools.inputs = [];
  window.addEventListener(
    'input',
    (event) =>
      event.target instanceof HTMLInputElement &&
      tools.inputs.push({ value: event.target.value, at: performance.now() }),
    true,
  );
  tools.chosen = [];
  document.addEventListener('verified-address', () => tools.chosen.push(performance.now()));

  tools.frameDone = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }),
    );

  /** The frame done after `ready()` first holds, checked at each animation frame (before that frame renders). */
  tools.frameDoneWhen = (ready, ceilingMs = 20_000) =>
    new Promise((resolve, reject) => {
      const start = performance.now();
      const check = () => {
        if (performance.now() - start > ceilingMs) return reject(new Error('frameDoneWhen: never ready'));
        if (!ready()) return requestAnimationFrame(check);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      };
      requestAnimationFrame(check);
    });

  /**
   * From now on, each change inside a listbox is noted with the frame done after it (`listPaints`). Opt-in: the
   * observer costs a little on every change, so only the human-typing figure turns it on.
   */
  tools.listPaints = [];
  tools.watchLists = () => {
    const inList = (node) => (node.nodeType === 1 ? node : node.parentElement)?.closest('[role="listbox"]');
    new MutationObserver((records) => {
      if (!records.some((change) => inList(change.target))) return;
      const mutatedAt = performance.now();
      tools.frameDone().then((paintedAt) => tools.listPaints.push({ mutatedAt, paintedAt }));
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  };

  /** Whether every fetch so far was answered or failed (aborted). */
  tools.idle = () => tools.fetches.every((entry) => entry.answeredAt !== undefined || entry.aborted);

  /**
   * Releases the held answers to `search` only, the rest staying held; returns the release time. A widget that does
   * not cancel the requests of earlier texts (the peer's) would otherwise render each of their answers too.
   */
  tools.release = (search) => {
    const at = performance.now();
    const released = tools.held.filter(({ entry }) => entry.search === search);
    tools.held = tools.held.filter((held) => !released.includes(held));
    for (const { release } of released) release();
    return at;
  };

  /** Releases every held answer; returns the release time. */
  tools.releaseAll = () => {
    const at = performance.now();
    for (const { release } of tools.held.splice(0)) release();
    return at;
  };

  /** The option texts of the open list of `element` (empty when closed). */
  tools.options = (element) => {
    const input = element.querySelector('input');
    if (input?.getAttribute('aria-expanded') !== 'true') return [];
    const listbox = document.getElementById(input.getAttribute('aria-controls'));
    return [...(listbox?.querySelectorAll('[role="option"]') ?? [])].map((option) => option.textContent.trim());
  };

  window.benchTools = tools;
})();
