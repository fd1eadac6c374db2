// Postal codes in each country's real format. Japan's are real (from japan-postal-code); the others are plausible
// codes generated deterministically per locality (and per street where codes are that fine-grained: Canada, the UK,
// the Netherlands), with the leading part right for the state where that is cheap to know.

import { intFor, pick } from '../shared.js';
import { allTowns, formatJpPostal } from './jp-data.js';
import { statesOf } from './localities.js';

/** @typedef {import('./localities.js').Place} Place */

const CAN_FIRST_LETTER = /** @type {Record<string, string>} */ ({
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
});
const CAN_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/**
 * The first letter of a Canadian postal code. Ontario and Quebec have several; the package's coordinates pick the
 * right one roughly (M Toronto, K eastern, N south-western, P northern, L the rest of Ontario; H Montreal, G eastern,
 * J western Quebec).
 * @param {Place} place
 */
function canadaFirstLetter(place) {
  const { stateCode, lat, lon } = place;
  if (stateCode === 'ON') {
    if (lat > 43.58 && lat < 43.86 && lon > -79.64 && lon < -79.11) return 'M';
    if (lat > 46 || (lat > 45 && lon < -79.5)) return 'P';
    if (lon > -77.6) return 'K';
    return lon < -80.2 ? 'N' : 'L';
  }
  if (stateCode === 'QC') {
    if (lat > 45.4 && lat < 45.71 && lon > -73.98 && lon < -73.47) return 'H';
    return lon > -72.6 || lat > 46.6 ? 'G' : 'J';
  }
  return CAN_FIRST_LETTER[stateCode] ?? 'K';
}

const GBR_AREAS = /** @type {Record<string, string[]>} */ ({
  ENG: (
    'B BA BB BD BH BL BN BR BS CA CB CM CO CR CT CV CW DA DE DH DL DN DT DY E EC EN EX GL GU HA HD HG HP HU ' +
    'HX IG IP KT L LA LE LN LS LU M ME MK N NE NG NN NR NW OL OX PE PL PO PR RG RH RM S SE SG SK SL SM SN SO SP SR ' +
    'SS ST SW TA TF TN TQ TR TS TW UB W WA WD WF WN WR WS WV YO'
  ).split(' '),
  SCT: 'AB DD DG EH FK G HS IV KA KW KY ML PA PH TD ZE'.split(' '),
  WLS: 'CF LD LL NP SA SY'.split(' '),
  NYK: 'YO HG DL TS BD'.split(' '),
});
const GBR_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const LONDON_AREAS = 'E EC N NW SE SW W WC'.split(' ');

/**
 * Postcode areas a UK locality may have: London's for London localities, else the nation's areas, preferring those
 * that start with the locality's initial (Manchester → M, Leeds → L, LS, ...). Plausible, not exact.
 * @param {Place} place
 */
function gbrAreas(place) {
  if (/london/i.test(place.name)) return LONDON_AREAS;
  const areas = GBR_AREAS[place.stateCode] ?? GBR_AREAS.ENG;
  const matching = areas.filter((area) => area.startsWith(place.name[0]?.toUpperCase() ?? ''));
  return matching.length > 0 ? matching : areas;
}

const DEU_PREFIXES = /** @type {Record<string, string[]>} */ ({
  BW: '68 69 70 71 72 73 74 75 76 77 78 79 88 89'.split(' '),
  BY: '80 81 82 83 84 85 86 87 90 91 92 93 94 95 96 97'.split(' '),
  BE: '10 12 13 14'.split(' '),
  BB: '03 14 15 16'.split(' '),
  HB: '27 28'.split(' '),
  HH: '20 21 22'.split(' '),
  HE: '34 35 36 60 61 63 64 65'.split(' '),
  MV: '17 18 19'.split(' '),
  NI: '21 26 27 29 30 31 37 38 49'.split(' '),
  NW: '32 33 40 41 42 44 45 46 47 48 50 51 52 53 57 58 59'.split(' '),
  RP: '54 55 56 57 66 67'.split(' '),
  SL: ['66'],
  SN: '01 02 04 08 09'.split(' '),
  ST: '06 38 39'.split(' '),
  SH: '23 24 25'.split(' '),
  TH: '07 36 98 99'.split(' '),
});

/** Australian postcode ranges by state or territory. */
const AUS_RANGES = /** @type {Record<string, [number, number][]>} */ ({
  NSW: [
    [2000, 2599],
    [2619, 2899],
  ],
  ACT: [[2600, 2618]],
  VIC: [[3000, 3999]],
  QLD: [[4000, 4999]],
  SA: [[5000, 5799]],
  WA: [[6000, 6797]],
  TAS: [[7000, 7799]],
  NT: [[800, 899]],
});

