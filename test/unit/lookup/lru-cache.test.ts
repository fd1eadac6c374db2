import { expect } from '@open-wc/testing';
import { LruCache } from '../../../src/core/lookup/lru-cache.js';

describe('LruCache', () => {
  it('evicts the least recently set entry once full', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).to.equal(2);
    expect(cache.has('a')).to.equal(false);
    expect(cache.get('b')).to.equal(2);
    expect(cache.get('c')).to.equal(3);
  });

  it('counts a get as a use, so the entry read survives the next eviction', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).to.equal(1);
    cache.set('c', 3);
    expect(cache.has('a')).to.equal(true);
    expect(cache.has('b')).to.equal(false);
  });

  it('counts overwriting a key as a use and keeps one entry for it', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect(cache.size).to.equal(2);
    expect(cache.get('a')).to.equal(10);
    expect(cache.has('b')).to.equal(false);
  });

  it('does not count has as a use', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.has('a')).to.equal(true);
    cache.set('c', 3);
    expect(cache.has('a')).to.equal(false);
  });

  it('returns undefined for a missing key and empties on clear', () => {
    const cache = new LruCache<string, number>(3);
    expect(cache.get('missing')).to.equal(undefined);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.clear();
    expect(cache.size).to.equal(0);
    expect(cache.has('a')).to.equal(false);
  });

  it('stores nothing with a capacity of 0', () => {
    const cache = new LruCache<string, number>(0);
    cache.set('a', 1);
    expect(cache.size).to.equal(0);
    expect(cache.has('a')).to.equal(false);
  });
});
