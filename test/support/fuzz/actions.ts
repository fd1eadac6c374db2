// Performs a fuzzed session's steps (steps.ts) on the page, the way they reach it: real key presses and clicks
// through the test runner (sendKeys, sendMouse) where the step says `keys` or `mouse`, else the events a browser
// fires, dispatched on the input (typing any grapheme, IME composition, paste, autofill). Tells the monitor what
// the shopper did: edits, choices (which a verified-address may follow), what a write may follow, exact texts.
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { centre, until } from '../element-helpers.js';
import type { NetworkObserver } from './network.js';
import { paste } from '../entering.js';
import { ELEMENT_NAMES, blockFields, streetOf, type ElementName, type FuzzPage } from './page.js';
import { optionText, type SessionMonitor } from './monitor.js';
import { AUTOFILLED, COMPOSITIONS, isBadValue, type Key, type Place, type Step } from './steps.js';
import { deleteBackward, graphemes, insert, placeCaret, usable } from './typing.js';
import { AUTOFILL_ANIMATION } from '../../../src/core/view/styles.js';

/** What the step should leave in the input, checked when nothing else wrote it and focus stayed. */
export interface Expectation {
  el: ElementName;
  /** The exact text (typing), or the text before a run of Backspace with the caret at `caret`. */
  text: string;
  backspaceFrom?: number;
}

export class SessionActions {
  readonly #page: FuzzPage;
  readonly #monitor: SessionMonitor;
  readonly #network: NetworkObserver;
  /** Elements taken out of the page, until a move puts them back. */
  readonly #removed = new Set<ElementName>();

  constructor(page: FuzzPage, monitor: SessionMonitor, network: NetworkObserver) {
    this.#page = page;
    this.#monitor = monitor;
    this.#network = network;
  }

