// The JSX types a React 19 + TypeScript app gets (run after `npm run build`): ours (`address-autocomplete-elements/react`,
// generated from the manifest) and those a third-party manifest consumer (@wc-toolkit/jsx-types) generates from
// dist/custom-elements.json. A TSX file that uses both tags the way the frameworks guide does must type-check; a wrong
// attribute value, a wrongly typed listener and wrong `strings` must not. (Vue's and Svelte's types are checked
// by vue-tsc and svelte-check in test/frameworks/.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';

const root = fileURLToPath(new URL('../../', import.meta.url));
let app;

before(() => {
  app = mkdtempSync(join(tmpdir(), 'address-autocomplete-react-app-'));
  mkdirSync(join(app, 'node_modules/@types'), { recursive: true });
  symlinkSync(root, join(app, 'node_modules/address-autocomplete-elements'), 'dir');
  symlinkSync(join(root, 'node_modules/react'), join(app, 'node_modules/react'), 'dir');
  symlinkSync(join(root, 'node_modules/@types/react'), join(app, 'node_modules/@types/react'), 'dir');
  const manifest = JSON.parse(readFileSync(join(root, 'dist/custom-elements.json'), 'utf8'));
  // The consumer imports the classes and the events' detail types from the package's main entry.
  generateJsxTypes(manifest, {
    outdir: app,
    fileName: 'wc-toolkit-jsx.d.ts',
    globalTypePath: 'address-autocomplete-elements',
    stronglyTypedEvents: true,
  });
});

after(() => rmSync(app, { recursive: true, force: true }));

const OPTIONS = {
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noEmit: true,
  // Every declaration file is checked (ours, React's, the generated ones) but TypeScript's own lib files, which are
  // the same in every program here.
  skipLibCheck: false,
  skipDefaultLibCheck: true,
  types: [],
};

/**
 * One compiler host for every program: the files no test writes (TypeScript's libs, React's types, the package's
 * declarations) are parsed once and shared, as an editor shares them between its programs.
 */
const host = ts.createCompilerHost(OPTIONS);
const parsed = new Map();
const readFile = host.getSourceFile.bind(host);
let written = new Set();
host.getSourceFile = (fileName, languageVersion, ...rest) => {
  if (written.has(fileName)) return readFile(fileName, languageVersion, ...rest);
  const key = `${fileName} ${JSON.stringify(languageVersion)}`;
  if (!parsed.has(key)) parsed.set(key, readFile(fileName, languageVersion, ...rest));
  return parsed.get(key);
};

/** The diagnostics of a React 19 app made of `files` (name → text), as `tsc --noEmit` would print them. */
function typeCheck(files) {
  written = new Set(Object.keys(files).map((name) => join(app, name)));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(app, name), text);
  const program = ts.createProgram([...written], OPTIONS, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    .filter((message, index, all) => all.indexOf(message) === index);
}

const CHECKOUT = (types) => `${types}
import { useRef } from 'react';
import type {
  AddressErrorEvent,
  PostalCodeSelectedEvent,
  UsAddressAutocomplete,
  VerifiedAddressEvent,
} from 'address-autocomplete-elements';

export function Checkout() {
  const street = useRef<UsAddressAutocomplete>(null);
  const chosen = (event: VerifiedAddressEvent) => console.log(event.detail.address.line1, event.detail.unfilled);
  const failed = (event: AddressErrorEvent) => console.log(event.detail.code);
  const place = (event: PostalCodeSelectedEvent) => console.log(event.detail.address.city, event.detail.result);
  return (
    <form>
      <postal-code-autocomplete embedded-key="key" country="GBR" min-chars={3} onpostal-code-selected={place}>
        <input name="zip" autoComplete="postal-code" />
      </postal-code-autocomplete>
      <us-address-autocomplete ref={street} embedded-key="key" api="pro" max-results={5} prefer-geolocation="none"
        strings={{ listLabel: 'Street' }} onverified-address={chosen} onaddress-error={failed}>
        <input name="address1" autoComplete="address-line1" />
      </us-address-autocomplete>
      <intl-address-autocomplete embedded-key="key" country="CAN" geolocation max-group-results="20"
        onverified-address={(event) => console.log(event.detail.address.postalCode)}>
        <input name="address1" />
      </intl-address-autocomplete>
    </form>
  );
}
`;

const OURS = "import type {} from 'address-autocomplete-elements/react';";

test('our React types: the frameworks guide usage type-checks, with typed listeners and ref', () => {
  assert.deepEqual(typeCheck({ 'checkout.tsx': CHECKOUT(OURS) }), []);
});

test('our React types: without them, the stock template error', () => {
  const errors = typeCheck({ 'checkout.tsx': CHECKOUT('') });
  assert.ok(
    errors.some((error) =>
      error.includes("Property 'us-address-autocomplete' does not exist on type 'JSX.IntrinsicElements'"),
    ),
    errors.join('\n'),
  );
});

test('our React types catch a value outside the list, a listener for another event type and wrong strings', () => {
  const wrong = (from, to) => ({ 'checkout.tsx': CHECKOUT(OURS).replace(from, to) });
  const cases = [
    [wrong('api="pro"', 'api="v3"'), /'"v3"' is not assignable to type '"v2" \| "pro" \| undefined'/],
    [wrong('prefer-geolocation="none"', 'prefer-geolocation="off"'), /'"off"' is not assignable/],
    [wrong('onverified-address={chosen}', 'onverified-address={(event: KeyboardEvent) => event.key}'), /KeyboardEvent/],
    [wrong('onpostal-code-selected={place}', 'onpostal-code-selected={chosen}'), /PostalCodeSelectedDetail/],
    [
      wrong("strings={{ listLabel: 'Street' }}", 'strings={{ listLabel: 3 }}'),
      /'number' is not assignable to type 'string'/,
    ],
  ];
  for (const [files, expected] of cases) {
    const errors = typeCheck(files);
    assert.ok(
      errors.some((error) => expected.test(error)),
      `expected ${expected}, got:\n${errors.join('\n')}`,
    );
  }
});

test('a manifest consumer (@wc-toolkit/jsx-types) turns dist/custom-elements.json into JSX types that type-check', () => {
  const consumer = `import type { CustomElements } from './wc-toolkit-jsx';
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CustomElements {}
  }
}`;
  const usage = `import type {} from './consumer-types';
export const field = (
  <us-address-autocomplete embedded-key="key" api="pro" onverified-address={(event) => console.log(event.detail.address.city)}>
    <input />
  </us-address-autocomplete>
);
export const wrong = <us-address-autocomplete api="v3" />;
`;
  const errors = typeCheck({ 'consumer-types.ts': `${consumer}\nexport {};\n`, 'usage.tsx': usage });
  // The one error is the deliberate one: the generated types carry the value list, the typed event and the paths.
  assert.equal(errors.length, 1, errors.join('\n'));
  assert.match(errors[0], /"v3"/);
});
