// compareToCandidate: which submitted fields differ from the verified candidate, compared as the element compares
// (case, punctuation, spaces, USPS short forms, state names, ZIP+4), on candidates of the simulator's US Street.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareToCandidate } from '../../../src/server/compare-to-candidate.js';
import { parseUsStreetCandidates } from '../../../src/api/us-street.js';
import { usStreetAddress } from '../../../demo/simulator/us/index.js';

/** The simulator's first candidate for an address in parts. */
function candidateFor(params: Record<string, string>) {
  const [candidate] = parseUsStreetCandidates(usStreetAddress(new URLSearchParams(params)).body);
  assert.ok(candidate, JSON.stringify(params));
  return candidate;
}

const APT_2 = candidateFor({ street: '1600 Pennsylvania Ave', secondary: 'Apt 2', zipcode: '43571' });
const BASE = candidateFor({ street: '1600 Pennsylvania Ave', zipcode: '43571' });
const submitted = (fields: object) => ({
  line1: '1600 Pennsylvania Ave',
  line2: 'Apt 2',
  city: 'Whitehouse',
  region: 'OH',
  postalCode: '43571',
  country: 'USA',
  ...fields,
});

test('the same address written otherwise differs in nothing', () => {
  for (const fields of [
    {},
    { line1: '1600 pennsylvania avenue', line2: 'apartment 2', city: 'WHITEHOUSE', region: 'Ohio' },
    { line1: ' 1600  Pennsylvania Ave. ', line2: '#2', postalCode: '43571-7223' },
    { line1: '1600 Pennsylvania Ave Apt 2', line2: '' },
  ]) {
    assert.deepEqual(compareToCandidate(submitted(fields), APT_2), [], JSON.stringify(fields));
  }
});

test('each field that differs is named, in field order', () => {
  assert.deepEqual(compareToCandidate(submitted({ line1: '1600 Pennsylvania Rd' }), APT_2), ['line1']);
  assert.deepEqual(compareToCandidate(submitted({ line2: 'Apt 3' }), APT_2), ['line2']);
  assert.deepEqual(compareToCandidate(submitted({ line2: '' }), BASE), []);
  assert.deepEqual(compareToCandidate(submitted({ line2: 'Apt 2' }), BASE), ['line2']);
  assert.deepEqual(compareToCandidate(submitted({ city: 'Toledo', region: 'MI', postalCode: '43570' }), APT_2), [
    'city',
    'region',
    'postalCode',
  ]);
});

test('the submitted form fields and a PostalAddress candidate are compared as well', () => {
  const fields = {
    address1: '1600 PENNSYLVANIA AVE',
    address2: 'APT 2',
    city: 'whitehouse',
    state: 'oh',
    zip: '43571',
  };
  assert.deepEqual(compareToCandidate(fields, APT_2), []);
  assert.deepEqual(compareToCandidate(fields, { ...submitted({}), city: 'Maumee' }), ['city']);
});

test('a malformed submitted address is a TypeError naming the field', () => {
  assert.throws(() => compareToCandidate(submitted({ city: 12 }), APT_2), /submitted\.city must be a string/);
});
