// Several nodes on one PostgreSQL: a change made through one node reaches the caches of the others through
// LISTEN/NOTIFY, long before their TTL (set to a minute here, so only the relay can explain a fresh answer).
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { postgresConnection } from '../../server/db/adapters.ts';
import { type ChangeRelay, startChangeRelay } from '../../server/services/change-relay.ts';
import { ownerHeaders, startTestApp, type TestApp } from './harness.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const quiet = pino({ level: 'silent' });

describe.skipIf(!onPostgres)('change relay between nodes (PostgreSQL)', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<TestApp['secondNode']>>;
  const relays: ChangeRelay[] = [];
  beforeAll(async () => {
    a = await startTestApp({ env: { CATALOG_CACHE_TTL_MS: '60000' } });
    b = await a.secondNode();
    const connection = postgresConnection(a.url).pool;
    relays.push(await startChangeRelay(connection, a.services.events, quiet));
    relays.push(await startChangeRelay(connection, b.services.events, quiet));
  });
  afterAll(async () => {
    await Promise.all(relays.map((relay) => relay.close()));
    await b.close();
    await a.close();
  });

  const PRICE = '{ product(id: "prod-canvas-tote") { variants { id price { cents } } } }';
  type Answer = { data: { product: { variants: { id: string; price: { cents: number } }[] } } };
  const priceOn = async (node: Pick<TestApp, 'request'>) => {
    const res = await node.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: PRICE }),
    });
    const answer = (await res.json()) as Answer;
    return { cache: res.headers.get('x-cache'), variant: answer.data.product.variants[0] };
  };

  /** Asks until `done` holds (at most 5 s) and says how long it took. */
  const until = async (done: () => Promise<boolean>) => {
    const started = performance.now();
    while (!(await done())) {
      if (performance.now() - started > 5_000) throw new Error('not seen within 5 s');
      await new Promise((r) => setTimeout(r, 5));
    }
    return performance.now() - started;
  };

  it('a price change made on one node is served by the other at once, not after its cache TTL', async () => {
    await priceOn(b);
    const before = await priceOn(b);
    expect(before.cache).toBe('hit');
    const cents = before.variant.price.cents + 100;
    const editor = await ownerHeaders(a, RoleCode.EDITOR);
    const update = await a.gql<{ updateVariant: { userErrors: unknown[] } }>(
      'mutation($id: ID!, $i: VariantInput!) { updateVariant(id: $id, input: $i) { userErrors { message } } }',
      { id: before.variant.id, i: { priceCents: cents } },
      editor,
    );
    expect(update.data?.updateVariant.userErrors).toEqual([]);
    await until(async () => (await priceOn(b)).variant.price.cents === cents);
  });

  it('a storefront token revoked on one node stops working on the other at once', async () => {
    const admin = await ownerHeaders(a, RoleCode.ADMIN);
    const created = await a.gql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      'mutation { createApiToken(kind: STOREFRONT, name: "Relay") { token apiToken { id } } }',
      {},
      admin,
    );
    const { token, apiToken } = created.data?.createApiToken ?? { token: '', apiToken: { id: '' } };
    const asked = async () =>
      (
        await b.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ website { id } }' }),
        })
      ).status;
    expect(await asked()).toBe(200);
    const revoked = await a.gql('mutation($id: ID!) { revokeApiToken(id: $id) { userErrors { message } } }', { id: apiToken.id }, admin);
    expect(revoked.errors).toBeUndefined();
    await until(async () => (await asked()) === 401);
  });

  it('a relay whose connection is cut listens again, drops every cache (changes may have been missed) and relays again', async () => {
    await priceOn(b);
    expect((await priceOn(b)).cache).toBe('hit');
    await a.db.$queryRawUnsafe(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN %shopwright_changes%' OR query LIKE 'SELECT pg_notify(%'",
    );
    await until(async () => !relays[1].connected);
    await until(async () => relays.every((relay) => relay.connected));
    expect((await priceOn(b)).cache).toBeNull();
    expect((await priceOn(b)).cache).toBe('hit');
    a.services.events.changed([{ websiteId: 'site-demo', typename: 'Product', id: 'prod-canvas-tote' }]);
    await until(async () => (await priceOn(b)).cache === null);
  });
});
