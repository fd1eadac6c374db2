// <us-address-autocomplete> misconfigured from the start, in Node over the element's own parts
// (./us-element-model.ts) and the simulator in this process: one console error naming the element and the
// attribute, plus one `address-error` {code: 'config', status: 0, attribute}; no request however much the shopper
// types; reported again for another wrong value; lookups and the list once fixed. Later changes and how often they
// are reported: us-attribute-config-reports.test.ts.
//
// The cases of test/elements/lookup/attribute-config.test.ts, assertion for assertion ('… misconfiguration' › <row> › the
// same 4 titles), and the 25 rows of the former test/elements/us-element-config.test.ts (those the table lacked are at
// its end), each typed into: "sends no request however much the user types" runs for every row.
// What the model does not have, and the browser file keeps: the input the browser types into (its value after
// typing, here the model's text), `aria-expanded` on it (here the machine's `open`) and the options in the DOM (here
// the machine's options); and AddressAutocompleteElement.configure itself, which the model repeats.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { UsElementModel } from './us-element-model.js';
import {
  BASE,
  KEY,
  PATH,
  SIMULATOR_URL,
  assertNamesElement,
  consoleErrors,
  includes,
  lookupQuery,
  mount,
  suggestionsAnswered,
  useSimulator,
  withDefaults,
} from './us-element-support.js';

useSimulator();

interface Misconfiguration {
  name: string;
  /** Changes to a working configuration (null removes the attribute). */
  attributes: Record<string, string | null>;
  attribute: string;
  /** Makes the configuration right again. */
  fix?: (el: UsElementModel) => void;
  /** A different wrong configuration, reported again; `attribute` is the one it names. */
  otherBad?: { change: (el: UsElementModel) => void; attribute: string };
}

