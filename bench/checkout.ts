// Checkout placement benchmark: concurrent headless shoppers (a public storefront token) each fill a cart with the
// Digital Lookbook and place the order with the test card. Prints orders/s and p50/p99 of placeOrder alone.
// Usage: npm run bench:checkout [-- --duration 10 --connections 10]
import { parseArgs } from 'node:util';
import { issueApiToken } from '../server/services/auth/api-tokens.ts';
import { startBenchServer } from './server.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const durationMs = Number(values.duration) * 1000;
const connections = Number(values.connections);

let token = '';
const server = await startBenchServer({
  env: { RATE_LIMIT_STORE: 'off' },
  prepare: async (db) => {
    token = (await issueApiToken(db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'bench' })).token;
  },
});

const gql = async (query: string, variables: object) => {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: Record<string, { cart?: { cartToken: string }; order?: unknown } | null>; errors?: unknown[] };
};

const ADD = 'mutation($i: AddToCartInput!) { addToCart(input: $i) { cart { cartToken } userErrors { message } } }';
const PLACE = 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { orderNumber } userErrors { message } } }';
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
let seq = 0;

async function shopper(until: number, latencies: number[], errors: { count: number }) {
  while (Date.now() < until) {
    const added = await gql(ADD, { i: { itemId: 'prod-digital-lookbook' } });
    const cartToken = added.data?.addToCart?.cart?.cartToken;
    const start = performance.now();
    const placed = await gql(PLACE, {
      i: { cartToken, idempotencyKey: `bench-${process.pid}-${++seq}`, email: 'bench@example.com', card: CARD },
    });
    if (placed.data?.placeOrder?.order) latencies.push(performance.now() - start);
    else if (errors.count++ === 0) console.error(JSON.stringify(placed));
  }
}

const run = async (ms: number) => {
  const latencies: number[] = [];
  const errors = { count: 0 };
  const until = Date.now() + ms;
  await Promise.all(Array.from({ length: connections }, () => shopper(until, latencies, errors)));
  return { latencies: latencies.sort((a, b) => a - b), errors: errors.count };
};

await run(2000); // warm-up
const { latencies, errors } = await run(durationMs);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]?.toFixed(1);
console.log(`\nShopwright checkout benchmark — ${new Date().toISOString().slice(0, 10)}, ${connections} shoppers, ${durationMs / 1000} s`);
console.log(
  `orders/s ${(latencies.length / (durationMs / 1000)).toFixed(0)}   placeOrder p50 ${pct(50)} ms   p99 ${pct(99)} ms   errors ${errors}`,
);
server.stop();
