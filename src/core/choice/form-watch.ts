/** What the fill watches of the form: fields and options that come, go or change their attributes. */
export const FORM_CHANGES: MutationObserverInit = { childList: true, subtree: true, attributes: true };

/**
 * Whether a mutation is the shop's: not the input's own ARIA attributes, nor the element's popup and live region
 * (`host`), which change as the list closes and announces.
 */
export function shopMutation(input: HTMLInputElement, host: Node | undefined): (record: MutationRecord) => boolean {
  return (record) => record.target !== input && !host?.contains(record.target);
}

/**
 * Watches the input's form while the page has its say (the listeners of `verified-address`), so that one plan
 * serves both the event's forecast and the fill. Returns a check, to call once: true when the page changed the form
 * meanwhile (added an option; added, removed, enabled or hid a field), and the fill must plan afresh. A value the
 * page writes needs no new plan: the fill writes its own over it, as it would over the shopper's.
 */
export function watchForm(input: HTMLInputElement, host: Node | undefined): () => boolean {
  const observer = new MutationObserver(() => {});
  observer.observe(input.form ?? input.getRootNode(), FORM_CHANGES);
  return () => {
    const changed = observer.takeRecords().some(shopMutation(input, host));
    observer.disconnect();
    return changed;
  };
}
