import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { writeFieldValue } from '../form/form-filler.js';

/** What the binding tells its element; typing arrives already filtered (no IME, no autofill, no own writes). */
export interface InputBindingEvents {
  attached(input: HTMLInputElement): void;
  detached(input: HTMLInputElement): void;
  edit(text: string): void;
  key(event: KeyboardEvent): void;
  focus(): void;
  blur(): void;
  formReset(): void;
}

type Host = ReactiveControllerHost & HTMLElement;

const CREATED = 'data-address-autocomplete-created';
const PAGE_INPUT = `input:not([${CREATED}])`;
/** The attributes the binding sets, restored to the page's own values when it lets an input go. */
const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'] as const;

function holdsInput(nodes: NodeList): boolean {
  for (const node of nodes) {
    if (node instanceof Element && (node.localName === 'input' || node.querySelector('input'))) return true;
  }
  return false;
}

/**
 * Binds the element to the page's own `<input>`: finds it (waiting for it when the script runs in `<head>`),
 * creates one only when the page gave none, follows a framework that replaces it (Vue `v-if`, a re-keyed React
 * input, `innerHTML`), and releases the old one with its own attributes back. Turns the input's events into
 * edits and keys, leaving out IME composition, autofill and the element's own writes.
 */
export class InputBinding implements ReactiveController {
  #input: HTMLInputElement | undefined;
  #created: HTMLInputElement | undefined;
  #form: HTMLFormElement | null = null;
  #observer: MutationObserver | undefined;
  #pageAttributes = new Map<string, string | null>();
  #composing = false;
  #writing = false;

  readonly #host: Host;
  readonly #listboxId: string;
  readonly #events: InputBindingEvents;

  constructor(host: Host, listboxId: string, events: InputBindingEvents) {
    this.#host = host;
    this.#listboxId = listboxId;
    this.#events = events;
    host.addController(this);
  }

  get input(): HTMLInputElement | undefined {
    return this.#input;
  }

  hostConnected(): void {
    // Kept for as long as the element is connected: a framework may replace the input at any time.
    this.#observer ??= new MutationObserver((records) => {
      if (records.some((record) => holdsInput(record.addedNodes) || holdsInput(record.removedNodes))) this.#follow();
    });
    this.#observer.observe(this.#host, { childList: true, subtree: true });
    this.#follow();
    if (this.#input) return;
    if (this.#host.ownerDocument.readyState === 'loading') {
      this.#host.ownerDocument.addEventListener('DOMContentLoaded', () => this.#createIfMissing(), { once: true });
    } else {
      queueMicrotask(() => this.#createIfMissing());
    }
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#release();
  }

  /** Writes the input so that frameworks bound to it notice, without taking the write for typing. */
  write(text: string): void {
    const input = this.#input;
    if (input) this.whileWriting(() => writeFieldValue(input, text));
  }

  /** Our own writes fire `input` events; while they run, they are not typing. */
  whileWriting(write: () => void): void {
    this.#writing = true;
    try {
      write();
    } finally {
      this.#writing = false;
    }
  }

  /** The wrapped input is the first page input inside the element; ours only while the page gives none. */
  #follow(): void {
    if (!this.#host.isConnected) return;
    const pageInput = this.#host.querySelector<HTMLInputElement>(PAGE_INPUT) ?? undefined;
    if (pageInput) {
      if (this.#created) {
        this.#release();
        this.#created.remove();
        this.#created = undefined;
      }
      this.#bind(pageInput);
    } else if (this.#input && !this.#host.contains(this.#input)) {
      this.#release();
    }
  }

  #createIfMissing(): void {
    // The page's input may have arrived since, its mutation record not yet delivered.
    this.#follow();
    if (this.#input || !this.#host.isConnected) return;
    const input = this.#host.ownerDocument.createElement('input');
    input.type = 'text';
    input.autocomplete = 'address-line1';
    input.setAttribute(CREATED, '');
    this.#created = input;
    this.#host.prepend(input);
    this.#bind(input);
  }

  #bind(input: HTMLInputElement): void {
    if (this.#input === input) return;
    this.#release();
    this.#input = input;
    this.#pageAttributes = new Map(COMBOBOX_ATTRIBUTES.map((name) => [name, input.getAttribute(name)]));
    const combobox = { role: 'combobox', 'aria-autocomplete': 'list', 'aria-controls': this.#listboxId, 'aria-expanded': 'false' };
    for (const [name, value] of Object.entries(combobox)) input.setAttribute(name, value);
    input.removeAttribute('aria-activedescendant');
    for (const [type, listener] of this.#listeners) input.addEventListener(type, listener as EventListener);
    this.#form = input.form;
    this.#form?.addEventListener('reset', this.#onFormReset);
    this.#events.attached(input);
    if (input.ownerDocument.activeElement === input) this.#events.focus();
    this.#host.requestUpdate();
  }

  #release(): void {
    const input = this.#input;
    if (!input) return;
    this.#input = undefined;
    this.#composing = false;
    for (const [type, listener] of this.#listeners) input.removeEventListener(type, listener as EventListener);
    this.#form?.removeEventListener('reset', this.#onFormReset);
    this.#form = null;
    for (const [name, value] of this.#pageAttributes) {
      if (value === null) input.removeAttribute(name);
      else input.setAttribute(name, value);
    }
    this.#events.detached(input);
  }

  readonly #onInput = (event: Event): void => {
    if (this.#writing || this.#composing) return;
    // Browser autofill replaces the text without typing: it must not open the list.
    const inputType = (event as InputEvent).inputType;
    if (inputType === undefined || inputType === '' || inputType === 'insertReplacementText') return;
    this.#events.edit(this.#input?.value ?? '');
  };

  readonly #onCompositionStart = (): void => {
    this.#composing = true;
  };

  readonly #onCompositionEnd = (): void => {
    this.#composing = false;
    this.#events.edit(this.#input?.value ?? '');
  };

  readonly #onKeyDown = (event: KeyboardEvent): void => {
    if (this.#composing || event.isComposing || event.ctrlKey || event.metaKey) return;
    this.#events.key(event);
  };

  readonly #onFocus = (): void => this.#events.focus();

  readonly #onBlur = (): void => this.#events.blur();

  readonly #onFormReset = (): void => this.#events.formReset();

  /** Everything the binding listens to on its input; binding and releasing both read this one list. */
  readonly #listeners: ReadonlyArray<readonly [string, (event: never) => void]> = [
    ['input', this.#onInput],
    ['keydown', this.#onKeyDown],
    ['focus', this.#onFocus],
    ['blur', this.#onBlur],
    ['compositionstart', this.#onCompositionStart],
    ['compositionend', this.#onCompositionEnd],
  ];
}
