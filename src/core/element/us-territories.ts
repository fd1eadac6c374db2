/**
 * The US territories the US service covers: alpha-3 → alpha-2, which is also their USPS state code. The US Minor
 * Outlying Islands (UMI) have no USPS code and no addresses in it; the freely associated states (FSM, MHL, PLW) are
 * not in its state list either. Its own module, so that the US element reads it without the international table.
 */
export const US_TERRITORIES: ReadonlyMap<string, string> = /*#__PURE__*/ new Map([
  ['PRI', 'PR'],
  ['GUM', 'GU'],
  ['VIR', 'VI'],
  ['ASM', 'AS'],
  ['MNP', 'MP'],
]);
