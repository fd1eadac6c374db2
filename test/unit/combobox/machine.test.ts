// The combobox machine is pure, so its tests run in Node: every event, on the side where it acts and the side
// where it must not.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  canLookUp,
  initialState,
  noticeShown,
  transition,
  type ComboboxEffect,
  type ComboboxEvent,
  type ComboboxState,
  type MachineList,
  type OptionKind,
} from '../../../src/core/combobox/machine.js';

interface Option {
  kind: OptionKind;
  name: string;
}
type Scope = { name: string };
type State = ComboboxState<Option, Scope>;
type Event = ComboboxEvent<Option, Scope>;

const final = (name: string): Option => ({ kind: 'final', name });
const group = (name: string): Option => ({ kind: 'group', name });
const back: Option = { kind: 'back', name: 'back' };
const [a, b, c] = [final('a'), final('b'), group('c')];
const typingScope: Scope = { name: 'typing' };
const unitScope: Scope = { name: 'units' };

function list(options: Option[], extra: Partial<MachineList<Option, Scope>> = {}): Event {
  return { type: 'LookupList', list: { kind: 'suggestions', options, scope: typingScope, ...extra } };
}

function run(events: Event[], from: State = initialState<Option, Scope>()) {
  let state = from;
  let effects: ComboboxEffect<Option, Scope>[] = [];
  for (const event of events) ({ state, effects } = transition(state, event));
  return { state, effects };
}

const key = (name: string, altKey = false): Event => ({ type: 'InputKeyDown', key: name, altKey });
const withList = (): State => run([{ type: 'InputFocus' }, list([a, b, c])]).state;
const active = (index: number): State => ({ ...withList(), activeIndex: index });
const refused = (): State => run([{ type: 'LookupFailed', code: 'unauthorized', credentials: 'k1' }], withList()).state;

describe('combobox machine: focus and lists', () => {
  it('starts closed, idle, with no list, no scope and lookups allowed', () => {
    const state = initialState<Option, Scope>();
    assert.deepEqual(
      {
        open: state.open,
        options: state.options,
        activeIndex: state.activeIndex,
        status: state.status,
        scope: state.scope,
      },
      { open: false, options: [], activeIndex: -1, status: 'idle', scope: undefined },
    );
    assert.equal(canLookUp(state), true);
  });

  it('opens when a list arrives while focused, with nothing active, and announces the count', () => {
    const { state, effects } = run([{ type: 'InputFocus' }, list([a, b])]);
    assert.equal(state.open, true);
    assert.equal(state.activeIndex, -1);
    assert.equal(state.status, 'idle');
    assert.equal(state.listKind, 'suggestions');
    assert.deepEqual(state.scope, typingScope);
    assert.deepEqual(effects, [{ type: 'announce', message: { type: 'results', count: 2 } }]);
  });

  it('stays closed when a list arrives after focus left', () => {
    assert.equal(run([list([a])]).state.open, false);
  });

  it('an empty list stays closed, has the no-results status and announces it', () => {
    const { state, effects } = run([{ type: 'InputFocus' }, list([])]);
    assert.equal(state.open, false);
    assert.equal(state.status, 'no-results');
    assert.deepEqual(effects, [{ type: 'announce', message: { type: 'no-results' } }]);
  });

  it('a list of units keeps its kind, heading and scope, writes the text and announces its own words', () => {
    const units = list([back, a], {
      kind: 'units',
      context: '1 Main St — 2 addresses',
      announcement: 'Units',
      inputText: '1 Main St',
      scope: unitScope,
    });
    const { state, effects } = run([units], withList());
    assert.equal(state.listKind, 'units');
    assert.equal(state.context, '1 Main St — 2 addresses');
    assert.deepEqual(state.scope, unitScope);
    assert.deepEqual(effects, [
      { type: 'write-text', text: '1 Main St' },
      { type: 'announce', message: { type: 'text', text: 'Units' } },
    ]);
  });

  it('a list holding only Back counts as no results', () => {
    assert.equal(run([list([back])], withList()).state.status, 'no-results');
  });

  it('a list that asks to auto-choose its single final option chooses it without showing it', () => {
    const { state, effects } = run(
      [list([back, a], { kind: 'details', autoChoose: true, scope: unitScope })],
      withList(),
    );
    assert.deepEqual(effects, [{ type: 'choose', option: a, scope: unitScope }]);
    assert.deepEqual(state.options, [a, b, c], 'the list on screen stays until the choice is applied');
  });

  it('auto-choose with several final options lists them', () => {
    const { state, effects } = run([list([back, a, b], { kind: 'details', autoChoose: true })], withList());
    assert.deepEqual(state.options, [back, a, b]);
    assert.equal(state.listKind, 'details');
    assert.deepEqual(effects, [{ type: 'announce', message: { type: 'results', count: 2 } }]);
  });

  it('a list that says which text it answers auto-chooses only while that is the text typed last', () => {
    const typed = (text: string): Event => ({ type: 'InputChange', text });
    const answer = (text: string): Event => list([a], { autoChoose: true, text });
    const current = run([typed('10001'), answer('10001')], withList());
    assert.deepEqual(current.effects, [{ type: 'choose', option: a, scope: typingScope }]);
    // The shopper typed on before the answer to the shorter text came: it is shown, not chosen.
    const older = run([typed('10001'), typed('100012'), answer('10001')], withList());
    assert.deepEqual(older.state.options, [a]);
    assert.deepEqual(older.effects, [{ type: 'announce', message: { type: 'results', count: 1 } }]);
    // Text nobody typed (the page's value, looked up with Down) is listed: the shopper asked to see the list.
    const untyped = run([answer('10001')], withList());
    assert.equal(untyped.state.open, true);
    assert.deepEqual(untyped.state.options, [a]);
    // A reset forgets what was typed.
    const reset = run([typed('10001'), { type: 'Reset' }, answer('10001')], withList());
    assert.deepEqual(reset.state.options, [a]);
  });

  it('blur closes and forgets focus; a list that arrives later does not open', () => {
    const { state } = run([{ type: 'InputBlur' }, list([a])], withList());
    assert.equal(state.open, false);
    assert.equal(state.focused, false);
  });
});

