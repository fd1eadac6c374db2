// The shipped alpha-3 → alpha-2 pairs, checked against the i18n-iso-countries data they were generated from, and the
// alpha-3 list against the spec's list of supported countries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import countries from 'i18n-iso-countries';

const { module } = await runnerImport(new URL('../../../src/api/intl-countries.ts', import.meta.url).pathname);
const { ALPHA3_TO_ALPHA2, INTL_SUPPORTED_COUNTRIES } = module;

test('every pair agrees with i18n-iso-countries (Kosovo: XKX → XK)', () => {
  for (const [alpha3, alpha2] of ALPHA3_TO_ALPHA2) {
    const expected = alpha3 === 'XKX' ? 'XK' : countries.alpha3ToAlpha2(alpha3);
    assert.equal(alpha2, expected, alpha3);
  }
});

test('the supported countries are exactly the spec list, without USA', () => {
  const specPath = new URL('../../../../shared/spec/address-services-api.md', import.meta.url);
  let spec;
  try {
    spec = readFileSync(specPath, 'utf8');
  } catch {
    // A clone without shared/ beside it: the count below still guards the list.
    assert.equal(INTL_SUPPORTED_COUNTRIES.size, 240);
    return;
  }
  const listed = /Supported countries \(ISO alpha-3 codes\): ([A-Z ]+)\./.exec(spec)[1].split(' ');
  assert.deepEqual([...INTL_SUPPORTED_COUNTRIES].sort(), [...listed].sort());
  assert.equal(INTL_SUPPORTED_COUNTRIES.has('USA'), false);
  assert.equal(ALPHA3_TO_ALPHA2.get('USA'), 'US');
});
