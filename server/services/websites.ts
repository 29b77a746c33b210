// Resolves the website (tenant) of a request: by explicit id, by host name, or the default website.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';
import type { Website } from '../db/generated/postgresql/client.ts';
import type { CatalogEvents } from './catalog-events.ts';

const CACHE_MS = 30_000;
/** Websites a node keeps at the most (by host name or id); the least recently asked go first. */
export const MAX_CACHED_WEBSITES = 10_000;
/** Host names or ids that name no website a node remembers as such (a headless client's API host, say), apart. */
export const MAX_CACHED_UNKNOWN = 1_000;

/** Host → website lookups are on every request, so they are cached briefly per node. A host or id that names no
 * website is kept apart, among at most MAX_CACHED_UNKNOWN: anyone can send any Host header, and what they invent must
 * neither grow the node's memory nor push out the websites it serves. */
export class WebsiteResolver {
  private readonly byKey: LRUCache<string, Website>;
  private readonly unknown = new LRUCache<string, true>({ max: MAX_CACHED_UNKNOWN, ttl: CACHE_MS });

  constructor(
    private readonly db: Db,
    events: CatalogEvents,
    /** DEFAULT_WEBSITE_ID: the website of hosts that match none. */
    private readonly defaultWebsiteId: string | null = null,
    max = MAX_CACHED_WEBSITES,
  ) {
    this.byKey = new LRUCache({ max, ttl: CACHE_MS });
    events.subscribe(
      (changes) => {
        if (changes.some((c) => c.typename === 'Website')) this.invalidate();
      },
      () => this.invalidate(),
    );
  }

  /** Website for a request: the headless header wins, then the Host name, then the default website. */
  async resolve(opts: { websiteId?: string | null; host?: string | null }): Promise<Website | null> {
    if (opts.websiteId)
      return this.cached(`id:${opts.websiteId}`, () => this.db.website.findUnique({ where: { id: opts.websiteId as string } }));
    return (await this.byHost(opts.host)) ?? this.cached('default', () => this.defaultWebsite());
  }

  /** The website whose domain is this Host header's name, if any. */
  async byHost(host: string | null | undefined): Promise<Website | null> {
    const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!hostname) return null;
    return this.cached(`host:${hostname}`, async () => {
      const domain = await this.db.websiteDomain.findUnique({ where: { hostname }, include: { website: true } });
      return domain?.website ?? null;
    });
  }

  /** Forget cached websites (after settings change). */
  private invalidate(): void {
    this.byKey.clear();
    this.unknown.clear();
  }

  /** Embedded mode: the only website, or the one named by DEFAULT_WEBSITE_ID, or the oldest. */
  private async defaultWebsite(): Promise<Website | null> {
    if (this.defaultWebsiteId) return this.db.website.findUnique({ where: { id: this.defaultWebsiteId } });
    return this.db.website.findFirst({ orderBy: { createdAt: 'asc' } });
  }

  /** How many websites and how many names of none the node keeps now. */
  get size(): { websites: number; unknown: number } {
    return { websites: this.byKey.size, unknown: this.unknown.size };
  }

  private async cached(key: string, load: () => Promise<Website | null>): Promise<Website | null> {
    const hit = this.byKey.get(key);
    if (hit) return hit;
    if (this.unknown.has(key)) return null;
    const website = await load();
    if (website) this.byKey.set(key, website);
    else this.unknown.set(key, true);
    return website;
  }
}