const MISCONFIGURATIONS: Misconfiguration[] = [
  {
    name: 'max-results="11"',
    attributes: { 'max-results': '11' },
    attribute: 'max-results',
    fix: (el) => el.setAttribute('max-results', '10'),
    otherBad: { change: (el) => el.setAttribute('max-results', '0'), attribute: 'max-results' },
  },
  {
    name: 'include-only-zip-codes with include-only-states',
    attributes: { 'include-only-zip-codes': '90210', 'include-only-states': 'CA' },
    attribute: 'include-only-zip-codes',
    fix: (el) => el.removeAttribute('include-only-states'),
    otherBad: { change: (el) => el.setAttribute('include-only-states', 'C'), attribute: 'include-only-states' },
  },
  {
    name: 'exclude with api="pro"',
    attributes: { api: 'pro', exclude: 'commercial' },
    attribute: 'exclude',
    fix: (el) => el.removeAttribute('exclude'),
    otherBad: { change: (el) => el.setAttribute('api', 'pro2'), attribute: 'api' },
  },
  {
    name: 'api="v3"',
    attributes: { api: 'v3' },
    attribute: 'api',
    fix: (el) => el.setAttribute('api', 'pro'),
    otherBad: { change: (el) => el.setAttribute('api', 'v1'), attribute: 'api' },
  },
  {
    // Behind a base-url (the shop's own lookup route) a page needs no key: only the service's own host does.
    name: "no embedded-key for the service's own host",
    attributes: { 'embedded-key': null, 'base-url': null },
    attribute: 'embedded-key',
    fix: (el) => (el.setAttribute('embedded-key', KEY), el.setAttribute('base-url', BASE)),
    otherBad: { change: (el) => el.setAttribute('embedded-key', '   '), attribute: 'embedded-key' },
  },
  {
    name: 'debounce="soon" (not a number)',
    attributes: { debounce: 'soon' },
    attribute: 'debounce',
    fix: (el) => el.setAttribute('debounce', '0'),
    otherBad: { change: (el) => el.setAttribute('debounce', '-5'), attribute: 'debounce' },
  },
  {
    name: 'min-chars="-1"',
    attributes: { 'min-chars': '-1' },
    attribute: 'min-chars',
    fix: (el) => el.setAttribute('min-chars', '3'),
    otherBad: { change: (el) => el.setAttribute('min-chars', '2.5'), attribute: 'min-chars' },
  },
  {
    name: 'an auth-token attribute',
    attributes: { 'auth-token': 'secret-token' },
    attribute: 'auth-token',
    fix: (el) => el.removeAttribute('auth-token'),
  },
  {
    name: 'base-url="ftp://example.com"',
    attributes: { 'base-url': 'ftp://example.com' },
    attribute: 'base-url',
    fix: (el) => el.setAttribute('base-url', BASE),
    otherBad: { change: (el) => el.setAttribute('base-url', 'javascript:alert(1)'), attribute: 'base-url' },
  },
  // Without a fix or another wrong value: the rows above take those paths, the same for every attribute.
  { name: 'prefer-ratio="101"', attributes: { 'prefer-ratio': '101' }, attribute: 'prefer-ratio' },
  { name: 'source="mail"', attributes: { source: 'mail' }, attribute: 'source' },
  { name: 'exclude="apartments"', attributes: { exclude: 'apartments' }, attribute: 'exclude' },
  {
    name: 'include-only-states="California"',
    attributes: { 'include-only-states': 'California' },
    attribute: 'include-only-states',
  },
  {
    name: 'include-only-states="CONTIGUOUS;CA"',
    attributes: { 'include-only-states': 'CONTIGUOUS;CA' },
    attribute: 'include-only-states',
  },
  {
    name: 'exclude-states with include-only-cities',
    attributes: { 'exclude-states': 'CA', 'include-only-cities': 'Denver,CO' },
    attribute: 'exclude-states',
  },
  { name: 'prefer-states="ALLSTATES"', attributes: { 'prefer-states': 'ALLSTATES' }, attribute: 'prefer-states' },
  {
    name: 'prefer-geolocation="city" with include-only-zip-codes',
    attributes: { 'prefer-geolocation': 'city', 'include-only-zip-codes': '90210' },
    attribute: 'prefer-geolocation',
  },
  {
    name: 'prefer-zip-codes with prefer-states',
    attributes: { 'prefer-zip-codes': '90210', 'prefer-states': 'CA' },
    attribute: 'prefer-zip-codes',
  },
  { name: 'an auth-id attribute', attributes: { 'auth-id': 'secret-id' }, attribute: 'auth-id' },
  // Checks, or values, the rows above do not reach.
  {
    name: 'embedded-key="" with base-url="" (the service\'s own host)',
    attributes: { 'embedded-key': '', 'base-url': '' },
    attribute: 'embedded-key',
  },
  {
    // The browser's page would have verified without a key; the service's own US Street host needs one as well.
    name: 'verify with embedded-key="" and no street-base-url',
    attributes: { 'embedded-key': '', verify: '' },
    attribute: 'street-base-url',
  },
  { name: 'max-results="ten" (not a number)', attributes: { 'max-results': 'ten' }, attribute: 'max-results' },
  {
    name: 'debounce="-5"',
    attributes: { debounce: '-5' },
    attribute: 'debounce',
    fix: (el) => el.setAttribute('debounce', '0'),
  },
  {
    name: 'min-chars="1.5"',
    attributes: { 'min-chars': '1.5' },
    attribute: 'min-chars',
    fix: (el) => el.setAttribute('min-chars', '3'),
  },
  {
    name: 'include-only-states="ALLSTATES" with include-only-cities',
    attributes: { 'include-only-states': 'ALLSTATES', 'include-only-cities': 'Denver,CO' },
    attribute: 'include-only-states',
  },
  {
    name: 'include-only-cities="Denver" (no state)',
    attributes: { 'include-only-cities': 'Denver' },
    attribute: 'include-only-cities',
  },
  {
    name: 'include-only-zip-codes="9021" (four digits)',
    attributes: { 'include-only-zip-codes': '9021' },
    attribute: 'include-only-zip-codes',
  },
  {
    name: 'exclude-states with include-only-states',
    attributes: { 'exclude-states': 'CA', 'include-only-states': 'NV' },
    attribute: 'exclude-states',
  },
  { name: 'prefer-states="CONTIGUOUS"', attributes: { 'prefer-states': 'CONTIGUOUS' }, attribute: 'prefer-states' },
  {
    name: 'prefer-geolocation="town"',
    attributes: { 'prefer-geolocation': 'town' },
    attribute: 'prefer-geolocation',
  },
  { name: 'source="usps"', attributes: { source: 'usps' }, attribute: 'source' },
  { name: 'exclude="houses"', attributes: { exclude: 'houses' }, attribute: 'exclude' },
];

