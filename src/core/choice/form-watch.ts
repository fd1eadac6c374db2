import type { FillPlan } from '../../form/form-filler.js';

/**
 * Whether a mutation is the shop's: not the input's own ARIA attributes, nor the element's popup and live region
 * (`host`), which change as the list closes and announces.
 */
export function shopMutation(input: HTMLInputElement, host: Node | undefined): (record: MutationRecord) => boolean {
  return (record) => record.target !== input && !(host !== undefined && host.contains(record.target));
}

/**
 * Watches the form `plan` was made against while the page has its say (the listeners of `verified-address`), so
 * that one plan serves both the event's forecast and the fill. Returns a check, to call once: true when the page
 * changed the form meanwhile (added an option, enabled, hid or replaced a field, wrote a value), and the fill must
 * plan afresh.
 */
export function watchPlannedForm(input: HTMLInputElement, plan: FillPlan, host: Node | undefined): () => boolean {
  const root = input.form ?? (input.getRootNode() as Document | ShadowRoot);
  const values = plan.writes.map((write) => [write.element, write.element.value] as const);
  const observer = new MutationObserver(() => {});
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  return () => {
    const records = observer.takeRecords();
    observer.disconnect();
    return records.some(shopMutation(input, host)) || values.some(([element, value]) => element.value !== value);
  };
}
