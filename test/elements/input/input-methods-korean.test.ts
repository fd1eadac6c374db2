// Korean input methods compose a syllable block from jamo and commit it when the next syllable's first jamo is typed,
// so a Korean street name is a run of short compositions. Decided: a lookup carries committed text only (each
// committed syllable is an edit, debounced as a keystroke is; composed jamo or a composed syllable are never sent),
// and the jamo typed count as typing for the debounce, so that one lookup goes when the shopper pauses, not one per
// syllable. A pause with a syllable still composed looks up the committed part (a Korean IME keeps the last syllable
// composed until the next key). Chromium composes for real; Firefox and WebKit get their events
// (test/support/input-method.ts). The international element for KOR: the simulator answers no candidates, and the
// requests are what is checked.
import { expect } from '@open-wc/testing';
import { FetchRecorder } from '../../support/element-helpers.js';
import { holdClock, intlElement, searches } from '../../support/ime-page.js';
import { Composition, ENGINE } from '../../support/input-method.js';
import { DEFAULT_DEBOUNCE_MS } from '../../../src/core/lookup/scheduler.js';

/**
 * 세종대로 (Sejong-daero, Seoul) on a two-set Korean keyboard, jamo by jamo: each step is the composed syllable and the
 * jamo typed; a Korean IME commits a syllable when the next one's first jamo is typed.
 */
const SEJONG_DAERO: ReadonlyArray<ReadonlyArray<readonly [string, string]>> = [
  [
    ['ㅅ', 'ㅅ'],
    ['세', 'ㅔ'],
  ],
  [
    ['ㅈ', 'ㅈ'],
    ['조', 'ㅗ'],
    ['종', 'ㅇ'],
  ],
  [
    ['ㄷ', 'ㄷ'],
    ['대', 'ㅐ'],
  ],
  [
    ['ㄹ', 'ㄹ'],
    ['로', 'ㅗ'],
  ],
];

describe(`a Korean composition, syllable by syllable, in ${ENGINE}`, () => {
  let recorder: FetchRecorder;
  beforeEach(() => {
    recorder = new FetchRecorder({ path: null }).install();
  });
  afterEach(() => recorder.restore());

  it('with debounce 0: a lookup at each committed syllable past min-chars, never one with jamo or a composed syllable', async () => {
    const el = await intlElement('KOR');
    const input = el.querySelector('input')!;
    input.focus();
    const ime = new Composition(input);
    const sentAtCommit: string[][] = [];
    for (const syllable of SEJONG_DAERO) {
      for (const [text, key] of syllable) await ime.update(text, key);
      await ime.commit(syllable.at(-1)![0]);
      sentAtCommit.push(searches(recorder));
    }
    expect(input.value).to.equal('세종대로');
    expect(sentAtCommit).to.deep.equal([[], [], ['세종대'], ['세종대', '세종대로']]);
  });

  it(`with the default debounce (${DEFAULT_DEBOUNCE_MS} ms): the jamo typed count as typing, so one lookup once the shopper pauses`, async () => {
    const { clock, restore } = holdClock();
    try {
      const el = await intlElement('KOR', 'default');
      const input = el.querySelector('input')!;
      input.focus();
      const ime = new Composition(input);
      // A jamo every two thirds of the debounce: a syllable (two or three jamo) takes longer than the debounce.
      const keystroke = (DEFAULT_DEBOUNCE_MS * 2) / 3;
      for (const syllable of SEJONG_DAERO) {
        for (const [text, key] of syllable) {
          await ime.update(text, key);
          clock.tick(keystroke);
        }
        await ime.commit(syllable.at(-1)![0]);
      }
      expect(searches(recorder), 'sent while the shopper types').to.deep.equal([]);
      clock.tick(DEFAULT_DEBOUNCE_MS);
      expect(searches(recorder)).to.deep.equal(['세종대로']);
    } finally {
      restore();
    }
  });

  it('a pause while a syllable is still composed looks up the committed text only', async () => {
    const { clock, restore } = holdClock();
    try {
      const el = await intlElement('KOR', 'default');
      const input = el.querySelector('input')!;
      input.focus();
      const ime = new Composition(input);
      for (const syllable of SEJONG_DAERO.slice(0, 3)) {
        for (const [text, key] of syllable) await ime.update(text, key);
        await ime.commit(syllable.at(-1)![0]);
      }
      await ime.update('ㄹ', 'ㄹ');
      await ime.update('로', 'ㅗ');
      clock.tick(DEFAULT_DEBOUNCE_MS);
      expect(input.value).to.equal('세종대로');
      expect(searches(recorder), 'after a pause with 로 composed').to.deep.equal(['세종대']);
      await ime.commit('로');
      clock.tick(DEFAULT_DEBOUNCE_MS);
      expect(searches(recorder)).to.deep.equal(['세종대', '세종대로']);
    } finally {
      restore();
    }
  });
});
