import { DEV_MODE } from '../../api/dev-mode.js';
import type { PropertyDeclaration, ReactiveElement } from '@lit/reactive-element';
import { AddressError } from '../../api/errors.js';
import { isRefusal } from '../combobox/state.js';
import { SECRET_ATTRIBUTES } from '../element/configuration.js';
import { AddressErrorEvent } from './address-error-event.js';

/** The attribute that sets an option of `element`: a declared property's, or a secret's. */
function attributeOf(element: ReactiveElement, option: string): string | undefined {
  const declared: PropertyDeclaration | undefined = (
    element.constructor as typeof ReactiveElement
  ).elementProperties.get(option);
  if (typeof declared?.attribute === 'string') return declared.attribute;
  return declared ? option.toLowerCase() : SECRET_ATTRIBUTES[option];
}

/**
 * Text from the api layer in the page's words: every option name becomes the attribute that sets it. Values the
 * page wrote are quoted in messages and stay as they are.
 */
export function inPageTerms(element: ReactiveElement, text: string): string {
  return text
    .split('"')
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, (word) => attributeOf(element, word) ?? word),
    )
    .join('"');
}

/**
 * One console error with what to check and what happens now (`consequence`, else the suggestions' own: a refusal
 * pauses lookups), and one `address-error` event, in the page's words: the api layer names options, the page knows
 * attributes, so a config error's `detail.attribute` is the attribute.
 */
export function reportError(element: ReactiveElement, error: AddressError, consequence?: string): void {
  const message = error.option === undefined ? error.message : inPageTerms(element, error.message);
  const attribute = error.option === undefined ? undefined : (attributeOf(element, error.option) ?? error.option);
  const hint =
    consequence !== undefined
      ? ` ${consequence}`
      : isRefusal(error.code) && DEV_MODE
        ? ' Lookups are paused until the embedded key or base URL changes, or the page reloads.'
        : '';
  console.error(`<${element.localName}> ${message}${hint}`);
  element.dispatchEvent(
    new AddressErrorEvent({
      status: error.status,
      code: error.code,
      message,
      ...(attribute ? { attribute } : {}),
    }),
  );
}
