// The generation vocabulary of the simulated US address universe: street names and suffixes, Puerto Rico street
// names and urbanizations, unit designators, and a few "landmark" addresses that exist wherever their street does
// (so that the demo's and the benchmark's example addresses, such as "123 Main St Apt 4", can always be found).
// These are not real address records; the ZIP Codes, cities and states they are placed in are (see data.js).
import { normalizeText, pick } from '../shared.js';

/**
 * @typedef {object} BuildingPlan
 * @property {string} designator 'Apt', 'Ste' or 'Unit'
 * @property {'numeric' | 'floors' | 'letters'} style numbering: 1..N, 101.. by floor, or A..
 * @property {number} count how many units
 * @property {number} [perFloor] units per floor for the 'floors' style
 */

/**
 * @typedef {object} Landmark
 * @property {number} number the house number that always exists on the street
 * @property {BuildingPlan} [building] when the address is a multi-unit building
 * @property {'Residential' | 'Commercial'} [rdi]
 */

/**
 * @typedef {object} StreetName
 * @property {number} id index in STREET_NAMES
 * @property {string} predirection '' or N, S, E, W
 * @property {string} name the street name proper ("Main", "Calle Luna")
 * @property {string} suffix '' or the abbreviated street type ("St")
 * @property {string} postdirection '' or NW, NE, SW, SE (only the placed streets of REAL_LANDMARKS have one)
 * @property {string} text how it is written ("N Main St")
 * @property {string} norm normalizeText(text)
 * @property {string[]} tokens norm split on spaces
 * @property {boolean} pr a Puerto Rico street name
 * @property {boolean} placed only in the ZIP Codes REAL_LANDMARKS put it in, never picked for other ZIPs
 * @property {Landmark[]} landmarks
 * @property {number[] | undefined} extraNumbers the landmarks' house numbers
 */

export const SUFFIXES = ['St', 'Ave', 'Dr', 'Rd', 'Ln', 'Blvd', 'Ct', 'Pl', 'Way', 'Pkwy', 'Cir', 'Ter'];

/**
 * Street names with a fixed suffix; the rest get a suffix picked by hash.
 * @type {Record<string, string>}
 */
const FIXED = {
  Main: 'St',
  Oak: 'Ave',
  Maple: 'Dr',
  Park: 'Rd',
  Washington: 'Blvd',
  Amphitheatre: 'Pkwy',
  Infinite: 'Loop',
  Ocean: 'Dr',
  Massachusetts: 'Ave',
  Pennsylvania: 'Ave',
  Baker: 'St',
  'Mt Lee': 'Dr',
  '5th': 'Ave',
  Broad: 'St',
  Market: 'St',
  Church: 'St',
};

const NAMES = [
  ...Object.keys(FIXED),
  'Pine',
  'Cedar',
  'Elm',
  'Lake',
  'Hill',
  'Walnut',
  'Spring',
  'Highland',
  'Center',
  'Ridge',
  'Sunset',
  'Jefferson',
  'Lincoln',
  'Madison',
  'Franklin',
  'Jackson',
  'Adams',
  'Chestnut',
  'Willow',
  'Meadow',
  'Forest',
  'River',
  'Mill',
  'Union',
  'Prospect',
  'Cherry',
  'Hickory',
  'Dogwood',
  'Magnolia',
  'Sycamore',
  'Birch',
  'Poplar',
  'Laurel',
  'Valley',
  'Summit',
  'Railroad',
  'School',
  'College',
  'Liberty',
  'Central',
  'Water',
  'Front',
  'Bridge',
  'Green',
  'Grove',
  'Orchard',
  'Lakeview',
  'Fairview',
  'Pleasant',
  'Locust',
  'Holly',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
];

/** Names that also exist with directionals ("N Main St", "S Main St"). */
const DIRECTIONAL = ['Main', 'Washington', 'Park', 'Broad', 'Market', 'Center', '1st', '2nd', '3rd', '5th', 'Lake'];

const PR_NAMES = [
  'Calle Luna',
  'Calle Sol',
  'Calle Estrella',
  'Calle Las Flores',
  'Calle Principal',
  'Calle Marginal',
  'Calle Del Parque',
  'Calle San Jose',
  'Calle Robles',
  'Calle Palma Real',
  'Calle 1',
  'Calle 2',
  'Calle 3',
  'Calle 5',
  'Calle 8',
  'Ave Ponce De Leon',
  'Ave Munoz Rivera',
  'Ave Las Americas',
];

export const URBANIZATIONS = [
  'URB LAS LOMAS',
  'URB VILLA NEVAREZ',
  'URB SANTA ROSA',
  'URB LOS PINOS',
  'URB VISTA VERDE',
  'URB EL SENORIAL',
  'URB PUERTO NUEVO',
  'URB SAN ANTONIO',
  'URB LAS CUMBRES',
  'URB JARDINES DEL CARIBE',
  'URB ALTAMESA',
  'URB COUNTRY CLUB',
];

/** @type {Record<string, Landmark[]>} keyed by the street's text */
const LANDMARKS = {
  'Main St': [{ number: 123, building: { designator: 'Apt', style: 'numeric', count: 12 } }],
  'Amphitheatre Pkwy': [{ number: 1600, rdi: 'Commercial' }],
  'Pennsylvania Ave': [{ number: 1600, building: { designator: 'Apt', style: 'numeric', count: 20 } }],
  '5th Ave': [
    { number: 350, rdi: 'Commercial', building: { designator: 'Ste', style: 'floors', count: 40, perFloor: 4 } },
  ],
  'Infinite Loop': [{ number: 1, rdi: 'Commercial' }],
  'Ocean Dr': [{ number: 2, building: { designator: 'Unit', style: 'floors', count: 60, perFloor: 5 } }],
  'Massachusetts Ave': [{ number: 77, rdi: 'Commercial' }],
  'Mt Lee Dr': [{ number: 4059 }],
  'Baker St': [{ number: 221, building: { designator: 'Apt', style: 'letters', count: 3 } }],
};

