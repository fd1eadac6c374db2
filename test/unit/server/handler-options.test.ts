// createAddressHandler's options: each misconfiguration is a TypeError or RangeError at creation that names the
// option (never its value), and the defaults are the documented ones. Plus the client address reader's IP check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createAddressHandler } from '../../../src/server/address-handler.js';
import { handlerConfig, DEFAULT_PREFIX, DEFAULT_THROTTLE } from '../../../src/server/handler-options.js';
import { plainIpAddress } from '../../../src/server/client-address.js';
import { matchRoute } from '../../../src/server/routes.js';
import { AUTH, SHOP } from './handler-harness.js';

const VALID = { ...AUTH, allowedOrigins: [SHOP] };

test('each misconfigured option is named in a TypeError or RangeError when the handler is made', () => {
  const cases: Array<[object, RegExp]> = [
    [{ authId: undefined }, /options\.authId/],
    [{ authToken: ' ' }, /options\.authToken/],
    [{ authToken: 'tök' }, /options\.authToken/],
    [{ allowedOrigins: [] }, /options\.allowedOrigins/],
    [{ allowedOrigins: 'https://shop.example' }, /options\.allowedOrigins/],
    [{ allowedOrigins: ['https://shop.example/'] }, /options\.allowedOrigins\[0\]/],
    [{ allowedOrigins: [SHOP, 'shop.example'] }, /options\.allowedOrigins\[1\]/],
    [{ allowedOrigins: ['null'] }, /options\.allowedOrigins\[0\]/],
    [{ allowedOrigins: ['https://Shop.example'] }, /options\.allowedOrigins\[0\]/],
    [{ prefix: 'address' }, /options\.prefix/],
    [{ prefix: '/address/' }, /options\.prefix/],
    [{ upstream: { usStret: 'https://x.example' } }, /options\.upstream\.usStret is not one of/],
    [{ upstream: { usStreet: '/us-street' } }, /options\.upstream\.usStreet/],
    [{ clientAddress: 'x-real-ip' }, /options\.clientAddress/],
    [{ clientAddress: { header: 'bad header' } }, /options\.clientAddress\.header/],
    [{ clientAddress: { header: 'x-forwarded-for' } }, /options\.clientAddress\.trustedProxies/],
    [{ clientAddress: { header: 'X-Forwarded-For', trustedProxies: 0 } }, /options\.clientAddress\.trustedProxies/],
    [{ clientAddress: { header: 'x-real-ip', trustedProxies: 1 } }, /options\.clientAddress\.trustedProxies/],
    [{ throttle: true }, /options\.throttle/],
    [{ throttle: { capacity: 0 } }, /options\.throttle\.capacity/],
    [{ throttle: { capacity: 5 } }, /options\.throttle\.capacity must be at least 50/],
    [{ throttle: { ipv6PrefixLength: 0 } }, /options\.throttle\.ipv6PrefixLength/],
    [{ throttle: { ipv6PrefixLength: 129 } }, /options\.throttle\.ipv6PrefixLength/],
    [{ bodyTimeoutMs: -1 }, /options\.bodyTimeoutMs/],
    [{ throttle: { refillPerSecond: -1 } }, /options\.throttle\.refillPerSecond/],
    [{ throttle: { store: {} } }, /options\.throttle\.store/],
    [{ timeoutMs: 0 }, /options\.timeoutMs/],
    [{ fetch: 'fetch' }, /options\.fetch/],
  ];
  for (const [override, message] of cases) {
    assert.throws(
      () => createAddressHandler({ ...VALID, ...override } as never),
      (error: Error) => (error instanceof TypeError || error instanceof RangeError) && message.test(error.message),
      JSON.stringify(override),
    );
  }
  assert.throws(() => createAddressHandler(undefined as never), TypeError);
});

test('the defaults: /address, the service hosts, the connection address only, 60 tokens at 5 a second, 10 s', () => {
  const config = handlerConfig(VALID);
  assert.equal(config.prefix, DEFAULT_PREFIX);
  assert.equal(config.prefix, '/address');
  assert.deepEqual(config.upstream, {
    usAutocomplete: 'https://us-autocomplete.api.smarty.com',
    usAutocompletePro: 'https://us-autocomplete-pro.api.smarty.com',
    internationalAutocomplete: 'https://international-autocomplete.api.smarty.com',
    usStreet: 'https://us-street.api.smarty.com',
    internationalPostalCode: 'https://international-postal-code.api.smarty.com',
    usExtract: 'https://us-extract.api.smarty.com',
  });
  assert.equal(config.clientAddress, undefined);
  assert.deepEqual(config.throttle?.policy, DEFAULT_THROTTLE);
  assert.deepEqual(DEFAULT_THROTTLE, { capacity: 60, refillPerSecond: 5 });
  assert.equal(config.timeoutMs, 10_000);
  assert.equal(handlerConfig({ ...VALID, throttle: false }).throttle, undefined);
  assert.equal(handlerConfig({ ...VALID, prefix: '' }).prefix, '');
  const unset = handlerConfig({
    ...VALID,
    upstream: { usStreet: undefined, usExtract: process.env.UNSET_FOR_THE_TEST },
  });
  assert.equal(unset.upstream.usStreet, 'https://us-street.api.smarty.com', 'an unset entry keeps the default');
  assert.equal(unset.upstream.usExtract, 'https://us-extract.api.smarty.com');
  assert.equal(
    handlerConfig({ ...VALID, upstream: { usStreet: 'http://127.0.0.1:1/us-street/' } }).upstream.usStreet,
    'http://127.0.0.1:1/us-street',
  );
});

test('plainIpAddress: IPv4 and IPv6 in their plain form; anything else, including a port or a name, is none', () => {
  const valid: Array<[string, string]> = [
    ['203.0.113.7', '203.0.113.7'],
    [' 198.51.100.23 ', '198.51.100.23'],
    ['2001:DB8::7', '2001:db8::7'],
    ['2001:0db8:0000:0000:0000:0000:0000:0007', '2001:db8::7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::1', '::1'],
  ];
  for (const [text, plain] of valid) assert.equal(plainIpAddress(text), plain, text);
  for (const text of [
    '',
    'localhost',
    '203.0.113.7:443',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '[::1]',
    'fe80::1%eth0',
    '1::2::3',
    'unknown',
  ]) {
    assert.equal(plainIpAddress(text), undefined, text);
  }
});

test('the address_id segment is passed on as one encoded segment', () => {
  const route = matchRoute('/address/international-autocomplete/v2/lookup/a%2Fb%3Fc%23d', '/address');
  assert.equal(route?.upstreamPath, '/v2/lookup/a%2Fb%3Fc%23d');
  assert.equal(matchRoute('/address/international-autocomplete/v2/lookup/%ZZ', '/address'), undefined);
});
