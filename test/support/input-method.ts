// An input method (IME) composing text in the focused input, as each engine the suite runs in delivers it to the page.
//
// Chromium: a real composition, made by the browser itself through DevTools (Input.imeSetComposition,
// Input.insertText; test/support/engines/ime.js). Measured in Chromium 156: a real key press during such a
// composition reaches the page as keydown with `isComposing: true` and the key's own code (ArrowDown 40, Escape 27)
// and leaves the composition as it was; but a real Enter press then does Enter's default action (a `change`, the
// form's implicit submission), which a real IME never lets happen, since the IME takes that Enter. So the arrows and
// Escape are real key presses, and the Enter is what Chromium sends when the IME takes a key: a raw keydown with
// key code 229 (VK_PROCESSKEY), no character, before the commit.
//
// Firefox and WebKit: no protocol here can compose (WebDriver BiDi and classic WebDriver have no IME command), so the
// events each engine sends are dispatched, in its order:
// - Every engine, for a key the IME takes: keydown with `keyCode` 229 ("If an Input Method Editor is processing key
//   input and the event is keydown, return 229": UI Events, https://www.w3.org/TR/uievents/#determine-keydown-keyup-keyCode)
//   and `isComposing: true` while a composition is active (UI Events, "Key Events During Composition").
// - Firefox (65 and later, bug 354358; MDN "Element: keydown event"): keydown and keyup during a composition, with
//   key "Process" and keyCode 229. It ends a composition with compositionend and then one more `input` with
//   `isComposing: false` (w3c/uievents#202), and since Mozilla bug 1910865 also an `input` before compositionend
//   (masayuki-nakano in w3c/input-events#176, 2025-12-19): both are dispatched.
// - WebKit (Safari): the Enter that commits a composition reaches the page after compositionend, as keydown with
//   key "Enter", keyCode 229 and `isComposing: false` (WebKit bug 165004; the keyCode 229 workaround of MDN's
//   keydown page). Its commit replaces the composed text: `deleteCompositionText` then `insertFromComposition`
//   inputs before compositionend (w3c/input-events#115, snianu, 2021-03-04).
// Chromium ends a composition after its last `input` (isComposing true), as the UI Events spec orders it.
import { sendKeys } from '@web/test-runner-commands';
import { imeStep, type ImeStep } from './browser-window.js';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The engine this page runs in (the user agent string of each of the three). */
export const ENGINE: Engine = navigator.userAgent.includes('Firefox/')
  ? 'firefox'
  : navigator.userAgent.includes('Chrome/')
    ? 'chromium'
    : 'webkit';

/** A key the shopper presses while composing, which the IME takes: next or previous candidate, cancel. */
export type ImeKey = 'ArrowDown' | 'ArrowUp' | 'Escape';

/** Enter's own key code, on the keyup that follows the IME's keydown. */
const ENTER = 13;
const EVENT = { bubbles: true, cancelable: true, composed: true } as const;
const INPUT = { bubbles: true, composed: true } as const;

/**
 * A keydown (or keyup) with the legacy `keyCode` set: every engine's KeyboardEventInit takes `keyCode` (UI Events,
 * legacy KeyboardEventInit), checked here so that a test never sends a 229 that did not arrive as one.
 */
export function keyEvent(type: 'keydown' | 'keyup', key: string, keyCode: number, isComposing: boolean): KeyboardEvent {
  const event = new KeyboardEvent(type, { ...EVENT, key, keyCode, isComposing });
  if (event.keyCode !== keyCode) throw new Error(`this engine ignored keyCode ${keyCode} in KeyboardEventInit`);
  return event;
}

/** One composition in the focused input, as this engine delivers it. Each step resolves once its events are handled. */
export class Composition {
  readonly #input: HTMLInputElement;
  /** Where the composed text starts and ends in the input's value. */
  #start: number;
  #end: number;
  #active = false;

  constructor(input: HTMLInputElement) {
    this.#input = input;
    this.#start = input.selectionStart ?? input.value.length;
    this.#end = input.selectionEnd ?? this.#start;
  }

