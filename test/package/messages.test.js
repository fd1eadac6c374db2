// The configuration messages of the built `./api` (run after `npm run build`), production (dist/api.js) against
// development (dist/development/api.js): the same misconfigurations rejected by both, with the same code and option;
// the production message shorter, still naming the option and the value written; the development one the full
// explanation. Nothing is sent: every case fails before a request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const context = {
  embeddedKey: 'key',
  baseUrl: 'https://example.test/x',
  fetch: () => assert.fail('a request was sent'),
};

/** Each case: the call, and the value written that the production message must still quote. */
const CASES = [
  ['a state that is no state', (api) => api.lookupUsV2({ search: 'a', includeOnlyStates: 'CA;XX' }, context), 'XX'],
  [
    'too many ZIP Codes',
    (api) => api.lookupUsV2({ search: 'a', includeOnlyZipCodes: '90210;'.repeat(101).slice(0, -1) }, context),
    '101',
  ],
  [
    'a keyword mixed with states',
    (api) => api.lookupUsV2({ search: 'a', includeOnlyStates: 'CONTIGUOUS;CA' }, context),
    'CONTIGUOUS',
  ],
  ['cities without a state', (api) => api.lookupUsV2({ search: 'a', includeOnlyCities: 'Denver' }, context), 'Denver'],
  [
    'two conflicting filters',
    (api) => api.lookupUsV2({ search: 'a', excludeStates: 'CA', includeOnlyStates: 'NV' }, context),
    'includeOnlyStates',
  ],
  ['max-results out of range', (api) => api.lookupUsV2({ search: 'a', maxResults: 11 }, context), '11'],
  [
    'a secret key in the base URL',
    (api) => api.lookupUsV2({ search: 'a' }, { ...context, baseUrl: 'https://x.test/?auth-token=t' }),
    'auth-token',
  ],
  // On the service's own host: behind a base URL (the shop's lookup route) a blank key is allowed.
  [
    'no embedded key',
    (api) => api.lookupUsV2({ search: 'a' }, { ...context, embeddedKey: ' ', baseUrl: undefined }),
    'embeddedKey',
  ],
  ['an unsupported country', (api) => api.lookupIntl({ search: 'a', country: 'XYZ' }, context), 'XYZ'],
  [
    'a postal code too long',
    (api) => api.lookupIntlPostalCode({ country: 'CAN', postalCode: '1'.repeat(17) }, context),
    '17',
  ],
  ['a US Street match mode', (api) => api.verifyUsStreet({ street: 'a', match: 'loose' }, context), 'loose'],
];

/** The rejection of `call`, which must be a config AddressError. */
async function configError(call) {
  try {
    await call();
  } catch (error) {
    assert.equal(error.code, 'config', String(error));
    return error;
  }
  assert.fail('not rejected');
}

test('production ./api keeps short messages naming the option and the value; development explains', async () => {
  assert.ok(existsSync(`${dist}api.js`), 'dist/ is missing: run `npm run build` first');
  const production = await import(`${dist}api.js`);
  const development = await import(`${dist}development/api.js`);
  for (const [what, call, quoted] of CASES) {
    const short = await configError(() => call(production));
    const long = await configError(() => call(development));
    assert.equal(short.option, long.option, what);
    assert.ok(short.message.startsWith(`${short.option}: `), `${what}: "${short.message}"`);
    assert.ok(short.message.includes(quoted), `${what}: "${short.message}" does not quote ${quoted}`);
    assert.ok(short.message.length < long.message.length, `${what}: "${short.message}" against "${long.message}"`);
  }
});
