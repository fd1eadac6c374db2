// `for="ID"`, as `<label for>`: the element enhances the input with that id in its own root node (the document or
// the shadow root around it), wherever that input is, without wrapping it. Child inputs are ignored and none is
// created; the input is followed when it comes later, is replaced or goes; `for` can change or go at runtime; an id
// that names no input is one config error naming `for`; the popup sits under the input, the form around the input is
// filled, and `verified-address` comes from the element.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/define.js';
import { AUTOFILL_ANIMATION } from '../../../src/core/view/styles.js';
import {
  BASE,
  ConsoleStub,
  ErrorEvents,
  FetchRecorder,
  KEY,
  chooseWithKeys,
  nothingMoreWithin,
  optionsOf,
  popupOf,
  rowsOf,
  until,
  type UsElement,
  type UsRow,
  COMBOBOX_ATTRIBUTES,
} from '../../support/element-helpers.js';
import { AddressEvents } from '../../support/address-events.js';
import { AUTOFILL_PSEUDO, namesAutofill } from '../../support/autofill-pseudo.js';

let recorder: FetchRecorder;
let errors: ErrorEvents;
let consoleErrors: ConsoleStub;
/** Nodes a test put into the document itself (outside a fixture), removed after it. */
const appended: Node[] = [];

beforeEach(() => {
  recorder = new FetchRecorder().install();
  errors = new ErrorEvents().install();
  consoleErrors = new ConsoleStub('error').install();
});

afterEach(() => {
  for (const node of appended.splice(0)) (node as ChildNode).remove();
  recorder.restore();
  errors.restore();
  consoleErrors.restore();
});

function element(id: string | null): UsElement {
  const el = document.createElement('us-address-autocomplete');
  el.setAttribute('embedded-key', KEY);
  el.setAttribute('base-url', BASE);
  el.setAttribute('debounce', '0');
  if (id !== null) el.setAttribute('for', id);
  return el;
}

/** An element for `id`, appended at the end of `<body>` (a shop's footer script). */
async function atEndOfBody(id: string): Promise<UsElement> {
  const el = element(id);
  document.body.append(el);
  appended.push(el);
  await el.updateComplete;
  return el;
}

/** A checkout form whose street input has the id `street`. */
async function checkoutForm(): Promise<HTMLFormElement> {
  return fixture<HTMLFormElement>(html`
    <form style="margin: 40px">
      <label for="street">Street</label>
      <input id="street" name="street" autocomplete="address-line1" aria-autocomplete="none" />
      <input name="line2" autocomplete="address-line2" aria-label="Apartment" />
      <input name="city" autocomplete="address-level2" aria-label="City" />
      <input name="state" autocomplete="address-level1" aria-label="State" />
      <input name="zip" autocomplete="postal-code" aria-label="ZIP" />
    </form>
  `);
}

const isOurs = (sheet: CSSStyleSheet) => {
  const rule = sheet.cssRules[0];
  return rule instanceof CSSLayerBlockRule && rule.name === 'address-autocomplete';
};
const ours = (root: DocumentOrShadowRoot) => root.adoptedStyleSheets.filter(isOurs);

/** The rule of our stylesheet in `root` that starts the autofill animation. */
function autofillRule(root: DocumentOrShadowRoot): CSSStyleRule | undefined {
  return ours(root)
    .flatMap((sheet) => [...(sheet.cssRules[0] as CSSLayerBlockRule).cssRules])
    .find((rule) => rule instanceof CSSStyleRule && namesAutofill(rule.selectorText)) as CSSStyleRule | undefined;
}

function byId(id: string): HTMLInputElement {
  return document.getElementById(id) as HTMLInputElement;
}

function expectCombobox(el: UsElement, input: HTMLInputElement): void {
  expect(el.inputElement).to.equal(input);
  expect(input.getAttribute('role')).to.equal('combobox');
  expect(input.getAttribute('aria-autocomplete')).to.equal('list');
  expect(input.getAttribute('aria-expanded')).to.equal('false');
}

