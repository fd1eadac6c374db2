/**
 * The combobox machine's interpreter: it holds the list state, sends the machine its events, and runs the effects
 * (lookups, choices, writes, announcements). A final choice goes on to the choice machine; a lookup's answer goes to
 * both (the list to the combobox, what it means for the text to the choice). What to do is the machines'; this file
 * only does it.
 */
import type { ReactiveElement } from '@lit/reactive-element';
import {
  initialState,
  isRefusal,
  noticeShown,
  transition,
  type ComboboxEffect,
  type ComboboxEvent,
  type ComboboxState,
} from '../combobox/machine.js';
import { unitFor } from '../choice/state.js';
import type { ChoiceFront } from '../choice/choice-front.js';
import { reportError } from '../events/report-error.js';
import type { LookupSession, SessionUpdate } from '../lookup/session.js';
import type { ServiceList, ServiceOption } from '../lookup/address-service.js';
import type { InputBinding } from '../view/input-binding.js';
import type { Popup } from '../view/popup.js';
import { announcementText, type AddressAutocompleteStrings } from '../view/strings.js';

/** The element's parts the list works with, and what it reads of the element. */
export interface ListParts {
  session: LookupSession;
  binding: InputBinding;
  popup: Popup;
  choice: ChoiceFront;
  /** Whether the input takes lookups and choices now, and the element's strings. */
  element: { usable(): boolean; strings(): AddressAutocompleteStrings };
}

export class ListRunner {
  readonly #host: ReactiveElement;
  readonly #parts: ListParts;
  #state: ComboboxState<ServiceOption> = initialState();
  /** What a refusal is for: the key and the base URL of the configuration whose requests alone are sent now. */
  #credentials = '';

  constructor(host: ReactiveElement, parts: ListParts) {
    this.#host = host;
    this.#parts = parts;
  }

  get state(): ComboboxState<ServiceOption> {
    return this.#state;
  }

  /** A new configuration, tied to `credentials`; `misconfigured` when it failed its checks. */
  configured(credentials: string, misconfigured: boolean): void {
    this.#credentials = credentials;
    this.send({ type: 'Configured', credentials, misconfigured });
  }

  send(event: ComboboxEvent<ServiceOption>, keyEvent?: KeyboardEvent): void {
    const { state, effects } = transition(this.#state, event);
    this.#state = state;
    this.#host.requestUpdate();
    for (const effect of effects) this.#run(effect, keyEvent);
  }

  /** The popup follows the state, in this element's words. */
  render(strings: AddressAutocompleteStrings): void {
    const notice = noticeShown(this.#state) ? this.#state.notice : undefined;
    this.#parts.popup.render({
      state: this.#state,
      input: this.#parts.binding.input,
      listLabel: strings.listLabel,
      notice: notice && announcementText(notice, strings),
    });
  }

  #run(effect: ComboboxEffect<ServiceOption>, keyEvent: KeyboardEvent | undefined): void {
    const { session, binding, popup, element } = this.#parts;
    switch (effect.type) {
      case 'search':
        if (element.usable()) session.search(effect.text, effect.scope);
        return;
      case 'search-now':
        if (element.usable()) session.search(binding.input?.value ?? '', effect.scope, true);
        return;
      case 'choose':
        return this.#choose(effect.option, effect.scope);
      case 'cancel':
        return session.cancel();
      case 'prevent-default':
        return keyEvent?.preventDefault();
      case 'write-text':
        return binding.write(effect.text);
      case 'announce':
        return popup.announce(effect.message && announcementText(effect.message, element.strings()));
    }
  }

  #choose(option: ServiceOption, scope: unknown): void {
    const { session, binding, choice, element } = this.#parts;
    if (choice.offered(option)) return;
    const input = binding.input;
    const result = input && element.usable() && session.choose(option, input.value, scope);
    if (!input || !result) return;
    if (result.type === 'final') return choice.send({ type: 'Chose', choice: result.choice, source: 'list', scope });
    // Units offered again with a reason keep the shopper's text (a unit US Street does not know stays until they choose).
    if (result.inputText !== undefined && !this.#state.unitNeeded) binding.write(result.inputText);
    if (result.scope !== undefined) this.send({ type: 'ExpansionStarted', scope: result.scope });
    session.open(result.lookup);
  }

  /**
   * The shopper leaves the input (Tab, a click elsewhere, Enter on no option) with a building's units narrowed by
   * what they typed to exactly one: that unit is what they meant, and it is chosen (`source: 'unit'`; with `verify`,
   * US Street confirms it as any choice). Tab alone never chooses from a list of several. True when it was.
   */
  committedUnit(): boolean {
    const { session, binding, choice, element } = this.#parts;
    const { listKind, options, scope } = this.#state;
    const [unit] = options;
    if (listKind !== 'units' || options.length !== 1 || unit?.kind !== 'final' || !element.usable()) return false;
    const input = binding.input;
    const result = input && session.choose(unit, input.value, scope);
    if (result?.type !== 'final') return false;
    choice.send({ type: 'Chose', choice: result.choice, source: 'unit', scope });
    return true;
  }

  /** A lookup's answer: the list, and what it means for the text (it can offer a choice, or why not). */
  lookupUpdate(update: SessionUpdate): void {
    const { choice, element } = this.#parts;
    // An answer for an input that became disabled or read-only meanwhile is not shown.
    if (update.type === 'LookupList' && !element.usable()) return this.send({ type: 'LookupCleared' });
    if (update.type === 'LookupFailed') {
      const { error } = update;
      this.send({ type: 'LookupFailed', code: error.code, credentials: this.#credentials });
      reportError(this.#host, error);
      const reason = isRefusal(error.code) ? 'refused' : 'unavailable';
      return choice.send({ type: 'Answered', why: { reason, code: error.code } });
    }
    if (update.type === 'LookupList') update = { ...update, list: this.#narrowedToChoice(update.list) };
    // Units offered with a reason (a unit US Street does not know) leave the text as it stands.
    const explained = this.#state.unitNeeded !== undefined;
    this.send(update);
    // A list the shopper can choose from holds the text (require-verified); no match lets it stand unverified.
    if (update.type === 'LookupList' && !explained) {
      const offers = update.list.options.some((option) => option.kind !== 'back');
      choice.send({ type: 'Answered', why: offers ? undefined : { reason: 'no-matches' } });
    }
  }

  /** Suggestions for a unit typed after the chosen street: only those at the chosen address, never other cities. */
  #narrowedToChoice(list: ServiceList): ServiceList {
    const { session, binding, choice } = this.#parts;
    const text = binding.input?.value ?? '';
    const address = list.kind === 'suggestions' ? unitFor(choice.state, text, session) : undefined;
    return address ? { ...list, options: list.options.filter((option) => session.isAt(option, address)) } : list;
  }
}
