// Verified storefront tokens held in memory, so a headless client's request does not look its token up again (three
// statements) while it stays valid. Only public storefront tokens (sw_public_…: read the catalog, fill a cart) are
// kept — owners' tokens carry a role that may change, and are looked up on every request. A revocation drops the token
// at once (its change event, relayed to the other nodes on PostgreSQL: change-relay.ts); a node that missed it keeps it
// at most TOKEN_CACHE_TTL_MS (5 s, like its catalog cache; set apart so the catalog can be read fresh on every request
// while tokens stay verified). Unknown tokens are never kept, so random values cannot fill the memory.
import type { Db } from '../../db/client.ts';
import type { CatalogEvents } from '../catalog-events.ts';
import { type Bearer, findBearer, STOREFRONT_TOKEN_PREFIX } from './api-tokens.ts';

/** Tokens kept at most; the oldest goes first. */
export const MAX_CACHED_BEARERS = 10_000;

type Entry = { bearer: Bearer; expires: number };

export class BearerCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    events: CatalogEvents,
    /** TOKEN_CACHE_TTL_MS; 0 keeps nothing. */
    private readonly ttlMs: number,
  ) {
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
    if (hit && hit.expires > Date.now()) return hit.bearer;
    this.entries.delete(token);
    const bearer = await findBearer(this.db, token);
    if (bearer) {
      if (this.entries.size >= MAX_CACHED_BEARERS) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(token, { bearer, expires: Date.now() + this.ttlMs });
    }
    return bearer;
  }

  private drop(tokenId: string): void {
    for (const [token, entry] of this.entries) if (entry.bearer.tokenId === tokenId) this.entries.delete(token);
  }
}
