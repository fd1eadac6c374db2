/**
 * The loader's element classes: an element class whose core is fetched when the shopper first uses the input (focus,
 * a touch, a key, typing, autofill) or a method asks for it, and not before: until then the element adds nothing to
 * the page and touches no input. A core that cannot be fetched leaves the field a plain input, and says why once
 * (`address-error`, code `network`, and the console); the next use tries again.
 */
import type { AddressAutocompleteElement } from './address-autocomplete-element.js';
import type { CoreFactory, ElementCore } from './element-core.js';
import { AddressErrorEvent } from '../events/address-error-event.js';

/** What counts as the shopper's first use of the element's input (a touch is a `pointerdown` too). */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

// A mixin's base must be a constructor of `any` arguments (TypeScript's rule for mixins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ElementClass = abstract new (...args: any[]) => AddressAutocompleteElement;

/** `Base`, started on first use with the core `load` fetches. */
export function startedOnFirstUse<T extends ElementClass>(Base: T, load: () => Promise<CoreFactory>): T {
  abstract class StartedOnFirstUse extends Base {
    #loading: Promise<ElementCore | undefined> | undefined;
    /**
     * The input's text before the shopper used it (when the element connected, else at first use): a text that differs
     * once the core has started was typed, or filled by the browser's autofill (`#filled`), while it was on its way.
     */
    #textBeforeUse: string | undefined;
    /** The last change before the core started was the browser filling the input (an `input` event not typing). */
    #filled = false;
    /** A failed fetch is reported once per element; later uses try again quietly. */
    #reported = false;
    /** Where the element listens for its first use: a removed element's root is no longer the document it was in. */
    #watched: Node | undefined;

    override connectedCallback(): void {
      super.connectedCallback();
      this.#textBeforeUse ??= this.inputElement?.value;
      if (!this.core && !this.#loading) this.#watch();
    }

    override disconnectedCallback(): void {
      super.disconnectedCallback();
      this.#stopWatching();
    }

    /** Before the core has started, the page's input: the one `for` names, else the first inside. */
    override get inputElement(): HTMLInputElement | undefined {
      if (this.core) return super.inputElement;
      const root = this.getRootNode() as Document | ShadowRoot;
      const named = this.htmlFor ? root.getElementById?.(this.htmlFor) : this.querySelector('input');
      return named instanceof HTMLInputElement ? named : undefined;
    }

    protected override whenStarted(): Promise<ElementCore | undefined> {
      return this.#start();
    }

    /** An event of the element's input (inside it, or the one `for` names) before the core has started. */
    readonly #firstUse = (event: Event): void => {
      const target = event.target as Node | null;
      const named = !!this.htmlFor && (target as Element | null)?.id === this.htmlFor;
      if (!named && !(target && this.contains(target))) return;
      // Autofill writes the input without typing: an `input` event with no inputType, or a replacement. Watched until
      // the core has started: a focus often comes first, then the browser's fill.
      if (event.type === 'input') {
        const type = (event as InputEvent).inputType;
        this.#filled = !type || type === 'insertReplacementText';
      }
      void this.#start();
    };

    /** The element's root (the document, or a shadow root around it) sees every event of its input first. */
    #watch(): void {
      this.#stopWatching();
      const root = (this.#watched = this.getRootNode());
      for (const type of FIRST_USE) root.addEventListener(type, this.#firstUse, true);
    }

    #stopWatching(): void {
      for (const type of FIRST_USE) this.#watched?.removeEventListener(type, this.#firstUse, true);
      this.#watched = undefined;
    }

    /** Fetches the core (once at a time) and starts it on this element. */
    #start(): Promise<ElementCore | undefined> {
      if (this.core) return Promise.resolve(this.core);
      this.#textBeforeUse ??= this.inputElement?.value;
      this.#loading ??= load().then(
        (factory) => {
          this.#stopWatching();
          const core = (this.core ??= factory(this)).startedLate(this.#textBeforeUse, this.#filled);
          return core;
        },
        (error: unknown) => {
          this.#loading = undefined;
          if (this.#reported) return undefined;
          this.#reported = true;
          // The field stays a plain input (the docs say so): the message is short, it ships in the loader.
          const message = `address autocomplete: code did not load (${String(error)})`;
          this.dispatchEvent(new AddressErrorEvent({ status: 0, code: 'network', message }));
          console.error(message);
          return undefined;
        },
      );
      return this.#loading;
    }
  }
  return StartedOnFirstUse;
}
