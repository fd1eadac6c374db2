// The simulated address universe, generated deterministically over the real ZIP Codes (shared.js hashing only, never
// Math.random): each ZIP gets a handful of streets with house numbers; some addresses are multi-unit buildings;
// some ZIPs have PO Boxes; APO/FPO/DPO ZIPs have military "PSC 1234 Box 567" addresses; Puerto Rico streets carry
// an urbanization; every address has a type (rdi) and a source (postal, or "other" for about 5%).
import { chance, hash32, intFor, pick } from '../shared.js';
import { usData } from './data.js';
import { allNumbers } from './numbers.js';
import {
  BUILDING_DESIGNATORS,
  MAIN_ST,
  MAINLAND_STREETS,
  MILITARY_PREFIXES,
  PR_STREETS,
  REAL_LANDMARKS,
  STREET_NAMES,
  URBANIZATIONS,
} from './vocabulary.js';

/**
 * @typedef {import('./data.js').ZipRecord} ZipRecord
 * @typedef {import('./numbers.js').NumberRange} NumberRange
 * @typedef {import('./vocabulary.js').StreetName} StreetName
 * @typedef {import('./vocabulary.js').BuildingPlan} BuildingPlan
 */

/**
 * @typedef {object} Street
 * @property {ZipRecord} zip
 * @property {StreetName} name
 * @property {NumberRange} numbers house numbers
 * @property {string} [urbanization] Puerto Rico only
 */

/**
 * @typedef {object} Building
 * @property {string} designator 'Apt', 'Ste' or 'Unit'
 * @property {string[]} units unit numbers in order ("1", "101", "A")
 * @property {boolean} baseUndeliverable the base address is not a delivery point (DPV footnotes AAN1)
 */

/**
 * @typedef {object} Address
 * @property {'street' | 'po-box' | 'military'} kind
 * @property {ZipRecord} zip
 * @property {string} line the street line ("123 Main St", "PO Box 12", "PSC 1234 Box 567")
 * @property {number} number house, PO Box or military box number
 * @property {Street} [street] for street addresses
 * @property {string} [militaryUnit] for military addresses: "PSC 1234"
 * @property {string} [urbanization]
 * @property {'Residential' | 'Commercial'} rdi
 * @property {'postal' | 'other'} source
 * @property {Building} [building] for multi-unit addresses
 */

export const SHARES = {
  building: 0.15,
  commercial: 0.22,
  nonPostal: 0.05,
  undeliverableBase: 0.6,
  poBoxZip: 0.35,
  mainStreet: 0.5,
};

/** At most this many streets per ZIP. */
const MAX_STREETS = 7;
const STEPS = [2, 2, 2, 4, 6, 10];
const BOX_STEPS = [1, 1, 2, 3, 5, 7];

/**
 * The streets and PO Box ranges of every ZIP in typed arrays (indexed by ZIP index), built once on first use so that
 * a search can test a whole ZIP before generating any object. Each field is taken from bits of one shared.js hash.
 * @typedef {object} StreetTable
 * @property {Uint8Array} streetCount
 * @property {Uint16Array} nameIds [zip * MAX_STREETS + k]
 * @property {Uint16Array} starts
 * @property {Uint8Array} steps
 * @property {Uint8Array} counts
 * @property {Uint16Array} boxStarts
 * @property {Uint8Array} boxSteps
 * @property {Uint16Array} boxCounts 0 when the ZIP has no PO Boxes
 */

/** @type {StreetTable | undefined} */
let table;
/** @type {Map<number, Street[]>} */
const streetCache = new Map();

/** @returns {StreetTable} */
export function streetTable() {
  table ??= buildTable();
  return table;
}