  /** Performs `step`; returns the text it must leave when nothing but the shopper touched the input. */
  async perform(step: Step): Promise<Expectation | undefined> {
    if (step.do === 'wait') return void (await new Promise((resolve) => setTimeout(resolve, step.ms)));
    if (step.do === 'settle') return void (await this.#settle(step.el));
    const el = this.#page.elements[step.el];
    // Moving or removing the focused input blurs it: the shopper leaves it (a units list narrowed to one is chosen).
    if ((step.do === 'move' || step.do === 'remove') && document.activeElement === streetOf(this.#page, step.el)) {
      this.#committed(step.el);
    }
    if (step.do === 'move') return void this.#move(step.el, step.to);
    if (!el.isConnected) return undefined;
    const input = streetOf(this.#page, step.el);
    const model = this.#monitor.models[step.el];
    switch (step.do) {
      case 'type':
      case 'backspace':
        return this.#edit(step, input);
      case 'paste':
        if (!usable(input)) return undefined;
        model.offers = [step.text];
        model.permits.entry += 1;
        return void this.#asShopper(() => {
          input.focus();
          placeCaret(input, step.caret);
          paste(input, step.text);
        });
      case 'autofill':
        return void this.#autofill(step.el, input, AUTOFILLED[step.address]!, step.via);
      case 'key':
        return void (await this.#key(step.el, input, step.key, step.via));
      case 'choose':
        for (let down = 0; down < step.downs; down += 1) await this.#key(step.el, input, 'ArrowDown', step.via);
        return void (await this.#key(step.el, input, 'Enter', step.via));
      case 'click-option':
        return void (await this.#click(step.el, step.index, step.via));
      case 'blur':
        return void (await this.#blur(step.el, input, step.via));
      case 'compose':
        return void this.#compose(step.el, input, COMPOSITIONS[step.sequence]!, step.order, step.cancel);
      case 'toggle':
        input.toggleAttribute(step.what === 'disabled' ? 'disabled' : 'readonly');
        return undefined;
      case 'attribute':
        if (isBadValue(step.name, step.value)) model.invalid.add(step.name);
        else model.invalid.delete(step.name);
        if (step.value === null) el.removeAttribute(step.name);
        else el.setAttribute(step.name, step.value);
        return undefined;
      case 'remove':
        el.remove();
        this.#removed.add(step.el);
        return undefined;
    }
  }

  /** Until the element's requests are answered (or have failed), and a task more for the element to take them. */
  async #settle(name: ElementName): Promise<void> {
    const network = this.#network;
    await until(
      () => network.inFlight(name, 'suggestions').length === 0 && network.inFlight(name, 'street').length === 0,
      `${name}: requests still in flight`,
    );
    await new Promise((resolve) => setTimeout(resolve));
  }

  /** Runs `dispatch` as the shopper (or the browser): its `input` events are not the element's writes. */
  #asShopper(dispatch: () => void): void {
    this.#monitor.shopperActing = true;
    try {
      dispatch();
    } finally {
      this.#monitor.shopperActing = false;
    }
  }

  async #edit(
    step: Extract<Step, { do: 'type' | 'backspace' }>,
    input: HTMLInputElement,
  ): Promise<Expectation | undefined> {
    // A disabled input takes no focus: real keys would land in whatever has it.
    if (input.disabled) return undefined;
    // What the element may still write (a choice's fill) stays documented until the shopper's first edit lands, not
    // from the step's start: real keys arrive a round trip to the runner later, and an answer may come in between
    // (seed 2008339587: a detail answer filled the chosen street before the first key of the next word).
    const model = this.#monitor.models[step.el];
    const offers = model.offers;
    const forgetOffers = () => void (model.offers = []);
    // A key that changes nothing (Backspace at the start of the text) may still fire `beforeinput` in Chromium, but it
    // is no edit: what the element may write (the split of a paste kept over its correction, seed -1780431484 path 2)
    // stays documented, as after a composition that changed nothing.
    let landed = false;
    const onInput = (event: Event) => void (landed ||= event.isTrusted || this.#monitor.shopperActing);
    input.addEventListener('beforeinput', forgetOffers, { once: true });
    input.addEventListener('input', onInput);
    try {
      return await this.#editKeys(step, input);
    } finally {
      input.removeEventListener('beforeinput', forgetOffers);
      input.removeEventListener('input', onInput);
      if (!landed && model.offers.length === 0) model.offers = offers;
    }
  }

  async #editKeys(
    step: Extract<Step, { do: 'type' | 'backspace' }>,
    input: HTMLInputElement,
  ): Promise<Expectation | undefined> {
    input.focus();
    placeCaret(input, step.caret);
    const before = input.value;
    const start = input.selectionStart ?? before.length;
    const end = input.selectionEnd ?? start;
    if (step.do === 'type') {
      if (step.via === 'keys') await sendKeys({ type: step.text });
      else for (const grapheme of graphemes(step.text)) this.#asShopper(() => insert(input, grapheme, 'insertText'));
      // A key typed before a combining mark joins its grapheme, and the engine puts the caret after the whole of it.
      if (step.via === 'keys' && /^[\p{M}\u200d]/u.test(before.slice(end))) return undefined;
      const text = input.readOnly ? before : before.slice(0, start) + step.text + before.slice(end);
      return { el: step.el, text };
    }
    for (let i = 0; i < step.count; i += 1) {
      if (step.via === 'keys') await sendKeys({ press: 'Backspace' });
      else this.#asShopper(() => deleteBackward(input));
    }
    return start === end ? { el: step.el, text: before, backspaceFrom: start } : undefined;
  }

  #autofill(
    name: ElementName,
    input: HTMLInputElement,
    values: Record<string, string>,
    via: 'input' | 'animation',
  ): void {
    // Browsers fill neither disabled nor read-only fields.
    if (!usable(input)) return;
    const model = this.#monitor.models[name];
    model.offers = [values.street!];
    model.permits.entry += 1;
    const block = input.closest('fieldset') ?? this.#page.form;
    const fields: Array<[HTMLInputElement, string]> = [[input, values.street!]];
    for (const [fieldName, , label] of blockFields(name)) {
      const field = block.querySelector<HTMLInputElement>(`[name="${fieldName}"]`);
      if (field && values[label] !== undefined) fields.push([field, values[label]]);
    }
    this.#asShopper(() => {
      input.focus();
      for (const [field, value] of fields) {
        field.value = value;
        if (via === 'input') {
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }
      if (via === 'animation') {
        // The :-webkit-autofill animation, without an input event: the text is the browser's, not a write.
        model.expected = input.value;
        input.dispatchEvent(new AnimationEvent('animationstart', { animationName: AUTOFILL_ANIMATION, bubbles: true }));
      }
    });
  }

