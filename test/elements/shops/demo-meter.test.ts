// The demo pages' request meter (demo/meter/), driven in demo/index.html and demo/everywhere.html with real keys
// against the simulator: the counts it shows for an address are the requests the page sent (recorded by wrapping the
// frame's fetch on top of the meter's own wrapper), the lookups the spec bills for them, and the keystrokes typed.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { emulateMedia } from '../../support/browser-window.js';
import {
  DEMO,
  allAnswered,
  chooseKind,
  closeDemo,
  eventOnce,
  openDemo,
  optionsIn,
  shown,
  typeAndList,
  type AxeInFrame,
  type Counts,
} from '../../support/demo-page.js';
import { waitUntil } from '../../support/wait.js';

describe("the demo's request meter", function () {
  this.timeout(60000);

  it('counts a US address: every request the page sent, each answered one billed, and the keystrokes typed', async () => {
    const page = await openDemo();
    try {
      const { doc, recorder } = page;
      const element = doc.querySelector('us-address-autocomplete')!;
      const input = doc.querySelector<HTMLInputElement>('input[name=ship-address1]')!;
      expect(shown(doc, 'ship')).to.deep.equal({ requests: 0, billed: 0, keystrokes: 0 });
      const verified = eventOnce(element, 'verified-address');

      const typed = '1600 Pennsylvania';
      await typeAndList(page, input, element, typed);
      // A building, then one of its units: the secondaries request and the US Street verification are billed too.
      await chooseKind(element, 'group');
      await waitUntil(
        () => recorder.exchanges.some((exchange) => exchange.url.searchParams.has('selected')),
        'no units',
      );
      await waitUntil(
        () =>
          optionsIn(element).length > 1 &&
          element.querySelector('[role=listbox]')?.getAttribute('aria-busy') === 'false',
        'the units are not listed',
      );
      await chooseKind(element, 'final');
      await waitUntil(verified.seen, 'no verified-address');
      await waitUntil(() => allAnswered(recorder.exchanges), 'a request is still on its way');

      const paths = recorder.exchanges.map((exchange) => exchange.url.pathname);
      expect(paths.filter((path) => path === '/us-street/street-address')).to.have.length(1);
      expect(paths.every((path) => path.startsWith('/us-'))).to.equal(true, paths.join());
      const expected: Counts = {
        requests: recorder.count,
        // Every US autocomplete and US Street request is a billed lookup when it is answered.
        billed: recorder.exchanges.filter((exchange) => exchange.status === 200).length,
        keystrokes: typed.length,
      };
      await waitUntil(
        () => JSON.stringify(shown(doc, 'ship')) === JSON.stringify(expected),
        `the meter shows ${JSON.stringify(shown(doc, 'ship'))}, the page sent ${JSON.stringify(expected)}`,
      );
      expect(expected.requests).to.be.below(expected.keystrokes, 'the elements send fewer requests than keys');
      expect(shown(doc, 'bill')).to.deep.equal({ requests: 0, billed: 0, keystrokes: 0 }, 'the other address');

      // The chosen address's counts stay until the next keystroke, which starts a new address: here emptying the
      // field (which ends that one at once), then two characters, below the elements' minimum: nothing sent.
      input.select();
      await sendKeys({ press: 'Backspace' });
      await waitUntil(() => shown(doc, 'ship').keystrokes === 1, 'the emptying key did not start a new address');
      expect(shown(doc, 'ship')).to.deep.equal({ requests: 0, billed: 0, keystrokes: 1 });
      const before = recorder.count;
      await sendKeys({ type: '16' });
      await waitUntil(() => shown(doc, 'ship').keystrokes === 2, 'the keys after the emptied field are not counted');
      expect(shown(doc, 'ship')).to.deep.equal({ requests: recorder.count - before, billed: 0, keystrokes: 2 });
    } finally {
      closeDemo(page);
    }
  });

  it('counts an international address: searches and a group are free, the detail chosen and postal codes billed', async () => {
    const page = await openDemo();
    try {
      const { doc, recorder } = page;
      const street = doc.querySelector('intl-address-autocomplete')!;
      const streetInput = doc.querySelector<HTMLInputElement>('input[name=bill-address1]')!;
      const verified = eventOnce(street, 'verified-address');

      // In Canada (the first country): a group of 3 (100 Mill St, Hornby Island), then one of its addresses.
      const typed = '100 Mill St Hornby';
      await typeAndList(page, streetInput, street, typed);
      await chooseKind(street, 'group');
      await waitUntil(
        () => optionsIn(street).some((option) => option.dataset.kind === 'back') && optionsIn(street).length > 1,
        'the group is not listed',
      );
      await waitUntil(() => street.querySelector('[role=listbox]')?.getAttribute('aria-busy') === 'false', 'busy');
      await chooseKind(street, 'final');
      await waitUntil(verified.seen, 'no verified-address');
      await waitUntil(() => allAnswered(recorder.exchanges), 'a request is still on its way');

      const addressIdCalls = recorder.exchanges.filter((exchange) => /\/v2\/lookup\/./.test(exchange.url.pathname));
      expect(addressIdCalls, "the group's sub-units and the chosen address's detail").to.have.length(2);
      expect(
        recorder.exchanges.every((exchange) => exchange.url.pathname.startsWith('/international-autocomplete/')),
      ).to.equal(true);
      const streetCounts: Counts = { requests: recorder.count, billed: 1, keystrokes: typed.length };
      await waitUntil(
        () => JSON.stringify(shown(doc, 'bill')) === JSON.stringify(streetCounts),
        `the meter shows ${JSON.stringify(shown(doc, 'bill'))}, expected ${JSON.stringify(streetCounts)}`,
      );

      // The next keystroke in the block starts the next address: a whole postal code of this test's own, chosen at
      // once, each of its lookups billed.
      const postal = doc.querySelector('postal-code-autocomplete')!;
      const postalInput = doc.querySelector<HTMLInputElement>('input[name=bill-postal]')!;
      const chosen = eventOnce(postal, 'postal-code-selected');
      const before = recorder.count;
      postalInput.focus();
      postalInput.select();
      const code = 't2p1k9';
      await sendKeys({ type: code });
      await waitUntil(chosen.seen, `${code} was not chosen`);
      await waitUntil(() => allAnswered(recorder.exchanges), 'a request is still on its way');
      const postalCalls = recorder.exchanges.slice(before);
      expect(postalCalls.length).to.be.at.least(1);
      expect(postalCalls.every((exchange) => exchange.url.pathname === '/international-postal-code/lookup')).to.equal(
        true,
      );
      const postalCounts: Counts = {
        requests: postalCalls.length,
        billed: postalCalls.filter((exchange) => exchange.status === 200).length,
        keystrokes: code.length,
      };
      await waitUntil(
        () => JSON.stringify(shown(doc, 'bill')) === JSON.stringify(postalCounts),
        `the meter shows ${JSON.stringify(shown(doc, 'bill'))}, expected ${JSON.stringify(postalCounts)}`,
      );
      expect(shown(doc, 'ship')).to.deep.equal({ requests: 0, billed: 0, keystrokes: 0 }, 'the other address');
    } finally {
      closeDemo(page);
    }
  });

  it('counts for <address-autocomplete> in everywhere.html, its US and international calls alike', async () => {
    const page = await openDemo('/demo/everywhere.html', 'input[name=address1]');
    try {
      const { doc, recorder } = page;
      const element = doc.querySelector('address-autocomplete')!;
      const input = doc.querySelector<HTMLInputElement>('input[name=address1]')!;
      const verified = eventOnce(element, 'verified-address');
      const typed = '1600 Amphitheatre';
      await typeAndList(page, input, element, typed);
      await chooseKind(element, 'final');
      await waitUntil(verified.seen, 'no verified-address');
      await waitUntil(() => allAnswered(recorder.exchanges), 'a request is still on its way');
      expect(recorder.exchanges.every((exchange) => exchange.url.pathname.startsWith('/us-autocomplete/'))).to.equal(
        true,
      );
      const usCounts: Counts = {
        requests: recorder.count,
        billed: recorder.exchanges.filter((exchange) => exchange.status === 200).length,
        keystrokes: typed.length,
      };
      await waitUntil(
        () => JSON.stringify(shown(doc, '')) === JSON.stringify(usCounts),
        `the meter shows ${JSON.stringify(shown(doc, ''))}, expected ${JSON.stringify(usCounts)}`,
      );

      // Canada chosen: the same element asks the international service, whose searches are free.
      const country = doc.querySelector<HTMLSelectElement>('select[name=country]')!;
      country.value = 'CAN';
      country.dispatchEvent(new Event('change', { bubbles: true }));
      const before = recorder.count;
      input.focus();
      input.select();
      const intlTyped = '100 Mill St Hornby';
      await sendKeys({ type: intlTyped });
      await waitUntil(
        () => recorder.exchanges.some((exchange) => exchange.url.searchParams.get('search') === intlTyped),
        `no request for "${intlTyped}"`,
      );
      await waitUntil(() => allAnswered(recorder.exchanges), 'a request is still on its way');
      const intlCalls = recorder.exchanges.slice(before);
      expect(intlCalls.every((exchange) => exchange.url.pathname === '/international-autocomplete/v2/lookup')).to.equal(
        true,
      );
      const intlCounts: Counts = { requests: intlCalls.length, billed: 0, keystrokes: intlTyped.length };
      await waitUntil(
        () => JSON.stringify(shown(doc, '')) === JSON.stringify(intlCounts),
        `the meter shows ${JSON.stringify(shown(doc, ''))}, expected ${JSON.stringify(intlCounts)}`,
      );
    } finally {
      closeDemo(page);
    }
  });

  /** The demo pages with meters: demo/index.html (two address blocks) and demo/everywhere.html (one). */
  const PAGES = [
    { path: DEMO, street: 'input[name=ship-address1]', meters: 2 },
    { path: '/demo/everywhere.html', street: 'input[name=address1]', meters: 1 },
  ];

  for (const { path, street, meters } of PAGES) {
    it(`is a labelled group of labelled outputs that do not announce every count (${path})`, async () => {
      const page = await openDemo(path, street);
      try {
        const panels = [...page.doc.querySelectorAll<HTMLElement>('[data-meter]')];
        expect(panels).to.have.length(meters);
        for (const panel of panels) {
          expect(panel.getAttribute('role')).to.equal('group');
          expect(page.doc.getElementById(panel.getAttribute('aria-labelledby')!)?.textContent).to.not.equal('');
          const outputs = [...panel.querySelectorAll('output')];
          expect(outputs).to.have.length(3);
          for (const output of outputs) {
            expect(output.labels).to.have.length(1);
            expect(output.getAttribute('aria-live')).to.equal('off');
          }
        }
      } finally {
        closeDemo(page);
      }
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      it(`passes axe, ${colorScheme} (${path})`, async () => {
        await emulateMedia({ colorScheme });
        const page = await openDemo(path, street);
        try {
          const win = page.frame.contentWindow as Window & typeof globalThis & { axe?: AxeInFrame };
          expect(win.matchMedia('(prefers-color-scheme: dark)').matches).to.equal(colorScheme === 'dark');
          // axe runs in the demo's own document (the test page's copy cannot look into a frame).
          const script = page.doc.createElement('script');
          const axeLoaded = new Promise((resolve, reject) => {
            script.addEventListener('load', resolve, { once: true });
            script.addEventListener('error', reject, { once: true });
          });
          script.src = '/node_modules/axe-core/axe.min.js';
          page.doc.head.append(script);
          await axeLoaded;
          for (const panel of page.doc.querySelectorAll('[data-meter]')) {
            const { violations } = await win.axe!.run(panel);
            expect(violations.map((violation) => violation.id)).to.deep.equal([]);
          }
        } finally {
          closeDemo(page);
          await emulateMedia({ colorScheme: 'light' });
        }
      });
    }
  }

  it('fits a phone: its counts wrap onto lines of their own, nothing wider than the panel', async () => {
    const page = await openDemo();
    try {
      page.frame.style.inlineSize = '375px';
      await waitUntil(() => page.frame.contentWindow!.innerWidth === 375, 'the frame is not phone-wide');
      for (const panel of page.doc.querySelectorAll<HTMLElement>('[data-meter]')) {
        expect(panel.scrollWidth).to.be.at.most(panel.clientWidth);
        const tops = [...panel.querySelectorAll('.meter-count')].map((count) => count.getBoundingClientRect().top);
        expect(new Set(tops).size).to.be.above(1, 'the counts wrapped');
      }
    } finally {
      closeDemo(page);
    }
  });
});
