// The shopper at the keyboard: every key goes through Playwright's keyboard (real key events in Chromium) and is
// counted here, by kind. After each key the page settles (the lookup it started is answered and shown) before the
// shopper looks again, so what they see after a key never depends on the machine's speed.

/**
 * Calls `name` of the page's `keystrokeBench` (page.ts) with `args`, in the page. `globalThis` is the page's window
 * there.
 */
export function inPage(page, name, ...args) {
  return page.evaluate(([method, values]) => globalThis.keystrokeBench[method](...values), [name, args]);
}

/** The kinds of keys counted, in the order the report lists them. */
export const KINDS = ['characters', 'arrows', 'enter', 'tab', 'editing'];

export class Shopper {
  /**
   * @param {import('playwright').Page} page
   * @param {boolean} trace whether to print what the shopper sees at each step (stderr)
   */
  constructor(page, trace = false) {
    this.page = page;
    this.trace = trace;
    /** @type {Record<string, number>} */
    this.keys = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  }

  note(message) {
    if (this.trace) console.error(`  [${this.total}] ${message}`);
  }

  get total() {
    return KINDS.reduce((sum, kind) => sum + this.keys[kind], 0);
  }

  /** One character typed: a capital or an accented letter counts as one key, as on the shopper's own keyboard. */
  async typeCharacter(character) {
    await this.page.keyboard.type(character);
    this.keys.characters += 1;
    await this.settle();
  }

  /** Several characters typed in one go (a select's type-ahead, which forgets what it heard after a pause). */
  async typeBurst(text) {
    await this.page.keyboard.type(text);
    this.keys.characters += [...text].length;
    await this.settle();
  }

  /** One key (`ArrowDown`, `Enter`, `Tab`, `Shift+Tab`, `Backspace`, `Control+a`: a chord is one press). */
  async press(key, kind) {
    await this.page.keyboard.press(key);
    this.keys[kind] += 1;
    await this.settle();
  }

  settle() {
    return inPage(this.page, 'settle');
  }

  /** @returns {Promise<import('./page.ts').ListView>} */
  list(name) {
    return inPage(this.page, 'list', name);
  }

  values() {
    return inPage(this.page, 'values');
  }

  /** Focuses a field without a key press: where the shopper starts (a click or a tap into the form). */
  start(name) {
    return inPage(this.page, 'focus', name);
  }

  tabOrder() {
    return inPage(this.page, 'tabOrder');
  }

  count(type) {
    return inPage(this.page, 'count', type);
  }

  /** Moves focus to the field `name` with Tab (forwards) or Shift+Tab (backwards), one press per field passed. */
  async moveTo(name) {
    const order = await this.tabOrder();
    const { focused } = await this.values();
    const steps = order.indexOf(name) - order.indexOf(focused);
    if (order.indexOf(name) < 0 || order.indexOf(focused) < 0)
      throw new Error(`cannot tab from "${focused}" to "${name}"`);
    for (let step = 0; step < Math.abs(steps); step++) await this.press(steps > 0 ? 'Tab' : 'Shift+Tab', 'tab');
    const arrived = (await this.values()).focused;
    if (arrived !== name) throw new Error(`Tab went to "${arrived}", not "${name}"`);
  }

  /**
   * Makes the focused text field read `wanted`: typed into it when empty, or over its text when all of it is
   * selected (Tab selects it); else the cheaper of deleting back to where it parts from `wanted` and typing the rest
   * (End first unless the caret is there), or Ctrl+A and typing it all.
   */
  async editText(name, wanted) {
    const text = (await this.values()).fields[name] ?? '';
    const caret = await inPage(this.page, 'selection', name);
    const type = async (characters) => {
      for (const character of characters) await this.typeCharacter(character);
    };
    if (text === '' || (caret.start === 0 && caret.end === text.length)) {
      if (wanted === '') await this.press('Backspace', 'editing');
      await type(wanted);
      return;
    }
    let common = 0;
    while (common < Math.min(text.length, wanted.length) && text[common] === wanted[common]) common++;
    const atEnd = caret.start === text.length && caret.end === text.length;
    const byDeleting = (atEnd ? 0 : 1) + text.length - common + wanted.length - common;
    if (byDeleting <= 1 + wanted.length) {
      if (!atEnd) await this.press('End', 'editing');
      for (let i = common; i < text.length; i++) await this.press('Backspace', 'editing');
      await type(wanted.slice(common));
    } else {
      await this.press('Control+a', 'editing');
      await type(wanted);
    }
  }

  /**
   * Makes the focused select hold `wanted`: arrows from the selected option, or type-ahead (the fewest letters of
   * the option's label that no other label starts with), whichever takes fewer keys.
   */
  async editSelect(name, wanted) {
    const view = await inPage(this.page, 'selectView', name);
    const target = view.values.indexOf(wanted);
    if (target < 0) throw new Error(`the ${name} select has no option "${wanted}"`);
    const label = view.labels[target].toLowerCase();
    const others = view.labels.filter((_, index) => index !== target).map((other) => other.toLowerCase());
    let letters = 1;
    while (letters < label.length && others.some((other) => other.startsWith(label.slice(0, letters)))) letters++;
    const arrows = Math.abs(target - view.selected);
    if (arrows <= letters) {
      const key = target > view.selected ? 'ArrowDown' : 'ArrowUp';
      for (let step = 0; step < arrows; step++) await this.press(key, 'arrows');
    } else {
      await this.typeBurst(view.labels[target].slice(0, letters));
    }
    const { fields } = await this.values();
    if (fields[name] !== wanted) throw new Error(`the ${name} select holds "${fields[name]}", not "${wanted}"`);
  }
}
