import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import type { AddressAutocompleteStrings } from '../i18n/address-strings.js';
import { closestLang, watchLang } from '../i18n/closest-lang.js';
import type { StringsKind } from '../i18n/compile-strings.js';
import { localeStore } from '../i18n/locale-store.js';
import { stringsForLang } from '../i18n/page-language.js';

/**
 * The element's language: its closest `lang`, followed while it is connected (a page that switches language, a
 * locale script that loads late), each change an update that shows and announces the new strings.
 */
export class ElementLanguage implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** The closest `lang` as last read while connected; undefined while disconnected (read at each use then). */
  #lang: string | undefined;
  #stopWatching: (() => void) | undefined;
  readonly #reread = (): void => {
    const lang = closestLang(this.#host);
    if (lang !== this.#lang) {
      this.#lang = lang;
      this.#host.requestUpdate();
    }
  };
  readonly #registered = (): void => this.#host.requestUpdate();

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#lang = closestLang(this.#host);
    this.#stopWatching = watchLang(this.#host, this.#reread);
    localeStore().listeners.add(this.#registered);
  }

  hostDisconnected(): void {
    this.#stopWatching?.();
    this.#stopWatching = undefined;
    localeStore().listeners.delete(this.#registered);
    this.#lang = undefined;
  }

  strings(kind: StringsKind): AddressAutocompleteStrings {
    return stringsForLang(this.#lang ?? closestLang(this.#host), kind);
  }
}
