/**
 * A least-recently-used cache. A `Map` iterates in insertion order, so re-inserting an entry on every use keeps
 * the least recently used one first, where eviction finds it. Kept deliberately tiny: it ships in the bundle.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = Math.max(0, Math.floor(capacity));
  }

  get size(): number {
    return this.entries.size;
  }

  /** Does not count as a use: checking for an entry should not keep it alive. */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.touch(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.touch(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  private touch(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
  }
}
