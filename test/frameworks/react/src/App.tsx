// A React 19 checkout form as an app would write it: attributes, the `strings` property, both events, a ref, and a
// controlled city field that the element fills (React's own state must follow).
import { useEffect, useRef, useState } from 'react';
import type { AddressErrorEvent, UsAddressAutocomplete, VerifiedAddressEvent } from 'address-autocomplete-elements';
// The tags' JSX types (attributes, `strings`, `onverified-address`, `ref`); without them the stock template fails.
import type {} from 'address-autocomplete-elements/react';

const strings = { listLabel: 'Street suggestions (React)' };

export function App() {
  const element = useRef<UsAddressAutocomplete>(null);
  const [city, setCity] = useState('');
  const [chosen, setChosen] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [wrapped, setWrapped] = useState('');
  // The ref is the upgraded element, typed with its API (inputElement is the wrapped input).
  useEffect(() => setWrapped(element.current?.inputElement?.name ?? ''), []);
  const onChosen = ({ detail: { address } }: VerifiedAddressEvent) =>
    setChosen(`${[address.line1, address.line2].filter(Boolean).join(' ')}, ${address.city}`);
  const onError = (event: AddressErrorEvent) => setErrors((list) => [...list, event.detail.code]);
  return (
    <form>
      <us-address-autocomplete
        ref={element}
        embedded-key="demo-embedded-key"
        base-url="/us-autocomplete"
        max-results={5}
        strings={strings}
        onverified-address={onChosen}
        onaddress-error={onError}
      >
        <input name="address1" autoComplete="address-line1" aria-label="Street" />
      </us-address-autocomplete>
      <input
        name="city"
        autoComplete="address-level2"
        aria-label="City"
        value={city}
        onChange={(event) => setCity(event.target.value)}
      />
      <output id="chosen">{chosen}</output>
      <output id="city">{city}</output>
      <output id="errors">{errors.join(',')}</output>
      <output id="wrapped">{wrapped}</output>
    </form>
  );
}
