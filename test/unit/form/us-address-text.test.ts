// A US address written as one text: compared as US Street standardises it, and split into the form's parts in the
// shopper's own words (a pasted address kept over the service's correction).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressKey, changedWords, sameAddressText, splitUsAddress } from '../../../src/form/us-address-text.js';

describe('sameAddressText: the same address but for case, commas, abbreviations and ZIP+4', () => {
  const service = '1600 Amphitheatre Pkwy, Mountain View CA 94043-1351';

  it('case, commas, line breaks, long suffixes and directionals, a state name, ZIP+4 and a trailing country', () => {
    for (const pasted of [
      '1600 amphitheatre parkway, mountain view, ca 94043',
      '1600 Amphitheatre Pkwy.\nMountain View, California 94043',
      '1600 AMPHITHEATRE PKWY MOUNTAIN VIEW CA 94043-1351, USA',
      '1600 Amphitheatre Pkwy, Mountain View, CA 94043, United States',
    ]) {
      assert.equal(sameAddressText(pasted, service), true, pasted);
    }
    assert.equal(
      sameAddressText(
        '100 North Main Street Apartment 4, Springfield, IL 62701',
        '100 N Main St Apt 4, Springfield IL 62701-0001',
      ),
      true,
    );
  });

  it('a different word, number, city or ZIP is a different address', () => {
    for (const pasted of [
      '1600 Amphitheater Pkwy, Mountain View, CA 94043',
      '1601 Amphitheatre Pkwy, Mountain View, CA 94043',
      '1600 Amphitheatre Pkwy, Mountain Home, CA 94043',
      '1600 Amphitheatre Pkwy, Mountain View, CA 94042',
      '1600 Amphitheatre Pkwy, Mountain View, CA',
    ]) {
      assert.equal(sameAddressText(pasted, service), false, pasted);
    }
  });

  it('the key is one upper-case line with the short forms', () => {
    assert.equal(addressKey('12 West Elm Street,\nNew York, New York 10001-2345'), '12 W ELM ST NEW YORK NY 10001');
  });
});

describe("splitUsAddress: the shopper's words in the form's parts", () => {
  it('street, city, state and ZIP from commas; a state name; a unit part on line 2; a trailing country dropped', () => {
    assert.deepEqual(splitUsAddress('1600 Amphitheater Pkwy, Mountain View, CA 94043'), {
      line1: '1600 Amphitheater Pkwy',
      line2: '',
      city: 'Mountain View',
      region: 'CA',
      postalCode: '94043',
    });
    assert.deepEqual(splitUsAddress('12 Main St, Apt 4, New York, New York 10001-1234, USA'), {
      line1: '12 Main St',
      line2: 'Apt 4',
      city: 'New York',
      region: 'NY',
      postalCode: '10001-1234',
    });
    assert.equal(splitUsAddress('1 Elm St, Charleston, West Virginia 25301')?.region, 'WV');
    assert.equal(splitUsAddress('12 Main St\nSpringfield IL 62701')?.city, 'Springfield');
  });

  it('without a comma before the city, the city the service read there marks it', () => {
    assert.equal(splitUsAddress('1600 Amphitheater Pkwy Mountain View CA 94043'), undefined);
    assert.deepEqual(splitUsAddress('1600 Amphitheater Pkwy Mountain View CA 94043', 'Mountain View'), {
      line1: '1600 Amphitheater Pkwy',
      line2: '',
      city: 'Mountain View',
      region: 'CA',
      postalCode: '94043',
    });
    assert.equal(splitUsAddress('1600 Amphitheater Pkwy Mountain View CA 94043', 'Palo Alto'), undefined);
  });

  it('text that does not show its parts is left as typed', () => {
    for (const text of [
      '1600 Amphitheater Pkwy',
      '1600 Amphitheater Pkwy, Mountain View',
      'Mountain View, ZZ 94043',
      ', CA 94043',
    ]) {
      assert.equal(splitUsAddress(text), undefined, text);
    }
  });
});

describe("changedWords: what the service's form changes", () => {
  const marked = (offered: string, entered: string): string[] =>
    changedWords(offered, entered).map(([start, end]) => offered.slice(start, end));

  it('a corrected spelling and another ZIP are marked; case, commas, abbreviations and ZIP+4 are not', () => {
    assert.deepEqual(
      marked('1600 Amphitheatre Pkwy, Mountain View, CA 94042', '1600 Amphitheater Parkway mountain view CA 94043'),
      ['Amphitheatre', '94042'],
    );
    assert.deepEqual(
      marked(
        '1600 Amphitheatre Pkwy, Mountain View, CA 94042-1355',
        '1600 amphitheatre pkwy, Mountain View, California 94042',
      ),
      [],
    );
  });
});
