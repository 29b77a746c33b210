// Checkout placement benchmark: concurrent headless shoppers (a public storefront token) each fill a cart with the
// Digital Lookbook and place the order with the test card. Prints orders/s and p50/p99 of placeOrder alone.
// Usage: npm run bench:checkout [-- --duration 10 --connections 10]
import { parseArgs } from 'node:util';
import { issueApiToken } from '../server/services/auth/api-tokens.ts';
import { startBenchServer } from './server.ts';
import { runShoppers } from './shoppers.ts';

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

const r = await runShoppers({
  connections,
  durationMs,
  step: async () => {
    const added = await gql(ADD, { i: { itemId: 'prod-digital-lookbook' } });
    const cartToken = added.data?.addToCart?.cart?.cartToken;
    const start = performance.now();
    const placed = await gql(PLACE, {
      i: { cartToken, idempotencyKey: `bench-${process.pid}-${++seq}`, name: 'Ada Lovelace', email: 'bench@example.com', card: CARD },
    });
    if (!placed.data?.placeOrder?.order) throw new Error(JSON.stringify(placed));
    return performance.now() - start;
  },
});
console.log(`\nShopwright checkout benchmark — ${new Date().toISOString().slice(0, 10)}, ${connections} shoppers, ${durationMs / 1000} s`);
console.log(`orders/s ${r.perSecond}   placeOrder p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`);
server.stop();