/** First digit of Austrian postcodes by federal state (country-state-city numbers them 1–9 alphabetically). */
const AUT_FIRST_DIGIT = /** @type {Record<string, string>} */ ({
  1: '7',
  2: '9',
  3: '23',
  4: '4',
  5: '5',
  6: '8',
  7: '6',
  8: '6',
  9: '1',
});

/** First digit of Swiss postcodes by canton (the postal zones run west to east). */
const CHE_FIRST_DIGIT = /** @type {Record<string, string>} */ ({
  GE: '1',
  VD: '1',
  VS: '13',
  FR: '17',
  NE: '2',
  JU: '2',
  BE: '3',
  SO: '4',
  BS: '4',
  BL: '4',
  AG: '5',
  LU: '6',
  ZG: '6',
  SZ: '8',
  NW: '6',
  OW: '6',
  UR: '6',
  TI: '6',
  GR: '7',
  ZH: '8',
  SH: '8',
  TG: '8',
  GL: '8',
  SG: '9',
  AR: '9',
  AI: '9',
});

/** Spanish province codes (the first two postcode digits) by autonomous community. */
const ESP_PROVINCES = /** @type {Record<string, string[]>} */ ({
  AN: '04 11 14 18 21 23 29 41'.split(' '),
  AR: '22 44 50'.split(' '),
  AS: ['33'],
  PM: ['07'],
  PV: '01 20 48'.split(' '),
  BU: ['09'],
  CN: '35 38'.split(' '),
  CB: ['39'],
  CL: '05 09 24 34 37 40 42 47 49'.split(' '),
  LE: ['24'],
  CM: '02 13 16 19 45'.split(' '),
  CT: '08 17 25 43'.split(' '),
  CE: ['51'],
  EX: '06 10'.split(' '),
  GA: '15 27 32 36'.split(' '),
  RI: ['26'],
  MD: ['28'],
  ML: ['52'],
  MC: ['30'],
  NC: ['31'],
  P: ['34'],
  SA: ['37'],
  SG: ['40'],
  SO: ['42'],
  VC: '03 12 46'.split(' '),
  VA: ['47'],
  ZA: ['49'],
  AV: ['05'],
});

/**
 * @param {string} seed
 * @param {number} width
 */
function digits(seed, width) {
  return String(intFor(seed, 0, 10 ** width - 1)).padStart(width, '0');
}

/**
 * @param {string} letters
 * @param {string} seed
 */
function letter(letters, seed) {
  return pick([...letters], seed);
}

/** @type {Map<string, string> | undefined} */
let frenchDepartments;

/**
 * The French department nearest to a locality (by the package's coordinates): its number starts the postcode.
 * @param {Place} place
 */
function frenchDepartment(place) {
  frenchDepartments ??= new Map();
  let department = frenchDepartments.get(place.key);
  if (department) return department;
  let best = Infinity;
  department = '75';
  for (const state of statesOf('FR').values()) {
    const match = /^(\d\d|2[AB])[CM]?$/.exec(state.isoCode);
    if (!match) continue;
    const dLat = Number(state.latitude) - place.lat;
    const dLon = (Number(state.longitude) - place.lon) * Math.cos((place.lat * Math.PI) / 180);
    const distance = dLat * dLat + dLon * dLon;
    if (distance < best) {
      best = distance;
      department = match[1].replace(/2[AB]/, '20');
    }
  }
  frenchDepartments.set(place.key, department);
  return department;
}

/** @type {Map<number, import('./jp-data.js').Town[]>} */
const townsByPrefecture = new Map();

/**
 * A real postal code of the same prefecture for a romanised Japanese locality (the two data sets share the JIS
 * prefecture number but not the names, so the code is real for the prefecture, not for that very locality).
 * @param {Place} place
 */
function japaneseLatinPostal(place) {
  const prefecture = Number(place.stateCode);
  if (townsByPrefecture.size === 0) {
    for (const town of allTowns().towns) {
      const list = townsByPrefecture.get(town.prefecture);
      if (list) list.push(town);
      else townsByPrefecture.set(town.prefecture, [town]);
    }
  }
  const towns = townsByPrefecture.get(prefecture) ?? allTowns().towns;
  return formatJpPostal(pick(towns, place.key).postal7);
}

/**
 * Postal codes by country in two parts: the head depends on the locality only (the whole code in most countries),
 * the tail on the street (Canada's local delivery unit, the UK's inward code, the Netherlands' letters).
 * @type {Record<string, { head: (place: Place) => string, tail?: (place: Place, street: string) => string }>}
 */
