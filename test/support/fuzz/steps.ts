// What a shopper (and the page) may do in a fuzzed session, as plain data that fast-check draws, prints and shrinks:
// one step per action, each aimed at one of the three elements. actions.ts performs them.
import fc from 'fast-check';
import { ELEMENT_NAMES, type ElementName } from './page.js';
import type { Fault } from './network.js';

/** Real key input (sendKeys, the runner's keyboard) or events dispatched on the element's DOM (faster). */
export type Via = 'keys' | 'dom';
/** Where the caret goes before an edit: the end, the start, around the whole text, or a share of the length. */
export type Caret = 'end' | 'start' | 'all' | number;

export type Step =
  | { do: 'type'; el: ElementName; text: string; via: Via; caret: Caret }
  | { do: 'backspace'; el: ElementName; count: number; via: Via; caret: Caret }
  | { do: 'paste'; el: ElementName; text: string; caret: Caret }
  | { do: 'autofill'; el: ElementName; address: number; via: 'input' | 'animation' }
  | { do: 'key'; el: ElementName; key: Key; via: Via }
  | { do: 'click-option'; el: ElementName; index: number; via: 'mouse' | 'dom' }
  /** Down `downs` times, then Enter: the keyboard's way to choose. */
  | { do: 'choose'; el: ElementName; downs: number; via: Via }
  | { do: 'blur'; el: ElementName; via: 'tab' | 'outside' | 'script' }
  | { do: 'compose'; el: ElementName; sequence: number; order: 'end-last' | 'input-last'; cancel: boolean }
  | { do: 'toggle'; el: ElementName; what: 'disabled' | 'readonly' }
  | { do: 'attribute'; el: ElementName; name: string; value: string | null }
  | { do: 'move'; el: ElementName; to: Place }
  | { do: 'remove'; el: ElementName }
  | { do: 'wait'; ms: number }
  /** The shopper pauses until the element's requests are answered (a condition, not a time). */
  | { do: 'settle'; el: ElementName };

export type Key = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Alt+ArrowDown' | 'Alt+ArrowUp' | 'Home' | 'End';
/** Where an element is moved (or put back after a removal): its own block, another block, outside the form. */
export type Place = 'home' | 'next-block' | 'elsewhere';

/** Addresses that find things in the simulator (US: landmarks, buildings with units; international: GBR, CAN, DEU, JPN). */
const US_STARTS = ['1600 Penn', '123 Main', '350 5th', '77 Massa', '2 Ocean', '1600 Amph', '1600 Pennsylvania Ave'];
const INTL_STARTS = ['High St', '10 Down', 'Haupt', 'Rue de', 'King', 'Main', 'Church'];
/** Typed on after a start: a unit, more of the street. */
const US_MORE = [' Apt 3', ' #1', 'sylvania', ' St', ' ', '1', 'e'];
const INTL_MORE = ['reet', ' 1', 'str', 'e', ' '];
const US_TYPED = [...US_STARTS, ...US_MORE];
const INTL_TYPED = [...INTL_STARTS, ...INTL_MORE];
const ASCII = [...'abcdefghijklmnopqrstuvwxyz0123456789 #,-.'];

export const PASTED = [
  '1600 Amphitheatre Pkwy, Mountain View, CA 94043',
  '1600 Amphitheater Pkwy\nMountain View, CA 94043',
  '350 5th Ave, New York, NY 10118',
  '123 Main',
  '1600 Pennsylvania Ave Apt 3',
  'Hauptstraße 12, 80331 München',
  '東京都千代田区丸の内1丁目',
];

/** What browser autofill puts into a block: the street and the block's other fields, by their label. */
export const AUTOFILLED: ReadonlyArray<Record<string, string>> = [
  { street: '1600 Amphitheatre Pkwy', City: 'Mountain View', State: 'CA', 'ZIP code': '94042' },
  { street: '1600 Amphitheater Pkwy', City: 'Mountain View', State: 'CA', 'ZIP code': '94043' },
  { street: '77 Massachusetts Ave', City: 'Cambridge', State: 'MA', 'ZIP code': '02139', Unit: '' },
  { street: '10 Downing Street', Town: 'London', Postcode: 'SW1A 2AA' },
];

