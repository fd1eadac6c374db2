import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { ComboboxState } from '../combobox/state.js';
import { LIST_WIDTH } from './popup-side.js';
import { startPositioning } from './positioning.js';
import { adoptStyles } from './styles.js';
import { quietBrowserSuggestions } from './browser-suggestions.js';
import type { ServiceOption } from '../lookup/address-service.js';
import { create, lookOf, setAttribute, setText, writeOption } from './option-rows.js';

type Host = ReactiveControllerHost & HTMLElement;

export interface PopupView {
  readonly state: ComboboxState<ServiceOption>;
  readonly input: HTMLInputElement | undefined;
  readonly listLabel: string;
  /** The status row's text while it is shown ("No matching addresses"), else undefined. */
  readonly notice: string | undefined;
}

/**
 * The listbox popup and the live region, built with DOM calls next to the input in light DOM (ARIA id references
 * cannot cross a shadow boundary) and inserted there at first use (`use`), not at upgrade (hydration): the
 * `popover="manual"` top-layer element and its positioning while open, the options (their nodes reused from one
 * list to the next), the input's `aria-controls`, `aria-expanded` and `aria-activedescendant`, and the active option
 * scrolled into view. API text is set as `textContent`, never parsed: no HTML, no template engine, no Trusted Types
 * policy.
 */
export class Popup implements ReactiveController {
  readonly listboxId: string;
  readonly #host: Host;
  readonly #uid: string;
  readonly #popup: HTMLElement;
  readonly #context: HTMLElement;
  /** The heading's parts: the service's address in a box of its own (see Heading), and the element's words after it. */
  readonly #contextAddress: HTMLElement;
  readonly #contextAfter: Text;
  readonly #listbox: HTMLElement;
  readonly #live: HTMLElement;
  /** What the live region says, shown to the eye: hidden from screen readers, which hear it from the live region. */
  readonly #message: HTMLElement;
  /** The message's words, in a box of their own that reads in their own direction (see the constructor). */
  readonly #messageText: HTMLElement;
  readonly #optionElements: HTMLElement[] = [];
  /**
   * Whether the list may be scrolled off its top (the shopper scrolled it, or the active option was scrolled into
   * view): a new list is scrolled back to its top only then, since writing `scrollTop` lays the page out at once.
   */
  #offTop = false;
  /** The view last rendered: what `hostUpdated` brings the input's ARIA and the top layer in line with. */
  #view: PopupView | undefined;
  /** Every other announcement ends in a no-break space: a repeated message must still change the live region. */
  #toggle = false;
  #stopPositioning: (() => void) | undefined = undefined;
  /** The list and active option last shown: a new list starts at its top; the active one is scrolled to on change. */
  #shownOptions: readonly ServiceOption[] = [];
  #shownActive = -1;
  /** Set at first use; from then on the popup and the live region are kept in the element (see `use`). */
  #used = false;