const POSTAL = {
  CAN: {
    head: (place) =>
      canadaFirstLetter(place) + intFor(`CAN|${place.key}|d`, 1, 9) + letter(CAN_LETTERS, `CAN|${place.key}|l`),
    tail: (place, street) => {
      const seed = `CAN|${place.key}|${street}`;
      return `${intFor(seed, 0, 9)}${letter(CAN_LETTERS, `${seed}|l`)}${intFor(`${seed}|d`, 0, 9)}`;
    },
  },
  GBR: {
    head: (place) => pick(gbrAreas(place), `GBR|${place.key}`) + intFor(`GBR|${place.key}|d`, 1, 29),
    tail: (place, street) => {
      const seed = `GBR|${place.key}|${street}`;
      return intFor(seed, 0, 9) + letter(GBR_INWARD_LETTERS, `${seed}|a`) + letter(GBR_INWARD_LETTERS, `${seed}|b`);
    },
  },
  NLD: {
    head: (place) => String(intFor(`NLD|${place.key}`, 1000, 9999)),
    tail: (place, street) => {
      const letters = 'ABCEGHJKLMNPRTVWXZ';
      return letter(letters, `NLD|${place.key}|${street}|a`) + letter(letters, `NLD|${place.key}|${street}|b`);
    },
  },
  DEU: {
    head: (place) =>
      pick(DEU_PREFIXES[place.stateCode] ?? ['10'], `DEU|${place.key}`) + digits(`DEU|${place.key}|n`, 3),
  },
  AUS: {
    head: (place) => {
      const [low, high] = pick(AUS_RANGES[place.stateCode] ?? AUS_RANGES.NSW, `AUS|${place.key}`);
      return String(intFor(`AUS|${place.key}|n`, low, high)).padStart(4, '0');
    },
  },
  FRA: {
    head: (place) => {
      const seed = `FRA|${place.key}`;
      const department = frenchDepartment(place);
      if (department === '75') return `750${String(intFor(seed, 1, 20)).padStart(2, '0')}`;
      return `${department}${intFor(seed, 0, 9)}${intFor(`${seed}|n`, 0, 9)}0`;
    },
  },
  JPN: { head: (place) => (place.town ? formatJpPostal(place.town.postal7) : japaneseLatinPostal(place)) },
  AUT: {
    head: (place) => {
      const seed = `AUT|${place.key}`;
      const first = letter(AUT_FIRST_DIGIT[place.stateCode] ?? '4', seed);
      if (first === '1') return `1${String(intFor(`${seed}|n`, 1, 23)).padStart(2, '0')}0`;
      return first + String(intFor(`${seed}|n`, 10, 999)).padStart(3, '0');
    },
  },
  CHE: {
    head: (place) =>
      letter(CHE_FIRST_DIGIT[place.stateCode] ?? '8', `CHE|${place.key}`) + digits(`CHE|${place.key}|n`, 3),
  },
  ITA: { head: (place) => String(intFor(`ITA|${place.key}`, 10, 98)) + digits(`ITA|${place.key}|n`, 3) },
  ESP: {
    head: (place) =>
      pick(ESP_PROVINCES[place.stateCode] ?? ['28'], `ESP|${place.key}`) + digits(`ESP|${place.key}|n`, 3),
  },
  NZL: { head: (place) => String(intFor(`NZL|${place.key}`, 110, 9893)).padStart(4, '0') },
  RUS: { head: (place) => String(intFor(`RUS|${place.key}`, 101000, 692999)) },
};

/** @type {WeakMap<Place, string>} */
const heads = new WeakMap();

/**
 * The locality's part of its postal codes (memoised): the whole code where codes do not vary by street.
 * @param {string} iso3
 * @param {Place} place
 */
export function postalHead(iso3, place) {
  let head = heads.get(place);
  if (head === undefined) {
    head = POSTAL[iso3]?.head(place) ?? '';
    heads.set(place, head);
  }
  return head;
}

/**
 * The street's part of the postal code, '' where codes do not vary by street.
 * @param {string} iso3
 * @param {Place} place
 * @param {string} street
 */
export function postalTail(iso3, place, street) {
  return POSTAL[iso3]?.tail?.(place, street) ?? '';
}

/**
 * The postal code of an address on this street of this locality.
 * @param {string} iso3
 * @param {Place} place
 * @param {string} street
 */
export function postalCodeFor(iso3, place, street) {
  const tail = postalTail(iso3, place, street);
  return tail ? `${postalHead(iso3, place)} ${tail}` : postalHead(iso3, place);
}

/**
 * The part of a postal code a group's summary shows: Canada's forward sortation area and the UK's outward code,
 * as in the fixture "123 Main St Winnipeg, MB, R3C"; other countries show the whole code.
 * @param {string} iso3
 * @param {string} code
 */
export function groupPostalCode(iso3, code) {
  return iso3 === 'CAN' || iso3 === 'GBR' ? code.split(' ')[0] : code;
}
