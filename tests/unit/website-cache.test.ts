// The per-website cache of public answers (server/http/website-cache.ts): bounded in entries and characters, the least
// recently used out first, an oversized answer never kept, answers expiring after the TTL, and a website's change
// dropping only that website's answers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CACHED_CHARS, MAX_ENTRIES, MAX_ENTRY_CHARS, WebsiteCache } from '../../server/http/website-cache.ts';
import { CatalogEvents } from '../../server/services/catalog-events.ts';

const cache = () => {
  const events = new CatalogEvents();
  return { events, cache: new WebsiteCache(events, 60_000) };
};

describe('WebsiteCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds at most MAX_ENTRIES answers, the least recently used going first', () => {
    const { cache: c } = cache();
    for (let i = 0; i <= MAX_ENTRIES; i++) c.set('w', `k${i}`, 'x');
    expect(c.size.entries).toBe(MAX_ENTRIES);
    expect(c.get('w', 'k0')).toBeNull();
    expect(c.get('w', `k${MAX_ENTRIES}`)).toBe('x');
  });

  it('holds at most MAX_CACHED_CHARS characters, the least recently used going first', () => {
    const { cache: c } = cache();
    const page = 'p'.repeat(MAX_ENTRY_CHARS);
    for (let i = 0; i < 20; i++) c.set('w', `page${i}`, page);
    expect(c.size.chars).toBeLessThanOrEqual(MAX_CACHED_CHARS);
    expect(c.size.entries).toBe(16);
    expect(c.get('w', 'page0')).toBeNull();
    expect(c.get('w', 'page19')).toBe(page);
  });

  it('never keeps an answer larger than MAX_ENTRY_CHARS', () => {
    const { cache: c } = cache();
    c.set('w', 'huge', 'h'.repeat(MAX_ENTRY_CHARS + 1));
    expect(c.get('w', 'huge')).toBeNull();
    expect(c.size).toEqual({ entries: 0, chars: 0 });
  });

  it('a replaced answer is counted once', () => {
    const { cache: c } = cache();
    c.set('w', 'k', 'abc');
    c.set('w', 'k', 'abcdef');
    expect(c.size).toEqual({ entries: 1, chars: 6 });
  });

  it('a revoked API token drops no answer (it changes no page)', () => {
    const { cache: c, events } = cache();
    c.set('a', 'page', 'A');
    events.changed([{ websiteId: 'a', typename: 'ApiToken', id: 't1' }]);
    expect(c.get('a', 'page')).toBe('A');
  });

  it('a change drops that website’s answers and keeps the others’', () => {
    const { cache: c, events } = cache();
    c.set('a', 'page', 'A');
    c.set('b', 'page', 'B');
    events.changed([{ websiteId: 'a', typename: 'Product', id: 'p1' }]);
    expect(c.get('a', 'page')).toBeNull();
    expect(c.get('b', 'page')).toBe('B');
    expect(c.size).toEqual({ entries: 1, chars: 1 });
  });

  it('an answer read again stays while older ones go', () => {
    const { cache: c } = cache();
    for (let i = 0; i < MAX_ENTRIES; i++) c.set('w', `k${i}`, 'x');
    expect(c.get('w', 'k0')).toBe('x');
    c.set('w', 'new', 'x');
    expect(c.get('w', 'k0')).toBe('x');
    expect(c.get('w', 'k1')).toBeNull();
  });

  it('an answer expires after CATALOG_CACHE_TTL_MS, and a TTL of 0 keeps nothing', () => {
    vi.useFakeTimers();
    vi.advanceTimersByTime(1); // the fake clock starts at 0, which lru-cache takes for an entry without a start time
    const events = new CatalogEvents();
    const c = new WebsiteCache(events, 5_000);
    c.set('w', 'page', 'P');
    vi.advanceTimersByTime(4_999);
    expect(c.get('w', 'page')).toBe('P');
    vi.advanceTimersByTime(2);
    expect(c.get('w', 'page')).toBeNull();
    const off = new WebsiteCache(events, 0);
    off.set('w', 'page', 'P');
    expect(off.get('w', 'page')).toBeNull();
  });
});
