// kill -9 in the middle of a checkout loop, on the embedded SQLite database (the default store), three times over:
// shoppers retry what got no answer with the same idempotency key, as a real client does. Afterwards every order a
// shopper was told about is paid, the stock equals what the orders took, and once the grace periods have passed the
// restarted server settles what a dead process left mid-way and sends every queued email. Prints the figures.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/open.ts';
import { OUTBOX_LEASE_MS } from '../../server/jobs/outbox-worker.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { SETTLEMENT_GRACE_MS } from '../../server/services/checkout/order-settlement.ts';
import { newCart, placeOrder } from '../checkout-client.ts';
import { freePort } from '../free-port.ts';
import { type ServerProcess, startServerProcess, stopServerProcess, waitReady } from '../server-process.ts';

const SKU = 'TEE-L-WHITE';
const STOCK = 1_000;
const KILLS = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let port: number;
let env: Record<string, string>;
let server: ServerProcess;
let db: Db;

async function startServer() {
  server = startServerProcess(port, dir, env);
  await waitReady(`${server.url}/readyz`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shopwright-crash-'));
  port = await freePort();
  // Jobs every second, so that recovery is seen within the test.
  env = { DATABASE_URL: `file:${join(dir, 'store.db')}`, JOBS_INTERVAL_MS: '1000' };
  await startServer();
  db = await openDatabase(env.DATABASE_URL);
});
afterAll(async () => {
  if (server) await stopServerProcess(server);
  await db?.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

it('kill -9 during a checkout loop: no confirmed order lost, stock equal to the orders, the outbox complete after a restart', async () => {
  const variant = await db.productVariant.findFirstOrThrow({ where: { sku: SKU } });
  await db.productVariant.update({ where: { id: variant.id }, data: { qtyInStock: STOCK } });
  const { token } = await issueApiToken(db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'crash' });
  const shopper = { authorization: `Bearer ${token}` };
  const shipping = await db.shippingOption.findFirstOrThrow({ where: { websiteId: 'site-demo', name: 'Standard' } });

  const confirmed: string[] = [];
  const statuses = new Map<number, number>();
  let tries = 0;
  let running = true;
  let keys = 0;
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const shopperLoop = async () => {
    while (running) {
      const cartToken = await newCart(server.url, shopper, 'prod-classic-tee', SKU).catch(() => null);
      if (!cartToken) {
        await sleep(100);
        continue;
      }
      const input = { cartToken, idempotencyKey: `crash-${++keys}`, shippingOptionId: shipping.id };
      // No answer (the process died, or is starting): the same order again, with the same key, until one comes.
      for (let attempt = 0; attempt < 100; attempt++) {
        tries++;
        const res = await placeOrder(server.url, shopper, input).catch(() => ({ status: 0, body: null }));
        count(res.status);
        if (res.status === 200) {
          const order = res.body?.data?.placeOrder?.order;
          if (order) confirmed.push(order.id);
          break;
        }
        await sleep(100);
      }
    }
  };
  const loops = Array.from({ length: 4 }, shopperLoop);
  for (let kill = 0; kill < KILLS; kill++) {
    await sleep(1_500);
    await stopServerProcess(server, 'SIGKILL');
    await startServer();
  }
  await sleep(1_000);
  running = false;
  await Promise.all(loops);

  // Every order a shopper was told about is there, and paid.
  const found = await db.order.findMany({ where: { id: { in: confirmed } }, select: { status: true } });
  expect(found).toHaveLength(confirmed.length);
  expect(found.every((o) => o.status === 'PAID')).toBe(true);

  // Time passes: what a killed process held (an order not yet settled, an email being sent) is past its grace period
  // and its lease, and the restarted server's own jobs finish it.
  const leftPending = await db.order.count({ where: { status: 'PENDING' } });
  const leftSending = await db.outboxMessage.count({ where: { status: 'SENDING' } });
  await db.order.updateMany({ where: { status: 'PENDING' }, data: { updatedAt: new Date(Date.now() - SETTLEMENT_GRACE_MS - 1_000) } });
  await db.outboxMessage.updateMany({ where: { status: 'SENDING' }, data: { claimedAt: new Date(Date.now() - OUTBOX_LEASE_MS - 1_000) } });
  // The outbox sends at most 100 emails a run, a run every 5 s (server/jobs/outbox-worker.ts): the backlog of a fast
  // loop takes a while. What must not happen is a standstill: nothing settled or sent for 30 s.
  const waiting = async () =>
    (await db.order.count({ where: { status: 'PENDING' } })) + (await db.outboxMessage.count({ where: { status: { not: 'SENT' } } }));
  let left = await waiting();
  let deadline = Date.now() + 30_000;
  while (left > 0) {
    if (Date.now() > deadline) throw new Error(`orders or emails were still pending (${left}) with none settled or sent for 30 s`);
    await sleep(250);
    const now = await waiting();
    if (now < left) deadline = Date.now() + 30_000;
    left = now;
  }

  // The stock is what the orders took: paid orders keep theirs, settled-as-failed ones gave it back.
  const lines = await db.orderLine.aggregate({ where: { variantId: variant.id, order: { status: 'PAID' } }, _sum: { quantity: true } });
  const stock = (await db.productVariant.findUniqueOrThrow({ where: { id: variant.id } })).qtyInStock;
  expect(stock).toBe(STOCK - (lines._sum.quantity ?? 0));
  const paid = await db.order.count({ where: { status: 'PAID' } });
  expect(paid).toBeGreaterThanOrEqual(confirmed.length);

  // Every queued email went out: its file is in the outbox folder.
  const messages = await db.outboxMessage.findMany({ select: { id: true } });
  expect(messages.length).toBeGreaterThanOrEqual(confirmed.length);
  const files = readdirSync(join(dir, 'outbox'));
  const missing = messages.filter((m) => !files.some((file) => file.startsWith(`outbox-${m.id}@`)));
  expect(missing).toEqual([]);

  console.log(
    `kill -9 ×${KILLS} in a checkout loop: ${tries} order attempts, statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
      `${confirmed.length} orders confirmed, ${found.length} found paid, ${paid} paid in all; ` +
      `left by the killed processes: ${leftPending} orders pending, ${leftSending} emails mid-send; ${messages.length} emails sent`,
  );
});
