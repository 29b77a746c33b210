// Per-website cache of public answers (catalog GraphQL queries, `?format=json` pages), in memory on each node.
// Entries are dropped when the website's catalog changes (CatalogEvents) and expire after CATALOG_CACHE_TTL_MS
// (default 5 s), which bounds staleness across several API nodes.
import type { CatalogEvents } from '../services/catalog-events.ts';

type Entry = { body: string; expires: number };
const MAX_ENTRIES = 5000;

export class WebsiteCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    events: CatalogEvents,
    /** CATALOG_CACHE_TTL_MS; 0 keeps nothing. */
    private readonly ttlMs: number,
  ) {
    events.subscribe((changes) => {
      for (const websiteId of new Set(changes.map((c) => c.websiteId))) this.dropWebsite(websiteId);
    });
  }

  get(websiteId: string, key: string): string | null {
    const fullKey = `${websiteId}\n${key}`;
    const entry = this.entries.get(fullKey);
    if (!entry) return null;
    if (entry.expires > Date.now()) return entry.body;
    this.entries.delete(fullKey);
    return null;
  }

  set(websiteId: string, key: string, body: string): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(`${websiteId}\n${key}`, { body, expires: Date.now() + this.ttlMs });
  }

  private dropWebsite(websiteId: string): void {
    const prefix = `${websiteId}\n`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
