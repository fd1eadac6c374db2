// The fuzzed sessions' settings, from the environment of the test runner (the browser cannot read it): a seed and a
// path to replay a failure (FUZZ_SEED, FUZZ_PATH), and a step count to run instead of the engine's (FUZZ_STEPS).
// FUZZ_SHRINK=1 lets fast-check shrink a failure (slow in a browser: every try replays a session). With CI=true the
// sessions are the fixed ones (FUZZ_RANDOM=1 draws new seeds there too).

function integer(value) {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw new Error(`a fuzz setting is not a whole number: ${value}`);
  return number;
}

export function fuzzSettingsPlugin(env = process.env) {
  return {
    name: 'fuzz-settings',
    executeCommand({ command }) {
      if (command !== 'fuzz-settings') return undefined;
      return {
        seed: integer(env.FUZZ_SEED),
        path: env.FUZZ_PATH || undefined,
        steps: integer(env.FUZZ_STEPS),
        shrink: env.FUZZ_SHRINK === '1',
        // CI runs the same sessions every time (CI_SEEDS in the test), unless FUZZ_RANDOM=1 asks for new ones.
        fixed: env.CI === 'true' && env.FUZZ_RANDOM !== '1',
      };
    },
  };
}
