// A React 19 checkout form rendered on the "server" (react-dom/server's renderToString, run in the browser) and then
// hydrated with hydrateRoot, as a Next.js page is. Bundled for the browser tests by web-test-runner's
// rollupBundlePlugin (React ships CommonJS only), like react-controlled-form.js.
/* global document, DOMParser -- a browser fixture; ESLint's config gives .js files Node's globals */
import React from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';

/**
 * The checkout form: the street input is controlled (its value is React state) and sits inside the element, as a
 * server-rendered page gives it; `inputProps` are added to that input (the ARIA attributes of the remedy, or
 * `suppressHydrationWarning`), and `null` leaves the input out (the element then creates its own).
 */
function CheckoutForm({ attributes, inputProps, onState, define }) {
  const [street, setStreet] = React.useState('');
  React.useEffect(() => {
    onState(street);
  }, [street, onState]);
  // The frameworks guide's Next.js pattern: the tags are defined in an effect, which runs after hydration.
  React.useEffect(() => {
    if (define) void define();
  }, [define]);
  return React.createElement(
    'form',
    null,
    React.createElement('label', { htmlFor: 'street' }, 'Street address'),
    React.createElement(
      'us-address-autocomplete',
      attributes,
      inputProps === null
        ? null
        : React.createElement('input', {
            id: 'street',
            name: 'street',
            autoComplete: 'address-line1',
            value: street,
            onChange: (event) => setStreet(event.target.value),
            ...inputProps,
          }),
    ),
    React.createElement('input', { name: 'city', autoComplete: 'address-level2' }),
    React.createElement('input', { name: 'zip', autoComplete: 'postal-code' }),
  );
}

/**
 * The server's HTML for the form.
 * @param {{ attributes: Record<string, string>, inputProps?: Record<string, unknown> | null }} options
 * @returns {string}
 */
export function serverRender({ attributes, inputProps = {} }) {
  return renderToString(React.createElement(CheckoutForm, { attributes, inputProps, onState: () => {} }));
}

/**
 * Puts the server's HTML into a new container at the end of the body, as the browser's parser would have built it
 * (DOMParser, then the nodes moved over: no innerHTML). Custom elements among them upgrade as they are connected
 * if their tag is defined, else when it is.
 * @param {string} html
 * @returns {HTMLDivElement}
 */
export function insertServerHtml(html) {
  const container = document.createElement('div');
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  container.append(...parsed.body.childNodes);
  document.body.append(container);
  return container;
}

/**
 * Hydrates the server's HTML in `container` with the same tree. Every error React reports as recoverable (a failed
 * hydration among them) is collected in `recoverableErrors`. `hydrated()` says whether React has committed (its
 * effects ran); `state()` is React's value of the street input.
 * @param {HTMLElement} container
 * @param {{ attributes: Record<string, string>, inputProps?: Record<string, unknown> | null, define?: () => unknown }} options
 *   `define`, when given, is called from an effect of the form (after hydration), as a Next.js client component does.
 */
export function hydrate(container, { attributes, inputProps = {}, define }) {
  let latest;
  /** @type {unknown[]} */
  const recoverableErrors = [];
  const root = hydrateRoot(
    container,
    React.createElement(CheckoutForm, { attributes, inputProps, define, onState: (value) => (latest = value) }),
    { onRecoverableError: (error) => recoverableErrors.push(error) },
  );
  // Hydration runs in a later task; the form's effect, which sets `latest`, runs once it has committed.
  return {
    recoverableErrors,
    hydrated: () => latest !== undefined,
    state: () => latest,
    unmount: () => root.unmount(),
  };
}
