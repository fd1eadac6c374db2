// The main-thread cost of an update (issue 21), checked by what the update does rather than by how long it takes:
// the popup renders at every keystroke, so a keystroke that sends nothing writes nothing to the DOM; an answer that
// changes one option touches only that option, and no attribute is written with the value it already has (a
// MutationObserver sees every write); a new list is scrolled back to its top only when it was scrolled (writing
// scrollTop lays the page out at once); a first open positions the popup once, not again in the next frame; and an
// update recomputes nothing of the configuration when no configuration property changed. The answers come from a
// stand-in fetch that can hold them, so each step is one known update.
import { expect, fixtureCleanup, nextFrame } from '@open-wc/testing';
import type { ReactiveElement } from '@lit/reactive-element';
import '../../../src/define.js';
import {
  BASE,
  type UsElement,
  inputOf,
  isOpen,
  listboxOf,
  optionTexts,
  optionsOf,
  popupOf,
  until,
} from '../../support/element-helpers.js';
import { usRow } from '../../support/stand-in-rows.js';
import { elementFixture } from '../../support/checkout-form.js';

/** `count` rows; the row at `changedIndex` gets house number 999 instead. */
function rows(count: number, changedIndex = -1): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => usRow(index === changedIndex ? 999 : index + 1));
}

const originalFetch = window.fetch;
/** The answer's rows for each search text. */
let answers: Map<string, Record<string, unknown>[]>;
/** Requests held until the test releases them (undefined: answered at once). */
let held: (() => void)[] | undefined;
let sent: string[];