describe('combobox machine: a list the shopper closed stays closed', () => {
  for (const [name, close] of [
    ['Escape', [key('Escape')]],
    ['Tab', [key('Tab')]],
    ['leaving the input', [{ type: 'InputBlur' }, { type: 'InputFocus' }]],
    ['autofill', [{ type: 'InputReplaced' }]],
  ] as const) {
    it(`after ${name}, an answer that arrives does not reopen the list until the shopper types`, () => {
      const closed = run([...close], withList()).state;
      assert.equal(closed.open, false);
      const late = run([list([a, b])], closed).state;
      assert.equal(late.open, false, 'a late answer reopened the list');
      assert.deepEqual(late.options, [a, b], 'the answer is kept for Down');
      const typed = run([{ type: 'InputChange', text: '1600 M' }, list([a])], late).state;
      assert.equal(typed.open, true, 'typing again lets the next answer open the list');
    });
  }

  it('Down reopens a dismissed list, and a search it asks for may open it', () => {
    const closed = run([key('Escape')], withList()).state;
    assert.equal(run([key('ArrowDown')], closed).state.open, true);
    const empty = run([{ type: 'LookupCleared' }, { type: 'InputBlur' }, { type: 'InputFocus' }], withList()).state;
    const asked = run([key('ArrowDown'), list([a])], empty).state;
    assert.equal(asked.open, true);
  });

  it('autofill also cancels the lookups under way', () => {
    assert.deepEqual(run([{ type: 'InputReplaced' }], withList()).effects, [{ type: 'cancel' }]);
  });

  it('autofill drops the list of the text it replaced: Down asks for the new text, and nothing is left pending', () => {
    const pending = run([{ type: 'InputChange', text: '1600 Mai' }, { type: 'LookupPending' }], withList()).state;
    const replaced = run([{ type: 'InputReplaced' }], pending).state;
    assert.deepEqual(replaced.options, [], "the replaced text's options were kept");
    assert.equal(replaced.status, 'idle', 'the cancelled lookup is still pending');
    const down = transition(replaced, key('ArrowDown'));
    assert.equal(down.state.open, false, "Down showed the replaced text's list");
    assert.deepEqual(
      down.effects.filter((effect) => effect.type === 'search-now'),
      [{ type: 'search-now', scope: undefined }],
    );
  });
});

