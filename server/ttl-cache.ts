// Bounded caches whose entries expire (lru-cache): at most `max` entries (and `maxSize` when given), the least
// recently used going first, each kept `ttl` ms. The clock is performance.now() looked up on every call, so a test's
// fake timers move it too.
import { LRUCache } from 'lru-cache';

export type TtlCache<V extends {}> = LRUCache<string, V>;

export function ttlCache<V extends {}>(options: LRUCache.Options<string, V, unknown> & { max: number; ttl: number }): TtlCache<V> {
  return new LRUCache<string, V>({ ...options, perf: { now: () => performance.now() } });
}
