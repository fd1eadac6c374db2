import { expect } from '@open-wc/testing';
import { initialState, transition, type ComboboxEvent, type ComboboxState } from '../../src/core/combobox-machine.js';

type State = ComboboxState<string>;

function run(events: ComboboxEvent<string>[], from: State = initialState<string>()) {
  let state = from;
  let effects: ReturnType<typeof transition<string>>['effects'] = [];
  for (const event of events) ({ state, effects } = transition(state, event));
  return { state, effects };
}

const withList = (): State => run([{ type: 'focus' }, { type: 'options', options: ['a', 'b', 'c'] }]).state;

describe('combobox machine', () => {
  it('opens when options arrive while focused, with nothing active', () => {
    const { state } = run([{ type: 'focus' }, { type: 'options', options: ['a', 'b'] }]);
    expect(state).to.deep.include({ open: true, activeIndex: -1, busy: false });
  });

  it('stays closed when options arrive after focus left', () => {
    expect(run([{ type: 'options', options: ['a'] }]).state.open).to.equal(false);
  });

  it('stays closed for an empty list', () => {
    expect(run([{ type: 'focus' }, { type: 'options', options: [] }]).state.open).to.equal(false);
  });

  it('asks for a search on each edit, and clears the active option', () => {
    const active = run([{ type: 'key', key: 'ArrowDown' }], withList()).state;
    const { state, effects } = transition(active, { type: 'edit', text: '12 Ma' });
    expect(state.activeIndex).to.equal(-1);
    expect(state.open).to.equal(true, 'the old list stays until the new one arrives');
    expect(effects).to.deep.equal([{ type: 'search', text: '12 Ma' }]);
  });

  it('is busy from pending until options, clear or failure', () => {
    for (const end of [{ type: 'options', options: [] }, { type: 'clear' }, { type: 'failed' }] as const) {
      const { state } = run([{ type: 'pending' }, end]);
      expect(state.busy, end.type).to.equal(false);
    }
    expect(run([{ type: 'pending' }]).state.busy).to.equal(true);
  });

  describe('keys', () => {
    it('Down moves through the options and wraps', () => {
      const keys = (n: number) => Array.from({ length: n }, () => ({ type: 'key', key: 'ArrowDown' }) as const);
      expect(run(keys(1), withList()).state.activeIndex).to.equal(0);
      expect(run(keys(3), withList()).state.activeIndex).to.equal(2);
      expect(run(keys(4), withList()).state.activeIndex).to.equal(0);
    });

    it('Up moves backwards from nothing to the last option and wraps', () => {
      expect(run([{ type: 'key', key: 'ArrowUp' }], withList()).state.activeIndex).to.equal(2);
      const first = run([{ type: 'key', key: 'ArrowDown' }], withList()).state;
      expect(run([{ type: 'key', key: 'ArrowUp' }], first).state.activeIndex).to.equal(2);
    });

    it('Down opens a closed list on its first option; Alt+Down opens it without activating', () => {
      const closed = run([{ type: 'key', key: 'Escape' }], withList()).state;
      expect(closed.open).to.equal(false);
      expect(run([{ type: 'key', key: 'ArrowDown' }], closed).state).to.deep.include({ open: true, activeIndex: 0 });
      expect(run([{ type: 'key', key: 'ArrowDown', altKey: true }], closed).state).to.deep.include({ open: true, activeIndex: -1 });
    });

    it('Down on a closed list without options searches the current text at once', () => {
      const { effects } = run([{ type: 'focus' }, { type: 'key', key: 'ArrowDown' }]);
      expect(effects).to.deep.equal([{ type: 'search-now' }, { type: 'prevent-default' }]);
    });

    it('Enter chooses the active option and prevents the form submission', () => {
      const { effects } = run([{ type: 'key', key: 'ArrowDown' }, { type: 'key', key: 'ArrowDown' }, { type: 'key', key: 'Enter' }], withList());
      expect(effects).to.deep.equal([{ type: 'choose', option: 'b', index: 1 }, { type: 'prevent-default' }]);
    });

    it('Enter without an active option does nothing, so the form submits', () => {
      expect(run([{ type: 'key', key: 'Enter' }], withList()).effects).to.deep.equal([]);
      const closed = run([{ type: 'key', key: 'ArrowDown' }, { type: 'key', key: 'Escape' }], withList()).state;
      expect(run([{ type: 'key', key: 'Enter' }], closed).effects).to.deep.equal([]);
    });

    it('Escape closes an open list (and is handled), and does nothing on a closed one', () => {
      const { state, effects } = run([{ type: 'key', key: 'ArrowDown' }, { type: 'key', key: 'Escape' }], withList());
      expect(state).to.deep.include({ open: false, activeIndex: -1 });
      expect(effects).to.deep.equal([{ type: 'prevent-default' }]);
      expect(run([{ type: 'key', key: 'Escape' }], state).effects).to.deep.equal([]);
    });

    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight']) {
      it(`${key} leaves the list open, clears the active option and keeps its default caret move`, () => {
        const active = run([{ type: 'key', key: 'ArrowDown' }], withList()).state;
        const { state, effects } = run([{ type: 'key', key }], active);
        expect(state).to.deep.include({ open: true, activeIndex: -1 });
        expect(effects).to.deep.equal([]);
      });
    }

    it('Tab closes without choosing and without preventing focus from moving', () => {
      const active = run([{ type: 'key', key: 'ArrowDown' }], withList()).state;
      const { state, effects } = run([{ type: 'key', key: 'Tab' }], active);
      expect(state.open).to.equal(false);
      expect(effects).to.deep.equal([]);
    });
  });

  it('a pointer pick chooses that option', () => {
    expect(run([{ type: 'pick', index: 2 }], withList()).effects).to.deep.equal([{ type: 'choose', option: 'c', index: 2 }]);
    expect(run([{ type: 'pick', index: 7 }], withList()).effects).to.deep.equal([]);
  });

  it('blur closes and forgets focus; options that arrive later do not open the list', () => {
    const { state } = run([{ type: 'blur' }, { type: 'options', options: ['x'] }], withList());
    expect(state).to.deep.include({ open: false, focused: false });
  });

  it('reset empties everything and cancels lookups', () => {
    const { state, effects } = run([{ type: 'pending' }, { type: 'reset' }], withList());
    expect(state).to.deep.equal({ ...initialState(), focused: true });
    expect(effects).to.deep.equal([{ type: 'cancel' }]);
  });
});