/** The combobox attributes the page gave (`aria-autocomplete="none"` on the form's street) are back, ours gone. */
function expectReleased(input: HTMLInputElement, pageAriaAutocomplete: string | null = null): void {
  for (const name of COMBOBOX_ATTRIBUTES.filter((name) => name !== 'aria-autocomplete'))
    expect(input.hasAttribute(name), `${name} left on the released input`).to.equal(false);
  expect(input.getAttribute('aria-autocomplete')).to.equal(pageAriaAutocomplete);
}

/** Types `text` into `input` and waits for the answer to the whole text, shown in the open list; returns its rows. */
async function searchFrom(el: UsElement, input: HTMLInputElement, text: string): Promise<UsRow[]> {
  input.focus();
  await sendKeys({ type: text });
  await until(() => recorder.searches.includes(text), `no request for "${text}"`);
  const exchange = recorder.exchanges.findLast((candidate) => candidate.url.searchParams.get('search') === text)!;
  const rows = rowsOf((await exchange.answer).body);
  await until(
    () => optionsOf(el).length === rows.length && input.getAttribute('aria-expanded') === 'true',
    `the answer to "${text}" is not shown`,
  );
  await until(() => el.querySelector('[role="listbox"]')?.getAttribute('aria-busy') === 'false', 'still busy');
  return rows;
}

describe('for="ID": enhancing an input without wrapping it', () => {
  it('binds the input with that id before it, ignores its own child input and creates none', async () => {
    const form = await checkoutForm();
    const el = element('street');
    const child = document.createElement('input');
    el.append(child);
    form.after(el);
    appended.push(el);
    await el.updateComplete;
    await nothingMoreWithin();
    expectCombobox(el, byId('street'));
    expect(child.hasAttribute('role'), 'the child input was bound').to.equal(false);
    expect(el.querySelectorAll('input')).to.have.length(1);
    expect(errors.events).to.have.length(0);
  });

  it('binds an input after the element, in another container, and creates none', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <us-address-autocomplete for="later" embedded-key=${KEY} base-url=${BASE}></us-address-autocomplete>
        <section>
          <div><input id="later" /></div>
        </section>
      </div>
    `);
    const el = root.querySelector('us-address-autocomplete')!;
    await nothingMoreWithin();
    expectCombobox(el, byId('later'));
    expect(el.querySelector('input')).to.equal(null);
  });

  it('at the end of body: opens under the input, chooses with keys, fills the form around the input', async () => {
    const form = await checkoutForm();
    const el = await atEndOfBody('street');
    const input = byId('street');
    const events = new AddressEvents(document);
    const atForm = new AddressEvents(form);
    try {
      const rows = await searchFrom(el, input, '1600 Penn');
      // Under the input, not under the empty element at the end of the body.
      const popup = popupOf(el).getBoundingClientRect();
      const box = input.getBoundingClientRect();
      expect(popup.top).to.be.within(box.bottom, box.bottom + 12);
      expect(popup.left).to.be.closeTo(box.left, 1);
      expect(input.getAttribute('aria-controls')).to.equal(el.querySelector('[role="listbox"]')!.id);
      const index = rows.findIndex((row) => (row.entries ?? 0) <= 1);
      expect(index, 'the answer has a final address').to.be.at.least(0);
      const row = rows[index]!;
      await chooseWithKeys(index);
      const event = await events.nextVerified(0);
      expect(event.target).to.equal(el);
      expect(atForm.verified, 'the event went through the form, which does not hold the element').to.have.length(0);
      const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
      expect(value('street')).to.equal(row.street_line);
      expect(value('line2')).to.equal(row.secondary ?? '');
      expect([value('city'), value('state'), value('zip')]).to.deep.equal([row.city, row.state, row.zipcode]);
      expect(event.detail.unfilled).to.deep.equal([]);
    } finally {
      events.stop();
      atForm.stop();
    }
  });

  it('the autofill animation of the stylesheet reaches the input (autofill without an input event is seen)', async () => {
    await checkoutForm();
    await atEndOfBody('street');
    const rule = autofillRule(document);
    expect(rule?.style.animationName).to.equal(AUTOFILL_ANIMATION);
    expect(byId('street').matches(rule!.selectorText.replaceAll(AUTOFILL_PSEUDO, '')), 'the rule misses it').to.equal(
      true,
    );
  });

  it('is accessible: the input is a combobox controlling the listbox, expanded while the list is open', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <label for="acc">Street</label><input id="acc" />
        <us-address-autocomplete for="acc" embedded-key=${KEY} base-url=${BASE} debounce="0"></us-address-autocomplete>
      </div>
    `);
    const el = root.querySelector('us-address-autocomplete')!;
    const input = byId('acc');
    expectCombobox(el, input);
    await expect(root).to.be.accessible();
    await searchFrom(el, input, '350 5th');
    expect(input.getAttribute('aria-controls')).to.equal(el.querySelector('[role="listbox"]')!.id);
    await expect(root).to.be.accessible();
  });

  it('in a shadow root: binds the id there (not a same id in the document) and adopts the styles there', async () => {
    const decoy = Object.assign(document.createElement('input'), { id: 'street' });
    document.body.append(decoy);
    appended.push(decoy);
    const host = document.createElement('div');
    document.body.append(host);
    appended.push(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const input = Object.assign(document.createElement('input'), { id: 'street' });
    const el = element('street');
    shadow.append(input, el);
    await el.updateComplete;
    expectCombobox(el, input);
    expect(decoy.hasAttribute('role')).to.equal(false);
    expect(ours(shadow), 'the stylesheet in the shadow root').to.have.length(1);
    await searchFrom(el, input, '350 5th');
    expect(getComputedStyle(popupOf(el)).position).to.equal('fixed');
  });
});

