/**
 * A plain verdict on a US Street answer, from the spec's DPV codes and footnotes (spec: "US street" output fields).
 * Pure: the element shows it, the page styles or blocks on it.
 */
import type { UsStreetCandidate } from './us-street.js';

export type UsStreetStatus =
  /** dpv_match_code Y: the whole address, unit included, is a delivery point. */
  | 'verified'
  /** D, or footnote H# / DPV footnote N1: the building is right, it needs its apartment or suite. */
  | 'missing-secondary'
  /** S, or DPV footnote CC / C1: the unit given is not one the building has. */
  | 'secondary-not-matched'
  /** dpv_vacant Y: a real delivery point that has been vacant for 90 days or more. */
  | 'vacant'
  /** No candidate (or an N candidate with match=invalid): not a known address. */
  | 'not-found';

/** The DPV footnotes are two-character codes written one after another ("AAN1"). */
function dpvFootnotes(analysis: Readonly<Record<string, unknown>>): string[] {
  const text = typeof analysis.dpv_footnotes === 'string' ? analysis.dpv_footnotes : '';
  return text.match(/.{2}/g) ?? [];
}

/** The footnotes are written with a trailing # each ("H#N#"). */
function footnotes(analysis: Readonly<Record<string, unknown>>): string[] {
  const text = typeof analysis.footnotes === 'string' ? analysis.footnotes : '';
  return text.split('#').filter((note) => note !== '');
}

/** The verdict on the first candidate (the element asks for one). */
export function usStreetStatus(candidates: readonly UsStreetCandidate[]): UsStreetStatus {
  const analysis = candidates[0]?.analysis;
  if (!analysis) return 'not-found';
  const code = analysis.dpv_match_code;
  const dpv = dpvFootnotes(analysis);
  if (code === 'D' || footnotes(analysis).includes('H') || dpv.includes('N1')) return 'missing-secondary';
  if (code === 'S' || dpv.includes('CC') || dpv.includes('C1')) return 'secondary-not-matched';
  if (code !== 'Y') return 'not-found';
  return analysis.dpv_vacant === 'Y' ? 'vacant' : 'verified';
}
