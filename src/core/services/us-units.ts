/**
 * Matching a typed unit against the units of a building the way people type them: the number alone ("3"), with
 * any USPS secondary designator or a common synonym ("Apt 3", "apartment 3", "Unit 3", "Ste 3", "# 3", "no. 3"), in
 * any case, with or without a comma or a space ("apt3", ", Apt 3"). The designator typed need not be the building's:
 * people write "Apt" for a "Unit". Pure functions, no DOM.
 */

/** USPS Publication 28 secondary unit designators, their spelled-out forms, and what people type instead. */
const DESIGNATORS: ReadonlySet<string> = /*#__PURE__*/ new Set(
  (
    'apt apartment bsmt basement bldg building dept department fl floor frnt front hngr hangar key lbby lobby lot ' +
    'lowr lower ofc office ph penthouse pier rear rm room side slip spc space stop ste suite trlr trailer unit uppr ' +
    'upper no number num'
  ).split(' '),
);

/** A unit written two ways: everything (`apt3b`), and the part after a designator (`3b`). */
interface UnitParts {
  full: string;
  number: string;
  /** A designator was written (so `number` is what was typed after it). */
  designated: boolean;
}

function unitParts(text: string): UnitParts {
  const full = text.toLowerCase().replace(/[\s,.#]+/g, '');
  const [, designator = '', number = ''] = /^([a-z]+)(\d.*)$/.exec(full) ?? [];
  if (DESIGNATORS.has(designator)) return { full, number, designated: true };
  return { full, number: full, designated: false };
}

/**
 * The units among `secondaries` that what was typed after the street (`typed`) can mean, as indexes. Nothing typed
 * yet, or only a designator (whole or being typed), means every unit; an empty answer means the building has no
 * such unit among these.
 */
export function matchUnits(typed: string, secondaries: readonly string[]): number[] {
  const wanted = unitParts(typed);
  const all = secondaries.map((_, index) => index);
  if (wanted.full === '' || DESIGNATORS.has(wanted.full)) return all;
  // A number (or a designator and a number) matches the unit's number whatever its designator; anything else
  // (a designator being typed, "Ap") matches the unit as it is written.
  const byNumber = wanted.designated || /^\d/.test(wanted.full);
  const matches = all.filter((index) => {
    const unit = unitParts(secondaries[index] ?? '');
    return unit.full.startsWith(wanted.full) || (byNumber && unit.number.startsWith(wanted.number));
  });
  if (matches.length > 0) return matches;
  // Another designator than the building's, still being typed ("Un" in an "Apt" building): every unit, until the
  // number comes.
  if (!/\d/.test(wanted.full) && [...DESIGNATORS].some((word) => word.startsWith(wanted.full))) return all;
  return [];
}

/**
 * The unit the shopper is appending after a chosen street ("Apt 3", "#3", "3", or "Ap" on the way to one), else
 * undefined: what `text` adds to `chosen` after a space or a comma, when that is a designator (whole or being typed)
 * and a unit number, or a unit number alone.
 */
export function appendedUnit(chosen: string, text: string): string | undefined {
  if (!text.startsWith(chosen)) return undefined;
  const [, word = '', number = ''] =
    /^[\s,]+(?:([a-z]+)\.?(?=[\s#\d]|$)\s*)?(#?\s*(?:[a-z\d][a-z\d-]*)?)$/i.exec(text.slice(chosen.length)) ?? [];
  const unit = `${word} ${number}`.trim();
  if (unit === '' && !/^[\s,]+$/.test(text.slice(chosen.length))) return undefined;
  if (word !== '' && ![...DESIGNATORS].some((designator) => designator.startsWith(word.toLowerCase())))
    return undefined;
  return unit;
}
