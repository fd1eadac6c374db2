// The README's first example is demo/example.html, word for word, and it works: the page loads the loader (dist/, as a
// site serves its copy), which fetches the element's code when the shopper first uses the field; it talks to the
// simulator mounted on this origin, and a shopper who types a street and chooses a suggestion with the keyboard gets
// the form filled and a street field that passes `require-verified`.
import { expect } from '@open-wc/testing';
import { readFile, sendKeys } from '@web/test-runner-commands';
import { FetchRecorder } from '../../support/element-helpers.js';
import { waitUntil } from '../../support/wait.js';
import { focusInFrame } from '../../support/frame-focus.js';

const EXAMPLE = '/demo/example.html';

/** A file of the repository as it is on disk (the test server injects a script into the HTML it serves). */
async function fileText(path: string): Promise<string> {
  const text = await readFile({ path: `../../../${path}` });
  if (text === undefined) throw new Error(`${path} is missing`);
  return text;
}

/** The first fenced code block of a Markdown text: its language and its lines. */
function firstCodeBlock(markdown: string): { language: string; code: string } {
  const match = /^```(\w*)\n([\s\S]*?)\n```$/m.exec(markdown);
  if (!match) throw new Error('the README has no code block');
  return { language: match[1]!, code: match[2]! };
}

async function exampleFrame(): Promise<HTMLIFrameElement> {
  const script = await fetch('/dist/address-autocomplete.loader.js', { method: 'HEAD' });
  expect(script.status).to.equal(200, 'dist/address-autocomplete.loader.js is missing: run `npm run build`');
  const frame = document.createElement('iframe');
  frame.style.inlineSize = '800px';
  frame.style.blockSize = '700px';
  frame.src = EXAMPLE;
  document.body.append(frame);
  // The script is deferred: the tag is defined once the page has been parsed; the input is the page's own until used.
  await waitUntil(
    () => frame.contentWindow?.customElements.get('us-address-autocomplete') !== undefined,
    'the example page loaded the loader and defined the tag',
  );
  return frame;
}

describe("the README's first example", function () {
  this.timeout(60000);

  it('is demo/example.html, word for word', async () => {
    const [readme, example] = await Promise.all([fileText('README.md'), fileText('demo/example.html')]);
    const block = firstCodeBlock(readme);
    expect(block.language).to.equal('html');
    expect(block.code).to.equal(
      example.replace(/\n$/, ''),
      'the first code block of README.md and demo/example.html differ',
    );
  });

  it('fills the form from a suggestion chosen with the keyboard, and the street field then passes require-verified', async () => {
    const frame = await exampleFrame();
    try {
      const doc = frame.contentDocument!;
      const form = doc.querySelector('form')!;
      const field = (name: string): HTMLInputElement => doc.querySelector<HTMLInputElement>(`[name=${name}]`)!;
      const street = field('address1');
      const element = doc.querySelector('us-address-autocomplete') as HTMLElement & { verified: boolean };
      expect(street.hasAttribute('role'), 'the loader touched the input before it was used').to.equal(false);
      await focusInFrame(street);
      await waitUntil(() => street.getAttribute('role') === 'combobox', 'the element did not start on focus');

      const typed = '1600 Amphitheatre';
      // The frame's requests, recorded: the list to choose from is the answer to the whole text, not to a prefix
      // (whose rows may start with the whole text too, and which the answer to the whole text then replaces).
      const recorder = new FetchRecorder({ target: frame.contentWindow as Window & typeof globalThis }).install();
      try {
        await sendKeys({ type: typed });
        await waitUntil(
          () =>
            recorder.exchanges.some(
              (exchange) => exchange.url.searchParams.get('search') === typed && exchange.status !== undefined,
            ),
          'no answer for the typed text',
        );
      } finally {
        recorder.restore();
      }
      await waitUntil(() => {
        const listbox = doc.querySelector('[role=listbox]');
        const options = [...doc.querySelectorAll('[role=option]')];
        return (
          listbox?.getAttribute('aria-busy') === 'false' &&
          street.getAttribute('aria-expanded') === 'true' &&
          options.length > 0 &&
          options.every((option) => option.textContent!.startsWith(typed))
        );
      }, 'suggestions for the typed text');
      expect(street.validity.valid).to.equal(false, 'typed text that was not chosen does not pass require-verified');

      await sendKeys({ press: 'ArrowDown' });
      const active = doc.querySelector('[role=option][aria-selected=true]');
      expect(active).not.to.equal(null, 'ArrowDown made the first option active');
      // "1600 Amphitheatre Pkwy, Boulder, CO 80328": the street line, the city, and the state and ZIP.
      const label = active!.textContent!;
      const [line1, city, stateZip] = label.split(', ');
      const [state, zip] = stateZip!.split(' ');
      await sendKeys({ press: 'Enter' });

      // With `verify`, the fill waits for the US Street answer.
      await waitUntil(() => field('zip').value !== '', 'the form was filled');
      expect({
        address1: street.value,
        address2: field('address2').value,
        city: field('city').value,
        state: field('state').value,
        zip: field('zip').value,
      }).to.deep.equal({ address1: line1, address2: '', city, state, zip });
      expect(element.verified).to.equal(true);
      expect(street.validity.valid).to.equal(true, 'the chosen address passes require-verified');
      expect(form.checkValidity()).to.equal(true, 'the form can be submitted');
    } finally {
      frame.remove();
    }
  });
});
