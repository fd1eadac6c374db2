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

/** The popup as its element uses it. */
export interface Popup extends ReactiveController {
  readonly listboxId: string;
  render(): TemplateResult;
  /** Says `message` in the polite live region (screen readers read a change of its text); `undefined` empties it. */
  announce(message: string | undefined): void;
}

/**
 * The listbox popup and the live region, rendered next to the input in light DOM (ARIA id references cannot cross
 * a shadow boundary): the templates, the `popover="manual"` top-layer element and its positioning while open, the
 * input's `aria-expanded` and `aria-activedescendant`, and the active option scrolled into view. A closure rather
 * than a class: its state is local variables, which the minifier shortens (the script-tag bundle has a byte budget).
 */
export function createPopup(host: Host, uid: string, view: () => PopupView, pick: (index: number) => void): Popup {
  const listboxId = `${uid}-listbox`;
  const optionId = (index: number): string => `${uid}-opt-${index}`;
  /** Every other announcement ends in a no-break space: a repeated message must still change the live region. */
  let toggle = false;
  let stopPositioning: (() => void) | undefined;

  /** A pointer down on the list must not blur the input (that would close the list before the click). */
  const keepFocus = (event: PointerEvent): void => event.preventDefault();

  const renderOption = (option: SourceOption, index: number, active: boolean): TemplateResult => html`<div
    class="address-autocomplete-option"
    role="option"
    id=${optionId(index)}
    aria-selected=${active ? 'true' : 'false'}
    data-kind=${option.kind}
    @click=${() => pick(index)}
  >
    <span class="address-autocomplete-option-text" dir="auto">${option.text}</span>
    ${option.detail ? html`<span class="address-autocomplete-option-detail">${option.detail}</span>` : nothing}
  </div>`;

  const sync = (popup: HTMLElement, input: HTMLInputElement | undefined, open: boolean): void => {
    const shown = popup.matches(':popover-open');
    if (open && !shown && input) {
      popup.showPopover();
      stopPositioning = startPositioning(input, popup);
    } else if (!open && shown) {
      stopPositioning?.();
      stopPositioning = undefined;
      popup.hidePopover();
    }
  };

  const popup: Popup = {
    listboxId,
    render() {
      const { state, listLabel } = view();
      return html`
        <div class="address-autocomplete-popup" popover="manual" @pointerdown=${keepFocus}>
          ${state.context ? html`<div class="address-autocomplete-context" dir="auto">${state.context}</div>` : nothing}
          <div
            class="address-autocomplete-listbox"
            role="listbox"
            id=${listboxId}
            aria-label=${listLabel}
            aria-busy=${state.status === 'pending' ? 'true' : 'false'}
          >
            ${state.options.map((option, index) => renderOption(option, index, index === state.activeIndex))}
          </div>
        </div>
        <div class="address-autocomplete-live" role="status" aria-live="polite" aria-atomic="true"></div>
      `;
    },
    announce(message) {
      const region = host.querySelector('.address-autocomplete-live');
      toggle = !toggle;
      if (region) region.textContent = message === undefined ? '' : toggle ? message : `${message}\u00a0`;
    },
    /** The stylesheet goes into the element's root node (the document, or a shadow root around the element). */
    hostConnected() {
      adoptStyles(host);
    },
    hostUpdated() {
      const { state, input } = view();
      const element = host.querySelector<HTMLElement>('.address-autocomplete-popup');
      if (!element) return;
      // Without an input (a framework removed it) there is nothing to open the list under.
      const open = state.open && input !== undefined;
      sync(element, input, open);
      if (!input) return;
      input.setAttribute('aria-expanded', String(open));
      if (open && state.activeIndex >= 0) {
        const id = optionId(state.activeIndex);
        input.setAttribute('aria-activedescendant', id);
        host.querySelector(`#${id}`)?.scrollIntoView({ block: 'nearest' });
      } else {
        input.removeAttribute('aria-activedescendant');
      }
    },
    hostDisconnected() {
      stopPositioning?.();
      stopPositioning = undefined;
    },
  };
  host.addController(popup);
  return popup;
}
