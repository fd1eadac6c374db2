// The host side of an element model (./element-model.ts): what Lit's ReactiveElement and the DOM give the element's
// parts, without a DOM. Attributes become properties through the element class's own declarations and converters
// (as Lit's attributeChangedCallback does), the parts' controllers are connected and disconnected, an update runs a
// microtask after it was asked for (and at once after an attribute or a property was set, as `await
// el.updateComplete` lets it run in the browser), and the `address-error` events the element dispatches are kept.
import type { ReactiveController, ReactiveElement } from '@lit/reactive-element';
import { SECRET_ATTRIBUTES, configurationNames } from '../../../src/core/element/configuration.js';
import type { AddressErrorDetail, AddressErrorEvent } from '../../../src/core/events/address-events.js';
import { fromAttribute, propertyOf, type Declarations } from './model-support.js';

/** The host without a DOM (see the top of this file); the model runs its updates and its secrets' changes. */
export abstract class ElementHost {
  /** The element class's declarations (a subclass's own), read by requestOptions, configurationNames, reportError. */
  static readonly elementProperties: Declarations = new Map();

  /** The `address-error` events the element dispatched. */
  readonly errorEvents: AddressErrorEvent[] = [];

  readonly #attributes = new Map<string, string>();
  readonly #controllers: ReactiveController[] = [];
  #updatePending = false;

  constructor(readonly localName: string) {}

  /** willUpdate and update; `changed`: a property of the configuration changed. */
  protected abstract update(changed: boolean): void;

  /** A secret attribute appeared or went (the element's attributeChangedCallback): the update then checks it. */
  protected abstract secretAttributeChanged(): void;

  /** This host as the element's parts take it. */
  protected get host(): ReactiveElement & Record<string, unknown> {
    return this as unknown as ReactiveElement & Record<string, unknown>;
  }

  /**
   * Connected with its input, `attributes` as the parser gives them: the controllers connect, and the first update
   * builds the configuration.
   */
  protected connect(attributes: Record<string, string>): void {
    for (const [name, value] of Object.entries(attributes)) this.#setAttribute(name, value);
    for (const controller of this.#controllers) controller.hostConnected?.();
    this.update(true);
  }

  /** Removed from the page (a fixture's end): the lookups' controller aborts its request and clears its timers. */
  disconnect(): void {
    for (const controller of this.#controllers) controller.hostDisconnected?.();
  }

  // The host's side of Lit's controller and event interfaces.
  addController(controller: ReactiveController): void {
    this.#controllers.push(controller);
  }
  /** Lit's update cycle: an update a microtask later, whatever asked for it (the list after a keystroke too). */
  requestUpdate(): void {
    if (this.#updatePending) return;
    this.#updatePending = true;
    queueMicrotask(() => {
      this.#updatePending = false;
      this.update(false);
    });
  }
  /** Resolves once the update asked for so far has run. */
  get updateComplete(): Promise<void> {
    return new Promise((resolve) => queueMicrotask(resolve));
  }
  dispatchEvent(event: Event): boolean {
    if (event.type === 'address-error') this.errorEvents.push(event as AddressErrorEvent);
    return true;
  }

  /** The events' details, as the page reads them. */
  get errors(): AddressErrorDetail[] {
    return this.errorEvents.map((event) => event.detail);
  }

  hasAttribute(name: string): boolean {
    return this.#attributes.has(name);
  }

  getAttribute(name: string): string | null {
    return this.#attributes.get(name) ?? null;
  }

  /** Sets an attribute, then lets the update run (`await el.updateComplete` in the browser). */
  setAttribute(name: string, value: string): void {
    this.#setAttribute(name, value);
    this.update(this.#isConfiguration(name));
  }

  removeAttribute(name: string): void {
    this.#setAttribute(name, null);
    this.update(this.#isConfiguration(name));
  }

  /** Sets a property as a framework would, then lets the update run. */
  setProperty(name: string, value: unknown): void {
    this.host[name] = value;
    this.update(configurationNames(this.host).includes(name));
  }

  get #declared(): Declarations {
    return (this.constructor as typeof ElementHost).elementProperties;
  }

  #isConfiguration(attribute: string): boolean {
    const [name] = propertyOf(this.#declared, attribute) ?? [];
    return name !== undefined && configurationNames(this.host).includes(name);
  }

  /** An attribute and, as Lit's attributeChangedCallback does, its property through the declared converter. */
  #setAttribute(attribute: string, value: string | null): void {
    if (value === null) this.#attributes.delete(attribute);
    else this.#attributes.set(attribute, value);
    if (Object.values(SECRET_ATTRIBUTES).includes(attribute)) return this.secretAttributeChanged();
    const declared = propertyOf(this.#declared, attribute);
    if (declared) this.host[declared[0]] = fromAttribute(declared[1], value);
  }
}
