// Verified storefront tokens kept in memory (server/services/auth/bearer-cache.ts): looked up once while fresh,
// dropped at once on revocation or after TOKEN_CACHE_TTL_MS, never kept when unknown or an owner's, and at most
// MAX_CACHED_BEARERS of them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { BearerCache, MAX_CACHED_BEARERS } from '../../server/services/auth/bearer-cache.ts';
import { CatalogEvents } from '../../server/services/catalog-events.ts';

/** A database whose tokens are those named here (by value); counts the lookups. */
function tokens(rows: Record<string, { id: string; kind: 'OWNER' | 'STOREFRONT' }>) {
  const lookups = { count: 0 };
  const byHash = new Map<string, (typeof rows)[string]>();
  const db = {
    apiToken: {
      findUnique: async ({ where }: { where: { tokenHash: string } }) => {
        lookups.count++;
        const row = byHash.get(where.tokenHash);
        if (!row) return null;
        const owner = { id: 'o1', email: 'o@example.com', roles: [{ websiteId: 'w1', roleCode: 1 }] };
        return { id: row.id, kind: row.kind, websiteId: 'w1', revokedAt: null, owner: row.kind === 'OWNER' ? owner : null };
      },
    },
  } as unknown as Db;
  return { db, lookups, byHash };
}

async function withTokens(rows: Record<string, { id: string; kind: 'OWNER' | 'STOREFRONT' }>) {
  const { sha256 } = await import('../../server/services/auth/secrets.ts');
  const t = tokens(rows);
  for (const [value, row] of Object.entries(rows)) t.byHash.set(sha256(value), row);
  const events = new CatalogEvents();
  return { ...t, events, cache: new BearerCache(t.db, events, 5_000) };
}

describe('BearerCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks a storefront token up once while it is fresh', async () => {
    const { cache, lookups } = await withTokens({ sw_public_a: { id: 't1', kind: 'STOREFRONT' } });
    expect((await cache.find('sw_public_a'))?.tokenId).toBe('t1');
    expect((await cache.find('sw_public_a'))?.tokenId).toBe('t1');
    expect(lookups.count).toBe(1);
  });

  it('looks a token up again once TOKEN_CACHE_TTL_MS has passed', async () => {
    vi.useFakeTimers();
    vi.advanceTimersByTime(1); // the fake clock starts at 0, which lru-cache takes for an entry without a start time
    const { cache, lookups } = await withTokens({ sw_public_a: { id: 't1', kind: 'STOREFRONT' } });
    await cache.find('sw_public_a');
    vi.advanceTimersByTime(4_999);
    await cache.find('sw_public_a');
    expect(lookups.count).toBe(1);
    vi.advanceTimersByTime(2);
    expect((await cache.find('sw_public_a'))?.tokenId).toBe('t1');
    expect(lookups.count).toBe(2);
  });

  it('drops a token at once when it is revoked on this node', async () => {
    const { cache, lookups, events } = await withTokens({ sw_public_a: { id: 't1', kind: 'STOREFRONT' } });
    await cache.find('sw_public_a');
    events.changed([{ websiteId: 'w1', typename: 'ApiToken', id: 't1' }]);
    await cache.find('sw_public_a');
    expect(lookups.count).toBe(2);
  });

  it('looks an owner’s token up on every request, and never keeps an unknown one', async () => {
    const { cache, lookups } = await withTokens({ sw_owner_b: { id: 't2', kind: 'OWNER' } });
    await cache.find('sw_owner_b');
    await cache.find('sw_owner_b');
    expect(await cache.find('sw_public_nope')).toBeNull();
    expect(await cache.find('sw_public_nope')).toBeNull();
    expect(lookups.count).toBe(4);
  });

  it(`keeps at most ${MAX_CACHED_BEARERS} tokens, the least recently used going first`, async () => {
    const rows = Object.fromEntries(
      Array.from({ length: MAX_CACHED_BEARERS + 1 }, (_, i) => [`sw_public_${i}`, { id: `t${i}`, kind: 'STOREFRONT' as const }]),
    );
    const { cache, lookups } = await withTokens(rows);
    for (const value of Object.keys(rows)) await cache.find(value);
    expect(lookups.count).toBe(MAX_CACHED_BEARERS + 1);
    await cache.find(`sw_public_${MAX_CACHED_BEARERS}`); // the newest: still kept
    expect(lookups.count).toBe(MAX_CACHED_BEARERS + 1);
    await cache.find('sw_public_0'); // the least recently used: pushed out
    expect(lookups.count).toBe(MAX_CACHED_BEARERS + 2);
  });
});
