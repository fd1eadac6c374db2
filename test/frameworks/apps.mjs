// The framework apps under test/frameworks/: where each builds to, which type checker it runs, and the list label its
// `strings` property sets (so the test can see the property reached the element). Every app renders the same
// outputs: #chosen (from `verified-address`), #city (its own state for the filled city field), #errors (the codes
// from `address-error`) and #wrapped (the wrapped input's name, read through a typed ref or template reference).

export const APPS = [
  { name: 'react', checker: 'tsc', dist: 'dist', listLabel: 'Street suggestions (React)' },
  { name: 'vue', checker: 'vue-tsc', dist: 'dist', listLabel: 'Street suggestions (Vue)' },
  { name: 'svelte', checker: 'svelte-check', dist: 'dist', listLabel: 'Street suggestions (Svelte)' },
  {
    name: 'angular',
    checker: 'ngc, strict templates',
    dist: 'dist/browser',
    listLabel: 'Street suggestions (Angular)',
  },
];

/** The apps a command line names, in APPS's order; all of them when it names none. */
export function appsNamed(names) {
  const apps = APPS.filter((app) => names.length === 0 || names.includes(app.name));
  if (apps.length === 0)
    throw new Error(`no such app: ${names.join(', ')} (apps: ${APPS.map((app) => app.name).join(', ')})`);
  return apps;
}
