// Several nodes behind nginx on one PostgreSQL, as docs/operations.md describes: they start together, see each other's
// changes at once, never sell what is not there, send each email once, survive one of them dying and PostgreSQL
// restarting, charge a due subscription once. Prints the figures it measures.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { billingDateAt } from '../../domain/subscription-schedule.ts';
import { DEMO_OWNER_EMAIL } from '../../prisma/seed.ts';
import { migrationNames, migrationsDir } from '../../server/db/migration-files.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { newCart as cartWithOne, placeOrder } from '../checkout-client.ts';
import { gql } from '../server-process.ts';
import { type Cluster, startCluster } from './cluster.ts';

/** How often each node runs its renewals here (a minute by default), so a due subscription is seen within a second. */
const JOBS_INTERVAL_MS = 1_000;

let c: Cluster;
let shopper: Record<string, string>;
let owner: Record<string, string>;
beforeAll(async () => {
  c = await startCluster(3, { JOBS_INTERVAL_MS: String(JOBS_INTERVAL_MS) });
  const { token } = await issueApiToken(c.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'cluster' });
  shopper = { authorization: `Bearer ${token}` };
  const admin = await createOwnerWithToken(c.db, { websiteId: 'site-demo', email: 'cluster-admin@example.com', roleCode: RoleCode.ADMIN });
  owner = { authorization: `Bearer ${admin.token}` };
});
afterAll(() => c?.stop());

const SKU = 'TEE-L-WHITE';
/** Sets the stock of the test variant directly and tells every node, as an owner's edit would. */
async function setStock(qtyInStock: number) {
  const variant = await c.db.productVariant.findFirstOrThrow({ where: { sku: SKU } });
  await c.db.productVariant.update({ where: { id: variant.id }, data: { qtyInStock } });
  c.events.changed([{ websiteId: 'site-demo', typename: 'ProductVariant', id: variant.id }]);
  return variant;
}

async function newCart(base: string): Promise<string> {
  const token = await cartWithOne(base, shopper, 'prod-classic-tee', SKU);
  expect(token).not.toBeNull();
  return token as string;
}

let key = 0;
const place = async (base: string, cartToken: string) => {
  const shipping = await c.db.shippingOption.findFirstOrThrow({ where: { websiteId: 'site-demo', name: 'Standard' } });
  return placeOrder(base, shopper, { cartToken, idempotencyKey: `cluster-${++key}-${Date.now()}`, shippingOptionId: shipping.id });
};

