// The simulator's way to an address that needs its unit (US Street: missing-secondary, with `verify`): a building of
// "1600 Pe" whose base address is not deliverable on its own, chosen as its base address from its units. Used by the
// unit-needed tests and the right-to-left ones.
import { DEFAULT_STRINGS } from '../../src/core/view/strings.js';
import { KEY, chooseWithKeys, until, type UsRow } from './element-helpers.js';
import type { Checkout } from './checkout-form.js';

/** A building in `rows` whose base address the simulator's US Street says is D (no delivery point without a unit). */
export async function undeliverableBase(rows: readonly UsRow[]): Promise<number> {
  for (const [index, row] of rows.entries()) {
    if ((row.entries ?? 0) <= 1) continue;
    const query = new URLSearchParams({
      key: KEY,
      street: row.street_line,
      city: row.city ?? '',
      state: row.state ?? '',
      zipcode: row.zipcode ?? '',
    });
    const [candidate] = (await (await fetch(`/us-street/street-address?${query}`)).json()) as Array<{
      analysis: Record<string, string>;
    }>;
    if (candidate?.analysis.dpv_match_code === 'D') return index;
  }
  throw new Error('the simulator lists no building whose base address is not deliverable');
}

/**
 * Chooses such a building's base address from its units; resolves when the units are listed again under `why` (the
 * element's `unitNeeded` string), with the units' texts as first listed.
 */
export async function chooseBaseThatNeedsUnit(page: Checkout, why = DEFAULT_STRINGS.unitNeeded): Promise<string[]> {
  const rows = await page.search('1600 Pe');
  await chooseWithKeys(await undeliverableBase(rows));
  await until(() => page.context !== null && page.options.length > 1, 'the units were not listed');
  const units = page.options.map((option) => option.textContent ?? '');
  await chooseWithKeys(units.findIndex((text) => !/ (Apt|Ste|Unit) /.test(text)));
  await until(
    () => page.chosen.length === 1 && page.isOpen && page.context?.textContent === why,
    'the units were not listed again with why',
  );
  return units;
}