/** IME compositions, as the composing text grows: Japanese kana to kanji, Korean jamo to a syllable block. */
export const COMPOSITIONS: ReadonlyArray<readonly string[]> = [
  ['と', 'とう', 'とうき', 'とうきょう', '東京'],
  ['ま', 'まる', 'まるの', 'まるのうち', '丸の内'],
  ['ㅎ', '하', '한'],
  ['s', 'st', 'str', 'straße'],
];

/** The attributes a session changes, with good values and (a few) bad ones, which must be reported as `config`. */
export const ATTRIBUTES: Record<ElementName, Record<string, ReadonlyArray<string | null>>> = {
  v2: {
    api: ['v2', 'pro', null],
    'max-results': ['1', '3', '10', null, '0', 'many'],
    debounce: ['0', '40', '150', null, '-1'],
    'min-chars': ['1', '3', null, '0'],
    verify: ['', null],
    'require-verified': ['', null],
  },
  pro: {
    api: ['pro', 'v2'],
    'max-results': ['2', '10', null, '11'],
    debounce: ['0', '90', null],
    'min-chars': ['1', '2', null, '0'],
    verify: ['', null],
    'require-verified': ['', null],
  },
  intl: {
    country: ['GBR', 'CAN', 'DEU', 'JPN', 'FRA'],
    'max-results': ['1', '5', null, '0'],
    'max-group-results': ['3', '100', null],
    debounce: ['0', '60', null],
    'min-chars': ['1', '3', null, '0'],
    'require-verified': ['', null],
  },
};

/** Whether an attribute value is one the element must refuse (named in a `config` error). */
export function isBadValue(name: string, value: string | null): boolean {
  if (value === null) return false;
  if (name === 'max-results') return !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10;
  if (name === 'min-chars') return Number(value) < 1;
  if (name === 'debounce') return Number(value) < 0;
  return false;
}

const element = fc.constantFrom(...ELEMENT_NAMES);

/** A value for the attribute: a bad one now and then (it stops the lookups until the attribute changes again). */
function attributeValue(name: string, values: ReadonlyArray<string | null>): fc.Arbitrary<string | null> {
  const good = values.filter((value) => !isBadValue(name, value));
  const bad = values.filter((value) => isBadValue(name, value));
  if (bad.length === 0) return fc.constantFrom(...good);
  return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...good) }, fc.constantFrom(...bad));
}
const caret: fc.Arbitrary<Caret> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Caret>('end') },
  fc.constantFrom<Caret>('start', 'all'),
  fc.double({ min: 0, max: 1, noNaN: true }),
);

/** Typing or pasting an address replaces the text, mostly. */
const addressCaret = fc.constantFrom<Caret>('all', 'all', 'all', 'all', 'end', 0.5);

/** Text typed with real keys: what the keyboard of every engine types (addresses, ASCII). */
function keyText(el: ElementName): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(el === 'intl' ? INTL_TYPED : US_TYPED)) },
    fc.string({ unit: fc.constantFrom(...ASCII), minLength: 1, maxLength: 4 }),
  );
}

/** Text typed through the DOM: any grapheme, emoji sequences and combining marks included. */
function domText(el: ElementName): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: keyText(el) },
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }),
    fc.constantFrom('Straße ', 'Ünter', 'café', '👩‍👩‍👧', 'é', '丸の内', '\u0301', 'נחל'),
  );
}

