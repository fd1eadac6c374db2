// What React 19 does with the combobox attributes the element sets on the input at upgrade (role,
// aria-autocomplete, aria-expanded, and the data-address-autocomplete mark its stylesheet reads; aria-controls comes
// only at first use, with the listbox it names) when it hydrates server HTML that did not have them, and the
// remedy the frameworks guide gives (docs/guides/frameworks.md); and the window the frameworks guide warns of, a focus between the upgrade and hydration. The tags are defined before the HTML arrives (a script tag in <head>): the element
// upgrades as the HTML is inserted. React here is its development build, which is where such warnings exist (the
// production build compares no attributes while hydrating).
import { expect } from '@open-wc/testing';
import { waitUntil } from '../../support/wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { ConsoleStub } from '../../support/element-helpers.js';
import { hydrate, insertServerHtml, serverRender } from '../../support/react-server-render.js';

const ATTRIBUTES = { 'embedded-key': 'demo-embedded-key', 'base-url': '/us-autocomplete' };
const MISMATCH = "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties";
/** The attributes as React's diff prints them (`-` marks what the server HTML had and the client tree has not). */
const COMBOBOX_DIFF = [
  /- +role="combobox"/,
  /- +aria-autocomplete="list"/,
  /- +data-address-autocomplete=""/,
  /- +aria-expanded="false"/,
];

interface Hydration {
  container: HTMLDivElement;
  input: HTMLInputElement;
  recoverableErrors: unknown[];
  consoleErrors: string[];
  unmount(): void;
}

/**
 * Server-renders the form with `inputProps` on the street input, inserts it (the element upgrades), runs
 * `beforeHydration` (the shopper, say), hydrates it.
 */
async function hydrateWith(
  inputProps: Record<string, unknown> | null,
  beforeHydration = async (_input: HTMLInputElement) => {},
): Promise<Hydration> {
  const options = { attributes: ATTRIBUTES, inputProps };
  const container = insertServerHtml(serverRender(options));
  const element = container.querySelector('us-address-autocomplete')!;
  // The element upgraded before hydration, around the server's input (or, with none, the one it created).
  await waitUntil(
    () => element.querySelector('input')?.getAttribute('role') === 'combobox',
    'the element wraps no input',
  );
  const input = element.querySelector('input')!;
  await beforeHydration(input);
  const stub = new ConsoleStub('error').install();
  let root: ReturnType<typeof hydrate>;
  try {
    root = hydrate(container, options);
    await waitUntil(() => root.hydrated(), 'React never committed the hydration');
  } finally {
    stub.restore();
  }
  return {
    container,
    input,
    recoverableErrors: root.recoverableErrors,
    consoleErrors: stub.messages,
    unmount: () => (root.unmount(), container.remove()),
  };
}

/** React kept the server's input (no failed hydration), and the element's attributes are still on it. */
function expectKept(hydration: Hydration): void {
  expect(hydration.recoverableErrors.map(String)).to.deep.equal([]);
  // Compared with === : chai cannot print a node React has annotated (its fiber is a circular structure).
  expect(
    hydration.container.querySelector('input[name="street"]') === hydration.input,
    'React replaced the input',
  ).to.equal(true);
  expect(hydration.input.getAttribute('role')).to.equal('combobox');
  expect(hydration.input.getAttribute('aria-autocomplete')).to.equal('list');
  expect(hydration.input.getAttribute('aria-expanded')).to.equal('false');
  expect(hydration.input.getAttribute('data-address-autocomplete')).to.equal('');
  expect(hydration.input.hasAttribute('aria-controls'), 'aria-controls before first use').to.equal(false);
}

describe('React 19 hydration and the combobox attributes set at upgrade', () => {
  let hydration: Hydration | undefined;
  afterEach(() => {
    hydration?.unmount();
    hydration = undefined;
  });

  it('without a remedy: one console.error (development build) naming the four attributes; hydration succeeds and leaves them', async () => {
    hydration = await hydrateWith({});
    expectKept(hydration);
    expect(hydration.consoleErrors).to.have.length(1);
    const [message] = hydration.consoleErrors as [string];
    expect(message).to.include(MISMATCH);
    expect(message).to.include("This won't be patched up");
    for (const line of COMBOBOX_DIFF) expect(message).to.match(line);
  });

  it('rendering role, aria-autocomplete and aria-expanded in the JSX still leaves the data-address-autocomplete mark in the warning', async () => {
    hydration = await hydrateWith({ role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'false' });
    expectKept(hydration);
    expect(hydration.consoleErrors).to.have.length(1);
    const [message] = hydration.consoleErrors as [string];
    expect(message).to.include(MISMATCH);
    expect(message).to.match(COMBOBOX_DIFF[2]!);
    expect(message).not.to.match(COMBOBOX_DIFF[0]!);
  });

  it('rendering all four in the JSX (the mark is a constant now that aria-controls waits for first use) silences it too', async () => {
    hydration = await hydrateWith({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      'data-address-autocomplete': '',
    });
    expectKept(hydration);
    expect(hydration.consoleErrors).to.deep.equal([]);
  });

  it('the remedy, suppressHydrationWarning on the input: no console error, the attributes stay', async () => {
    hydration = await hydrateWith({ suppressHydrationWarning: true });
    expectKept(hydration);
    expect(hydration.consoleErrors).to.deep.equal([]);
  });

  it('a focus between the upgrade and hydration (the window the frameworks guide warns of): hydration fails, React renders the form anew, the text is lost', async () => {
    hydration = await hydrateWith({ suppressHydrationWarning: true }, async (input) => {
      input.focus();
      await sendKeys({ type: '1600 Pe' });
    });
    expect(hydration.recoverableErrors.map(String).join('\n')).to.include('Hydration failed');
    const now = hydration.container.querySelector<HTMLInputElement>('input[name="street"]')!;
    expect(now === hydration.input, 'React kept the server input').to.equal(false);
    expect(now.value).to.equal('');
  });

  it('a server render without the input (the frameworks guide says to render it): the input the element creates fails hydration', async () => {
    hydration = await hydrateWith(null);
    expect(hydration.recoverableErrors.map(String).join('\n')).to.include('Hydration failed');
  });
});
