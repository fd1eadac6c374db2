// One shopper, one address, one fresh page: the planned keys (typist.js) pressed at their times, then the options
// that lead to the address chosen with the arrow keys and Enter. What the page saw is read back for shopper.js's
// counts. Answers come from the simulator on loopback, unheld: the delay to painted suggestions is what a shopper
// on this machine would wait, debounce (150 ms, the default) included.
import { setTimeout as sleep } from 'node:timers/promises';
import { addScript, inFreshPage, mount, until } from '../stage.js';
import { attributesOf, ELEMENTS } from '../elements.js';
import { planTyping } from './typist.js';

/** After the last key: the debounce and a loopback answer fit many times over. */
const QUIET_MS = 600;
/** Options a shopper reads without scrolling. */
const VISIBLE = 5;
const VERIFY = { verify: '', 'street-base-url': '/us-street' };

function attributesFor(address) {
  if (address.kind === 'us-v2') return attributesOf('us-v2', VERIFY);
  if (address.kind === 'us-pro') return attributesOf('us-v2', { ...VERIFY, api: 'pro' });
  return attributesOf('intl', { country: address.country });
}

/**
 * Presses the planned keys, each `wait` ms after the one before (on Node's clock, drift not accumulated), looking at
 * the list before each key as a shopper does: once the option of `step` is among the first VISIBLE, typing stops.
 * Returns how many planned keys were pressed.
 */
async function typeUntilSeen(page, tag, keys, step) {
  let due = performance.now();
  for (const [index, { key, wait }] of keys.entries()) {
    due += wait;
    await sleep(Math.max(0, due - performance.now()));
    if (findOption((await optionsOf(page, tag)).slice(0, VISIBLE), step) >= 0) return index;
    if (key === 'Backspace') await page.keyboard.press(key);
    else await page.keyboard.type(key);
  }
  return keys.length;
}

const optionsOf = (page, tag) => page.evaluate((name) => window.benchTools.options(document.querySelector(name)), tag);

/** The index of the option a step names, or -1. */
function findOption(options, step) {
  if (step.unit !== undefined) return options.length === 0 ? -1 : Math.min(step.unit, options.length - 1);
  if (step.startsWith) return options.findIndex((text) => text.startsWith(step.startsWith));
  return options.findIndex((text) => step.includes.every((part) => text.includes(part)));
}

/** Chooses each step's option; resolves whether every one was found. */
async function choose(page, tag, steps) {
  for (const step of steps) {
    const options = await optionsOf(page, tag);
    const index = findOption(options, step);
    if (index < 0) return false;
    for (let i = 0; i <= index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    if (step === steps.at(-1)) break;
    // A group: its entries replace the list once their answer is in.
    await until(
      page,
      ([name, before]) => {
        const now = window.benchTools.options(document.querySelector(name));
        return now.length > 0 && now.join('\n') !== before && window.benchTools.idle();
      },
      [tag, options.join('\n')],
    );
  }
  await until(page, () => window.benchTools.chosen.length > 0 && window.benchTools.idle());
  return true;
}

/** Types and chooses `address`; returns what the page logged. */
export async function shop(browser, origin, bundleUrl, address, rand) {
  const { tag } = ELEMENTS[address.kind === 'intl' ? 'intl' : 'us-v2'];
  return inFreshPage(browser, origin, async ({ page }) => {
    await addScript(page, bundleUrl);
    await mount(page, tag, attributesFor(address));
    await page.evaluate(() => window.benchTools.watchLists());
    await page.focus(`${tag} input`);
    const plan = planTyping(address.typed, rand);
    const pressed = await typeUntilSeen(page, tag, plan.keys, address.steps[0]);
    await sleep(QUIET_MS);
    await until(page, () => window.benchTools.idle());
    const typed = await page.evaluate(() => {
      const { inputs, listPaints } = window.benchTools;
      const last = inputs.at(-1).at;
      const after = listPaints.filter((paint) => paint.mutatedAt >= last);
      return { inputs: inputs.slice(), delay: after.length > 0 ? after.at(-1).paintedAt - last : undefined };
    });
    const found = await choose(page, tag, address.steps);
    const log = await page.evaluate(() => {
      const { fetches, intlEntries } = window.benchTools;
      return { fetches: fetches.slice(), intlEntries };
    });
    const backspaces = plan.keys.slice(0, pressed).filter((key) => key.key === 'Backspace').length;
    return { ...typed, ...log, found, keys: pressed, backspaces, planned: plan.keys.length };
  });
}