function buildTable() {
  const zips = usData().zips;
  const size = zips.length * MAX_STREETS;
  /** @type {StreetTable} */
  const built = {
    streetCount: new Uint8Array(zips.length),
    nameIds: new Uint16Array(size),
    starts: new Uint16Array(size),
    steps: new Uint8Array(size),
    counts: new Uint8Array(size),
    boxStarts: new Uint16Array(zips.length),
    boxSteps: new Uint8Array(zips.length),
    boxCounts: new Uint16Array(zips.length),
  };
  for (const zip of zips) {
    if (zip.military) continue;
    fillStreets(built, zip);
    fillBoxes(built, zip);
  }
  return built;
}

/**
 * @param {StreetTable} into
 * @param {ZipRecord} zip
 */
function fillStreets(into, zip) {
  const pr = zip.state === 'PR';
  const vocabulary = pr ? PR_STREETS : MAINLAND_STREETS;
  const shape = hash32(`streets|${zip.zip}`);
  const wanted = 4 + (shape % 4);
  const base = zip.index * MAX_STREETS;
  let n = 0;
  if (!pr && MAIN_ST && (shape >>> 4) % 100 < SHARES.mainStreet * 100) into.nameIds[base + n++] = MAIN_ST.id;
  const walk = hash32(`street|${zip.zip}`);
  const first = walk % vocabulary.length;
  const stride = 1 + ((walk >>> 10) % (vocabulary.length - 1));
  for (let j = 0; n < wanted && j < wanted * 4; j++) {
    const id = vocabulary[(first + j * stride) % vocabulary.length].id;
    if (!into.nameIds.subarray(base, base + n).includes(id)) into.nameIds[base + n++] = id;
  }
  // A real landmark's street is in its real ZIP Code (appended, or in place of the last street when the ZIP is full).
  for (const landmark of REAL_LANDMARKS) {
    const id = STREET_NAMES.findIndex((name) => name.text === landmark.street);
    if (landmark.zip !== zip.zip || id < 0 || into.nameIds.subarray(base, base + n).includes(id)) continue;
    into.nameIds[base + Math.min(n, MAX_STREETS - 1)] = id;
    n = Math.min(n + 1, MAX_STREETS);
  }
  into.streetCount[zip.index] = n;
  for (let k = 0; k < n; k++) {
    const h = hash32(`${zip.zip}|${into.nameIds[base + k]}`);
    const band = h % 100;
    const spread = h >>> 7;
    into.starts[base + k] = band < 30 ? 1 + (spread % 40) : band < 75 ? 100 + (spread % 891) : 1000 + (spread % 8901);
    into.steps[base + k] = STEPS[(h >>> 20) % STEPS.length];
    into.counts[base + k] = 12 + ((h >>> 23) % 29);
  }
}

/**
 * @param {StreetTable} into
 * @param {ZipRecord} zip
 */
function fillBoxes(into, zip) {
  const h = hash32(`po|${zip.zip}`);
  if (h % 100 >= SHARES.poBoxZip * 100) return;
  into.boxStarts[zip.index] = 1 + ((h >>> 7) % 30);
  into.boxSteps[zip.index] = BOX_STEPS[(h >>> 12) % BOX_STEPS.length];
  into.boxCounts[zip.index] = 40 + ((h >>> 15) % 361);
}

/**
 * The house-number range of the k-th street of a ZIP, written into `range` (reused by scans to avoid garbage).
 * @param {ZipRecord} zip
 * @param {number} k
 * @param {NumberRange} range
 * @returns {NumberRange}
 */
export function streetRangeAt(zip, k, range) {
  const t = streetTable();
  const slot = zip.index * MAX_STREETS + k;
  range.start = t.starts[slot];
  range.step = t.steps[slot];
  range.count = t.counts[slot];
  range.extra = STREET_NAMES[t.nameIds[slot]].extraNumbers;
  return range;
}

/**
 * How many streets a ZIP has and the vocabulary id of its k-th street, read from the table without allocating.
 * @param {ZipRecord} zip
 */
export function streetCountAt(zip) {
  return streetTable().streetCount[zip.index];
}