  /**
   * The composed (uncommitted) text becomes `text` as the shopper presses `key` (a romaji letter, a jamo: what
   * WebKit reports; Firefox reports "Process"); the first update starts the composition.
   */
  async update(text: string, key: string): Promise<void> {
    if (ENGINE === 'chromium') {
      await this.#cdp({ compose: text }, 'compositionupdate');
      this.#active = true;
      return;
    }
    const reported = ENGINE === 'firefox' ? 'Process' : key;
    this.#dispatch(keyEvent('keydown', reported, 229, this.#active));
    if (!this.#active) this.#dispatch(new CompositionEvent('compositionstart', { ...EVENT, data: '' }));
    this.#active = true;
    this.#dispatch(new CompositionEvent('compositionupdate', { ...EVENT, data: text }));
    this.#replace(text, 'insertCompositionText');
    this.#dispatch(keyEvent('keyup', reported, 229, true));
  }

  /** A key pressed while composing, which the IME takes (next or previous candidate, cancel); nothing is committed. */
  async press(key: ImeKey): Promise<void> {
    if (ENGINE === 'chromium') {
      await sendKeys({ press: key });
      return;
    }
    const reported = ENGINE === 'firefox' ? 'Process' : key;
    this.#dispatch(keyEvent('keydown', reported, 229, true));
    this.#dispatch(keyEvent('keyup', reported, 229, true));
  }

  /** Enter commits the composition as `text` (the candidate chosen). */
  async commitWithEnter(text: string): Promise<void> {
    if (ENGINE === 'chromium') {
      await this.#cdp(
        { key: { type: 'rawKeyDown', windowsVirtualKeyCode: 229, key: 'Enter', code: 'Enter' } },
        'keydown',
      );
      await this.commit(text);
      await this.#cdp({ key: { type: 'keyUp', windowsVirtualKeyCode: 13, key: 'Enter', code: 'Enter' } }, 'keyup');
      return;
    }
    // Firefox: the Enter is the IME's while the composition lasts.
    if (ENGINE === 'firefox') this.#dispatch(keyEvent('keydown', 'Process', 229, true));
    await this.commit(text);
    // WebKit bug 165004: the Enter that committed arrives after compositionend, no longer composing, but 229.
    if (ENGINE === 'webkit') this.#dispatch(keyEvent('keydown', 'Enter', 229, false));
    this.#dispatch(keyEvent('keyup', 'Enter', ENTER, false));
  }

  /**
   * Escape cancels the composition: the composed text goes and the text is as it was. Chromium: DevTools'
   * `Input.imeSetComposition` with empty text, its documented way to cancel. Firefox and WebKit: the composed text
   * replaced by nothing and compositionend with empty data (UI Events' order of a composition's end; no engine
   * trace of a cancel was found to copy), Firefox's trailing `input` included.
   */
  async cancel(): Promise<void> {
    if (ENGINE === 'chromium') {
      await this.#cdp({ compose: '' }, 'compositionend');
    } else {
      this.#dispatch(keyEvent('keydown', ENGINE === 'firefox' ? 'Process' : 'Escape', 229, true));
      this.#dispatch(new CompositionEvent('compositionupdate', { ...EVENT, data: '' }));
      this.#replace('', 'insertCompositionText');
      this.#dispatch(new CompositionEvent('compositionend', { ...EVENT, data: '' }));
      if (ENGINE === 'firefox')
        this.#dispatch(new InputEvent('input', { ...INPUT, inputType: 'insertCompositionText' }));
      this.#dispatch(keyEvent('keyup', 'Escape', 27, false));
    }
    this.#active = false;
    this.#end = this.#start;
  }

  /**
   * The composition ends as `text` without a key of its own: a Korean IME commits a syllable when the next jamo
   * starts the next one (that jamo's keydown comes with the next `update`); a blur or a click commits too.
   */
  async commit(text: string): Promise<void> {
    if (ENGINE === 'chromium') {
      await this.#cdp({ commit: text }, 'compositionend');
    } else if (ENGINE === 'firefox') {
      this.#replace(text, 'insertCompositionText');
      this.#dispatch(new CompositionEvent('compositionend', { ...EVENT, data: text }));
      this.#dispatch(new InputEvent('input', { ...INPUT, inputType: 'insertCompositionText', data: text }));
    } else {
      this.#replace('', 'deleteCompositionText');
      this.#replace(text, 'insertFromComposition');
      this.#dispatch(new CompositionEvent('compositionend', { ...EVENT, data: text }));
    }
    this.#active = false;
    // The next composition starts where this one ended.
    this.#start = this.#end = this.#start + text.length;
  }

  /** The composed text replaced by `text`, with its beforeinput and input (composing). */
  #replace(text: string, inputType: string): void {
    const init = { ...INPUT, inputType, data: text, isComposing: true };
    this.#dispatch(new InputEvent('beforeinput', init));
    this.#input.setRangeText(text, this.#start, this.#end, 'end');
    this.#end = this.#start + text.length;
    this.#dispatch(new InputEvent('input', init));
  }

  #dispatch(event: Event): void {
    this.#input.dispatchEvent(event);
  }

  /** One DevTools step, done once the page has handled the event it makes (`type`, on the input). */
  async #cdp(step: ImeStep, type: string): Promise<void> {
    const handled = new Promise((resolve) => this.#input.addEventListener(type, resolve, { once: true }));
    if (!(await imeStep(step))) throw new Error('no DevTools IME in this engine');
    await handled;
  }
}
