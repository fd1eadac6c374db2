/**
 * The USPS codes of the US states, the District of Columbia, the territories and the three military "states" of
 * APO/FPO/DPO addresses: the single list of codes. The api layer checks filter values against it; src/form pairs it
 * with the names (us-states.ts), in this order.
 */
export const US_STATE_CODE_LIST: readonly string[] = /*#__PURE__*/ Object.freeze(
  (
    'AL AK AS AZ AR CA CO CT DE DC FL GA GU HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND ' +
    'MP OH OK OR PA PR RI SC SD TN TX VI UT VT VA WA WV WI WY AA AE AP'
  ).split(' '),
);

export const US_STATE_CODES: ReadonlySet<string> = /*#__PURE__*/ new Set(US_STATE_CODE_LIST);
