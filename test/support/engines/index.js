// The browser engines the browser suite runs in, one launcher module each, chosen by the ENGINES variable (a comma
// list; default: every engine in DEFAULT_ENGINES). Each module exports `launcher()`, which finds (or, as root on
// Debian, installs) its browser and returns a @web/test-runner BrowserLauncher; none ever downloads a browser.
import { chromiumLauncher } from './chromium.js';
import { webkitLauncher } from './webkit.js';
import { firefoxLauncher } from './firefox.js';

/** Every engine the suite knows, by the name ENGINES takes. */
const ENGINES = {
  chromium: chromiumLauncher,
  webkit: webkitLauncher,
  firefox: firefoxLauncher,
};

/**
 * The engines `npm test` runs when ENGINES is not set: all three, as shoppers use them (Chrome and Edge, Safari,
 * Firefox). ENGINES=chromium narrows a local run to one.
 */
const DEFAULT_ENGINES = ['chromium', 'firefox', 'webkit'];

/** @returns {import('@web/test-runner').BrowserLauncher[]} */
export function browserLaunchers(names = process.env.ENGINES) {
  const wanted = names ? names.split(',').map((name) => name.trim().toLowerCase()) : DEFAULT_ENGINES;
  const unknown = wanted.filter((name) => !(name in ENGINES));
  if (unknown.length > 0) {
    throw new Error(`ENGINES names ${unknown.join(', ')}; the engines are ${Object.keys(ENGINES).join(', ')}.`);
  }
  return wanted.map((name) => ENGINES[name]());
}
