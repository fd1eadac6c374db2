// What <us-address-autocomplete> reports of its configuration after connection, and how often, in Node over the
// element's own parts (./us-element-model.ts) and the simulator in this process: a misconfiguration that comes later
// is reported and stops lookups; one is reported once per configuration, not per keystroke or re-render, and again for
// another wrong value; a secret key set as a property is refused and clearing it lifts that; rule 2 is one warning.
//
// The cases of test/elements/lookup/attribute-config.test.ts, assertion for assertion and under the same titles ('…
// misconfiguration' › the 8 tests after the rows, 'rule 2' 3), and two of the former
// test/elements/us-element-config.test.ts ('is reported once per configuration, not once per keystroke or re-render',
// 'is reported again when it changes to another misconfiguration').
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  assertNamesElement,
  consoleErrors,
  consoleWarnings,
  filterParams,
  includes,
  lookupQuery,
  mount,
  useSimulator,
  withDefaults,
} from './us-element-support.js';

useSimulator();

describe('misconfiguration after connection', () => {
  it('an auth-token added after connection is refused like one present from the start', async () => {
    const el = mount(withDefaults());
    el.setAttribute('auth-token', 'secret-token');
    el.typeOneLookup();
    await el.settle();
    assert.equal(el.exchanges.length, 0, 'requests with a secret key on the page');
    assert.equal(el.errorEvents.length, 1);
    includes(el.errors[0]!, { code: 'config', status: 0, attribute: 'auth-token' });
  });

  for (const [property, attribute] of [
    ['authToken', 'auth-token'],
    ['authId', 'auth-id'],
  ] as const) {
    it(`a ${property} property set after connection is refused like the ${attribute} attribute, and clearing it lifts that`, async () => {
      const el = mount(withDefaults());
      (el as unknown as Record<string, unknown>)[property] = 'secret-value';
      assert.equal(el.errorEvents.length, 1);
      includes(el.errors[0]!, { code: 'config', status: 0, attribute });
      assert.ok(consoleErrors()[0]!.includes(attribute), consoleErrors()[0]);
      el.typeOneLookup();
      await el.settle();
      assert.equal(el.exchanges.length, 0, 'requests with a secret key on the page');
      const kept = Object.values(el).includes('secret-value');
      assert.equal(kept, false, 'the secret is not kept in an own property of the element');
      (el as unknown as Record<string, unknown>)[property] = undefined;
      el.typeOneLookup('123 Ma', 'i');
      await el.settle();
      assert.equal(el.exchanges.at(-1)!.status, 200);
    });
  }

  it("removing embedded-key after connection is a config error (for the service's own host), not an exception", async () => {
    const el = mount(withDefaults({ 'base-url': null }));
    el.removeAttribute('embedded-key');
    assert.equal(el.errorEvents.length, 1);
    includes(el.errors[0]!, { code: 'config', status: 0, attribute: 'embedded-key' });
    el.typeOneLookup();
    await el.settle();
    assert.equal(el.exchanges.length, 0);
  });

  it('a misconfiguration set after connection is reported and stops lookups', async () => {
    const el = mount(withDefaults());
    el.setAttribute('max-results', '11');
    assert.equal(el.errorEvents.length, 1);
    includes(el.errors[0]!, { code: 'config', attribute: 'max-results' });
    el.typeOneLookup();
    await el.settle();
    assert.equal(el.exchanges.length, 0);
  });

  // Found by the fuzzed sessions: text in a number attribute is NaN, which the once-per-configuration check wrote as
  // JSON's null, the same as an unset attribute.
  for (const [attribute, text] of [
    ['max-results', 'many'],
    ['debounce', 'soon'],
    ['min-chars', 'Infinity'],
  ] as const) {
    it(`${attribute}="${text}" set after connection, where it was unset, is reported`, () => {
      const el = mount(withDefaults({ debounce: null }));
      el.setAttribute(attribute, text);
      assert.equal(el.errorEvents.length, 1);
      includes(el.errors[0]!, { code: 'config', attribute });
      assert.equal(consoleErrors().length, 1);
      assert.ok(consoleErrors()[0]!.includes(attribute), consoleErrors()[0]);
    });
  }

  it('is reported once per configuration, not once per keystroke or re-render', async () => {
    const el = mount(withDefaults({ 'max-results': '11' }));
    el.focus();
    el.type('1600 Main');
    el.press('ArrowDown');
    // `strings` is a property only: an update for it is a re-render, not another configuration.
    el.setProperty('strings', { listLabel: 'Suggestions' });
    await el.settle();
    assert.equal(el.errorEvents.length, 1, 'address-error events');
    assert.equal(consoleErrors().length, 1, 'console errors');
    assertNamesElement(consoleErrors()[0]);
  });

  it('is reported again when it changes to another misconfiguration', () => {
    const el = mount(withDefaults({ 'max-results': '11' }));
    el.setAttribute('max-results', '12');
    assert.equal(el.errorEvents.length, 2, 'address-error events');
    assert.ok(el.errors[1]!.message.includes('12'), el.errors[1]!.message);
    includes(el.errors[1]!, { code: 'config', status: 0, attribute: 'max-results' });
  });
});

describe('rule 2 (a state in include-only-cities repeated in include-only-states)', () => {
  const attributes = { 'include-only-cities': 'Denver,CO;Provo,UT', 'include-only-states': 'CO;CA' };

  it('logs one console warning naming the repeated state, and no error', () => {
    const el = mount(withDefaults(attributes));
    assert.equal(consoleWarnings().length, 1);
    const [warning] = consoleWarnings() as [string];
    assert.ok(warning.includes('include-only-cities'), warning);
    assert.ok(warning.includes('CO'), warning);
    assert.ok(!warning.includes('UT'), warning);
    assert.equal(el.errorEvents.length, 0);
    assert.equal(consoleErrors().length, 0);
  });

  it('still sends both filters as written', async () => {
    const el = mount(withDefaults(attributes));
    const query = await lookupQuery(el);
    assert.deepEqual(filterParams(query), [
      ['include_only_cities', 'Denver,CO;Provo,UT'],
      ['include_only_states', 'CO;CA'],
      ['prefer_geolocation', 'none'],
    ]);
  });

  it('does not warn again while the user types', async () => {
    const el = mount(withDefaults(attributes));
    el.focus();
    el.type('1600 Ma');
    await el.settle();
    assert.ok(el.exchanges.length > 0);
    assert.equal(consoleWarnings().length, 1);
  });
});