/**
 * Landmark addresses that also exist in their real ZIP Code and rank first when a search matches them (ranking.js):
 * "1600 Penn" lists the White House first, "350 5th Ave" (or "350 Fifth Ave") the Empire State Building. The street
 * is put in that ZIP Code (universe.js); a street only written this way (with a postdirection) is `placed`.
 * @type {ReadonlyArray<{ zip: string, street: string, number: number }>}
 */
export const REAL_LANDMARKS = [
  { zip: '20500', street: 'Pennsylvania Ave NW', number: 1600 },
  { zip: '10118', street: '5th Ave', number: 350 },
];

/** Streets that exist only where REAL_LANDMARKS put them; appended to STREET_NAMES so no other id changes. */
const PLACED = [{ name: 'Pennsylvania', suffix: 'Ave', postdirection: 'NW' }];
LANDMARKS['Pennsylvania Ave NW'] = [{ number: 1600, rdi: 'Commercial' }];

/**
 * @param {string} predirection
 * @param {string} name
 * @param {string} suffix
 * @param {boolean} pr
 * @param {number} id
 * @param {string} [postdirection]
 * @returns {StreetName}
 */
function streetName(predirection, name, suffix, pr, id, postdirection = '') {
  const text = [predirection, name, suffix, postdirection].filter((part) => part !== '').join(' ');
  const norm = normalizeText(text);
  const landmarks = LANDMARKS[text] ?? [];
  const extraNumbers = landmarks.length > 0 ? landmarks.map((landmark) => landmark.number) : undefined;
  const placed = postdirection !== '';
  return {
    id,
    predirection,
    name,
    suffix,
    postdirection,
    text,
    norm,
    tokens: norm.split(' '),
    pr,
    placed,
    landmarks,
    extraNumbers,
  };
}

function buildStreetNames() {
  /** @type {Array<[string, string, string, boolean]>} */
  const specs = [];
  for (const name of NAMES) {
    const suffix = FIXED[name] ?? pick(SUFFIXES, `suffix|${name}`);
    specs.push(['', name, suffix, false]);
    const second = pick(SUFFIXES, `suffix2|${name}`);
    if (!(name in FIXED) && second !== suffix) specs.push(['', name, second, false]);
    if (DIRECTIONAL.includes(name)) for (const direction of ['N', 'S']) specs.push([direction, name, suffix, false]);
  }
  for (const name of PR_NAMES) specs.push(['', name, '', true]);
  const names = specs.map(([direction, name, suffix, pr], id) => streetName(direction, name, suffix, pr, id));
  for (const { name, suffix, postdirection } of PLACED)
    names.push(streetName('', name, suffix, false, names.length, postdirection));
  return names;
}

/** Every street name of the universe; a street's vocabulary id is its index here. */
export const STREET_NAMES = buildStreetNames();
export const MAINLAND_STREETS = STREET_NAMES.filter((street) => !street.pr && !street.placed);
export const PR_STREETS = STREET_NAMES.filter((street) => street.pr && !street.placed);
export const MAIN_ST = STREET_NAMES.find((street) => street.text === 'Main St');

/** The designators of the universe's multi-unit buildings. */
export const BUILDING_DESIGNATORS = ['Apt', 'Ste', 'Unit'];

/** Unit designators a typed secondary may use, mapped to the standard abbreviation. */
export const DESIGNATOR_WORDS = {
  apt: 'Apt',
  apartment: 'Apt',
  ste: 'Ste',
  suite: 'Ste',
  unit: 'Unit',
  '#': '#',
};

/**
 * Every USPS secondary unit designator (Publication 28, appendix C2), abbreviated and spelled out, and "#": the words
 * Pro's secondary narrowing reads as "a designator", whichever one the building uses (the service standardizes the
 * designator; the spec lists `secondary_designator` among the components it may replace).
 */
export const SECONDARY_DESIGNATORS = new Set(
  (
    '# apt apartment bldg building bsmt basement dept department fl floor frnt front hngr hangar key lbby lobby lot ' +
    'lowr lower ofc office ph penthouse pier rear rm room side slip spc space stop ste suite trlr trailer unit uppr upper'
  ).split(' '),
);

/**
 * Spelled-out ordinals and their numeric form, 1st to 20th: street names are matched in numeric form, so "Fifth Ave"
 * and "5th Ave" find each other (matching.js ordinalForm).
 * @type {Record<string, string>}
 */
export const ORDINAL_WORDS = Object.fromEntries(
  [
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
    'twentieth',
  ].map((word, i) => [word, `${i + 1}${i + 1 === 1 ? 'st' : i + 1 === 2 ? 'nd' : i + 1 === 3 ? 'rd' : 'th'}`]),
);

/** Standard abbreviations of street suffix and directional words (USPS Publication 28 style). */
export const STANDARD_WORDS = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  drive: 'dr',
  road: 'rd',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  circle: 'cir',
  terrace: 'ter',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  mount: 'mt',
  ...ORDINAL_WORDS,
  avenida: 'ave',
};

/** The prefixes of military addresses ("PSC 1234 Box 567", "Unit 2050 Box 4190", "CMR 450 Box 12"). */
export const MILITARY_PREFIXES = ['PSC', 'Unit', 'CMR'];
