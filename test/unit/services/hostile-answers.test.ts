// Hostile answers (issue 20) through the services, in Node against the simulator in this process
// (demo/simulator/hostile.js, `simulator_fault=hostile:<kind>` in the base URLs): every string of every answer of each
// endpoint — US v2, its units and the US Street verification; US Pro and its secondaries; the international list,
// drill-down and detail; the postal code lookup — comes through as the same string: read into the rows, shown in the
// options, sent back in the next request, and carried by the final choice the form is filled from. A `__proto__` key
// in every object is read as no field and pollutes nothing.
//
// From test/elements/security/hostile-data.test.ts: 'a __proto__ key in every object of every answer' › 'pollutes nothing'
// (its three checks, after every endpoint here), and what its kinds' flows show of parsing. The browser keeps a test
// a kind for what the DOM shows: the text rendered as text, the popup in the viewport, the fields holding the text
// as it came, the input still typing.
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_STRINGS } from '../../../src/core/view/strings.js';
import { createUsService } from '../../../src/core/services/us-address-service.js';
import { createIntlService } from '../../../src/core/services/intl-address-service.js';
import { createPostalCodeService } from '../../../src/core/services/postal-code-service.js';
import type { FinalChoice, ServiceList, ServiceOption } from '../../../src/core/lookup/address-service.js';
import type { Requests } from '../../../src/core/lookup/verifier.js';
import type { UsSuggestion } from '../../../src/api/us-suggestion.js';
import { DEMO_KEY, SimulatorAnswers, startSimulator } from './simulator-answers.js';
import { usLabel, type UsRow } from './us-list-driver.js';

const STRING_KINDS = ['markup', 'rtl', 'zero-width', 'combining', 'emoji', 'long10k', 'proto-keys'] as const;
type Kind = (typeof STRING_KINDS)[number];
type Raw = Record<string, string>;

const strings = () => DEFAULT_STRINGS;
const signal = () => new AbortController().signal;
/** The verifier's requests, sent at once: the element's lane and its timeout have tests of their own. */
const requests: Requests = { request: (_key, run) => run(signal()) };

let simulator: Awaited<ReturnType<typeof startSimulator>>;
let answers: SimulatorAnswers;

before(async () => {
  simulator = await startSimulator();
});
after(() => simulator.close());
beforeEach(() => {
  answers = new SimulatorAnswers().install();
});
afterEach(() => answers.restore());

const hostileBase = (path: string, kind: Kind) => `${simulator.url}${path}?simulator_fault=hostile:${kind}`;

/** The rows of the latest answer, as the simulator wrote them; with proto-keys, each with its own `__proto__`. */
function lastRows(kind: Kind, field: 'suggestions' | 'candidates' | 'results'): Raw[] {
  const body = answers.lastBody as Record<string, Raw[]>;
  const rows = body[field]!;
  assert.ok(rows.length > 0, `no ${field}`);
  if (kind === 'proto-keys') {
    for (const row of [body, ...rows])
      assert.equal(Object.hasOwn(row, '__proto__'), true, 'the answer has its own __proto__');
  }
  return rows;
}

/** Object.prototype as it was: no field of an answer's `__proto__` reached it. */
function expectNothingPolluted(): void {
  assert.equal(({} as Record<string, unknown>).polluted, undefined, 'Object.prototype');
  assert.equal('street_line' in Object.prototype, false, 'Object.prototype');
}

/** Each parsed row holds the fields of its raw row as they came, and the raw row itself. */
function expectRowsAsCame(rows: unknown, raws: Raw[], fields: Record<string, string>): void {
  const parsed = rows as Array<Record<string, unknown>>;
  assert.equal(parsed.length, raws.length);
  parsed.forEach((row, index) => {
    const raw = raws[index]!;
    for (const [name, rawName] of Object.entries(fields)) assert.equal(row[name], raw[rawName] ?? '', `${name}`);
    assert.deepEqual(row.raw, raw);
  });
}

const US_FIELDS = {
  streetLine: 'street_line',
  secondary: 'secondary',
  city: 'city',
  state: 'state',
  zipcode: 'zipcode',
};

/** A US list's options read the rows' labels, made of their strings as they came. */
function expectUsOptionsAsCame(list: ServiceList, raws: Raw[]): void {
  assert.ok(list.options.length > 0, 'options');
  assert.deepEqual(
    list.options.map((option) => option.text),
    raws.slice(0, list.options.length).map((raw) => usLabel(raw as unknown as UsRow)),
  );
}

