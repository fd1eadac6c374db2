// The two @web/test-runner-commands the default plugins cannot do in Firefox over WebDriver BiDi, done for the Firefox
// engine's sessions only (test/support/engines/firefox.js puts this plugin ahead of the default ones):
// - sendKeys `press` with a combination in Playwright's syntax ("Control+a", "Alt+ArrowDown"): puppeteer's keyboard
//   takes one key per press, so the modifiers are held down around the key, as Playwright does it.
// - emulateMedia: puppeteer emulates media features through CDP, which Firefox does not speak, and BiDi in Firefox
//   ESR 153 has no emulation command for them (emulation.setColorSchemeOverride is "unknown command"). Firefox's own
//   preferences do the same thing for the whole browser process, and the engine runs one process per page; they are
//   set from the browser's chrome scope, which Firefox opens to BiDi with --remote-allow-system-access.

const MODIFIERS = new Set(['Alt', 'Control', 'Meta', 'Shift', 'ControlOrMeta']);

/** "Control+a" → ['Control', 'a']; a lone "+" stays a key. */
export function splitKeyCombination(press) {
  if (press.length <= 1 || !press.includes('+')) return [press];
  const parts = press.endsWith('++') ? [...press.slice(0, -2).split('+'), '+'] : press.split('+');
  return parts.every((part, index) => index === parts.length - 1 || MODIFIERS.has(part)) ? parts : [press];
}

async function pressCombination(page, keys) {
  const modifiers = keys.slice(0, -1).map((key) => (key === 'ControlOrMeta' ? 'Control' : key));
  for (const modifier of modifiers) await page.keyboard.down(modifier);
  try {
    await page.keyboard.press(keys.at(-1));
  } finally {
    for (const modifier of modifiers.reverse()) await page.keyboard.up(modifier);
  }
}

/** Firefox preference values for emulateMedia's payload, with the media query that holds once they apply. */
const MEDIA_PREFERENCES = {
  colorScheme: {
    pref: 'layout.css.prefers-color-scheme.content-override',
    values: { dark: 0, light: 1, 'no-preference': 2 },
    query: (value) => (value === 'no-preference' ? 'all' : `(prefers-color-scheme: ${value})`),
  },
  forcedColors: {
    pref: 'browser.display.document_color_use',
    values: { active: 2, none: 0 },
    query: (value) => `(forced-colors: ${value})`,
  },
  reducedMotion: {
    pref: 'ui.prefersReducedMotion',
    values: { reduce: 1, 'no-preference': 0 },
    query: (value) => `(prefers-reduced-motion: ${value})`,
  },
};

/** The preferences every emulation is undone to between test files. */
export const DEFAULT_MEDIA = { colorScheme: 'no-preference', forcedColors: 'none', reducedMotion: 'no-preference' };

/** @returns {{ prefs: Record<string, number>, queries: string[] }} */
export function mediaPreferences(payload) {
  const prefs = {};
  const queries = [];
  for (const [feature, value] of Object.entries(payload)) {
    if (value == null) continue;
    const known = MEDIA_PREFERENCES[feature];
    if (!known || !(value in known.values)) {
      throw new Error(`emulateMedia in Firefox does not support ${feature}: ${JSON.stringify(value)}.`);
    }
    prefs[known.pref] = known.values[value];
    queries.push(known.query(value));
  }
  return { prefs, queries };
}

// puppeteer-core 24 has no public call for a raw BiDi command; its page reaches the session through the frame.
function bidiSession(page) {
  const session = page.mainFrame().browsingContext?.userContext?.browser?.session;
  if (!session) throw new Error('The Firefox page has no WebDriver BiDi session (puppeteer-core internals changed?).');
  return session;
}

async function setPreferences(page, prefs) {
  const session = bidiSession(page);
  const tree = await session.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 });
  const context = tree.result.contexts[0].context;
  const expression = Object.entries(prefs)
    .map(([name, value]) => `Services.prefs.setIntPref(${JSON.stringify(name)}, ${value});`)
    .join('\n');
  await session.send('script.evaluate', {
    expression,
    target: { context },
    awaitPromise: false,
    'moz:scope': 'chrome',
  });
}

/** Sets the media features and waits until the page sees them: Firefox applies a changed preference a little later. */
export async function emulateMedia(page, payload) {
  const { prefs, queries } = mediaPreferences(payload);
  if (payload.media != null) await page.emulateMediaType(payload.media);
  if (queries.length === 0) return;
  await setPreferences(page, prefs);
  await page.waitForFunction(
    (all) => all.every((query) => globalThis.matchMedia(query).matches),
    { timeout: 20_000 },
    queries,
  );
}

/** The command plugin for the sessions of `launcher`; every other session falls through to the default plugins. */
export function firefoxCommandsPlugin(launcher) {
  return {
    name: 'firefox-bidi-commands',
    async executeCommand({ command, payload, session }) {
      if (session.browser !== launcher) return undefined;
      if (command === 'send-keys' && typeof payload?.press === 'string') {
        const keys = splitKeyCombination(payload.press);
        if (keys.length === 1) return undefined;
        await pressCombination(launcher.getPage(session.id), keys);
        return true;
      }
      // The project's engine commands (test/support/engines/commands-plugin.js, which the tests call through
      // test/support/browser-window.ts) and the library's emulate-media, for this launcher's sessions.
      if (command === 'emulate-media' || command === 'engine-emulate-media') {
        const page = launcher.getPage(session.id);
        await emulateMedia(page, payload ?? {});
        launcher.emulated.add(page);
        return true;
      }
      if (command === 'engine-set-viewport') {
        await launcher.getPage(session.id).setViewport(payload);
        return true;
      }
      // Firefox's own preference (ui.useAccessibilityTheme) puts it in forced-colours mode: see mediaPreferences.
      if (command === 'engine-can-force-colors') return true;
      return undefined;
    },
  };
}
