/**
 * US state, district and territory names by USPS code, for matching <select> options written either way. Generated
 * from the country-state-city package (test/node/us-states.test.js checks it), plus the three military "states" of
 * APO/FPO/DPO addresses, named as USPS names them. The platform has no subdivision names (Intl.DisplayNames covers
 * countries only), so this small table ships.
 */
const STATES =
  'AL:Alabama|AK:Alaska|AS:American Samoa|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|' +
  'CT:Connecticut|DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|GU:Guam|HI:Hawaii|ID:Idaho|' +
  'IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|' +
  'MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|' +
  'NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|' +
  'ND:North Dakota|MP:Northern Mariana Islands|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|' +
  'PR:Puerto Rico|RI:Rhode Island|SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|' +
  'VI:United States Virgin Islands|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|WV:West Virginia|' +
  'WI:Wisconsin|WY:Wyoming';

const MILITARY = 'AA:Armed Forces Americas|AE:Armed Forces Europe|AP:Armed Forces Pacific';

export const US_STATE_NAMES: ReadonlyMap<string, string> = new Map(
  `${STATES}|${MILITARY}`.split('|').map((entry) => entry.split(':') as [string, string]),
);
