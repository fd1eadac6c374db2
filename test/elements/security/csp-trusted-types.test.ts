import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { focusInFrame } from '../../support/frame-focus.js';

/**
 * A checkout page with a strict Content Security Policy and enforced Trusted Types: no inline scripts or styles, and
 * either only the `lit-html` Trusted Types policy allowed (what pages were told to list) or no policy at all. The
 * element must load, search, render suggestions and choose one with no policy violation.
 */
const policy = (trustedTypes: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${trustedTypes}`,
  ].join('; ');

/** The fixture page of each `trusted-types` value (test/fixtures/csp/), served by the test server. */
const FIXTURES: Record<string, string> = {
  'lit-html': '/test/fixtures/csp/trusted-types-lit-html.html',
  "'none'": '/test/fixtures/csp/trusted-types-none.html',
};

// A served page, not an iframe's srcdoc: Firefox ESR 153 does not count an about:srcdoc document as 'self', so
// `script-src 'self'` there blocks the element's own module (Chromium lets it run).
async function strictFrame(trustedTypes = 'lit-html'): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.inlineSize = '800px';
  frame.style.blockSize = '600px';
  frame.src = FIXTURES[trustedTypes]!;
  document.body.append(frame);
  await waitUntil(() => frame.contentDocument?.querySelector('input')?.getAttribute('role') === 'combobox', 'upgraded');
  const meta = frame.contentDocument!.querySelector('meta[http-equiv="Content-Security-Policy"]');
  expect(meta?.getAttribute('content'), 'the page carries the policy under test').to.equal(policy(trustedTypes));
  return frame;
}

describe('a page with a strict CSP and Trusted Types', function () {
  for (const trustedTypes of ['lit-html', "'none'"]) {
    it(`loads, searches, renders and chooses without a single policy violation (trusted-types ${trustedTypes})`, async () => {
      await searchAndChoose(await strictFrame(trustedTypes));
    });
  }

  async function searchAndChoose(frame: HTMLIFrameElement): Promise<void> {
    const doc = frame.contentDocument!;
    const violations: string[] = [];
    doc.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
    const input = doc.querySelector<HTMLInputElement>('input[name=street]')!;
    await focusInFrame(input);
    // One lookup (the text set, one key typed): a list for a shorter text cannot replace the list under the keys.
    input.value = '1600 M';
    await sendKeys({ type: 'a' });
    await waitUntil(() => doc.querySelectorAll('[role=option]').length > 0, 'suggestions rendered');
    const city = doc.querySelector<HTMLInputElement>('input[name=city]')!;
    // The first suggestion may be a building: choosing it lists its units, and a unit is then final.
    for (let pick = 0; pick < 2 && city.value === ''; pick++) {
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(
        () => city.value !== '' || doc.querySelector('.address-autocomplete-context') !== null,
        'a choice',
      );
    }
    // A unit chosen under the building's context: its fill may come a little later (the form's code on its way).
    await waitUntil(() => city.value !== '', 'the form was filled');
    expect(violations).to.deep.equal([]);
    const trustedTypes = (frame.contentWindow as Window & { trustedTypes?: { defaultPolicy: unknown } }).trustedTypes;
    expect(trustedTypes?.defaultPolicy ?? null).to.equal(null, 'no default policy was needed');
    frame.remove();
  }

  it('really enforces the policy: markup written with innerHTML is blocked in that page', async () => {
    const frame = await strictFrame();
    const doc = frame.contentDocument!;
    const violations: string[] = [];
    doc.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
    expect(() => {
      // The one deliberate innerHTML: proof that the page enforces Trusted Types, so the test above means something.
      // eslint-disable-next-line no-restricted-properties
      (doc.body as unknown as { innerHTML: string }).innerHTML = '<p>x</p>';
      // The spec's TypeError (of another realm: compared by name); its message is the engine's own (Chromium names
      // TrustedHTML, Firefox a sink type mismatch).
    })
      .to.throw()
      .with.property('name', 'TypeError');
    expect(doc.body.querySelector('p'), 'the markup was not written').to.equal(null);
    await waitUntil(() => violations.length > 0, 'the page reported the violation');
    expect(violations[0]).to.equal('require-trusted-types-for');
    frame.remove();
  });
});
