import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { ComboboxState } from './combobox-machine.js';
import { startPositioning } from './positioning.js';
import { adoptStyles } from './styles.js';
import type { SourceOption } from './source.js';

type Host = ReactiveControllerHost & HTMLElement;

export interface PopupView {
  readonly state: ComboboxState<SourceOption>;
  readonly input: HTMLInputElement | undefined;
  readonly listLabel: string;
}

/**
 * The listbox popup and the live region, rendered next to the input in light DOM (ARIA id references cannot cross
 * a shadow boundary): the templates, the `popover="manual"` top-layer element and its positioning while open, the
 * input's `aria-expanded` and `aria-activedescendant`, and the active option scrolled into view.
 */
export class Popup implements ReactiveController {
  readonly listboxId: string;
  /** Every other announcement ends in a no-break space: a repeated message must still change the live region. */
  #toggle = false;
  #stopPositioning: (() => void) | undefined;

  readonly #host: Host;
  readonly #uid: string;
  readonly #view: () => PopupView;
  readonly #pick: (index: number) => void;

  constructor(host: Host, uid: string, view: () => PopupView, pick: (index: number) => void) {
    this.#host = host;
    this.#uid = uid;
    this.#view = view;
    this.#pick = pick;
    this.listboxId = `${uid}-listbox`;
    host.addController(this);
  }

  render(): TemplateResult {
    const { state, listLabel } = this.#view();
    return html`
      <div class="address-autocomplete-popup" popover="manual" @pointerdown=${this.#keepFocus}>
        ${state.context ? html`<div class="address-autocomplete-context" dir="auto">${state.context}</div>` : nothing}
        <div
          class="address-autocomplete-listbox"
          role="listbox"
          id=${this.listboxId}
          aria-label=${listLabel}
          aria-busy=${state.status === 'pending' ? 'true' : 'false'}
        >
          ${state.options.map((option, index) => this.#renderOption(option, index, index === state.activeIndex))}
        </div>
      </div>
      <div class="address-autocomplete-live" role="status" aria-live="polite" aria-atomic="true"></div>
    `;
  }

  /** Says `message` in the polite live region (screen readers read a change of its text); `undefined` empties it. */
  announce(message: string | undefined): void {
    const region = this.#host.querySelector('.address-autocomplete-live');
    this.#toggle = !this.#toggle;
    if (region) region.textContent = message === undefined ? '' : this.#toggle ? message : `${message}\u00a0`;
  }

  hostUpdated(): void {
    const { state, input } = this.#view();
    const popup = this.#host.querySelector<HTMLElement>('.address-autocomplete-popup');
    if (!popup) return;
    // Without an input (a framework removed it) there is nothing to open the list under.
    const open = state.open && input !== undefined;
    this.#sync(popup, input, open);
    if (!input) return;
    input.setAttribute('aria-expanded', String(open));
    if (open && state.activeIndex >= 0) {
      const id = this.#optionId(state.activeIndex);
      input.setAttribute('aria-activedescendant', id);
      this.#host.querySelector(`#${id}`)?.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  }

  /** The stylesheet goes into the element's root node (the document, or a shadow root around the element). */
  hostConnected(): void {
    adoptStyles(this.#host);
  }

  hostDisconnected(): void {
    this.#stopPositioning?.();
    this.#stopPositioning = undefined;
  }

  #optionId(index: number): string {
    return `${this.#uid}-opt-${index}`;
  }

  #renderOption(option: SourceOption, index: number, active: boolean): TemplateResult {
    return html`<div
      class="address-autocomplete-option"
      role="option"
      id=${this.#optionId(index)}
      aria-selected=${active ? 'true' : 'false'}
      data-kind=${option.kind}
      @click=${() => this.#pick(index)}
    >
      <span class="address-autocomplete-option-text" dir="auto">${option.text}</span>
      ${option.detail ? html`<span class="address-autocomplete-option-detail">${option.detail}</span>` : nothing}
    </div>`;
  }

  /** A pointer down on the list must not blur the input (that would close the list before the click). */
  readonly #keepFocus = (event: PointerEvent): void => {
    event.preventDefault();
  };

  #sync(popup: HTMLElement, input: HTMLInputElement | undefined, open: boolean): void {
    const shown = popup.matches(':popover-open');
    if (open && !shown && input) {
      popup.showPopover();
      this.#stopPositioning = startPositioning(input, popup);
    } else if (!open && shown) {
      this.#stopPositioning?.();
      this.#stopPositioning = undefined;
      popup.hidePopover();
    }
  }
}
