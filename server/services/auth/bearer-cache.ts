// Verified storefront tokens held in memory, so a headless client's request does not look its token up again (three
// statements) while it stays valid. Only public storefront tokens (sw_public_…: read the catalog, fill a cart) are
// kept — owners' tokens carry a role that may change, and are looked up on every request. A revocation drops the token
// at once (its change event, relayed to the other nodes on PostgreSQL: change-relay.ts); a node that missed it keeps it
// at most TOKEN_CACHE_TTL_MS (5 s, like its catalog cache; set apart so the catalog can be read fresh on every request
// while tokens stay verified). Unknown tokens are never kept, so random values cannot fill the memory.
import type { Db } from '../../db/client.ts';
import { type TtlCache, ttlCache } from '../../ttl-cache.ts';
import type { CatalogEvents } from '../catalog-events.ts';
import { type Bearer, findBearer, STOREFRONT_TOKEN_PREFIX } from './api-tokens.ts';

/** Tokens kept at most; the least recently used goes first. */
export const MAX_CACHED_BEARERS = 10_000;

export class BearerCache {
  private readonly entries: TtlCache<Bearer>;

  constructor(
    private readonly db: Db,
    events: CatalogEvents,
    /** TOKEN_CACHE_TTL_MS; 0 keeps nothing. */
    private readonly ttlMs: number,
  ) {
    this.entries = ttlCache<Bearer>({ max: MAX_CACHED_BEARERS, ttl: Math.max(ttlMs, 1) });
    events.subscribe(
      (changes) => {
        for (const change of changes) if (change.typename === 'ApiToken') this.drop(change.id);
      },
      () => this.entries.clear(),
    );
  }

  /** The live token for a bearer value (as findBearer), from memory while it is fresh. */
  async find(token: string): Promise<Bearer | null> {
    if (!token.startsWith(STOREFRONT_TOKEN_PREFIX) || this.ttlMs <= 0) return findBearer(this.db, token);
    const hit = this.entries.get(token);
    if (hit) return hit;
    const bearer = await findBearer(this.db, token);
    if (bearer) this.entries.set(token, bearer);
    return bearer;
  }

  private drop(tokenId: string): void {
    for (const [token, bearer] of [...this.entries.entries()]) if (bearer.tokenId === tokenId) this.entries.delete(token);
  }
}
