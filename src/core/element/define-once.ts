/**
 * Registers a custom element unless the tag is taken. A page may load the script twice (a script tag and a
 * bundle, or two widgets): `customElements.define` would throw on the second copy.
 */
export function defineOnce(tag: string, constructor: CustomElementConstructor): void {
  if (customElements.get(tag) === undefined) customElements.define(tag, constructor);
}