describe('for="ID": following the input', () => {
  it('an input rendered in the same task as the element is bound, with no error', async () => {
    const el = element('same-task');
    const input = Object.assign(document.createElement('input'), { id: 'same-task' });
    document.body.append(el, input);
    appended.push(el, input);
    await el.updateComplete;
    await nothingMoreWithin();
    expectCombobox(el, input);
    expect(errors.events).to.have.length(0);
  });

  it('an input rendered later is bound and searches; the config error for its absence is not repeated', async () => {
    const el = await atEndOfBody('late');
    await until(() => errors.events.length > 0, 'no config error while no element has the id');
    const input = Object.assign(document.createElement('input'), { id: 'late' });
    const wrapper = document.createElement('div');
    wrapper.append(input);
    document.body.prepend(wrapper);
    appended.push(wrapper);
    await until(() => el.inputElement === input, 'the input rendered later was never bound');
    await searchFrom(el, input, '350 5th');
    expect(errors.events).to.have.length(1);
  });

  it('an input replaced by a new one with the same id (a re-render) is followed; the old one is released', async () => {
    await checkoutForm();
    const el = await atEndOfBody('street');
    const old = byId('street');
    expectCombobox(el, old);
    const fresh = Object.assign(document.createElement('input'), { id: 'street', name: 'street' });
    old.replaceWith(fresh);
    await until(() => el.inputElement === fresh, 'the new input was never bound');
    expectCombobox(el, fresh);
    expectReleased(old, 'none');
    await searchFrom(el, fresh, '350 5th');
    expect(errors.events).to.have.length(0);
  });

  it('an input removed is released, and one added back is bound again', async () => {
    const form = await checkoutForm();
    const el = await atEndOfBody('street');
    const input = byId('street');
    input.remove();
    await until(() => el.inputElement === undefined, 'the removed input is still bound');
    expectReleased(input, 'none');
    form.prepend(input);
    await until(() => el.inputElement === input, 'the input put back was not bound');
  });

  it('an id given to an input later is followed; an id taken away releases it', async () => {
    const el = await atEndOfBody('renamed');
    const input = document.createElement('input');
    document.body.append(input);
    appended.push(input);
    input.id = 'renamed';
    await until(() => el.inputElement === input, 'the input given the id was not bound');
    input.id = 'other';
    await until(() => el.inputElement === undefined, 'the input whose id changed is still bound');
    expectReleased(input);
  });
});

