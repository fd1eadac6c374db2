// Back online after network errors: the lookup the back-off holds (1 s, doubling to 30 s while the errors go on)
// goes as soon as the browser says `online`, not when the wait ends. The element's clock is held by the test, so
// the back-off never ends on its own here: only the `online` event can send the lookup.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { systemClock } from '../../../src/core/lookup/clock.js';
import { DEFAULT_TIMEOUT_MS } from '../../../src/core/lookup/scheduler.js';
import {
  BASE,
  ConsoleStub,
  FetchRecorder,
  KEY,
  inputOf,
  optionTexts,
  until,
  type UsElement,
} from '../../support/element-helpers.js';

describe('back online', () => {
  let recorder: FetchRecorder;
  let quietConsole: ConsoleStub;
  const clock = { ...systemClock };

  beforeEach(() => {
    recorder = new FetchRecorder().install();
    quietConsole = new ConsoleStub('error').install();
  });

  afterEach(() => {
    Object.assign(systemClock, clock);
    recorder.restore();
    quietConsole.restore();
  });

  it('a lookup held by the back-off after a dropped connection goes when the browser is online again', async () => {
    const el = await fixture<UsElement>(
      html`<us-address-autocomplete embedded-key=${KEY} base-url=${BASE} debounce="0"
        ><input name="street"
      /></us-address-autocomplete>`,
    );
    let dropping = true;
    recorder.rewrite = (url) => {
      if (dropping) url.searchParams.set('simulator_fault', 'drop');
      return url;
    };
    // From the network error on, the element's time stands still and its waits never end by themselves.
    const held: Array<() => void> = [];
    el.addEventListener('address-error', (event) => {
      if (event.detail.code !== 'network') return;
      const stopped = clock.now();
      systemClock.now = () => stopped;
      // A held wait's handle is an object: the element may clear it after the real clock is back (see FakeClock).
      systemClock.setTimeout = (callback, ms) =>
        ms < DEFAULT_TIMEOUT_MS ? { heldWait: held.push(callback) } : clock.setTimeout(callback, ms);
    });
    inputOf(el).focus();
    await sendKeys({ type: '12 M' });
    await until(() => held.length === 0 && systemClock.now !== clock.now, 'no network error');

    dropping = false;
    window.dispatchEvent(new Event('offline'));
    await sendKeys({ type: 'a' });
    await until(() => held.length === 1, 'the lookup was not held by the back-off');
    const sent = () => recorder.exchanges.filter((exchange) => exchange.url.searchParams.get('search') === '12 Ma');
    expect(sent(), 'sent during the back-off').to.deep.equal([]);

    window.dispatchEvent(new Event('online'));
    await until(() => sent().length === 1, 'not sent once the browser was online again');
    await until(() => optionTexts(el).length > 0, 'no list once back online');
    expect(inputOf(el).value).to.equal('12 Ma');
  });
});
