import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { writeFieldValue } from '../../form/field-write.js';
import { isWholeAddress } from '../../form/whole-address.js';
import { AUTOFILL_ANIMATION, ENHANCED } from './styles.js';
import { restoreBrowserSuggestions } from './browser-suggestions.js';
import { IdWatch, elementById, notAnInput } from './input-by-id.js';
import type { InputIntents, Pasted } from './input-intents.js';

type Host = ReactiveControllerHost & HTMLElement;

const CREATED = 'data-address-autocomplete-created';
const PAGE_INPUT = `input:not([${CREATED}])`;
/** The attributes the binding sets, restored to the page's own values when it lets an input go. */
const COMBOBOX_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-controls',
  'aria-expanded',
  'aria-activedescendant',
  ENHANCED,
] as const;

function holdsInput(nodes: NodeList): boolean {
  for (const node of nodes) {
    if (node instanceof Element && (node.localName === 'input' || node.querySelector('input'))) return true;
  }
  return false;
}

/**
 * Binds the element to the page's own `<input>`: the one with the id its `for` names in its root node, else the
 * first inside it. Finds it (waiting for it when the script runs in `<head>`), creates one only when the page gave
 * none and `for` is not set, follows a framework that replaces it (Vue `v-if`, a re-keyed React
 * input, `innerHTML`), and releases the old one with its own attributes back. Turns the input's events into
 * edits and keys, leaving out IME composition, autofill and the element's own writes.
 */
