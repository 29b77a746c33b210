// Per-website cache of public answers (catalog GraphQL queries, `?format=json` pages, page heads, server-rendered
// pages), in memory on each node. Entries are dropped when the website's catalog changes (CatalogEvents, on any node
// when relayed: change-relay.ts) and expire after CATALOG_CACHE_TTL_MS (default 5 s), which bounds staleness on a node
// that missed a change. It holds at most
// MAX_ENTRIES answers and MAX_CACHED_CHARS characters in all, the oldest going first (docs/limits.md).
import { type CatalogEvents, changedWebsites } from '../services/catalog-events.ts';

type Entry = { body: string; expires: number };
export const MAX_ENTRIES = 5000;
/** About 32 MB of answers (a rendered product page is ~15,000 characters; a cached catalog answer a few thousand). */
export const MAX_CACHED_CHARS = 32 * 1024 * 1024;
/** One answer larger than this is not kept: it would push out too many others. */
export const MAX_ENTRY_CHARS = MAX_CACHED_CHARS / 16;

export class WebsiteCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(
    events: CatalogEvents,
    /** CATALOG_CACHE_TTL_MS; 0 keeps nothing. */
    private readonly ttlMs: number,
  ) {
    events.subscribe(
      (changes) => {
        for (const websiteId of changedWebsites(changes)) this.dropWebsite(websiteId);
      },
      () => {
        this.entries.clear();
        this.chars = 0;
      },
    );
  }

  /** Characters held, for tests and metrics. */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }

  get(websiteId: string, key: string): string | null {
    const fullKey = `${websiteId}\n${key}`;
    const entry = this.entries.get(fullKey);
    if (!entry) return null;
    if (entry.expires > Date.now()) return entry.body;
    this.remove(fullKey);
    return null;
  }

  set(websiteId: string, key: string, body: string): void {
    if (this.ttlMs <= 0 || body.length > MAX_ENTRY_CHARS) return;
    const fullKey = `${websiteId}\n${key}`;
    this.remove(fullKey);
    while (this.entries.size > 0 && (this.entries.size >= MAX_ENTRIES || this.chars + body.length > MAX_CACHED_CHARS))
      this.remove(this.entries.keys().next().value as string);
    this.entries.set(fullKey, { body, expires: Date.now() + this.ttlMs });
    this.chars += body.length;
  }

  private remove(fullKey: string): void {
    const entry = this.entries.get(fullKey);
    if (!entry) return;
    this.entries.delete(fullKey);
    this.chars -= entry.body.length;
  }

  private dropWebsite(websiteId: string): void {
    const prefix = `${websiteId}\n`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.remove(key);
  }
}