/**
 * @param {ZipRecord} zip
 * @param {number} k
 */
export function streetNameIdAt(zip, k) {
  return streetTable().nameIds[zip.index * MAX_STREETS + k];
}

/**
 * The PO Box range of a ZIP written into `range`; false when the ZIP has no PO Boxes.
 * @param {ZipRecord} zip
 * @param {NumberRange} range
 */
export function poBoxRangeAt(zip, range) {
  const t = streetTable();
  range.start = t.boxStarts[zip.index];
  range.step = t.boxSteps[zip.index];
  range.count = t.boxCounts[zip.index];
  range.extra = undefined;
  return range.count > 0;
}

/**
 * The street names of a ZIP, in its street order (none for a military ZIP).
 * @param {ZipRecord} zip
 * @returns {StreetName[]}
 */
export function streetNamesAt(zip) {
  const t = streetTable();
  const base = zip.index * MAX_STREETS;
  return Array.from(t.nameIds.subarray(base, base + t.streetCount[zip.index]), (id) => STREET_NAMES[id]);
}

/**
 * The streets of a ZIP (none for a military ZIP), memoised.
 * @param {ZipRecord} zip
 * @returns {Street[]}
 */
export function streetsOf(zip) {
  let streets = streetCache.get(zip.index);
  if (!streets) {
    streets = streetNamesAt(zip).map((name, k) =>
      makeStreet(zip, name, streetRangeAt(zip, k, { start: 0, step: 1, count: 0 })),
    );
    streetCache.set(zip.index, streets);
  }
  return streets;
}

/**
 * @param {ZipRecord} zip
 * @param {StreetName} name
 * @param {NumberRange} numbers
 * @returns {Street}
 */
function makeStreet(zip, name, numbers) {
  if (numbers.extra === undefined) delete numbers.extra;
  /** @type {Street} */
  const street = { zip, name, numbers };
  if (name.pr) street.urbanization = pick(URBANIZATIONS, `urb|${zip.zip}|${name.id}`);
  return street;
}

/**
 * Unit numbers of a building: 1..N, by floor (101, 102, … 201, …) or letters.
 * @param {BuildingPlan} plan
 * @returns {string[]}
 */
export function unitLabels(plan) {
  const labels = [];
  for (let i = 0; i < plan.count; i++) {
    if (plan.style === 'letters') labels.push(String.fromCharCode(65 + i));
    else if (plan.style === 'floors') {
      const perFloor = plan.perFloor ?? 4;
      labels.push(String((Math.floor(i / perFloor) + 1) * 100 + (i % perFloor) + 1));
    } else labels.push(String(i + 1));
  }
  return labels;
}

/**
 * @param {string} seed
 * @param {'Residential' | 'Commercial'} rdi
 * @returns {BuildingPlan}
 */
function buildingPlan(seed, rdi) {
  const count = intFor(`${seed}|units`, 2, 60);
  const style = pick(/** @type {const} */ (['numeric', 'floors', 'letters']), `${seed}|style`);
  const [apt, ste, unit] = BUILDING_DESIGNATORS;
  const designator = rdi === 'Commercial' ? ste : pick([apt, apt, unit], `${seed}|designator`);
  return {
    designator,
    style: style === 'letters' && count > 26 ? 'numeric' : style,
    count,
    perFloor: intFor(`${seed}|perFloor`, 4, 10),
  };
}

/**
 * The address at a house number of a street (the number must exist on it).
 * @param {Street} street
 * @param {number} number
 * @returns {Address}
 */
