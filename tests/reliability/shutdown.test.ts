// SIGTERM under load: the built server stops taking connections and answers every request it had already taken
// (reads and orders alike) before it exits with code 0. Prints how many requests were in flight and how they ended.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/open.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { newCart, placeOrderRequest } from '../checkout-client.ts';
import { freePort } from '../free-port.ts';
import { type ServerProcess, startServerProcess, stopServerProcess, waitReady } from '../server-process.ts';
import { type Answer, send } from './http.ts';

/** A request sent at least this long before SIGTERM has reached the server: it must be answered. */
const SURELY_TAKEN_MS = 50;

let dir: string;
let server: ServerProcess;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shopwright-sigterm-'));
  const env = { DATABASE_URL: `file:${join(dir, 'store.db')}` };
  server = startServerProcess(await freePort(), dir, env);
  await waitReady(`${server.url}/readyz`);
  db = await openDatabase(env.DATABASE_URL);
});
afterAll(async () => {
  if (server) await stopServerProcess(server, 'SIGKILL');
  await db?.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

it('SIGTERM under load: every request taken before it is answered, and the process exits with 0', async () => {
  const { token } = await issueApiToken(db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'sigterm' });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const shipping = await db.shippingOption.findFirstOrThrow({ where: { websiteId: 'site-demo', name: 'Standard' } });
  const carts: string[] = [];
  for (let i = 0; i < 40; i++) {
    const cart = await newCart(server.url, { authorization: headers.authorization }, 'prod-classic-tee', 'TEE-L-WHITE');
    if (cart) carts.push(cart);
  }

  type Sent = { at: number; answer?: Answer; doneAt?: number; order: boolean };
  const sent: Sent[] = [];
  let running = true;
  let n = 0;
  // Reads that miss the cache (a new alias each time) and orders, each on its own connection.
  const body = () => {
    const cart = n % 5 === 0 ? carts.pop() : undefined;
    n++;
    if (!cart)
      return {
        order: false,
        text: JSON.stringify({ query: `{ r${n}: products(first: 20) { edges { node { title variants { sku } } } } }` }),
      };
    const request = placeOrderRequest({ cartToken: cart, idempotencyKey: `sigterm-${n}`, shippingOptionId: shipping.id });
    return { order: true, text: JSON.stringify(request) };
  };
  const loop = async () => {
    while (running) {
      const { order, text } = body();
      const entry: Sent = { at: performance.now(), order };
      sent.push(entry);
      entry.answer = await send(server.port, { method: 'POST', path: '/graphql', headers, body: text });
      entry.doneAt = performance.now();
      if (entry.answer.error === 'ECONNREFUSED') running = false;
    }
  };
  const loops = Array.from({ length: 8 }, loop);
  await new Promise((r) => setTimeout(r, 700));
  // A slow client: its request is taken 300 ms before the signal and its body is still arriving for 700 ms after.
  const slow: Sent = { at: performance.now(), order: false };
  const slowAnswer = send(server.port, { method: 'POST', path: '/graphql', headers, body: body().text, trickleMs: 1_000 }).then(
    (answer) => {
      slow.answer = answer;
      slow.doneAt = performance.now();
    },
  );
  sent.push(slow);
  await new Promise((r) => setTimeout(r, 300));
  const signalledAt = performance.now();
  server.process.kill('SIGTERM');
  const code = await server.exited;
  running = false;
  await Promise.all([...loops, slowAnswer]);

  const taken = sent.filter((s) => s.at < signalledAt - SURELY_TAKEN_MS);
  const inFlight = taken.filter((s) => (s.doneAt ?? 0) > signalledAt).length;
  const histogram = (entries: Sent[]) =>
    JSON.stringify(
      entries.reduce<Record<string, number>>((acc, s) => {
        const key = s.answer?.error ?? String(s.answer?.status);
        acc[key] = (acc[key] ?? 0) + 1;
        return acc;
      }, {}),
    );
  const late = sent.filter((s) => s.at >= signalledAt - SURELY_TAKEN_MS);
  console.log(
    `SIGTERM under load: ${sent.length} requests (${sent.filter((s) => s.order).length} orders), ${inFlight} in flight when it came; sent before it: ${histogram(taken)}; ` +
      `sent around and after it: ${histogram(late)}; exit code ${code}`,
  );
  expect(code).toBe(0);
  expect(slow.answer?.status).toBe(200);
  expect(slow.doneAt).toBeGreaterThan(signalledAt);
  // Taken before the signal: answered, and answered well.
  expect(taken.filter((s) => s.answer?.status !== 200)).toEqual([]);
  // After it: answered, told to come back (503), or refused at the door — never a 500.
  for (const s of late) expect([200, 503, 0]).toContain(s.answer?.status);
});
