// Per-website cache of public answers (catalog GraphQL queries, `?format=json` pages, page heads, server-rendered
// pages), in memory on each node. Entries are dropped when the website's catalog changes (CatalogEvents, on any node
// when relayed: change-relay.ts) and expire after CATALOG_CACHE_TTL_MS (default 5 s), which bounds staleness on a node
// that missed a change. It holds at most MAX_ENTRIES answers and MAX_CACHED_CHARS characters in all, the least recently
// used going first (docs/limits.md).
import { type CatalogEvents, changedWebsites } from '../services/catalog-events.ts';
import { type TtlCache, ttlCache } from '../ttl-cache.ts';

export const MAX_ENTRIES = 5000;
/** About 32 MB of answers (a rendered product page is ~15,000 characters; a cached catalog answer a few thousand). */
export const MAX_CACHED_CHARS = 32 * 1024 * 1024;
/** One answer larger than this is not kept: it would push out too many others. */
export const MAX_ENTRY_CHARS = MAX_CACHED_CHARS / 16;

export class WebsiteCache {
  private readonly entries: TtlCache<string>;

  constructor(
    events: CatalogEvents,
    /** CATALOG_CACHE_TTL_MS; 0 keeps nothing. */
    private readonly ttlMs: number,
  ) {
    this.entries = ttlCache<string>({
      max: MAX_ENTRIES,
      maxSize: MAX_CACHED_CHARS,
      maxEntrySize: MAX_ENTRY_CHARS,
      // An empty answer counts as one character (lru-cache counts every entry).
      sizeCalculation: (body) => Math.max(body.length, 1),
      ttl: Math.max(ttlMs, 1),
    });
    events.subscribe(
      (changes) => {
        for (const websiteId of changedWebsites(changes)) this.dropWebsite(websiteId);
      },
      () => this.entries.clear(),
    );
  }

  /** Characters held, for tests and metrics. */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.entries.calculatedSize };
  }

  get(websiteId: string, key: string): string | null {
    return this.entries.get(`${websiteId}\n${key}`) ?? null;
  }

  set(websiteId: string, key: string, body: string): void {
    if (this.ttlMs <= 0 || body.length > MAX_ENTRY_CHARS) return;
    this.entries.set(`${websiteId}\n${key}`, body);
  }

  private dropWebsite(websiteId: string): void {
    const prefix = `${websiteId}\n`;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
