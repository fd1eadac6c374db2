/** US Street's `match` modes, and the check of one. */
import { DEV_MODE } from './dev-mode.js';
import { configError } from './errors.js';

export type UsStreetMatch = 'strict' | 'invalid' | 'enhanced';

const MATCH_MODES: readonly string[] = ['strict', 'invalid', 'enhanced'] satisfies UsStreetMatch[];

/** `match` as the service takes it, or a config error naming `option`; unset is the service's default, strict. */
export function usStreetMatch(option: string, match: string | undefined): UsStreetMatch | undefined {
  if (match === undefined) return undefined;
  if (!MATCH_MODES.includes(match))
    throw configError(option, DEV_MODE ? `must be one of ${MATCH_MODES.join(', ')}` : `"${match}" is not a match mode`);
  return match as UsStreetMatch;
}