  async #key(name: ElementName, input: HTMLInputElement, key: Key, via: 'keys' | 'dom'): Promise<void> {
    if (input.disabled) return;
    input.focus();
    const model = this.#monitor.models[name];
    if (key === 'Enter') {
      const active = input.getAttribute('aria-activedescendant');
      const option = active ? document.getElementById(active) : null;
      if (option) this.#chose(name, option);
      else this.#committed(name);
    }
    if (via === 'keys') {
      await sendKeys({ press: key });
      return;
    }
    const [modifier, pressed] = key.includes('+') ? key.split('+') : [undefined, key];
    const init = { key: pressed, altKey: modifier === 'Alt', bubbles: true, cancelable: true, composed: true };
    input.dispatchEvent(new KeyboardEvent('keydown', init));
    input.dispatchEvent(new KeyboardEvent('keyup', init));
    void model;
  }

  async #click(name: ElementName, index: number, via: 'mouse' | 'dom'): Promise<void> {
    const el = this.#page.elements[name];
    const popup = el.querySelector('[popover]');
    const options = [...el.querySelectorAll<HTMLElement>('[role="option"]')];
    if (!popup?.matches(':popover-open') || options.length === 0) return;
    const option = options[index % options.length]!;
    this.#chose(name, option);
    const [x, y] = centre(option);
    // The runner's mouse where the option is on screen and nothing covers it; else the click a browser dispatches.
    if (via === 'mouse' && option.contains(document.elementFromPoint(x, y))) {
      // The runner clicks a round trip later: an answer that comes in between may have put another option there
      // (seed 22795479 path 2 wrote the option that replaced the one read), and its street may be written too.
      // (The popup may reuse the option element for another row: its text is compared, not the element.)
      const read = optionText(option);
      const landed = (event: Event): void => {
        const hit = event
          .composedPath()
          .find((node) => node instanceof HTMLElement && node.getAttribute('role') === 'option');
        if (hit instanceof HTMLElement && el.contains(hit) && optionText(hit) !== read)
          this.#mayWrite(name, optionText(hit));
      };
      window.addEventListener('click', landed, { capture: true });
      try {
        await sendMouse({ type: 'click', position: [x, y] });
      } finally {
        window.removeEventListener('click', landed, { capture: true });
      }
      await sendMouse({ type: 'move', position: [0, 0] });
    } else {
      option.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    }
  }

  async #blur(name: ElementName, input: HTMLInputElement, via: 'tab' | 'outside' | 'script'): Promise<void> {
    if (input.disabled) return;
    input.focus();
    this.#committed(name);
    const outside = this.#page.outside;
    const [x, y] = centre(outside);
    if (via === 'tab') await sendKeys({ press: 'Tab' });
    else if (via === 'outside' && outside.contains(document.elementFromPoint(x, y))) {
      await sendMouse({ type: 'click', position: [x, y] });
    } else input.blur();
  }

  /** The element may write `text` (an option the shopper's click landed on), besides what was chosen. */
  #mayWrite(name: ElementName, text: string): void {
    const model = this.#monitor.models[name];
    model.offers.push(text);
    model.choices.push(text);
  }

  /** The shopper chose `option`: a verified-address may follow, and a write of its street. */
  #chose(name: ElementName, option: HTMLElement): void {
    const model = this.#monitor.models[name];
    const text = optionText(option);
    model.permits.choice += 1;
    this.#monitor.counts.choices += 1;
    model.offers.push(text);
    model.choices.push(text);
    if (option.dataset.kind === 'back') model.wentBack = true;
    const list = option.closest('[role="listbox"]');
    const texts = list ? [...list.querySelectorAll('[role="option"]')].map(optionText) : [];
    model.chosenFrom = { texts, sent: this.#network.of(name, 'suggestions').length };
  }

  /** The shopper committed the text (left the input, Enter on no option): a unit may be confirmed or chosen. */
  #committed(name: ElementName): void {
    const model = this.#monitor.models[name];
    const el = this.#page.elements[name];
    model.permits.commit += 1;
    model.offers.push(...model.choices, ...[...el.querySelectorAll('[role="option"]')].map(optionText));
  }

  /** An IME composition as browsers fire it: keys marked composing, the text replaced as it grows, then its end. */
  #compose(
    name: ElementName,
    input: HTMLInputElement,
    updates: readonly string[],
    order: 'end-last' | 'input-last',
    cancel: boolean,
  ): void {
    if (!usable(input)) return;
    input.focus();
    const before = input.value;
    const start = input.selectionStart ?? input.value.length;
    let end = input.selectionEnd ?? start;
    const composing = { bubbles: true, composed: true };
    this.#asShopper(() => {
      input.dispatchEvent(new CompositionEvent('compositionstart', { ...composing, data: '' }));
      for (const text of updates) {
        input.dispatchEvent(
          new KeyboardEvent('keydown', { ...composing, key: 'Process', isComposing: true, cancelable: true }),
        );
        input.dispatchEvent(new CompositionEvent('compositionupdate', { ...composing, data: text }));
        input.setRangeText(text, start, end, 'end');
        end = start + text.length;
        input.dispatchEvent(
          new InputEvent('input', { ...composing, inputType: 'insertCompositionText', data: text, isComposing: true }),
        );
      }
      // Enter confirms the composition: a key the element must leave to the IME.
      input.dispatchEvent(
        new KeyboardEvent('keydown', { ...composing, key: 'Enter', isComposing: true, cancelable: true }),
      );
      const final = cancel ? '' : updates.at(-1)!;
      if (cancel) input.setRangeText('', start, end, 'end');
      const last = new InputEvent('input', {
        ...composing,
        inputType: cancel ? 'deleteCompositionText' : 'insertCompositionText',
        data: final,
      });
      // Chromium and WebKit end the composition after its last input event; Firefox fires one more input after it.
      if (order === 'end-last' && cancel) input.dispatchEvent(last);
      input.dispatchEvent(new CompositionEvent('compositionend', { ...composing, data: final }));
      if (order === 'input-last') input.dispatchEvent(last);
    });
    // A composition is an edit only if it changed the text: one cancelled leaves it as it was, and what the element
    // may still write for an earlier choice (an international detail on its way) stays documented, as after no edit.
    if (input.value !== before) this.#monitor.models[name].offers = [];
  }

  /** Puts the element `to` a place (back into the page, after a removal). */
  #move(name: ElementName, to: Place): void {
    const el = this.#page.elements[name];
    this.#removed.delete(name);
    if (to === 'elsewhere') this.#page.elsewhere.append(el);
    else {
      const index = ELEMENT_NAMES.indexOf(name);
      const block = to === 'home' ? name : ELEMENT_NAMES[(index + 1) % ELEMENT_NAMES.length]!;
      this.#page.homes[block].querySelector('label')!.append(el);
    }
  }
}