function standInFetch(): void {
  window.fetch = async (input, init) => {
    const url = new URL(String(input), location.href);
    if (!url.pathname.startsWith(`${BASE}/`)) return originalFetch(input, init);
    const search = url.searchParams.get('search') ?? '';
    sent.push(search);
    if (held) await new Promise<void>((resolve) => held!.push(resolve));
    return new Response(JSON.stringify({ suggestions: answers.get(search) ?? [] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** A keystroke as the input reports it (keydown, then the input event for the new text), dispatched at once. */
function keystroke(input: HTMLInputElement, text: string): void {
  input.dispatchEvent(new KeyboardEvent('keydown', { key: text.at(-1), bubbles: true, cancelable: true }));
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: text.at(-1), bubbles: true }));
}

/** The US element around a street input labelled Street (no name nor token), focused. */
async function mount(debounce = '0'): Promise<UsElement> {
  const el = await elementFixture({
    debounce,
    streetName: null,
    streetBaseUrl: null,
    streetInput: { autocomplete: null, 'aria-label': 'Street' },
  });
  inputOf(el).focus();
  return el;
}

/** What the option of a stand-in row reads. */
const label = (row: Record<string, unknown>) => `${String(row.street_line)}, Reno, NV 89501`;

/** Types `text` and waits for its answer's list, rendered. */
async function listFor(el: UsElement, text: string): Promise<void> {
  keystroke(inputOf(el), text);
  const expected = (answers.get(text) ?? []).map(label).join('\n');
  await until(
    () => isOpen(el) && listboxOf(el).getAttribute('aria-busy') === 'false' && optionTexts(el).join('\n') === expected,
    `no list for "${text}"`,
  );
  await el.updateComplete;
}

/** Everything written under the element (its input and popup included), attributes with the value they replaced. */
function watch(el: HTMLElement): { stop(): MutationRecord[] } {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((delivered) => records.push(...delivered));
  observer.observe(el, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeOldValue: true,
  });
  return {
    stop() {
      records.push(...observer.takeRecords());
      observer.disconnect();
      return records;
    },
  };
}

function describeRecord(record: MutationRecord): string {
  const target = record.target instanceof Element ? record.target : record.target.parentElement;
  const where = `${target?.localName}.${target?.className || target?.getAttribute('role') || ''}`;
  return record.type === 'attributes' ? `${where} [${record.attributeName}]` : `${where} ${record.type}`;
}

/** Attribute writes that left the value as it was: each record's value after it is the next one's old value. */
function rewrites(records: MutationRecord[]): string[] {
  const found: string[] = [];
  records.forEach((record, index) => {
    if (record.type !== 'attributes') return;
    const name = record.attributeName!;
    const later = records.slice(index + 1).find((next) => next.target === record.target && next.attributeName === name);
    const after = later ? later.oldValue : (record.target as Element).getAttribute(name);
    if (after === record.oldValue) found.push(`${describeRecord(record)} = ${JSON.stringify(after)}`);
  });
  return found;
}

describe('what an update writes', () => {
  beforeEach(() => {
    answers = new Map();
    held = undefined;
    sent = [];
    standInFetch();
  });

  afterEach(() => {
    window.fetch = originalFetch;
    held?.forEach((release) => release());
    fixtureCleanup();
  });

  it('a keystroke that sends nothing, the list unchanged, writes nothing to the DOM', async () => {
    answers.set('12 Ma', rows(5));
    // A debounce no test outlasts: typing sends nothing; Down asks for the list at once.
    const el = await mount('60000');
    const input = inputOf(el);
    keystroke(input, '12 Ma');
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    await until(() => isOpen(el) && optionsOf(el).length === 5, 'no list');
    await el.updateComplete;
    await nextFrame();
    const observer = watch(el);
    const requests = sent.length;
    keystroke(input, '12 Mai');
    await el.updateComplete;
    const records = observer.stop();
    expect(sent.length, 'the keystroke sent a request').to.equal(requests);
    expect(records.map(describeRecord)).to.deep.equal([]);
    expect(isOpen(el), 'the list closed').to.equal(true);
  });

  it('an answer that changes one option touches only that option, and no attribute keeps its value', async () => {
    answers.set('12 Ma', rows(5));
    answers.set('12 Mai', rows(5, 2));
    const el = await mount();
    await listFor(el, '12 Ma');
    const before = optionsOf(el);
    const observer = watch(el);
    await listFor(el, '12 Mai');
    const records = observer.stop();
    expect(optionTexts(el)[2]).to.equal('999 Main St, Reno, NV 89501');
    expect(optionsOf(el), 'the option elements were not reused').to.deep.equal(before);
    expect(rewrites(records), 'attributes written with the value they had').to.deep.equal([]);
    const changed = before[2]!;
    const elsewhere = records.filter(
      (record) => before.some((option) => option.contains(record.target)) && !changed.contains(record.target),
    );
    expect(elsewhere.map(describeRecord), 'unchanged options were written').to.deep.equal([]);
    expect(
      records.some((record) => changed.contains(record.target)),
      'the changed option was not written',
    ).to.equal(true);
  });

  it('a new list does not write scrollTop when nothing scrolled, and goes back to its top after a hand scroll', async () => {
    answers.set('12 Ma', rows(10));
    answers.set('12 Mai', rows(10, 4));
    answers.set('12 Main', rows(10, 5));
    const el = await mount();
    await listFor(el, '12 Ma');
    const listbox = listboxOf(el);
    const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
    const writes: number[] = [];
    Object.defineProperty(listbox, 'scrollTop', {
      configurable: true,
      get: () => scrollTop.get!.call(listbox),
      set: (value: number) => (writes.push(value), scrollTop.set!.call(listbox, value)),
    });
    try {
      await listFor(el, '12 Mai');
      expect(writes, 'scrollTop written for a list that was at its top').to.deep.equal([]);
      // The shopper scrolls the list by hand (the wheel, a drag): the browser reports it with a scroll event.
      const scrolled = new Promise((resolve) => listbox.addEventListener('scroll', resolve, { once: true }));
      scrollTop.set!.call(listbox, listbox.scrollHeight);
      expect(scrollTop.get!.call(listbox), 'the list cannot scroll').to.be.greaterThan(0);
      await scrolled;
      await listFor(el, '12 Main');
      expect(writes, 'the new list was not scrolled to its top').to.deep.equal([0]);
      expect(scrollTop.get!.call(listbox)).to.equal(0);
    } finally {
      Reflect.deleteProperty(listbox, 'scrollTop');
    }
  });

  it('a first open positions the popup once: not again in the frames after it', async () => {
    answers.set('12 Ma', rows(5));
    const el = await mount();
    const style = popupOf(el).style;
    // Frames counted from here: each positioning pass (it writes the room on the popup's side) notes the frame it
    // ran in. The answer's update positions within one task; a pass in a later frame is a second positioning.
    let frame = 0;
    let counting = true;
    const tick = () => (frame++, counting && requestAnimationFrame(tick));
    requestAnimationFrame(tick);
    const passes: number[] = [];
    style.setProperty = function (this: CSSStyleDeclaration, name: string, ...rest: [string | null, string?]) {
      if (name === '--address-autocomplete-available-height') passes.push(frame);
      return CSSStyleDeclaration.prototype.setProperty.call(this, name, ...rest);
    };
    try {
      held = [];
      keystroke(inputOf(el), '12 Ma');
      await until(() => held!.length === 1, 'no request');
      expect(isOpen(el), 'the popup opened before the answer').to.equal(false);
      held.forEach((release) => release());
      held = undefined;
      await until(() => isOpen(el) && optionsOf(el).length === 5 && style.top !== '', 'the list was not positioned');
      for (let wait = 0; wait < 5; wait++) await nextFrame();
      expect(passes.length, 'the open was not positioned').to.be.greaterThan(0);
      expect(passes, 'the frames of the positioning passes').to.deep.equal(passes.map(() => passes[0]));
    } finally {
      counting = false;
      Reflect.deleteProperty(style, 'setProperty');
    }
  });

  it('an update recomputes no configuration when no configuration property changed', async () => {
    answers.set('12 Ma', rows(5));
    answers.set('12 Mai', rows(5, 1));
    const el = await mount();
    const elementClass = el.constructor as typeof ReactiveElement;
    const properties = elementClass.elementProperties as Map<PropertyKey, unknown>;
    const iterate = Map.prototype[Symbol.iterator];
    let readings = 0;
    let configured = 0;
    // The element's working parts (its core) configure; the element holds them as `core`.
    const element = (el as unknown as { core: { configure(): void } }).core;
    const configure = element.configure;
    element.configure = function (this: unknown) {
      configured++;
      configure.call(this);
    };
    properties[Symbol.iterator] = function (this: Map<PropertyKey, unknown>) {
      readings++;
      return iterate.call(this);
    };
    try {
      await listFor(el, '12 Ma');
      await listFor(el, '12 Mai');
      expect(configured, 'configure() ran for keystrokes').to.equal(0);
      expect(readings, "the element's properties were read again to name the configuration").to.equal(0);
      // A configuration property that changes does configure again.
      el.maxResults = 5;
      await el.updateComplete;
      expect(configured).to.equal(1);
    } finally {
      Reflect.deleteProperty(properties, Symbol.iterator);
      Reflect.deleteProperty(element, 'configure');
    }
  });
});