describe('several nodes on one PostgreSQL', () => {
  it('three nodes started at once migrate and seed the new database once between them, and all are ready', async () => {
    const rows = await c.db.$queryRawUnsafe<{ migration_name: string }[]>('SELECT migration_name FROM _prisma_migrations');
    expect(rows.map((r) => r.migration_name).sort()).toEqual(migrationNames(migrationsDir('postgresql')));
    expect(await c.db.ownerAccount.count({ where: { email: DEMO_OWNER_EMAIL } })).toBe(1);
    expect(await c.db.website.count({ where: { id: 'site-demo' } })).toBe(1);
    for (const node of c.nodes) expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
  });

  it('a price change made on one node is served by every other node within 100 ms', async () => {
    const QUERY = '{ product(id: "prod-canvas-tote") { variants { id price { cents } } } }';
    const priceOn = async (base: string) => (await gql(base, QUERY, {})).body?.data?.product.variants[0];
    // Cached on every node: asked twice.
    for (const node of [...c.nodes, ...c.nodes]) await priceOn(node.url);
    const before = await priceOn(c.nodes[0].url);
    const cents = before.price.cents + 100;
    const changed = await gql(
      c.nodes[0].url,
      'mutation($id: ID!, $i: VariantInput!) { updateVariant(id: $id, input: $i) { userErrors { message } } }',
      { id: before.id, i: { priceCents: cents } },
      owner,
    );
    expect(changed.body?.data?.updateVariant.userErrors).toEqual([]);
    const answered = performance.now();
    const seenAfter = await Promise.all(
      c.nodes.slice(1).map(async (node) => {
        while ((await priceOn(node.url)).price.cents !== cents) {
          if (performance.now() - answered > 5_000) throw new Error(`${node.url} still serves the old price after 5 s`);
        }
        return performance.now() - answered;
      }),
    );
    console.log(`price change seen on the other nodes after ${seenAfter.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`);
    for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(100);
  });

  it('50 concurrent checkouts spread across the nodes for the last 3 units: exactly 3 orders', async () => {
    const variant = await setStock(50);
    const carts = [];
    for (let i = 0; i < 50; i++) carts.push(await newCart(c.lb));
    await setStock(3);
    const ordersBefore = await c.db.orderLine.count({ where: { variantId: variant.id } });
    const results = await Promise.all(carts.map((cart) => place(c.lb, cart)));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(results.filter((r) => r.body?.data?.placeOrder.order)).toHaveLength(3);
    const refused = results.filter(
      (r) => r.body?.data?.placeOrder.userErrors[0]?.message === 'Sorry, we do not have enough of that item available.',
    );
    expect(refused).toHaveLength(47);
    expect((await c.db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).qtyInStock).toBe(0);
    expect((await c.db.orderLine.count({ where: { variantId: variant.id } })) - ordersBefore).toBe(3);
  });

  it('each queued email is sent exactly once while every node runs the outbox worker', async () => {
    const deadline = Date.now() + 30_000;
    while ((await c.db.outboxMessage.count({ where: { status: { not: 'SENT' } } })) > 0) {
      if (Date.now() > deadline) throw new Error('the outbox was not emptied within 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const sent = await c.db.outboxMessage.count({ where: { status: 'SENT' } });
    expect(sent).toBeGreaterThan(0);
    expect(readdirSync(c.outboxDir)).toHaveLength(sent);
  });

  it('one due subscription renewal is charged once with three schedulers running', async () => {
    const cart = await gql(c.lb, 'mutation { createSubscriptionCart(itemId: "prod-coffee-subscription") { cartToken } }', {}, shopper);
    const first = (await place(c.lb, cart.body?.data?.createSubscriptionCart.cartToken)).body?.data?.placeOrder.order;
    expect(first?.status).toBe('PAID');
    const { subscriptionId } = await c.db.order.findUniqueOrThrow({ where: { id: first.id } });
    if (!subscriptionId) throw new Error('the checkout started no subscription');
    const schedulers = (await Promise.all(c.nodes.map((node) => fetch(`${node.url}/readyz`)))).filter((res) => res.ok).length;
    expect(schedulers).toBe(3);

    await c.db.subscription.update({ where: { id: subscriptionId }, data: { nextBillingAt: new Date() } });
    const due = performance.now();
    while ((await c.db.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })).cyclesBilled < 2) {
      if (performance.now() - due > 15_000) throw new Error('the due subscription was not renewed within 15 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const renewedAfter = performance.now() - due;
    // Every scheduler runs twice more: none of them may charge the cycle again.
    await new Promise((r) => setTimeout(r, 2 * JOBS_INTERVAL_MS + 500));

    const renewals = await c.db.order.findMany({ where: { subscriptionId, purchasedCartId: null } });
    console.log(
      `due subscription with ${schedulers} nodes renewing every ${JOBS_INTERVAL_MS} ms: renewed after ${renewedAfter.toFixed(0)} ms, ${renewals.length} renewal order(s) after ${2 * JOBS_INTERVAL_MS + 500} ms more`,
    );
    expect(renewals.map((o) => o.status)).toEqual(['PAID']);
    expect(renewals[0].paymentReference).toBeTruthy();
    expect(await c.db.order.count({ where: { authorizationId: renewals[0].authorizationId } })).toBe(1);
    const sub = await c.db.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    const { timeZone } = await c.db.website.findUniqueOrThrow({ where: { id: 'site-demo' } });
    const period = { value: sub.billingPeriodValue, unit: sub.billingPeriodUnit };
    expect(sub).toMatchObject({ status: 'ACTIVE', cyclesBilled: 2, failedAttempts: 0, renewalClaimedAt: null });
    expect(sub.nextBillingAt).toEqual(billingDateAt(sub.createdAt, period, 2, timeZone));
  });

  it('killing one node (kill -9) in the middle of checkouts loses no confirmed order, and the others keep serving', async () => {
    const variant = await setStock(200);
    const linesBefore = await c.db.orderLine.count({ where: { variantId: variant.id } });
    const confirmed: string[] = [];
    const statuses = new Map<number, number>();
    let killed = false;
    const shopperLoop = async () => {
      for (let i = 0; i < 12; i++) {
        const cart = await newCart(c.lb).catch(() => null);
        if (!cart) continue;
        const res = await place(c.lb, cart).catch(() => ({ status: 0, body: null }));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const order = res.body?.data?.placeOrder?.order;
        if (order) confirmed.push(order.id);
        if (confirmed.length >= 10 && !killed) {
          killed = true;
          c.nodes[2].process.kill('SIGKILL');
        }
      }
    };
    await Promise.all([shopperLoop(), shopperLoop(), shopperLoop(), shopperLoop()]);
    console.log(`kill -9 mid-checkout: ${confirmed.length} orders confirmed, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(killed).toBe(true);
    expect([...statuses.keys()].every((s) => s === 200 || s === 502)).toBe(true);
    const found = await c.db.order.findMany({ where: { id: { in: confirmed } }, select: { status: true } });
    expect(found).toHaveLength(confirmed.length);
    expect(found.every((o) => o.status === 'PAID')).toBe(true);
    const lines = (await c.db.orderLine.count({ where: { variantId: variant.id } })) - linesBefore;
    expect((await c.db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).qtyInStock).toBe(200 - lines);
    for (const node of c.nodes.slice(0, 2)) expect((await fetch(`${node.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${c.lb}/shop/classic-tee?format=json`)).status).toBe(200);
  });

  it('PostgreSQL restarted under load: requests get 503 (never 500, never a hang) and the nodes recover by themselves', async () => {
    const { TEST_PG_STOP, TEST_PG_START } = process.env;
    if (!TEST_PG_STOP || !TEST_PG_START) throw new Error('TEST_PG_STOP/TEST_PG_START are not set: run through scripts/with-postgres.sh');
    const { execFileSync } = await import('node:child_process');
    const live = c.nodes.slice(0, 2);
    const statuses = new Map<number, number>();
    let slowest = 0;
    let running = true;
    // Uncached reads (a different query each time), so every one needs the database.
    let n = 0;
    const loop = async (base: string) => {
      while (running) {
        const started = performance.now();
        const res = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...shopper },
          body: JSON.stringify({ query: `{ p${n++}: product(id: "prod-classic-tee") { title } }` }),
          signal: AbortSignal.timeout(15_000),
        }).catch(() => ({ status: 0 }));
        slowest = Math.max(slowest, performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const loops = live.map((node) => loop(node.url));
    await new Promise((r) => setTimeout(r, 300));
    execFileSync(TEST_PG_STOP);
    await new Promise((r) => setTimeout(r, 1_500));
    execFileSync(TEST_PG_START);
    // Every node answers from the database again, without being restarted.
    const recovered = performance.now();
    for (const node of live) {
      while ((await gql(node.url, '{ product(id: "prod-canvas-tote") { title } }', {}, shopper)).status !== 200) {
        if (performance.now() - recovered > 15_000) throw new Error(`${node.url} did not recover within 15 s`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    running = false;
    await Promise.all(loops);
    console.log(
      `PostgreSQL restart under load: statuses ${JSON.stringify(Object.fromEntries(statuses))}, slowest answer ${slowest.toFixed(0)} ms, recovered ${(performance.now() - recovered).toFixed(0)} ms after the restart`,
    );
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(slowest).toBeLessThan(10_000);
  });
});