  /** `pick` is told the index of an option the pointer chose. */
  constructor(host: Host, uid: string, pick: (index: number) => void) {
    this.#host = host;
    this.#uid = uid;
    this.listboxId = `${uid}-listbox`;
    const doc = host.ownerDocument;
    this.#popup = create(doc, 'div', 'address-autocomplete-popup', { popover: 'manual' });
    // Every box of the popup (the heading, the status row, each option) takes the popup's direction, which is the
    // input's (see #sync), so that it mirrors in a right-to-left page; every text in it reads in its own direction
    // (dir="auto" isolates it): a Latin address in an Arabic page, an Arabic one in an English page.
    this.#context = create(doc, 'div', 'address-autocomplete-context');
    this.#contextAddress = doc.createElement('span');
    this.#contextAddress.dir = 'auto';
    this.#contextAfter = doc.createTextNode('');
    this.#context.append(this.#contextAddress, this.#contextAfter);
    this.#listbox = create(doc, 'div', 'address-autocomplete-listbox', { role: 'listbox', id: this.listboxId });
    this.#live = create(doc, 'div', 'address-autocomplete-live', {
      role: 'status',
      'aria-live': 'polite',
      'aria-atomic': 'true',
    });
    this.#message = create(doc, 'div', 'address-autocomplete-message', { 'aria-hidden': 'true' });
    this.#messageText = this.#message.appendChild(doc.createElement('span'));
    this.#messageText.dir = 'auto';
    this.#popup.append(this.#listbox);
    // A pointer down on the list must not blur the input (that would close the list before the click).
    this.#popup.addEventListener('pointerdown', (event) => event.preventDefault());
    this.#listbox.addEventListener('click', (event) => {
      const option = (event.target as Element).closest<HTMLElement>('[role="option"]');
      const index = option ? this.#optionElements.indexOf(option) : -1;
      if (index >= 0) pick(index);
    });
    // Read in a scroll event, outside any update (a scroll is what moved it).
    this.#listbox.addEventListener('scroll', () => (this.#offTop = this.#listbox.scrollTop > 0), { passive: true });
    host.addController(this);
  }

  /**
   * The shopper started using the input (focus, typing, a key): the popup and the (empty) live region go into the
   * element now, so that the live region is in place before anything is announced. Until then the element holds
   * only the page's own children, which a framework hydrating server-rendered HTML expects to find.
   */
  use(): void {
    this.#used = true;
    // The listbox just went in: the next update points the input's aria-controls at it.
    if (this.#place()) this.#host.requestUpdate();
  }

  /** Brings the popup's DOM in line with `view`; called by the element's update (its ARIA follows after it). */
  render(view: PopupView): void {
    this.#view = view;
    const { state, listLabel, notice } = view;
    const popup = this.#popup;
    // showPopover throws on a detached popup. The machine shows a list or a status row only while the input has
    // focus, so this is already a use; the guard keeps it so should that ever change.
    if (state.open || notice !== undefined) this.#used = true;
    this.#place();
    if (state.options !== this.#shownOptions) {
      // A group's units or a drill-down are no wider than the list they came from: the popup does not jump.
      if (state.listKind === 'suggestions') popup.style.removeProperty(LIST_WIDTH);
      else if (
        this.#shownOptions.length > 0 &&
        popup.matches(':popover-open') &&
        !popup.style.getPropertyValue(LIST_WIDTH)
      ) {
        // Capped here as well as by the positioning, so the new list is laid out once at its final width.
        const width = `${Math.min(popup.offsetWidth, parseFloat(popup.style.maxWidth) || Infinity)}px`;
        popup.style.setProperty(LIST_WIDTH, width);
        popup.style.maxWidth = width;
      }
    }
    if (state.context) {
      const [address, after] = typeof state.context === 'string' ? [state.context, ''] : state.context;
      setText(this.#contextAddress, address);
      if (this.#contextAfter.data !== after) this.#contextAfter.data = after;
      if (popup.firstChild !== this.#context) popup.prepend(this.#context);
    } else {
      this.#context.remove();
    }
    if (notice === undefined) {
      this.#message.remove();
    } else {
      setText(this.#messageText, notice);
      if (popup.lastChild !== this.#message) popup.append(this.#message);
    }
    const listbox = this.#listbox;
    listbox.toggleAttribute('hidden', state.options.length === 0);
    setAttribute(listbox, 'aria-label', listLabel);
    setAttribute(listbox, 'aria-busy', String(state.status === 'pending'));
    if (state.options !== this.#shownOptions) {
      state.options.forEach((option, index) => this.#renderOption(option, index));
      for (const extra of this.#optionElements.splice(state.options.length)) extra.remove();
      // A new list (a group's units, a drill-down) opens at its top, under its heading.
      if (this.#offTop) listbox.scrollTop = 0;
      this.#offTop = false;
      this.#shownOptions = state.options;
      this.#shownActive = -1;
    }
    this.#markActive(state.activeIndex);
  }

  /** Says `message` in the polite live region (screen readers read a change of its text); `undefined` empties it. */
  announce(message: string | undefined): void {
    // Announcements follow a lookup or a choice, so a use came first and the live region is already in place.
    if (message !== undefined) this.use();
    this.#toggle = !this.#toggle;
    this.#live.textContent = message === undefined ? '' : this.#toggle ? message : `${message}\u00a0`;
  }

  /** The stylesheet goes into the element's root node (the document, or a shadow root around the element). */
  hostConnected(): void {
    adoptStyles(this.#host);
  }

  hostUpdated(): void {
    if (!this.#view) return;
    const { state, input, notice } = this.#view;
    // Without an input (a framework removed it) there is nothing to open the list under.
    const open = state.open && input !== undefined;
    this.#sync(input, open || notice !== undefined);
    if (!input) return;
    // aria-controls names the listbox only while it is in the document: before first use there is none to name.
    setAttribute(input, 'aria-controls', this.#listbox.isConnected ? this.listboxId : undefined);
    setAttribute(input, 'aria-expanded', String(open));
    quietBrowserSuggestions(input, open);
    const active = open ? state.activeIndex : -1;
    setAttribute(input, 'aria-activedescendant', active >= 0 ? this.#optionId(active) : undefined);
    // Only a move of the active option scrolls: a shopper scrolling the list by hand is not pulled back. The read
    // after it costs no layout: scrolling into view has just laid the list out.
    if (active >= 0 && active !== this.#shownActive) {
      this.#optionElements[active]?.scrollIntoView({ block: 'nearest' });
      this.#offTop = this.#listbox.scrollTop > 0;
    }
    this.#shownActive = active;
  }

  hostDisconnected(): void {
    this.#stopPositioning?.();
    this.#stopPositioning = undefined;
  }

  #optionId(index: number): string {
    return `${this.#uid}-opt-${index}`;
  }

  #renderOption(option: ServiceOption, index: number): void {
    let element = this.#optionElements[index];
    if (!element) {
      const doc = this.#host.ownerDocument;
      element = create(doc, 'div', 'address-autocomplete-option', { role: 'option', id: this.#optionId(index) });
      element.append(create(doc, 'span', 'address-autocomplete-option-text', { dir: 'auto' }));
      this.#optionElements.push(element);
      this.#listbox.append(element);
    }
    // The element shows the option at its index in the list last shown: one that looks the same is not written again.
    if (lookOf(this.#shownOptions[index]) !== lookOf(option)) writeOption(element, option);
  }

  /**
   * Only the active option is marked: a combobox's selection follows its focus, and aria-selected="false" on every
   * other option has screen readers say "not selected" for each (docs/reliability/apg-and-other-projects.md).
   */
  #markActive(active: number): void {
    this.#optionElements.forEach((element, index) =>
      setAttribute(element, 'aria-selected', index === active ? 'true' : undefined),
    );
  }

  /** The popup in the top layer, positioned under the input, while something is to be shown. */
  #sync(input: HTMLInputElement | undefined, open: boolean): void {
    const popup = this.#popup;
    const shown = popup.matches(':popover-open');
    if (open && !shown && input) {
      // The input's direction, not the one the popup inherits where it sits (`for`, an input with its own `dir` or
      // CSS `direction`): read once per open, since reading a computed style at every keystroke recalculates style.
      setAttribute(popup, 'dir', getComputedStyle(input).direction);
      popup.showPopover();
      this.#stopPositioning = startPositioning(input, popup);
    } else if (!open && shown) {
      this.#stopPositioning?.();
      this.#stopPositioning = undefined;
      popup.hidePopover();
      popup.style.removeProperty(LIST_WIDTH);
    }
  }

  /** Puts the popup and the live region back into the element once in use (a framework may have removed them). */
  #place(): boolean {
    const placing = this.#used && this.#popup.parentNode !== this.#host;
    if (placing) this.#host.append(this.#popup, this.#live);
    return placing;
  }
}