export function streetAddress(street, number) {
  const seed = `${street.zip.zip}|${street.name.id}|${number}`;
  const landmark = street.name.landmarks.find((item) => item.number === number);
  const rdi = landmark
    ? (landmark.rdi ?? 'Residential')
    : chance(`${seed}|rdi`, SHARES.commercial)
      ? 'Commercial'
      : 'Residential';
  const plan = landmark
    ? landmark.building
    : chance(`${seed}|building`, SHARES.building)
      ? buildingPlan(seed, rdi)
      : undefined;
  /** @type {Address} */
  const address = {
    kind: 'street',
    zip: street.zip,
    line: `${number} ${street.name.text}`,
    number,
    street,
    rdi,
    source: !landmark && chance(`${seed}|source`, SHARES.nonPostal) ? 'other' : 'postal',
  };
  if (street.urbanization) address.urbanization = street.urbanization;
  if (plan) {
    address.building = {
      designator: plan.designator,
      units: unitLabels(plan),
      baseUndeliverable: chance(`${seed}|base`, SHARES.undeliverableBase),
    };
  }
  return address;
}

/**
 * The PO Box numbers of a ZIP, or undefined when it has none.
 * @param {ZipRecord} zip
 * @returns {NumberRange | undefined}
 */
export function poBoxesOf(zip) {
  const t = streetTable();
  const count = t.boxCounts[zip.index];
  return count === 0 ? undefined : { start: t.boxStarts[zip.index], step: t.boxSteps[zip.index], count };
}

/**
 * @param {ZipRecord} zip
 * @param {number} number an existing box number
 * @returns {Address}
 */
export function poBoxAddress(zip, number) {
  return { kind: 'po-box', zip, line: `PO Box ${number}`, number, rdi: 'Residential', source: 'postal' };
}

/**
 * The military units of an APO/FPO/DPO ZIP ("PSC 1234", "Unit 2050"), each with its box numbers.
 * @param {ZipRecord} zip
 * @returns {Array<{ unit: string, boxes: NumberRange }>}
 */
export function militaryUnitsOf(zip) {
  if (!zip.military) return [];
  let units = militaryCache.get(zip.index);
  if (!units) {
    units = makeMilitaryUnits(zip);
    militaryCache.set(zip.index, units);
  }
  return units;
}

/** @type {Map<number, Array<{ unit: string, boxes: NumberRange }>>} */
const militaryCache = new Map();

/** @param {ZipRecord} zip */
function makeMilitaryUnits(zip) {
  const count = intFor(`mil|${zip.zip}`, 2, 4);
  return Array.from({ length: count }, (_, i) => {
    const seed = `mil|${zip.zip}|${i}`;
    return {
      unit: `${pick(MILITARY_PREFIXES, seed)} ${intFor(`${seed}|number`, 100 + i * 2000, 2099 + i * 2000)}`,
      boxes: {
        start: intFor(`${seed}|start`, 1, 40),
        step: pick([1, 2, 3, 5], `${seed}|step`),
        count: intFor(`${seed}|count`, 50, 300),
      },
    };
  });
}

/**
 * @param {ZipRecord} zip
 * @param {string} unit "PSC 1234"
 * @param {number} box an existing box number
 * @returns {Address}
 */
export function militaryAddress(zip, unit, box) {
  return {
    kind: 'military',
    zip,
    line: `${unit} Box ${box}`,
    number: box,
    militaryUnit: unit,
    rdi: 'Residential',
    source: 'postal',
  };
}

/**
 * Every address of a ZIP, in the universe's order (streets, then PO Boxes, then military boxes). For tests and
 * tools: a search never walks a whole ZIP.
 * @param {ZipRecord} zip
 * @returns {Address[]}
 */
export function addressesOf(zip) {
  const addresses = streetsOf(zip).flatMap((street) =>
    allNumbers(street.numbers).map((number) => streetAddress(street, number)),
  );
  const boxes = poBoxesOf(zip);
  if (boxes) addresses.push(...allNumbers(boxes).map((number) => poBoxAddress(zip, number)));
  for (const { unit, boxes: range } of militaryUnitsOf(zip)) {
    addresses.push(...allNumbers(range).map((box) => militaryAddress(zip, unit, box)));
  }
  return addresses;
}
