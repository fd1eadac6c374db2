// The fuzzed sessions' settings, from the environment of the test runner (the browser cannot read it): a seed and a
// path to replay a failure (FUZZ_SEED, FUZZ_PATH), and a step count to run instead of the engine's (FUZZ_STEPS).
// FUZZ_SHRINK=1 lets fast-check shrink a failure (slow in a browser: every try replays a session).

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
      };
    },
  };
}