describe('combobox machine: typing and lookups', () => {
  it('asks for a search on each edit with the scope, and clears the active option but keeps the list', () => {
    const { state, effects } = transition(active(0), { type: 'InputChange', text: '12 Ma' });
    assert.equal(state.activeIndex, -1);
    assert.equal(state.open, true, 'the old list stays until the new one arrives');
    assert.deepEqual(effects, [{ type: 'search', text: '12 Ma', scope: typingScope }]);
  });

  it('pending is shown until a list, a clear or a failure', () => {
    assert.equal(run([{ type: 'LookupPending' }]).state.status, 'pending');
    const ends: Event[] = [
      list([]),
      { type: 'LookupCleared' },
      { type: 'LookupFailed', code: 'server', credentials: '' },
    ];
    for (const end of ends) assert.notEqual(run([{ type: 'LookupPending' }, end]).state.status, 'pending', end.type);
  });

  it('a clear (text too short) empties and closes the list and forgets the scope', () => {
    const { state, effects } = run([{ type: 'LookupCleared' }], { ...withList(), context: 'heading' });
    assert.equal(state.open, false);
    assert.deepEqual(state.options, []);
    assert.equal(state.context, undefined);
    assert.equal(state.scope, undefined);
    assert.equal(state.status, 'idle');
    assert.deepEqual(effects, []);
  });

  it('a failure empties the list, keeps the scope and announces the error', () => {
    const { state, effects } = run([{ type: 'LookupFailed', code: 'server', credentials: '' }], withList());
    assert.equal(state.status, 'failed');
    assert.equal(state.open, false);
    assert.deepEqual(state.options, []);
    assert.deepEqual(state.scope, typingScope);
    assert.deepEqual(effects, [{ type: 'announce', message: { type: 'error', code: 'server' } }]);
    assert.equal(canLookUp(state), true);
  });

  it('choosing a group starts an expansion; its failure forgets the scope and says the units could not load', () => {
    const expanding = run([{ type: 'ItemClick', index: 2 }], withList()).state;
    assert.equal(expanding.expanding, true);
    const { state, effects } = run([{ type: 'LookupFailed', code: 'timeout', credentials: '' }], expanding);
    assert.equal(state.status, 'expansion-failed');
    assert.equal(state.expanding, false);
    assert.equal(state.scope, undefined);
    assert.deepEqual(effects, [{ type: 'announce', message: { type: 'expansion-failed' } }]);
  });

  it("the shop's extract route failing for a paste shows the error, and pauses no lookup, even for a 401", () => {
    for (const code of ['server', 'unauthorized'] as const) {
      const { state, effects } = run([{ type: 'PasteFailed', code }], withList());
      assert.equal(state.status, 'failed');
      assert.deepEqual(state.options, []);
      assert.equal(state.refusal, undefined);
      assert.equal(noticeShown(state), true);
      assert.deepEqual(effects, [{ type: 'announce', message: { type: 'error', code } }]);
      assert.equal(canLookUp(state), true);
      assert.deepEqual(run([{ type: 'InputChange', text: '1600 Penn' }], state).effects.at(-1), {
        type: 'search',
        text: '1600 Penn',
        scope: undefined,
      });
    }
  });

  it('choosing a final option is not an expansion', () => {
    assert.equal(run([{ type: 'ItemClick', index: 0 }], withList()).state.expanding, false);
  });

  it('the list that answers an expansion ends it', () => {
    const expanding = run([{ type: 'ItemClick', index: 2 }], withList()).state;
    assert.equal(run([list([a], { kind: 'units' })], expanding).state.expanding, false);
  });

  for (const code of ['unauthorized', 'payment-required'] as const) {
    it(`a ${code} refusal stops lookups until the credentials change`, () => {
      const state = run([{ type: 'LookupFailed', code, credentials: 'k1' }], withList()).state;
      assert.equal(state.status, 'refused');
      assert.deepEqual(state.refusal, { code, credentials: 'k1' });
      assert.equal(canLookUp(state), false);
      assert.deepEqual(run([{ type: 'InputChange', text: '1600 Penn' }], state).effects, []);
      assert.deepEqual(run([key('ArrowDown')], state).effects, [{ type: 'prevent-default' }]);
    });
  }

  it('the same credentials configured again stay refused; other credentials look up again', () => {
    const same = run([{ type: 'Configured', credentials: 'k1', misconfigured: false }], refused()).state;
    assert.equal(same.status, 'refused');
    assert.equal(canLookUp(same), false);
    const other = run([{ type: 'Configured', credentials: 'k2', misconfigured: false }], refused()).state;
    assert.equal(other.status, 'idle');
    assert.equal(other.refusal, undefined);
    assert.deepEqual(run([{ type: 'InputChange', text: '1600' }], other).effects, [
      { type: 'search', text: '1600', scope: undefined },
    ]);
  });

  it('a misconfiguration stops lookups until a configuration passes its checks', () => {
    const { state, effects } = run([{ type: 'Configured', credentials: '', misconfigured: true }], withList());
    assert.equal(state.misconfigured, true);
    assert.deepEqual(state.options, []);
    assert.deepEqual(effects, [{ type: 'cancel' }]);
    assert.deepEqual(run([{ type: 'InputChange', text: '1600' }], state).effects, []);
    const fixed = run([{ type: 'Configured', credentials: '', misconfigured: false }], state).state;
    assert.equal(canLookUp(fixed), true);
  });

  it('a new configuration empties the list, its heading and scope, keeps focus, and cancels lookups', () => {
    const from = { ...withList(), context: 'heading', scope: unitScope, status: 'pending' as const };
    const { state, effects } = run([{ type: 'Configured', credentials: '', misconfigured: false }], from);
    assert.deepEqual(state, { ...initialState(), focused: true });
    assert.deepEqual(effects, [{ type: 'cancel' }]);
  });

  it('a form reset empties everything, clears the live region and cancels, but keeps a refusal', () => {
    const { state, effects } = run([{ type: 'LookupPending' }, { type: 'Reset' }], withList());
    assert.deepEqual(state, { ...initialState(), focused: true });
    assert.deepEqual(effects, [{ type: 'cancel' }, { type: 'announce', message: undefined }]);
    const stillRefused = run([{ type: 'Reset' }], refused()).state;
    assert.equal(stillRefused.status, 'refused');
    assert.equal(canLookUp(stillRefused), false);
  });

  it('entering an expansion before its list arrives puts its scope in place: the next edit searches in it', () => {
    const entered = run(
      [
        { type: 'ItemClick', index: 2 },
        { type: 'ExpansionStarted', scope: unitScope },
      ],
      withList(),
    ).state;
    assert.deepEqual(entered.scope, unitScope);
    assert.deepEqual(run([{ type: 'InputChange', text: '1 Main St 4' }], entered).effects, [
      { type: 'search', text: '1 Main St 4', scope: unitScope },
    ]);
    assert.equal(
      run([{ type: 'LookupFailed', code: 'server', credentials: '' }], entered).state.scope,
      undefined,
      'a failed expansion forgets it',
    );
  });

  it('a chosen address closes the list, forgets heading and scope, and announces the choice', () => {
    const from = { ...active(1), context: 'heading', scope: unitScope };
    const { state, effects } = run([{ type: 'ChoiceApplied', label: '1 Main St' }], from);
    assert.equal(state.open, false);
    assert.equal(state.activeIndex, -1);
    assert.equal(state.context, undefined);
    assert.equal(state.scope, undefined);
    assert.deepEqual(effects, [
      { type: 'cancel' },
      { type: 'announce', message: { type: 'selected', label: '1 Main St' } },
    ]);
    assert.equal(run([list([a])], state).state.open, false, 'an answer still on its way reopened the list');
  });
});

