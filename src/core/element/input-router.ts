/**
 * Where each of the input binding's intents goes: list state to the combobox machine, what the text means to the
 * choice machine, a composition to the lookups' debounce; the element hears only an input coming and going.
 */
import { DEV_MODE } from '../../api/dev-mode.js';
import type { ReactiveElement } from '@lit/reactive-element';
import type { ChoiceFront } from '../choice/choice-front.js';
import { reportError } from '../events/report-error.js';
import type { LookupSession } from '../lookup/session.js';
import type { InputIntent } from '../view/input-intents.js';
import type { Popup } from '../view/popup.js';
import type { ListRunner } from './list-runner.js';

export interface InputRoutes {
  /** The element, which reports a `for` that names no input. */
  host: ReactiveElement;
  list: ListRunner;
  choice: ChoiceFront;
  session: LookupSession;
  popup: Popup;
  /** The element's own hooks: an input was bound, or let go. */
  element: { attached(input: HTMLInputElement): void; detached(input: HTMLInputElement): void };
}

export function routeInput(intent: InputIntent, { host, list, choice, session, popup, element }: InputRoutes): void {
  switch (intent.type) {
    case 'attached':
      element.attached(intent.input);
      choice.inputChanged();
      return choice.validity.sync();
    case 'detached':
      element.detached(intent.input);
      choice.inputChanged();
      choice.validity.release(intent.input);
      return list.send({ type: 'InputBlur' });
    case 'edit':
      popup.use();
      choice.send({ type: 'Edited' });
      return list.send({ type: 'InputChange', text: intent.text });
    case 'composing':
      // The keys an input method turns into composed text are typing: a lookup waiting for a pause waits on.
      return session.postpone();
    case 'replaced':
      return choice.send({ type: 'Replaced', by: intent.by, pasted: intent.pasted });
    case 'committed':
      if (!list.committedUnit()) choice.send({ type: 'Committed' });
      return;
    case 'key':
      popup.use();
      return list.send({ type: 'InputKeyDown', key: intent.event.key, altKey: intent.event.altKey }, intent.event);
    case 'focus':
      popup.use();
      return list.send({ type: 'InputFocus' });
    case 'blur':
      return list.send({ type: 'InputBlur' });
    case 'form-reset':
      list.send({ type: 'Reset' });
      return choice.send({ type: 'Forgotten' });
    case 'misconfigured': {
      const consequence = DEV_MODE ? 'No input is enhanced until an <input> with this id is in the page.' : undefined;
      return reportError(host, intent.error, consequence);
    }
  }
}
