// The verdict on a US Street answer, from the spec's DPV codes and footnotes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { usStreetStatus } from '../../../src/api/us-street-status.js';
import type { UsStreetCandidate } from '../../../src/api/us-street.js';

const candidate = (analysis: Record<string, unknown>): UsStreetCandidate => ({
  deliveryLine1: '1 Main St',
  deliveryLine2: '',
  lastLine: 'Springfield IL 62701-0001',
  components: {},
  metadata: {},
  analysis,
  raw: {},
});

test('Y is verified; Y with dpv_vacant Y is vacant', () => {
  assert.equal(
    usStreetStatus([candidate({ dpv_match_code: 'Y', dpv_footnotes: 'AABB', dpv_vacant: 'N' })]),
    'verified',
  );
  assert.equal(usStreetStatus([candidate({ dpv_match_code: 'Y', dpv_footnotes: 'AABB', dpv_vacant: 'Y' })]), 'vacant');
});

test('D, footnote H# or DPV footnote N1 is a missing secondary, whatever else is said', () => {
  assert.equal(
    usStreetStatus([candidate({ dpv_match_code: 'D', dpv_footnotes: 'AAN1', footnotes: 'H#' })]),
    'missing-secondary',
  );
  assert.equal(usStreetStatus([candidate({ dpv_match_code: 'Y', footnotes: 'N#H#' })]), 'missing-secondary');
  assert.equal(usStreetStatus([candidate({ dpv_match_code: 'Y', dpv_footnotes: 'AAN1' })]), 'missing-secondary');
});

test('S, or DPV footnote CC or C1, is a secondary not matched', () => {
  assert.equal(
    usStreetStatus([candidate({ dpv_match_code: 'S', dpv_footnotes: 'AACC', footnotes: 'S#' })]),
    'secondary-not-matched',
  );
  assert.equal(usStreetStatus([candidate({ dpv_match_code: 'Y', dpv_footnotes: 'AAC1' })]), 'secondary-not-matched');
});

test('no candidate, an N candidate (match=invalid) or no DPV code is not found', () => {
  assert.equal(usStreetStatus([]), 'not-found');
  assert.equal(usStreetStatus([candidate({ dpv_match_code: 'N', dpv_footnotes: 'A1' })]), 'not-found');
  assert.equal(usStreetStatus([candidate({})]), 'not-found');
});
