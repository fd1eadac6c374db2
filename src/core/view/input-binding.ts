import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { writeFieldValue } from '../../form/form-filler.js';
import { isWholeAddress } from '../../form/whole-address.js';
import { AUTOFILL_ANIMATION } from './styles.js';

/** How a whole address came into the input without typing. */
export type EnteredBy = 'autofill' | 'paste';

/** What the binding tells its element; typing arrives already filtered (no IME, no autofill, no own writes). */
export interface InputBindingEvents {
  attached(input: HTMLInputElement): void;
  detached(input: HTMLInputElement): void;
  edit(text: string): void;
  /**
   * The text was replaced without typing: browser autofill (an `input` without an `inputType` or with
   * `insertReplacementText`, or the `:-webkit-autofill` animation of our stylesheet), or a pasted whole address
   * (`pasted`: the clipboard's text, its lines as they were).
   */
  entered(by: EnteredBy, pasted: string | undefined): void;
  /** The shopper committed the text (`change`: they left the input, or pressed Enter). */
  committed(): void;
  key(event: KeyboardEvent): void;
  focus(): void;
  blur(): void;
  formReset(): void;
}

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
] as const;

function holdsInput(nodes: NodeList): boolean {
  for (const node of nodes) {
    if (node instanceof Element && (node.localName === 'input' || node.querySelector('input'))) return true;
  }
  return false;
}

/** The binding as its element uses it. */
export interface InputBinding extends ReactiveController {
  /** The wrapped input (the page's own, or one the element created). */
  readonly input: HTMLInputElement | undefined;
  /** Writes the input so that frameworks bound to it notice, without taking the write for typing. */
  write(text: string): void;
  /** Our own writes fire `input` events; while `write` runs, they are not typing. */
  whileWriting(write: () => void): void;
}

/**
 * Binds the element to the page's own `<input>`: finds it (waiting for it when the script runs in `<head>`),
 * creates one only when the page gave none, follows a framework that replaces it (Vue `v-if`, a re-keyed React
 * input, `innerHTML`), and releases the old one with its own attributes back. Turns the input's events into
 * edits and keys, leaving out IME composition, autofill and the element's own writes. A closure rather than a
 * class: its state is local variables, which the minifier shortens (the script-tag bundle has a byte budget).
 */