export class InputBinding implements ReactiveController {
  readonly #host: Host;
  readonly #intents: InputIntents;
  /** The id `for` names ('' when unset), read from the element. */
  readonly #target: () => string;
  /** The id followed now ('' for the wrapped input), and the last one reported as naming no input. */
  #followed = '';
  #reported: string | undefined;
  readonly #idWatch = new IdWatch(() => this.#follow());
  #input: HTMLInputElement | undefined;
  #created: HTMLInputElement | undefined;
  #form: HTMLFormElement | null = null;
  #observer: MutationObserver | undefined;
  #pageAttributes = new Map<string, string | null>();
  #composing = false;
  #writing = false;
  /** A whole address being pasted: its `input` event is not typing. */
  #pasted: Pasted | undefined;
  /** The text as last seen: an `input` event that leaves it as it was is not an edit. */
  #lastText = '';
  readonly #onFormReset = (): void => this.#intents.intent({ type: 'form-reset' });
  /** Everything the binding listens to on its input; binding and releasing both read this one list. */
  readonly #listeners: ReadonlyArray<readonly [string, (event: never) => void]> = [
    ['input', (event: InputEvent) => this.#onInput(event)],
    [
      'paste',
      (event: ClipboardEvent) => {
        // A street fragment pasted searches like typing; a whole address (or, with `extract-url`, text of several
        // lines) is the element's to check (`entered`).
        const text = event.clipboardData?.getData('text/plain') ?? '';
        const taken = isWholeAddress(text) || this.#intents.takesPaste(text);
        this.#pasted = taken ? { text, alone: this.#selectedAll() } : undefined;
      },
    ],
    [
      'animationstart',
      (event: AnimationEvent) => {
        // Autofill that fired no `input` event, or one we could not tell from typing: the text changed all the same.
        const input = this.#input;
        if (
          event.animationName === AUTOFILL_ANIMATION &&
          input &&
          !input.disabled &&
          !input.readOnly &&
          this.#changed()
        )
          this.#intents.intent({ type: 'replaced', by: 'autofill', pasted: undefined });
      },
    ],
    [
      'keydown',
      (event: KeyboardEvent) => {
        // Key code 229: the IME took the key. WebKit sends the Enter that commits a composition after compositionend,
        // no longer composing but 229 (WebKit bug 165004); Android keyboards send 229 for every key.
        if (!this.#composing && !event.isComposing && event.keyCode !== 229 && !event.ctrlKey && !event.metaKey)
          this.#intents.intent({ type: 'key', event });
      },
    ],
    ['change', () => this.#writing || this.#intents.intent({ type: 'committed' })],
    ['focus', () => this.#intents.intent({ type: 'focus' })],
    ['blur', () => this.#intents.intent({ type: 'blur' })],
    ['compositionstart', () => (this.#composing = true)],
    [
      'compositionend',
      () => {
        this.#composing = false;
        if (this.#changed()) this.#intents.intent({ type: 'edit', text: this.#lastText });
      },
    ],
  ];

  /**
   * The owner adds the binding to its host (`host.addController`) once whatever its intents reach exists: a host
   * already connected binds its input, and reports it, at once.
   */
  constructor(host: Host, intents: InputIntents, target: () => string) {
    this.#host = host;
    this.#target = target;
    this.#intents = intents;
  }

  /** The enhanced input (the page's own, wrapped or named by `for`, or one the element created). */
  get input(): HTMLInputElement | undefined {
    return this.#input;
  }

  /**
   * The text changed before the binding started (while the element's code was on its way): typing to look up, or the
   * browser's autofill (`filled`) to check as a whole address.
   */
  caughtUp(filled: boolean): void {
    const input = this.#input;
    if (!input || this.#composing || input.disabled || input.readOnly) return;
    this.#lastText = input.value;
    if (filled) this.#intents.intent({ type: 'replaced', by: 'autofill', pasted: undefined });
    else this.#intents.intent({ type: 'edit', text: input.value });
  }

  /** Writes the input so that frameworks bound to it notice, without taking the write for typing. */
  write(text: string): void {
    const target = this.#input;
    if (target) this.whileWriting(() => writeFieldValue(target, text));
  }

  /** Whether one of our own writes is under way (whileWriting): its events are not the shopper's. */
  get writing(): boolean {
    return this.#writing;
  }

  /** Our own writes fire `input` events; while `write` runs, they are not typing. */
  whileWriting(write: () => void): void {
    this.#writing = true;
    try {
      write();
    } finally {
      this.#writing = false;
      this.#lastText = this.#input?.value ?? '';
    }
  }

  hostConnected(): void {
    const host = this.#host;
    // Kept for as long as the element is connected: a framework may replace the input at any time.
    this.#observer ??= new MutationObserver((records) => {
      if (records.some((record) => holdsInput(record.addedNodes) || holdsInput(record.removedNodes))) this.#follow();
    });
    this.#observer.observe(host, { childList: true, subtree: true });
    this.#retarget();
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#idWatch.stop();
    this.#release();
  }

  /** `for` was set, changed or removed: the input it names now, else the wrapped one, is bound. */
  retarget(): void {
    if (this.#target() === this.#followed || !this.#host.isConnected) return;
    this.#reported = undefined;
    this.#retarget();
  }

  /** Follows the input `for` names, else the wrapped one; once the document has loaded, one is created if none. */
  #retarget(): void {
    const host = this.#host;
    const id = (this.#followed = this.#target());
    // With `for`, the whole root node is watched for that id; the wrapped input is watched by the observer above.
    if (id) this.#idWatch.watch(host.getRootNode(), id);
    else this.#idWatch.stop();
    this.#follow();
    if (this.#input) return;
    if (host.ownerDocument.readyState === 'loading') {
      host.ownerDocument.addEventListener('DOMContentLoaded', this.#createIfMissing, { once: true });
    } else {
      queueMicrotask(this.#createIfMissing);
    }
  }

  #onInput(event: InputEvent): void {
    // The `paste` event marks the one `input` event that follows it, and no other.
    const paste = this.#pasted;
    this.#pasted = undefined;
    const input = this.#input;
    // A disabled or read-only input is not typed into (a page script may still fire events on it).
    if (this.#writing || !input || input.disabled || input.readOnly) return;
    // `isComposing` too: a composition begun before the input was bound showed us no compositionstart.
    if (this.#composing || event.isComposing) return this.#intents.intent({ type: 'composing' });
    if (!this.#changed()) return;
    // Browser autofill replaces the text without typing: it must not open the list, and closes an open one.
    const type = event.inputType;
    if (type === undefined || type === '' || type === 'insertReplacementText')
      this.#intents.intent({ type: 'replaced', by: 'autofill', pasted: undefined });
    else if (paste !== undefined && type === 'insertFromPaste')
      this.#intents.intent({ type: 'replaced', by: 'paste', pasted: paste });
    else this.#intents.intent({ type: 'edit', text: this.#lastText });
  }

  /** Whether the selection (a paste's place) covers all the text there is but blanks. */
  #selectedAll(): boolean {
    const input = this.#input;
    if (!input) return true;
    const { value, selectionStart, selectionEnd } = input;
    const start = selectionStart ?? 0;
    const end = selectionEnd ?? value.length;
    return (value.slice(0, start) + value.slice(end)).trim() === '';
  }

  /** The text changed since last seen: an edit to report. */
  #changed(): boolean {
    const text = this.#input?.value ?? '';
    if (text === this.#lastText) return false;
    this.#lastText = text;
    return true;
  }

  #release(): void {
    const old = this.#input;
    if (!old) return;
    this.#input = undefined;
    this.#composing = false;
    this.#pasted = undefined;
    for (const [type, listener] of this.#listeners) old.removeEventListener(type, listener as EventListener);
    this.#form?.removeEventListener('reset', this.#onFormReset);
    this.#form = null;
    restoreBrowserSuggestions(old);
    for (const [name, value] of this.#pageAttributes) {
      if (value === null) old.removeAttribute(name);
      else old.setAttribute(name, value);
    }
    this.#intents.intent({ type: 'detached', input: old });
  }

  #bind(next: HTMLInputElement): void {
    if (this.#input === next) return;
    this.#release();
    this.#input = next;
    this.#lastText = next.value;
    this.#pageAttributes = new Map(COMBOBOX_ATTRIBUTES.map((name) => [name, next.getAttribute(name)]));
    const combobox = {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      [ENHANCED]: '',
    };
    for (const [name, value] of Object.entries(combobox)) next.setAttribute(name, value);
    // The popup sets these once its listbox is in the document (at first use): none of the page's may dangle meanwhile.
    next.removeAttribute('aria-controls');
    next.removeAttribute('aria-activedescendant');
    for (const [type, listener] of this.#listeners) next.addEventListener(type, listener as EventListener);
    this.#form = next.form;
    this.#form?.addEventListener('reset', this.#onFormReset);
    this.#intents.intent({ type: 'attached', input: next });
    if (next.ownerDocument.activeElement === next) this.#intents.intent({ type: 'focus' });
    this.#host.requestUpdate();
  }

  /**
   * The input is the one `for` names, else the first page input inside the element; ours only while the page gives
   * none and `for` is unset.
   */
  #follow(): void {
    const host = this.#host;
    if (!host.isConnected) return;
    const id = this.#followed;
    const named = id ? elementById(host, id) : host.querySelector(PAGE_INPUT);
    const pageInput = named instanceof HTMLInputElement ? named : null;
    if ((pageInput || id) && this.#created) {
      if (this.#input === this.#created) this.#release();
      this.#created.remove();
      this.#created = undefined;
    }
    if (pageInput) this.#bind(pageInput);
    else if (this.#input && (id || !host.contains(this.#input))) this.#release();
    if (id && named && !pageInput) this.#misconfigured();
  }

  /** `for` names no input: a config error, once per `for` value. */
  #misconfigured(): void {
    const id = this.#followed;
    if (this.#reported === id) return;
    this.#reported = id;
    this.#intents.intent({ type: 'misconfigured', error: notAnInput(this.#host, id) });
  }

  readonly #createIfMissing = (): void => {
    const host = this.#host;
    // The page's input may have arrived since, its mutation record not yet delivered.
    this.#follow();
    if (this.#input || !host.isConnected) return;
    // With `for`, the page's input is awaited, never replaced by one of ours; the document has loaded without it.
    if (this.#followed) return this.#misconfigured();
    const created = host.ownerDocument.createElement('input');
    created.type = 'text';
    created.autocomplete = 'address-line1';
    created.setAttribute(CREATED, '');
    this.#created = created;
    host.prepend(created);
    this.#bind(created);
  };
}
