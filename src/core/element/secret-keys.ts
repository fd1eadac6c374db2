/**
 * Secret credentials: never properties of ours, only attributes (or stray properties) to refuse. Kept apart from the
 * rest of the configuration because the element classes themselves trap them, and the loader holds those classes
 * without the code that checks a configuration.
 */
export const SECRET_ATTRIBUTES: Readonly<Record<string, string>> = { authId: 'auth-id', authToken: 'auth-token' };

/**
 * Secret keys set as properties of a defined element, kept out of the element itself (and out of JSON of it). One map
 * for the page, shared by every copy of this module: the loader's classes trap them, and the code it fetches reads
 * them.
 */
const shared = globalThis as { [key: symbol]: WeakMap<HTMLElement, Record<string, unknown>> | undefined };
const secretProperties = (shared[Symbol.for('address-autocomplete.secrets')] ??= new WeakMap());

/**
 * Makes `authId` and `authToken` accessors of `prototype` whose setter calls `changed`, so that a secret set as a
 * property after the element is defined is refused at once, like the attribute. One set before the element was
 * defined is an own property of the instance, which `secretsSet` finds too.
 */
export function trapSecretProperties<E extends HTMLElement>(prototype: E, changed: (element: E) => void): void {
  for (const option of Object.keys(SECRET_ATTRIBUTES)) {
    Object.defineProperty(prototype, option, {
      configurable: true,
      get(this: E) {
        return secretProperties.get(this)?.[option];
      },
      set(this: E, value: unknown) {
        secretProperties.set(this, { ...secretProperties.get(this), [option]: value });
        changed(this);
      },
    });
  }
}

/** The secret keys put on the element, as attributes or properties; what identifies a configuration too. */
export function secretsSet(element: HTMLElement): string[] {
  const set = Object.entries(SECRET_ATTRIBUTES).filter(
    ([option, attribute]) =>
      element.hasAttribute(attribute) ||
      Object.hasOwn(element, option) ||
      secretProperties.get(element)?.[option] != null,
  );
  return set.map(([option]) => option);
}