describe('combobox machine: keys', () => {
  it('Down moves through the options and wraps', () => {
    assert.equal(run([key('ArrowDown')], withList()).state.activeIndex, 0);
    assert.equal(run([key('ArrowDown'), key('ArrowDown'), key('ArrowDown')], withList()).state.activeIndex, 2);
    assert.equal(
      run([key('ArrowDown'), key('ArrowDown'), key('ArrowDown'), key('ArrowDown')], withList()).state.activeIndex,
      0,
    );
  });

  it('Up moves backwards from nothing to the last option and wraps', () => {
    assert.equal(run([key('ArrowUp')], withList()).state.activeIndex, 2);
    assert.equal(run([key('ArrowUp')], active(1)).state.activeIndex, 0);
    assert.equal(run([key('ArrowUp')], active(0)).state.activeIndex, 2);
  });

  it('Up on a closed list opens it on the last option; without options it does nothing', () => {
    const closed = run([key('Escape')], withList()).state;
    assert.deepEqual(run([key('ArrowUp')], closed).effects, [{ type: 'prevent-default' }]);
    assert.equal(run([key('ArrowUp')], closed).state.activeIndex, 2);
    assert.deepEqual(run([key('ArrowUp')]).effects, []);
  });

  it('Down opens a closed list on its first option; Alt+Down opens it without activating', () => {
    const closed = run([key('Escape')], withList()).state;
    assert.equal(closed.open, false);
    assert.equal(run([key('ArrowDown')], closed).state.activeIndex, 0);
    const alt = run([key('ArrowDown', true)], closed).state;
    assert.equal(alt.open, true);
    assert.equal(alt.activeIndex, -1);
    assert.equal(
      run([key('ArrowDown', true)], active(1)).state.activeIndex,
      1,
      'Alt+Down in an open list moves nothing',
    );
  });

  it('Down on a closed list without options searches the current text at once, with the scope', () => {
    const { effects } = run([{ type: 'InputFocus' }, key('ArrowDown')]);
    assert.deepEqual(effects, [{ type: 'search-now', scope: undefined }, { type: 'prevent-default' }]);
  });

  it('Enter chooses the active option with the scope and prevents the form submission', () => {
    const { effects } = run([key('ArrowDown'), key('ArrowDown'), key('Enter')], withList());
    assert.deepEqual(effects, [{ type: 'choose', option: b, scope: typingScope }, { type: 'prevent-default' }]);
  });

  it('Enter on a group starts an expansion', () => {
    assert.equal(run([key('Enter')], active(2)).state.expanding, true);
  });

  it('Enter without an active option closes an open list and lets the form submit; on a closed list it does nothing', () => {
    // APG combobox-autocomplete-list: Enter with the listbox displayed closes it. The text stays, and nothing
    // prevents the submission the shopper asked for.
    const { state, effects } = run([key('Enter')], withList());
    assert.equal(state.open, false);
    assert.equal(state.activeIndex, -1);
    assert.deepEqual(effects, []);
    const closed = run([key('ArrowDown'), key('Escape')], withList()).state;
    assert.deepEqual(run([key('Enter')], closed).effects, []);
    assert.equal(run([key('Enter')], closed).state.open, false);
  });

  it('Alt+Up closes an open list (and is handled); on a closed list it opens nothing', () => {
    const { state, effects } = run([key('ArrowUp', true)], active(1));
    assert.equal(state.open, false);
    assert.equal(state.activeIndex, -1);
    assert.deepEqual(effects, [{ type: 'prevent-default' }]);
    const closed = run([key('Escape')], withList()).state;
    assert.equal(run([key('ArrowUp', true)], closed).state.open, false);
    assert.deepEqual(run([key('ArrowUp', true)], closed).effects, []);
  });

  it('Escape closes an open list (and is handled), and does nothing on a closed one', () => {
    const { state, effects } = run([key('ArrowDown'), key('Escape')], withList());
    assert.equal(state.open, false);
    assert.equal(state.activeIndex, -1);
    assert.deepEqual(effects, [{ type: 'prevent-default' }]);
    assert.deepEqual(run([key('Escape')], state).effects, []);
  });

  for (const name of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
    it(`${name} leaves the list open, clears the active option and keeps its default caret move`, () => {
      const { state, effects } = run([key(name)], active(0));
      assert.equal(state.open, true);
      assert.equal(state.activeIndex, -1);
      assert.deepEqual(effects, []);
    });
  }

  it('Tab closes without choosing and without preventing focus from moving', () => {
    const { state, effects } = run([key('Tab')], active(0));
    assert.equal(state.open, false);
    assert.deepEqual(effects, []);
  });

  it('other keys change nothing', () => {
    const from = active(1);
    assert.deepEqual(run([key('a')], from), { state: from, effects: [] });
  });

  it('a pointer pick chooses that option; a pick past the end does nothing', () => {
    assert.deepEqual(run([{ type: 'ItemClick', index: 1 }], withList()).effects, [
      { type: 'choose', option: b, scope: typingScope },
    ]);
    assert.deepEqual(run([{ type: 'ItemClick', index: 7 }], withList()).effects, []);
  });
});

