// Add-to-cart benchmark: the sequence of a new visitor (open a product page as JSON → crumb and visitor cookies,
// add to cart through the Squarespace shim, read the cart) by 10 concurrent shoppers, against a real server; then
// shoppers who already have a cart adding one more unit each time (the add answers the cart). Prints sequences/s (adds/s)
// and p50/p99. Usage: npm run bench:cart [-- --duration 10 --connections 10]
import { parseArgs } from 'node:util';
import { startBenchServer } from './server.ts';
import { runShoppers } from './shoppers.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const durationMs = Number(values.duration) * 1000;
const connections = Number(values.connections);

// Rate limits would throttle one loopback address doing thousands of cart writes; they are measured elsewhere.
const server = await startBenchServer({ env: { RATE_LIMIT_STORE: 'off' } });

const cookieJar = (res: Response, jar: Map<string, string>) => {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
};
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

type Item = { id: string; variants: { sku: string }[] };

async function openProduct(jar: Map<string, string>): Promise<Item> {
  const page = await fetch(`${server.url}/shop/digital-lookbook?format=json`);
  const { item } = (await page.json()) as { item: Item };
  cookieJar(page, jar);
  return item;
}

async function addEntry(jar: Map<string, string>, item: Item): Promise<void> {
  const added = await fetch(`${server.url}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookieHeader(jar), 'x-csrf-token': jar.get('crumb') ?? '' },
    body: JSON.stringify({ itemId: item.id, sku: item.variants[0].sku, quantity: 1, additionalFields: null }),
  });
  if (added.status !== 200) throw new Error(`add answered ${added.status}: ${await added.text()}`);
  cookieJar(added, jar);
  await added.arrayBuffer();
}

async function sequence(): Promise<void> {
  const jar = new Map<string, string>();
  await addEntry(jar, await openProduct(jar));
  const cart = await fetch(`${server.url}/api/commerce/shopping-cart`, { headers: { cookie: cookieHeader(jar) } });
  if (cart.status !== 200) throw new Error(`cart answered ${cart.status}`);
  await cart.arrayBuffer();
}

/** Shoppers who have a cart (made on their first turn), one per connection at a time. */
const withCarts: { jar: Map<string, string>; item: Item }[] = [];
async function addToExistingCart(): Promise<number> {
  let shopper = withCarts.pop();
  if (!shopper) {
    const jar = new Map<string, string>();
    shopper = { jar, item: await openProduct(jar) };
    await addEntry(jar, shopper.item);
  }
  try {
    const start = performance.now();
    await addEntry(shopper.jar, shopper.item);
    return performance.now() - start;
  } finally {
    withCarts.push(shopper);
  }
}

const r = await runShoppers({
  connections,
  durationMs,
  step: async () => {
    const start = performance.now();
    await sequence();
    return performance.now() - start;
  },
});
console.log(
  `\nShopwright add-to-cart benchmark — ${new Date().toISOString().slice(0, 10)}, ${connections} shoppers, ${durationMs / 1000} s`,
);
console.log('sequence: GET product ?format=json → POST /api/commerce/shopping-cart/entries → GET /api/commerce/shopping-cart\n');
console.log(`sequences/s ${r.perSecond}   p50 ${r.p50} ms   p99 ${r.p99} ms   errors ${r.errors}`);
const again = await runShoppers({ connections, durationMs, step: addToExistingCart });
console.log('\nadd to a cart that exists (one more unit of its line): POST /api/commerce/shopping-cart/entries\n');
console.log(`adds/s ${again.perSecond}   p50 ${again.p50} ms   p99 ${again.p99} ms   errors ${again.errors}`);
server.stop();
