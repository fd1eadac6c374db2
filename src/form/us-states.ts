import { US_STATE_CODE_LIST } from '../api/us-state-codes.js';

/**
 * US state, district and territory names by USPS code, for matching <select> options written either way. Generated
 * from the country-state-city package (test/unit/form/us-states.test.js checks it), plus the three military "states" of
 * APO/FPO/DPO addresses, named as USPS names them. The platform has no subdivision names (Intl.DisplayNames covers
 * countries only), so this small table ships. The codes are src/api's list (us-state-codes.ts); the names here are
 * in the same order.
 */
const STATES =
  'Alabama|Alaska|American Samoa|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|District of Columbia|' +
  'Florida|Georgia|Guam|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|' +
  'Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|' +
  'New Mexico|New York|North Carolina|North Dakota|Northern Mariana Islands|Ohio|Oklahoma|Oregon|Pennsylvania|' +
  'Puerto Rico|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|United States Virgin Islands|Utah|Vermont|' +
  'Virginia|Washington|West Virginia|Wisconsin|Wyoming';

const MILITARY = 'Armed Forces Americas|Armed Forces Europe|Armed Forces Pacific';

const NAMES = `${STATES}|${MILITARY}`.split('|');

export const US_STATE_NAMES: ReadonlyMap<string, string> = /*#__PURE__*/ new Map(
  US_STATE_CODE_LIST.map((code, index) => [code, NAMES[index] ?? code]),
);