describe('combobox machine: the status row', () => {
  const fail = (code: 'server' | 'unauthorized' = 'server'): Event => ({
    type: 'LookupFailed',
    code,
    credentials: 'k1',
  });
  const announcements = (effects: ComboboxEffect<Option, Scope>[]) =>
    effects.filter((effect) => effect.type === 'announce');

  it('no match, a failure, a failed expansion and a refusal each show a notice while focus is in the input', () => {
    assert.deepEqual(run([{ type: 'InputFocus' }, list([])]).state.notice, { type: 'no-results' });
    assert.deepEqual(run([{ type: 'InputFocus' }, fail()]).state.notice, { type: 'error', code: 'server' });
    const expanding = run(
      [key('ArrowDown'), key('ArrowDown'), key('ArrowDown'), key('Enter'), fail()],
      withList(),
    ).state;
    assert.deepEqual(expanding.notice, { type: 'expansion-failed' });
    assert.equal(noticeShown(expanding), true);
    assert.deepEqual(refused().notice, { type: 'error', code: 'unauthorized' });
    assert.equal(noticeShown(run([fail()]).state), false, 'not without focus');
  });

  it('the same outcome again is not announced again, and stays through typing until a list replaces it', () => {
    const first = run([{ type: 'InputFocus' }, fail()]);
    assert.equal(announcements(first.effects).length, 1);
    const typed = run([{ type: 'InputChange', text: '1600 Mai' }, { type: 'LookupPending' }], first.state).state;
    assert.equal(noticeShown(typed), true, 'typing keeps the row');
    assert.deepEqual(announcements(run([fail()], typed).effects), []);
    const other = run([fail('unauthorized')], typed);
    assert.equal(announcements(other.effects).length, 1, 'another failure is said');
    const listed = run([list([a])], typed).state;
    assert.equal(listed.notice, undefined);
    assert.equal(noticeShown(listed), false);
  });

  it('Escape closes the notice (handled), and the same outcome keeps it closed until another one comes', () => {
    const shown = run([{ type: 'InputFocus' }, list([])]).state;
    const escaped = run([key('Escape')], shown);
    assert.deepEqual(escaped.effects, [{ type: 'prevent-default' }]);
    assert.equal(noticeShown(escaped.state), false);
    const again = run([{ type: 'InputChange', text: 'zzqxq' }, list([])], escaped.state).state;
    assert.equal(noticeShown(again), false, 'still no match: the closed row stays closed');
    assert.equal(noticeShown(run([fail()], again).state), true, 'a failure is news');
    const afterList = run([list([a]), list([])], again).state;
    assert.equal(noticeShown(afterList), true, 'no match after a list is news');
  });

  it('Escape with neither list nor notice is not handled; a cleared text, a choice and a reset drop the notice', () => {
    assert.deepEqual(run([{ type: 'InputFocus' }, key('Escape')]).effects, []);
    const shown = run([{ type: 'InputFocus' }, list([])]).state;
    assert.equal(run([{ type: 'LookupCleared' }], shown).state.notice, undefined);
    assert.equal(run([{ type: 'ChoiceApplied', label: 'x' }], shown).state.notice, undefined);
    assert.equal(run([{ type: 'Reset' }], shown).state.notice, undefined);
  });

  it('a refused key keeps its notice through a reset and the same configuration', () => {
    const state = run(
      [{ type: 'Reset' }, { type: 'Configured', credentials: 'k1', misconfigured: false }],
      refused(),
    ).state;
    assert.deepEqual(state.notice, { type: 'error', code: 'unauthorized' });
    const other = run([{ type: 'Configured', credentials: 'k2', misconfigured: false }], refused()).state;
    assert.equal(other.notice, undefined);
  });
});

