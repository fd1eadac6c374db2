import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LruCache } from '../../../src/core/lookup/lru-cache.js';

describe('LruCache', () => {
  it('evicts the least recently set entry once full', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    assert.equal(cache.size, 2);
    assert.equal(cache.has('a'), false);
    assert.equal(cache.get('b'), 2);
    assert.equal(cache.get('c'), 3);
  });

  it('counts a get as a use, so the entry read survives the next eviction', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.get('a'), 1);
    cache.set('c', 3);
    assert.equal(cache.has('a'), true);
    assert.equal(cache.has('b'), false);
  });

  it('counts overwriting a key as a use and keeps one entry for it', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    assert.equal(cache.size, 2);
    assert.equal(cache.get('a'), 10);
    assert.equal(cache.has('b'), false);
  });

  it('does not count has as a use', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.has('a'), true);
    cache.set('c', 3);
    assert.equal(cache.has('a'), false);
  });

  it('returns undefined for a missing key and empties on clear', () => {
    const cache = new LruCache<string, number>(3);
    assert.equal(cache.get('missing'), undefined);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.clear();
    assert.equal(cache.size, 0);
    assert.equal(cache.has('a'), false);
  });

  it('stores nothing with a capacity of 0', () => {
    const cache = new LruCache<string, number>(0);
    cache.set('a', 1);
    assert.equal(cache.size, 0);
    assert.equal(cache.has('a'), false);
  });
});
