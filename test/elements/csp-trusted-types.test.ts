import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';

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

async function strictFrame(trustedTypes = 'lit-html'): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.inlineSize = '800px';
  frame.style.blockSize = '600px';
  frame.srcdoc = `<!doctype html><html><head>
    <meta http-equiv="Content-Security-Policy" content="${policy(trustedTypes)}">
    <script type="module" src="/src/define.ts"></script></head>
    <body><form>
      <us-address-autocomplete embedded-key="demo-embedded-key" base-url="${location.origin}/us-autocomplete" debounce="0">
        <input name="street" autocomplete="address-line1" aria-label="Street">
      </us-address-autocomplete>
      <input name="city" autocomplete="address-level2" aria-label="City">
    </form></body></html>`;
  document.body.append(frame);
  await waitUntil(() => frame.contentDocument?.querySelector('input')?.getAttribute('role') === 'combobox', 'upgraded');
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
    frame.contentWindow!.focus();
    input.focus();
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
    expect(city.value).not.to.equal('', 'the form was filled');
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
    }).to.throw(/TrustedHTML/);
    await waitUntil(() => violations.length > 0, 'the page reported the violation');
    expect(violations[0]).to.equal('require-trusted-types-for');
    frame.remove();
  });
});