describe('combobox machine: a verified address that needs its unit', () => {
  const decline: Option = { kind: 'dismiss', name: 'no unit' };
  const needed = { reason: 'This address needs a unit', dismiss: decline };

  it('reopen chooses the group again and lets its units open the list the choice had closed', () => {
    const chosen = run([{ type: 'InputFocus' }, list([a, c]), { type: 'ChoiceApplied', label: 'a' }]).state;
    assert.equal(chosen.dismissed, true);
    const { state, effects } = run([{ type: 'UnitsNeeded', option: c, needed }], chosen);
    assert.deepEqual(effects, [{ type: 'choose', option: c, scope: undefined }]);
    assert.equal(state.expanding, true);
    const units = run([list([a, b], { kind: 'units' })], state).state;
    assert.equal(units.open, true);
  });

  it('the units that come say why (heading and announcement) and end with the option that declines; once', () => {
    const chosen = run([{ type: 'InputFocus' }, list([a, c]), { type: 'ChoiceApplied', label: 'a' }]).state;
    const reopened = run([{ type: 'UnitsNeeded', option: c, needed }], chosen).state;
    const { state, effects } = run([list([a, b], { kind: 'units', context: '1 Main St — 2 addresses' })], reopened);
    assert.deepEqual(state.options, [a, b, decline]);
    assert.equal(state.context, needed.reason);
    assert.deepEqual(effects, [{ type: 'announce', message: { type: 'text', text: needed.reason } }]);
    const later = run([list([a, b], { kind: 'units', context: 'h' })], state).state;
    assert.deepEqual(later.options, [a, b]);
    const edited = run([{ type: 'InputChange', text: '1 Main St 2' }, list([a], { kind: 'units' })], reopened).state;
    assert.deepEqual(edited.options, [a], 'typing drops the reason');
  });

  it('units offered with a reason keep the text and come back when the shopper returns, until used', () => {
    const away = run([
      { type: 'InputFocus' },
      list([a, c]),
      { type: 'ChoiceApplied', label: 'a' },
      { type: 'InputBlur' },
    ]).state;
    const reopened = run([{ type: 'UnitsNeeded', option: c, needed }], away).state;
    const { state, effects } = run([list([a, b], { kind: 'units', inputText: '1 Main St' })], reopened);
    assert.equal(state.open, false, 'not over another field');
    assert.ok(!effects.some((effect) => effect.type === 'write-text'), 'the text was rewritten');
    const back = run([{ type: 'InputFocus' }], state).state;
    assert.equal(back.open, true);
    const declined = run([key('Escape'), { type: 'InputBlur' }, { type: 'InputFocus' }], back).state;
    assert.equal(declined.open, false, 'closed with Escape, it stays closed');
  });
});

