// A React 19 checkout form whose address inputs are controlled components, bundled for the browser tests by
// web-test-runner's rollupBundlePlugin (React ships CommonJS only). It renders the element around a controlled input
// and reports React's own state, so a test can check that React saw every write of the form filler.
import React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';

const FIELDS = ['street', 'unit', 'city', 'state', 'zip'];
const TOKENS = {
  street: 'address-line1',
  unit: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
};

function CheckoutForm({ attributes, onState }) {
  const [values, setValues] = React.useState(Object.fromEntries(FIELDS.map((name) => [name, ''])));
  React.useEffect(() => {
    onState(values);
  }, [values, onState]);
  const input = (name) =>
    React.createElement('input', {
      name,
      autoComplete: TOKENS[name],
      value: values[name],
      onChange: (event) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
    });
  return React.createElement(
    'form',
    null,
    React.createElement('us-address-autocomplete', attributes, input('street')),
    ...FIELDS.slice(1).map(input),
  );
}

/**
 * Renders the form into `host`. Returns `state()`, React's current values, and `unmount()`.
 * @param {HTMLElement} host
 * @param {Record<string, string>} attributes attributes of <us-address-autocomplete>
 */
export function renderControlledForm(host, attributes) {
  let latest = {};
  const root = createRoot(host);
  flushSync(() =>
    root.render(React.createElement(CheckoutForm, { attributes, onState: (values) => (latest = values) })),
  );
  return { state: () => latest, unmount: () => root.unmount() };
}

/**
 * The element around an input that React re-keys (a new `key` makes React unmount the old input and mount a new
 * one inside the same element), as a list or a step change does. Returns `rekey()` and `unmount()`.
 * @param {HTMLElement} host
 * @param {Record<string, string>} attributes attributes of <us-address-autocomplete>
 */
export function renderRekeyedInput(host, attributes) {
  let setGeneration = () => {};
  function Rekeyed() {
    const [generation, set] = React.useState(0);
    setGeneration = set;
    return React.createElement(
      'us-address-autocomplete',
      attributes,
      React.createElement('input', {
        key: `street-${generation}`,
        name: 'street',
        autoComplete: 'address-line1',
        'data-generation': generation,
      }),
    );
  }
  const root = createRoot(host);
  flushSync(() => root.render(React.createElement(Rekeyed)));
  return {
    rekey: () => flushSync(() => setGeneration((generation) => generation + 1)),
    unmount: () => root.unmount(),
  };
}