export function bindInput(host: Host, listboxId: string, events: InputBindingEvents): InputBinding {
  let input: HTMLInputElement | undefined;
  let created: HTMLInputElement | undefined;
  let form: HTMLFormElement | null = null;
  let observer: MutationObserver | undefined;
  let pageAttributes = new Map<string, string | null>();
  let composing = false;
  let writing = false;
  /** A whole address being pasted: its `input` event is not typing. */
  let pasted: string | undefined;
  /** The text as last seen: an `input` event that leaves it as it was is not an edit. */
  let lastText = '';

  /** The text changed since last seen: an edit to report. */
  const changed = (): boolean => {
    const text = input?.value ?? '';
    if (text === lastText) return false;
    lastText = text;
    return true;
  };

  const whileWriting = (write: () => void): void => {
    writing = true;
    try {
      write();
    } finally {
      writing = false;
      lastText = input?.value ?? '';
    }
  };

  const onFormReset = (): void => events.formReset();

  /** Everything the binding listens to on its input; binding and releasing both read this one list. */
  const listeners: ReadonlyArray<readonly [string, (event: never) => void]> = [
    [
      'input',
      (event: InputEvent) => {
        // The `paste` event marks the one `input` event that follows it, and no other.
        const paste = pasted;
        pasted = undefined;
        // A disabled or read-only input is not typed into (a page script may still fire events on it).
        if (writing || composing || !input || input.disabled || input.readOnly || !changed()) return;
        // Browser autofill replaces the text without typing: it must not open the list, and closes an open one.
        const type = event.inputType;
        if (type === undefined || type === '' || type === 'insertReplacementText')
          events.entered('autofill', undefined);
        else if (paste !== undefined && type === 'insertFromPaste') events.entered('paste', paste);
        else events.edit(lastText);
      },
    ],
    [
      'paste',
      (event: ClipboardEvent) => {
        // A street fragment pasted searches like typing; a whole address does not pop the list over itself.
        const text = event.clipboardData?.getData('text/plain') ?? '';
        pasted = isWholeAddress(text) ? text : undefined;
      },
    ],
    [
      'animationstart',
      (event: AnimationEvent) => {
        // Autofill that fired no `input` event, or one we could not tell from typing: the text changed all the same.
        if (event.animationName === AUTOFILL_ANIMATION && input && !input.disabled && !input.readOnly && changed()) {
          events.entered('autofill', undefined);
        }
      },
    ],
    [
      'keydown',
      (event: KeyboardEvent) => {
        if (!composing && !event.isComposing && !event.ctrlKey && !event.metaKey) events.key(event);
      },
    ],
    ['change', () => writing || events.committed()],
    ['focus', () => events.focus()],
    ['blur', () => events.blur()],
    ['compositionstart', () => (composing = true)],
    [
      'compositionend',
      () => {
        composing = false;
        if (changed()) events.edit(lastText);
      },
    ],
  ];

  const release = (): void => {
    const old = input;
    if (!old) return;
    input = undefined;
    composing = false;
    pasted = undefined;
    for (const [type, listener] of listeners) old.removeEventListener(type, listener as EventListener);
    form?.removeEventListener('reset', onFormReset);
    form = null;
    for (const [name, value] of pageAttributes) {
      if (value === null) old.removeAttribute(name);
      else old.setAttribute(name, value);
    }
    events.detached(old);
  };

  const bind = (next: HTMLInputElement): void => {
    if (input === next) return;
    release();
    input = next;
    lastText = next.value;
    pageAttributes = new Map(COMBOBOX_ATTRIBUTES.map((name) => [name, next.getAttribute(name)]));
    const combobox = {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': listboxId,
      'aria-expanded': 'false',
    };
    for (const [name, value] of Object.entries(combobox)) next.setAttribute(name, value);
    next.removeAttribute('aria-activedescendant');
    for (const [type, listener] of listeners) next.addEventListener(type, listener as EventListener);
    form = next.form;
    form?.addEventListener('reset', onFormReset);
    events.attached(next);
    if (next.ownerDocument.activeElement === next) events.focus();
    host.requestUpdate();
  };

  /** The wrapped input is the first page input inside the element; ours only while the page gives none. */
  const follow = (): void => {
    if (!host.isConnected) return;
    const pageInput = host.querySelector<HTMLInputElement>(PAGE_INPUT);
    if (pageInput) {
      if (created) {
        release();
        created.remove();
        created = undefined;
      }
      bind(pageInput);
    } else if (input && !host.contains(input)) {
      release();
    }
  };

  const createIfMissing = (): void => {
    // The page's input may have arrived since, its mutation record not yet delivered.
    follow();
    if (input || !host.isConnected) return;
    created = host.ownerDocument.createElement('input');
    created.type = 'text';
    created.autocomplete = 'address-line1';
    created.setAttribute(CREATED, '');
    host.prepend(created);
    bind(created);
  };

  const binding: InputBinding = {
    get input() {
      return input;
    },
    write: (text) => {
      const target = input;
      if (target) whileWriting(() => writeFieldValue(target, text));
    },
    whileWriting,
    hostConnected() {
      // Kept for as long as the element is connected: a framework may replace the input at any time.
      observer ??= new MutationObserver((records) => {
        if (records.some((record) => holdsInput(record.addedNodes) || holdsInput(record.removedNodes))) follow();
      });
      observer.observe(host, { childList: true, subtree: true });
      follow();
      if (input) return;
      if (host.ownerDocument.readyState === 'loading') {
        host.ownerDocument.addEventListener('DOMContentLoaded', createIfMissing, { once: true });
      } else {
        queueMicrotask(createIfMissing);
      }
    },
    hostDisconnected() {
      observer?.disconnect();
      release();
    },
  };
  host.addController(binding);
  return binding;
}