function stepFor(el: ElementName): fc.Arbitrary<Step> {
  const attributes = ATTRIBUTES[el];
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.oneof(
        {
          weight: 3,
          arbitrary: fc.record({
            do: fc.constant('type' as const),
            el: fc.constant(el),
            text: fc.constantFrom(...(el === 'intl' ? INTL_STARTS : US_STARTS)),
            via: fc.constantFrom<Via>('keys', 'dom'),
            caret: addressCaret,
          }),
        },
        {
          weight: 2,
          arbitrary: fc.record({
            do: fc.constant('type' as const),
            el: fc.constant(el),
            text: fc.constantFrom(...(el === 'intl' ? INTL_MORE : US_MORE)),
            via: fc.constantFrom<Via>('keys', 'dom'),
            caret: fc.constant<Caret>('end'),
          }),
        },
        fc.record({
          do: fc.constant('type' as const),
          el: fc.constant(el),
          text: keyText(el),
          via: fc.constant<Via>('keys'),
          caret,
        }),
        fc.record({
          do: fc.constant('type' as const),
          el: fc.constant(el),
          text: domText(el),
          via: fc.constant<Via>('dom'),
          caret,
        }),
      ),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        do: fc.constant('backspace' as const),
        el: fc.constant(el),
        count: fc.integer({ min: 1, max: 12 }),
        via: fc.constantFrom<Via>('keys', 'dom'),
        caret,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        do: fc.constant('paste' as const),
        el: fc.constant(el),
        text: fc.constantFrom(...PASTED),
        caret: addressCaret,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        do: fc.constant('autofill' as const),
        el: fc.constant(el),
        address: fc.integer({ min: 0, max: AUTOFILLED.length - 1 }),
        via: fc.constantFrom('input' as const, 'animation' as const),
      }),
    },
    {
      weight: 22,
      arbitrary: fc.record({
        do: fc.constant('key' as const),
        el: fc.constant(el),
        key: fc.constantFrom<Key>(
          'ArrowDown',
          'ArrowDown',
          'ArrowDown',
          'ArrowUp',
          'Enter',
          'Enter',
          'Enter',
          'Escape',
          'Alt+ArrowDown',
          'Alt+ArrowUp',
          'Home',
          'End',
        ),
        via: fc.constantFrom<Via>('keys', 'dom'),
      }),
    },
    {
      weight: 7,
      arbitrary: fc.record({
        do: fc.constant('click-option' as const),
        el: fc.constant(el),
        index: fc.nat({ max: 9 }),
        via: fc.constantFrom('mouse' as const, 'dom' as const),
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        do: fc.constant('choose' as const),
        el: fc.constant(el),
        downs: fc.integer({ min: 1, max: 4 }),
        via: fc.constantFrom<Via>('keys', 'dom'),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        do: fc.constant('blur' as const),
        el: fc.constant(el),
        via: fc.constantFrom('tab' as const, 'outside' as const, 'script' as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        do: fc.constant('compose' as const),
        el: fc.constant(el),
        sequence: fc.nat({ max: COMPOSITIONS.length - 1 }),
        order: fc.constantFrom('end-last' as const, 'input-last' as const),
        cancel: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        do: fc.constant('toggle' as const),
        el: fc.constant(el),
        what: fc.constantFrom('disabled' as const, 'readonly' as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...Object.keys(attributes)).chain((name) =>
        fc.record({
          do: fc.constant('attribute' as const),
          el: fc.constant(el),
          name: fc.constant(name),
          value: attributeValue(name, attributes[name]!),
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        do: fc.constant('move' as const),
        el: fc.constant(el),
        to: fc.constantFrom<Place>('home', 'next-block', 'elsewhere'),
      }),
    },
    { weight: 1, arbitrary: fc.record({ do: fc.constant('remove' as const), el: fc.constant(el) }) },
  );
}

/**
 * One step: mostly shopper actions on the session's main element (a shopper fills one address at a time; the others
 * are touched now and then), sometimes a pause of a random length (random typing speeds) or until the answers are in.
 */
export function stepArbitrary(main: ElementName): fc.Arbitrary<Step> {
  return fc.oneof(
    { weight: 12, arbitrary: stepFor(main) },
    { weight: 3, arbitrary: element.chain(stepFor) },
    { weight: 2, arbitrary: fc.record({ do: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 400 }) }) },
    { weight: 4, arbitrary: fc.record({ do: fc.constant('settle' as const), el: fc.constant(main) }) },
  );
}

/** The fault each request meets, drawn per session: mostly none, a latency, and the failures the simulator makes. */
export const faultArbitrary: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 10, arbitrary: fc.constant('') },
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 600 }).map((ms) => `latency:${ms}`) },
  { weight: 2, arbitrary: fc.constantFrom('status:503', 'status:500', 'malformed', 'latency:200,status:503') },
  // A dropped connection and a 429 make the element wait (1 s, doubling while they follow one another).
  { weight: 1, arbitrary: fc.constantFrom('drop', 'status:429') },
);

/** A session: `steps` steps and the faults its requests meet. */
export function sessionArbitrary(steps: number): fc.Arbitrary<{ steps: Step[]; faults: Fault[] }> {
  return fc.record({
    steps: element.chain((main) => fc.array(stepArbitrary(main), { minLength: steps, maxLength: steps })),
    faults: fc.array(faultArbitrary, { minLength: 24, maxLength: 24 }),
  });
}