describe('combobox machine: the "Did you mean" row after autofill or a paste', () => {
  const keep: Option = { kind: 'dismiss', name: 'keep' };
  const offer = (): Event => ({
    type: 'CorrectionOffered',
    list: { kind: 'correction', options: [a, keep], announcement: 'Did you mean a?' },
  });
  const autofilled = (): State => run([{ type: 'InputFocus' }, list([a, b]), { type: 'InputReplaced' }]).state;

  it('an offer opens the row over the dismissal autofill made, and says it', () => {
    const { state, effects } = run([offer()], autofilled());
    assert.equal(state.open, true);
    assert.equal(state.listKind, 'correction');
    assert.deepEqual(effects, [{ type: 'announce', message: { type: 'text', text: 'Did you mean a?' } }]);
  });

  it('an offer made while focus is elsewhere opens when the shopper comes back; not before', () => {
    const away = run([{ type: 'InputBlur' }, offer()], autofilled()).state;
    assert.equal(away.open, false);
    assert.equal(run([{ type: 'InputFocus' }], away).state.open, true);
  });

  it('the dismiss option closes the row and is chosen (the element keeps the text); focus does not bring it back', () => {
    const row = run([offer(), key('ArrowDown'), key('ArrowDown')], autofilled()).state;
    assert.equal(row.activeIndex, 1);
    const { state, effects } = run([key('Enter')], row);
    assert.equal(state.open, false);
    assert.deepEqual(effects, [{ type: 'choose', option: keep, scope: undefined }, { type: 'prevent-default' }]);
    assert.equal(run([{ type: 'InputBlur' }, { type: 'InputFocus' }], state).state.open, false);
  });

  it('Escape declines the row for good, as its dismiss option does; in a typing list it only closes', () => {
    const { state: declined, effects } = run([offer(), key('Escape')], autofilled());
    assert.deepEqual(effects, [{ type: 'choose', option: keep, scope: undefined }, { type: 'prevent-default' }]);
    assert.equal(run([{ type: 'InputBlur' }, { type: 'InputFocus' }], declined).state.open, false);
    const closed = run([key('Escape')], withList()).state;
    assert.equal(closed.options.length, 3);
  });

  it('the correction is chosen like any option', () => {
    const { effects } = run([offer(), key('ArrowDown'), key('Enter')], autofilled());
    assert.deepEqual(effects, [{ type: 'choose', option: a, scope: undefined }, { type: 'prevent-default' }]);
  });
});