/** The address a US final choice carries is its row's, string for string, and its raw row is the row. */
function expectUsChoiceAsCame(choice: FinalChoice, raw: Raw): void {
  const { line1, line2, city, region, postalCode } = choice.address;
  assert.deepEqual(
    { line1, line2, city, region, postalCode },
    { line1: raw.street_line, line2: raw.secondary, city: raw.city, region: raw.state, postalCode: raw.zipcode },
  );
  assert.deepEqual(choice.raw, raw);
}

/** The first option of `kind`, and its place in the list. */
function firstOf(list: ServiceList, kind: ServiceOption['kind']): [ServiceOption, number] {
  const index = list.options.findIndex((option) => option.kind === kind);
  assert.ok(index >= 0, `no ${kind} option`);
  return [list.options[index]!, index];
}

/** The choice `option` makes, which must be final. */
function finalChoice(result: { type: string; choice?: FinalChoice }): FinalChoice {
  assert.equal(result.type, 'final');
  return result.choice!;
}

for (const kind of STRING_KINDS) {
  describe(`hostile answers: ${kind}`, () => {
    afterEach(expectNothingPolluted);

    it('US v2, its units and US Street: every string as it came', async () => {
      const service = createUsService(
        {
          api: 'v2',
          embeddedKey: DEMO_KEY,
          baseUrl: hostileBase('/us-autocomplete', kind),
          strings,
          verify: { on: true, baseUrl: hostileBase('/us-street', kind), zip4: false },
        },
        requests,
      );
      const search = service.search('1600 Penn', undefined);
      const rows = (await search.run(signal())) as UsSuggestion[];
      const raws = lastRows(kind, 'suggestions');
      expectRowsAsCame(rows, raws, US_FIELDS);
      assert.deepEqual(
        rows.map((row) => row.entryId),
        raws.map((raw) => raw.entry_id),
      );
      const list = search.list(rows);
      expectUsOptionsAsCame(list, raws);

      const [group, at] = firstOf(list, 'group');
      const expansion = service.choose(group, '1600 Penn', undefined);
      assert.equal(expansion.type, 'list');
      if (expansion.type !== 'list') return;
      const selected = new URL(expansion.lookup.key).searchParams.get('selected');
      assert.equal(selected, raws[at]!.entry_id, 'the entry_id goes back as it came');
      const units = await expansion.lookup.run(signal());
      const unitRaws = lastRows(kind, 'suggestions');
      expectRowsAsCame(units, unitRaws, US_FIELDS);
      const unitList = expansion.lookup.list(units);
      expectUsOptionsAsCame(unitList, unitRaws);
      assert.equal(unitList.inputText, unitRaws[0]!.street_line);

      const [unit, unitAt] = firstOf(unitList, 'final');
      const choice = finalChoice(service.choose(unit, unitList.inputText!, unitList.scope));
      expectUsChoiceAsCame(choice, unitRaws[unitAt]!);

      const verdict = await service.verifier!.verify(choice);
      const sent = answers.exchanges.at(-1)!.url.searchParams;
      assert.deepEqual(
        ['street', 'city', 'state', 'zipcode'].map((name) => sent.get(name)),
        [choice.address.line1, choice.address.city, choice.address.region, choice.address.postalCode],
        'US Street is asked with the chosen address as it came',
      );
      assert.deepEqual(verdict.address, choice.address);
      if (kind === 'long10k') {
        // Four 10,000-character fields: past the request line Node's server reads (431); the choice stands.
        assert.deepEqual(verdict.verification, { status: 'error' });
        assert.deepEqual([verdict.error?.code, verdict.error?.status], ['bad-request', 431]);
      } else {
        assert.equal(verdict.error, undefined);
        assert.notEqual(verdict.verification.status, 'error');
        const [candidate] = answers.lastBody as Raw[];
        assert.deepEqual(verdict.verification.candidate, candidate);
      }
    });

    it('US Pro and its secondaries: every string as it came', async () => {
      const service = createUsService({
        api: 'pro',
        embeddedKey: DEMO_KEY,
        baseUrl: hostileBase('/us-autocomplete', kind),
        strings,
      });
      const search = service.search('1600 Penn', undefined);
      const rows = await search.run(signal());
      const raws = lastRows(kind, 'suggestions');
      expectRowsAsCame(rows, raws, US_FIELDS);
      const list = search.list(rows);
      expectUsOptionsAsCame(list, raws);
      // `selected` holds five fields: 50,000 characters is past any server's request line, so long10k chooses a
      // final row.
      if (kind === 'long10k') {
        const [final, at] = firstOf(list, 'final');
        expectUsChoiceAsCame(finalChoice(service.choose(final, '1600 Penn', undefined)), raws[at]!);
        return;
      }
      const [group, at] = firstOf(list, 'group');
      const expansion = service.choose(group, '1600 Penn', undefined);
      assert.equal(expansion.type, 'list');
      if (expansion.type !== 'list') return;
      const selected = new URL(expansion.lookup.key).searchParams.get('selected')!;
      // The spec's form trims each part: the rest of each string goes back as it came.
      for (const field of Object.values(US_FIELDS)) assert.ok(selected.includes(raws[at]![field]!.trim()), field);
      const secondaries = await expansion.lookup.run(signal());
      const secondaryRaws = lastRows(kind, 'suggestions');
      expectRowsAsCame(secondaries, secondaryRaws, US_FIELDS);
      const secondaryList = expansion.lookup.list(secondaries);
      expectUsOptionsAsCame(secondaryList, secondaryRaws);
      const [final, finalAt] = firstOf(secondaryList, 'final');
      const choice = finalChoice(service.choose(final, expansion.inputText!, secondaryList.scope));
      expectUsChoiceAsCame(choice, secondaryRaws[finalAt]!);
    });

    it('international list, drill-down and detail: every string as it came', async () => {
      const service = createIntlService({
        embeddedKey: DEMO_KEY,
        baseUrl: hostileBase('/international-autocomplete', kind),
        strings,
        country: 'CAN',
      });
      let lookup = service.search('12 Main', undefined);
      let choice: FinalChoice | undefined;
      // A group's drill-down first, then a final option, down to the detail.
      for (let step = 0; step < 4 && !choice; step += 1) {
        const candidates = await lookup.run(signal());
        const raws = lastRows(kind, 'candidates');
        const list = lookup.list(candidates);
        const shown = list.options.filter((option) => option.kind !== 'back');
        const details = raws.every((raw) => raw.address_id === undefined);
        if (details) {
          const detailFields = { street: 'street', locality: 'locality', postalCode: 'postal_code' };
          expectRowsAsCame(candidates, raws, { ...detailFields, administrativeArea: 'administrative_area' });
          for (const [index, option] of shown.entries()) assert.ok(option.text.includes(raws[index]!.street!));
        } else {
          expectRowsAsCame(candidates, raws, { addressId: 'address_id', addressText: 'address_text' });
          assert.deepEqual(
            shown.map((option) => option.text),
            raws.slice(0, shown.length).map((raw) => raw.address_text),
          );
        }
        const hasGroup = step === 0 && shown.some((option) => option.kind === 'group');
        const [option] = firstOf(list, hasGroup ? 'group' : 'final');
        const at = shown.indexOf(option);
        const result = service.choose(option, lookup.text, list.scope);
        if (result.type === 'final') {
          choice = result.choice;
          const raw = raws[at]!;
          assert.deepEqual(
            [choice.address.line1, choice.address.city, choice.address.postalCode],
            [raw.street, raw.locality, raw.postal_code],
          );
          assert.equal(choice.address.region, raw.administrative_area || raw.administrative_area_short);
          assert.deepEqual(choice.raw, raw);
        } else {
          lookup = result.lookup;
          const id = decodeURIComponent(new URL(lookup.key).pathname.split('/').at(-1)!);
          assert.equal(id, raws[at]!.address_id, 'the address_id goes back as it came');
        }
      }
      assert.ok(choice, 'no detail was reached');
    });

    it('postal code lookup: every string as it came', async () => {
      const service = createPostalCodeService({
        embeddedKey: DEMO_KEY,
        baseUrl: hostileBase('/international-postal-code', kind),
        country: 'USA',
      });
      // Its own postal code per kind, as in the browser: the simulator refuses the same input a third time in 5 s.
      const search = service.search(`9${STRING_KINDS.indexOf(kind) + 1}1`, undefined);
      const results = await search.run(signal());
      const raws = lastRows(kind, 'results');
      const fields = { postalCode: 'postal_code', locality: 'locality', administrativeArea: 'administrative_area' };
      expectRowsAsCame(results, raws, fields);
      const list = search.list(results);
      list.options.forEach((option, index) => assert.ok(option.text.startsWith(raws[index]!.postal_code!)));
      const choice = finalChoice(service.choose(list.options[0]!, search.text, undefined));
      const { city, region, postalCode } = choice.address;
      assert.deepEqual(
        { city, region, postalCode },
        { city: raws[0]!.locality, region: raws[0]!.administrative_area, postalCode: raws[0]!.postal_code },
      );
      assert.deepEqual(choice.raw, raws[0]);
    });
  });
}