describe('for="ID" changed at runtime', () => {
  it('a new id releases the old input (its attributes restored) and binds the new one', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <input id="one" aria-autocomplete="both" /><input id="two" />
        <us-address-autocomplete for="one" embedded-key=${KEY} base-url=${BASE} debounce="0"></us-address-autocomplete>
      </div>
    `);
    const el = root.querySelector('us-address-autocomplete')!;
    expectCombobox(el, byId('one'));
    el.setAttribute('for', 'two');
    await until(() => el.inputElement === byId('two'), 'the new id was not bound');
    expectReleased(byId('one'), 'both');
    el.htmlFor = 'one';
    await until(() => el.inputElement === byId('one'), 'the htmlFor property was not followed');
    expect(el.getAttribute('for')).to.equal('one');
    expectReleased(byId('two'));
    await searchFrom(el, byId('one'), '350 5th');
  });

  it('removing for goes back to the wrapped input, or to a created one', async () => {
    const root = await fixture<HTMLElement>(html`
      <div>
        <input id="outside" />
        <us-address-autocomplete for="outside" embedded-key=${KEY} base-url=${BASE}
          ><input name="inside"
        /></us-address-autocomplete>
        <us-address-autocomplete for="outside2" embedded-key=${KEY} base-url=${BASE}></us-address-autocomplete>
        <input id="outside2" />
      </div>
    `);
    const [wrapping, empty] = root.querySelectorAll('us-address-autocomplete');
    wrapping!.removeAttribute('for');
    await until(() => wrapping!.inputElement === wrapping!.querySelector('[name="inside"]'), 'not back to wrapping');
    expectReleased(byId('outside'));
    empty!.removeAttribute('for');
    await until(() => empty!.inputElement?.parentElement === empty, 'no input created');
    expectReleased(byId('outside2'));
  });
});

describe('for="ID" misconfigured', () => {
  for (const [kind, markup] of [
    ['a <div>', '<div id="target">Street</div>'],
    ['a <select>', '<select id="target"><option>Street</option></select>'],
  ] as const) {
    it(`naming ${kind} is one config error naming for; the page is untouched`, async () => {
      const wrapper = await fixture<HTMLElement>(`<div>${markup}</div>`);
      const page = () => new XMLSerializer().serializeToString(wrapper);
      const before = page();
      const el = await atEndOfBody('target');
      await until(() => errors.events.length > 0, 'no config error');
      expect(errors.events[0]!.detail).to.include({ code: 'config', status: 0, attribute: 'for' });
      expect(consoleErrors.messages).to.have.length(1);
      expect(consoleErrors.messages[0]).to.match(/\bfor\b/);
      expect(el.inputElement).to.equal(undefined);
      expect(page(), 'the page was changed').to.equal(before);
      // The page renders the same markup again: still no input, and no second report.
      const target = wrapper.firstElementChild!;
      target.replaceWith(target.cloneNode(true));
      el.requestUpdate();
      await nothingMoreWithin();
      expect(errors.events, 'reported again').to.have.length(1);
      expect(consoleErrors.messages).to.have.length(1);
    });
  }

  it('an id no element has, once the document has loaded, is one config error; a new bad id is another', async () => {
    const el = await atEndOfBody('nowhere');
    await until(() => errors.events.length > 0, 'no config error');
    expect(errors.events[0]!.detail).to.include({ code: 'config', attribute: 'for' });
    expect(errors.events[0]!.detail.message).to.contain('nowhere');
    const div = Object.assign(document.createElement('div'), { id: 'unrelated' });
    document.body.append(div);
    appended.push(div);
    await nothingMoreWithin();
    expect(errors.events).to.have.length(1);
    el.htmlFor = 'elsewhere';
    await until(() => errors.events.length > 1, 'the new bad id was not reported');
    expect(errors.events[1]!.detail.message).to.contain('elsewhere');
    expect(recorder.count).to.equal(0);
  });
});