describe('misconfiguration', () => {
  for (const bad of MISCONFIGURATIONS) {
    describe(bad.name, () => {
      it(`is reported on connection: one console error naming ${bad.attribute}, one config address-error`, () => {
        const el = mount(withDefaults(bad.attributes));
        assert.equal(consoleErrors().length, 1, 'console errors');
        assert.ok(consoleErrors()[0]!.includes(bad.attribute), consoleErrors()[0]);
        assertNamesElement(consoleErrors()[0]);
        assert.equal(el.errorEvents.length, 1, 'address-error events');
        const event = el.errorEvents[0]!;
        assert.equal(event.type, 'address-error');
        assert.equal(event.bubbles && event.composed, true, 'the event reaches the page');
        includes(event.detail, { code: 'config', status: 0, attribute: bad.attribute });
        assert.ok(event.detail.message.includes(bad.attribute), event.detail.message);
        assert.equal(el.exchanges.length, 0);
      });

      it('sends no request however much the user types, and does not report again', async () => {
        const el = mount(withDefaults(bad.attributes));
        el.focus();
        el.type('1600 Ma');
        el.press('ArrowDown');
        el.backspace();
        await el.settle();
        assert.equal(el.exchanges.length, 0, 'requests');
        assert.equal(el.errorEvents.length, 1, 'address-error events');
        assert.equal(consoleErrors().length, 1, 'console errors');
        assert.equal(el.input.value, '1600 M');
        assert.equal(el.expanded, false);
      });

      if (bad.otherBad) {
        const other = bad.otherBad;
        it(`is reported again for another wrong value (${other.attribute})`, async () => {
          const el = mount(withDefaults(bad.attributes));
          other.change(el);
          assert.equal(el.errorEvents.length, 2, 'address-error events');
          includes(el.errors[1]!, { code: 'config', status: 0, attribute: other.attribute });
          assert.equal(consoleErrors().length, 2, 'console errors');
          assert.ok(consoleErrors()[1]!.includes(other.attribute), consoleErrors()[1]);
          el.typeOneLookup();
          await el.settle();
          assert.equal(el.exchanges.length, 0, 'requests');
        });
      }

      if (!bad.fix) return;
      const fix = bad.fix;

      it('works once fixed: lookups go out and the list opens', async () => {
        const el = mount(withDefaults(bad.attributes));
        const reported = el.errorEvents.length;
        fix(el);
        await lookupQuery(el);
        const expected = suggestionsAnswered(el);
        assert.equal(el.optionCount, expected, 'the list was not shown');
        assert.equal(el.expanded, expected > 0);
        assert.equal(el.errorEvents.length, reported, 'address-error events after the fix');
      });
    });
  }

  it("sends no key without embedded-key when street-base-url points at the shop's own route (which adds its secret)", async () => {
    // Absolute: Node has no page for the browser's '/us-street' to resolve against.
    const el = mount(withDefaults({ 'embedded-key': '', verify: '', 'street-base-url': `${SIMULATOR_URL}/us-street` }));
    assert.equal(el.errorEvents.length, 0, 'a config error');
    el.focus();
    el.type('160');
    await el.settle();
    assert.equal(el.exchanges.length, 1, 'requests');
    const exchange = el.exchanges[0]!;
    assert.equal(exchange.url.pathname, `${PATH}/v2/lookup`);
    assert.equal(exchange.url.searchParams.has('key'), false);
    // The simulator, like the service, refuses a lookup without credentials: a 401, not a config error.
    assert.equal(el.errorEvents.length, 1, 'no error for the refused request');
    includes(el.errors[0]!, { code: 'unauthorized', status: 401 });
  });
});
