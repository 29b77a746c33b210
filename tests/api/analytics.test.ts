// Analytics (docs/analytics.md): the census, shopping events, error reports and web-vitals records of spec §7 come in
// by REST and GraphQL, the skip rules of spec §6 drop what they must on the server, bad input gets a 4xx, and owners
// with analytics:read read daily counts, the funnel, web vitals and grouped errors.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_RECORDS_WAITING_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { PageType } from '../../domain/site-structure.ts';
import type { IngestOutcome } from '../../server/services/analytics/ingest.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { browser, ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
afterAll(() => t.close());
const admin = { headers: { authorization: `Bearer ${t.owner.token}` } };
const storefront = {
  headers: {
    authorization: `Bearer ${(await issueApiToken(t.db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'headless' })).token}`,
  },
};

beforeEach(async () => {
  await t.analytics.buffer.flush();
  for (const table of [
    'analyticsEvent',
    'analyticsDailyCount',
    'analyticsVisitorDay',
    'performanceRecord',
    'performanceDailyBucket',
    'javascriptError',
    'javascriptErrorDailyCount',
  ] as const)
    await (t.db[table] as { deleteMany: (a: object) => Promise<unknown> }).deleteMany({});
  await t.db.website.update({ where: { id: 'site-demo' }, data: { analyticsDisabled: false, performanceDisabled: false } });
  t.catalogChanged();
});

const hitData = (over: Record<string, unknown> = {}) => ({
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
  clientDate: Date.now(),
  viewportInnerWidth: 390,
  viewportInnerHeight: 844,
  screenWidth: 390,
  screenHeight: 844,
  websiteId: 'site-demo',
  templateId: 'shopwright',
  website_locale: 'en-US',
  url: 'http://localhost/shop',
  title: 'Shop',
  referrer: 'https://www.google.com/search?q=tee',
  pageType: PageType.MAIN_CONTENT,
  localStorageSupported: true,
  ...over,
});

/** A page view as page scripts send it: form-encoded, with the visitor's cookies. */
async function recordHit(visitor: ReturnType<typeof browser>, over: Record<string, unknown> = {}) {
  const body = new URLSearchParams({ event: 'view', data: JSON.stringify(hitData(over)), ss_cvr: '' });
  return visitor.request('/api/census/RecordHit', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
}

async function recordEvents(visitor: ReturnType<typeof browser>, events: object[], pagePath = '/shop/classic-tee') {
  return visitor.request('/api/events/RecordEvent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pagePath, siteId: 'site-demo', locale: 'en-US', events }),
  });
}

const OVERVIEW = `query($inc: Boolean) { analyticsOverview(includeTestOrders: $inc) {
  from to conversionRate
  totals { visits visitors pageViews productViews addToCarts checkouts orders revenue { cents currencyCode } leads }
  days { day visits pageViews }
  funnel { step visitors rateFromPrevious rateFromStart }
  pageViewsByPageType { pageType name count }
  topProducts { productId title views addToCarts unitsSold }
  referrers { key count } devices { key count } events { key count } droppedEvents { key count } } }`;

async function overview(includeTestOrders = false) {
  await t.analytics.buffer.flush();
  const res = await t.gql<any>(OVERVIEW, { inc: includeTestOrders }, admin);
  expect(res.errors).toBeUndefined();
  return res.data.analyticsOverview;
}

async function visitor() {
  const v = browser(t);
  await v.get('/shop');
  return v;
}

describe('census hits', () => {
  it('a page view counts a visit, a visitor, a page view by page type, the device and the referring host', async () => {
    const v = await visitor();
    const res = await recordHit(v);
    expect(res.status).toBe(204);
    await recordHit(v, { url: 'http://localhost/journal', referrer: 'http://localhost/shop' });
    const o = await overview();
    expect(o.totals).toMatchObject({ visits: 1, visitors: 1, pageViews: 2 });
    expect(o.pageViewsByPageType).toEqual([{ pageType: 1, name: 'main content', count: 2 }]);
    expect(o.devices).toEqual([{ key: 'mobile', count: 1 }]);
    expect(o.referrers).toEqual([{ key: 'google.com', count: 1 }]);
    expect(o.days).toHaveLength(1);
    const stored = await t.db.analyticsEvent.findMany({ where: { family: 'census' } });
    expect(stored.map((e) => e.path).sort()).toEqual(['/journal', '/shop']);
    // Nothing of the user agent or the IP address is stored, only the device class.
    expect(JSON.stringify(stored)).not.toContain('iPhone');
    expect(JSON.stringify(stored)).not.toContain('127.0.0.1');
  });

  it('counts distinct visitors once a day however many pages they view', async () => {
    const [a, b] = [await visitor(), await visitor()];
    for (const v of [a, a, a, b]) await recordHit(v);
    expect((await overview()).totals).toMatchObject({ visitors: 2, visits: 2, pageViews: 4 });
  });

  it('a checkout page view counts a checkout started', async () => {
    await recordHit(await visitor(), { url: 'http://localhost/checkout', pageType: PageType.CHECKOUT });
    const o = await overview();
    expect(o.totals.checkouts).toBe(1);
    expect(o.funnel.find((s: { step: string }) => s.step === 'checkout').visitors).toBe(1);
  });

  it('interface events: button render and click, form render, overlay, quick view', async () => {
    const v = await visitor();
    const post = (path: string, body: object) =>
      v.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const page = { visitorCookie: 'x', url: 'http://localhost/shop/classic-tee', pageType: PageType.CONTENT_ITEM };
    // Answered as Squarespace's census answers them: 200 {"success": true}.
    const answers = [
      await post('/api/census/button-render', { ...page, buttonType: 'add-to-cart', productId: 'prod-classic-tee' }),
      await post('/api/census/button-click', { ...page, buttonType: 'add-to-cart', productId: 'prod-classic-tee' }),
      await post('/api/census/form-render', { formId: 'form-contact', visitorCookie: 'x' }),
      await post('/api/census/overlay', { ...page, overlayType: 'promo-popup' }),
      await v.request('/api/census/RecordQuickView/prod-classic-tee', { method: 'POST' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    const events = Object.fromEntries((await overview()).events.map((e: { key: string; count: number }) => [e.key, e.count]));
    expect(events).toMatchObject({
      'interface:button-render': 1,
      'interface:button-click': 1,
      'interface:form-render': 1,
      'interface:overlay': 1,
      'interface:quick view': 1,
    });
    expect(await t.db.analyticsEvent.findFirst({ where: { name: 'quick view' } })).toMatchObject({ productId: 'prod-classic-tee' });
  });
});

describe('shopping events', () => {
  it('RecordEvent answers 202 and counts product views, add-to-carts and the funnel', async () => {
    const v = await visitor();
    await recordHit(v);
    const res = await recordEvents(v, [
      { name: 'visit product page', pageType: 'pdp', productId: 'prod-classic-tee' },
      { name: 'add to cart', pageType: 'pdp', productId: 'prod-classic-tee', variantId: 'v1', quantity: 2 },
      { name: 'reviews tab click', pageType: 'pdp', productId: 'prod-classic-tee' },
    ]);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 3 });
    const o = await overview();
    expect(o.totals).toMatchObject({ productViews: 1, addToCarts: 1 });
    expect(o.topProducts[0]).toEqual({ productId: 'prod-classic-tee', title: 'Classic Tee', views: 1, addToCarts: 1, unitsSold: 0 });
    expect(o.funnel.map((s: { visitors: number }) => s.visitors)).toEqual([1, 1, 1, 0, 0]);
    expect(o.funnel[1]).toMatchObject({ step: 'product', rateFromPrevious: 1, rateFromStart: 1 });
    expect(o.events).toContainEqual({ key: 'shopping:reviews tab click', count: 1 });
  });

  it('takes every shopping event family of the spec, form-encoded too', async () => {
    const names = [
      'visit product page',
      'visit product list',
      'add to cart',
      'view cart',
      'remove from cart',
      'related product display',
      'related product click',
      'related product add',
      'custom product form open',
      'custom product form save',
      'reviews tab click',
    ];
    const v = await visitor();
    const body = new URLSearchParams({ pagePath: '/shop', events: JSON.stringify(names.map((name) => ({ name, pageType: 'plp' }))) });
    const res = await v.request('/api/events/RecordEvent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    expect(res.status).toBe(202);
    const keys = (await overview()).events.map((e: { key: string }) => e.key);
    for (const name of names) expect(keys).toContain(`shopping:${name}`);
  });

  it('one event as a beacon sends it: form-encoded event and data, no header, the crumb in the address; or JSON event and data', async () => {
    const v = await visitor();
    const beacon = new URLSearchParams({
      event: 'add to cart',
      data: JSON.stringify({ pagePath: '/shop/classic-tee', pageType: 'pdp', productId: 'prod-classic-tee', quantity: 1 }),
    });
    const form = await v.request('/api/events/RecordEvent?crumb=abc', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: beacon.toString(),
    });
    expect(form.status).toBe(202);
    expect(await form.json()).toEqual({ accepted: 1 });
    // The CamelCase some Squarespace scripts send names the same event.
    const json = await v.request('/api/events/RecordEvent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'AddToCart', data: { pageType: 'pdp', productId: 'prod-classic-tee' }, pagePath: '/shop/classic-tee' }),
    });
    expect(json.status).toBe(202);
    expect((await overview()).totals).toMatchObject({ addToCarts: 2 });
  });

  it('a beacon with an event name outside the spec’s list answers 202, stores nothing, and is counted by name for the owner', async () => {
    const v = await visitor();
    // sendBeacon never reads the answer: a 400 would lose the event without a trace.
    const unknown = await v.request('/api/events/RecordEvent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ event: 'BuyEverything', data: '{}' }).toString(),
    });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual({ accepted: 0, dropped: 1 });
    await t.analytics.buffer.flush();
    expect(await t.db.analyticsEvent.count()).toBe(0);
    const o = await overview();
    expect(o.droppedEvents).toEqual([{ key: 'shopping:BuyEverything', count: 1 }]);
    expect(o.events).toEqual([]);
    // Names are cut at 64 characters, like any client-chosen key.
    await v.request('/api/events/RecordEvent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ event: 'x'.repeat(500), data: '{}' }).toString(),
    });
    expect((await overview()).droppedEvents).toContainEqual({ key: `shopping:${'x'.repeat(64)}`, count: 1 });
  });

  it('dropped event names are kept like referrers: 1,000 a day per website, the rest counted as (other)', async () => {
    const v = await visitor();
    await recordEvents(v, [{ name: 'made-up-0' }]);
    await t.analytics.buffer.flush();
    // The day the store counts in (its time zone's).
    const { day } = await t.db.analyticsDailyCount.findFirstOrThrow({ where: { metric: 'droppedEvents' } });
    await t.db.analyticsDailyCount.createMany({
      data: Array.from({ length: 999 }, (_, i) => ({
        websiteId: 'site-demo',
        day,
        metric: 'droppedEvents',
        key: `shopping:made-up-${i + 1}`,
        value: 1,
      })),
    });
    const res = await recordEvents(v, [{ name: 'made-up-0' }, { name: 'one more made-up name' }]);
    expect(await res.json()).toEqual({ accepted: 0, dropped: 2 });
    await t.analytics.buffer.flush();
    const counts = await t.db.analyticsDailyCount.findMany({
      where: { metric: 'droppedEvents', key: { in: ['shopping:made-up-0', '(other)'] } },
    });
    expect(Object.fromEntries(counts.map((c) => [c.key, Number(c.value)]))).toEqual({ 'shopping:made-up-0': 2, '(other)': 1 });
  });

  it('a page type outside the spec’s list (plp, pdp, add-on, product_block) is refused with a 400', async () => {
    const v = await visitor();
    for (const pageType of ['plp', 'pdp', 'add-on', 'product_block'])
      expect((await recordEvents(v, [{ name: 'view cart', pageType }])).status, pageType).toBe(202);
    const res = await recordEvents(v, [{ name: 'view cart', pageType: 'cart' }]);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^events\.0\.pageType/);
  });

  it('analytics items (spec §3) carry id, title, type or productType, collection id and title, isSubscription and the sold-out flag, cut to their caps', async () => {
    const v = await visitor();
    const tee = {
      id: 'prod-classic-tee',
      title: 'Classic Tee',
      productType: 1,
      collectionId: 'col-shop',
      collectionTitle: 'Shop',
      isSubscription: false,
      soldOut: false,
    };
    const res = await recordEvents(v, [
      { name: 'visit product page', pageType: 'pdp', productId: tee.id, items: [tee] },
      {
        name: 'visit product list',
        pageType: 'plp',
        collectionId: 'col-shop',
        items: [
          // "type" names the product type too; flags may come as text (form-encoded beacons).
          { id: 'prod-coffee-subscription', title: 'House Coffee', type: 1, isSubscription: 'true', soldOut: 'false' },
          { id: 'x'.repeat(80), title: 'T'.repeat(300), collectionTitle: 'C'.repeat(300), productType: 99, secret: 'dropped' },
          { title: 'no id: left out' },
        ],
      },
      { name: 'view cart', pageType: 'add-on', items: Array.from({ length: 60 }, (_, i) => ({ ...tee, id: `p${i}` })) },
    ]);
    expect(res.status).toBe(202);
    await t.analytics.buffer.flush();
    const rows = await t.db.analyticsEvent.findMany({ where: { family: 'shopping' } });
    const items = (name: string) => (rows.find((r) => r.name === name)?.payload as { items?: unknown[] } | null)?.items;
    expect(items('visit product page')).toEqual([tee]);
    expect(items('visit product list')).toEqual([
      { id: 'prod-coffee-subscription', title: 'House Coffee', productType: 1, isSubscription: true, soldOut: false },
      { id: 'x'.repeat(64), title: 'T'.repeat(200), collectionTitle: 'C'.repeat(200) },
    ]);
    expect(items('view cart')).toHaveLength(50);
  });

  it('analytics items come over GraphQL too (recordEvents), and a cart entry names its product for them', async () => {
    const v = await visitor();
    const added = await v.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { userErrors { message } } }', {
      i: { itemId: 'prod-canvas-tote' },
    });
    expect(added.data?.addToCart.userErrors).toEqual([]);
    const cart = await v.gql(
      '{ shoppingCart { entries { product { id title productTypeCode isSubscribable collection { id title } availability { soldOut } } } } }',
    );
    expect(cart.data?.shoppingCart.entries).toEqual([
      {
        product: {
          id: 'prod-canvas-tote',
          title: 'Canvas Tote',
          productTypeCode: 1,
          isSubscribable: false,
          collection: { id: 'col-shop', title: 'Shop' },
          availability: { soldOut: false },
        },
      },
    ]);
    const tote = {
      id: 'prod-canvas-tote',
      title: 'Canvas Tote',
      productType: 1,
      collectionId: 'col-shop',
      collectionTitle: 'Shop',
      isSubscription: false,
      soldOut: false,
    };
    const res = await v.gql(
      `mutation($items: [AnalyticsItemInput!]) { recordEvents(input: { pagePath: "/cart", events: [{ name: VIEW_CART, pageType: "add-on", items: $items }] }) { accepted userErrors { message } } }`,
      { items: [tote] },
    );
    expect(res.data?.recordEvents).toEqual({ accepted: 1, userErrors: [] });
    await t.analytics.buffer.flush();
    const row = await t.db.analyticsEvent.findFirstOrThrow({ where: { family: 'shopping', name: 'view cart' } });
    expect(row.payload).toMatchObject({ items: [tote] });
  });

  it('an unknown event name in a batch is dropped and counted; the batch’s known events are stored', async () => {
    const res = await recordEvents(await visitor(), [{ name: 'visit product page' }, { name: 'buy everything' }]);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 1, dropped: 1 });
    await t.analytics.buffer.flush();
    expect((await t.db.analyticsEvent.findMany()).map((e) => e.name)).toEqual(['visit product page']);
    expect((await overview()).droppedEvents).toEqual([{ key: 'shopping:buy everything', count: 1 }]);
  });
});

describe('orders and leads (written by the server)', () => {
  it('a paid order counts an order, its revenue, its units and the funnel’s last step for the visitor who bought', async () => {
    const v = await visitor();
    await recordHit(v);
    const variant = await t.db.productVariant.findFirstOrThrow({ where: { sku: 'TOTE-NATURAL' } });
    const added = await v.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { cart { cartToken } userErrors { message } } }', {
      i: { itemId: variant.productId, sku: variant.sku, quantity: 2 },
    });
    expect(added.data?.addToCart.userErrors).toEqual([]);
    const shippingOptionId = (await t.db.shippingOption.findFirstOrThrow({ where: { name: 'Standard', websiteId: 'site-demo' } })).id;
    const placed = await v.gql(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id grandTotal { cents } } userErrors { message } } }',
      {
        input: {
          cartToken: added.data?.addToCart.cart.cartToken,
          idempotencyKey: 'analytics-order-1',
          email: 'buyer@example.com',
          name: 'Ada Lovelace',
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
          shippingAddress: { address: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'US' },
          shippingOptionId,
        },
      },
    );
    expect(placed.errors, JSON.stringify(placed)).toBeUndefined();
    expect(placed.data?.placeOrder.userErrors).toEqual([]);
    const grandTotal = placed.data?.placeOrder.order.grandTotal.cents;
    // Test-card orders are test-mode orders: left out unless asked for.
    expect((await overview()).totals.orders).toBe(0);
    const o = await overview(true);
    expect(o.totals).toMatchObject({ orders: 1, revenue: { cents: grandTotal, currencyCode: 'USD' } });
    expect(o.conversionRate).toBe(1);
    expect(o.funnel.at(-1)).toMatchObject({ step: 'order', visitors: 1 });
    expect(o.topProducts.find((p: { productId: string }) => p.productId === variant.productId).unitsSold).toBe(2);
    expect(await t.db.analyticsEvent.count({ where: { name: 'order', visitorId: { not: null } } })).toBe(1);
  });
});

describe('skip rules (spec §6), enforced by the server', () => {
  it('does not count not-found, lock-screen and member-area-denied pages, nor site search page views', async () => {
    const v = await visitor();
    for (const pageType of [PageType.NOT_FOUND, PageType.LOCK_SCREEN, PageType.MEMBER_AREA_ACCESS_DENIED]) {
      expect((await recordHit(v, { pageType })).status).toBe(204);
    }
    expect((await recordHit(v, { url: 'http://localhost/search?q=tee', pageType: PageType.SEARCH })).status).toBe(204);
    expect((await overview()).totals.pageViews).toBe(0);
  });

  it('counts nothing while analytics is disabled for the website', async () => {
    await t.gql('mutation { updateStoreSettings(input: { analyticsDisabled: true }) { ok } }', {}, admin);
    const v = await visitor();
    expect((await recordHit(v)).status).toBe(204);
    expect((await recordEvents(v, [{ name: 'add to cart', productId: 'prod-classic-tee' }])).status).toBe(202);
    await t.analytics.buffer.flush();
    expect(await t.db.analyticsEvent.count()).toBe(0);
  });

  it('does not count a signed-in owner', async () => {
    const owner = await visitor();
    await owner.gql(`mutation { ownerLogIn(email: "${t.owner.email}", password: "${t.owner.password}") { access { roleCode } } }`);
    await recordHit(owner);
    await recordEvents(owner, [{ name: 'visit product page', productId: 'prod-classic-tee' }]);
    await t.analytics.buffer.flush();
    expect(await t.db.analyticsEvent.count()).toBe(0);
  });

  it('counts a user whose only role is viewer, except on the console’s pages (/config)', async () => {
    const hit = (url: string) => `mutation { recordHit(input: { data: { url: "${url}", pageType: 2 } }) { accepted skipped } }`;
    const viewer = await ownerHeaders(t, RoleCode.VIEWER);
    expect((await t.gql<any>(hit('http://localhost/about'), {}, viewer)).data.recordHit).toEqual({ accepted: 1, skipped: 0 });
    expect((await t.gql<any>(hit('http://localhost/config/orders'), {}, viewer)).data.recordHit).toEqual({ accepted: 0, skipped: 1 });
    const editor = await ownerHeaders(t, RoleCode.EDITOR);
    expect((await t.gql<any>(hit('http://localhost/about'), {}, editor)).data.recordHit).toEqual({ accepted: 0, skipped: 1 });
  });
});

describe('headless clients over GraphQL', () => {
  const HIT =
    'mutation($v: String, $n: Int) { recordHit(input: { data: { url: "https://shop.example/p/tee", pageType: 50 }, visitorId: $v, visit: $n }) { accepted visitorId } }';

  it('record hits, events, performance and errors with a storefront token and the visitor id the server minted for them', async () => {
    // The first hit gets an id minted by the server; the client sends it back with everything after.
    const first = await t.gql<any>(HIT, {}, storefront);
    const id: string = first.data.recordHit.visitorId;
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const res = await t.gql<any>(
      `mutation($v: String!) {
        hit: recordHit(input: { data: { url: "https://shop.example/p/tee", pageType: 50 }, visitorId: $v, visit: 3 }) { accepted visitorId }
        events: recordEvents(input: { visitorId: $v, pagePath: "/p/tee", events: [{ name: VISIT_PRODUCT_PAGE, pageType: "pdp", productId: "prod-classic-tee" }] }) { accepted }
        perf: recordPerformance(visitorId: $v, envelopes: [{ event: PAGE_SPEED, pageLoadId: "pl-1", data: { pathname: "/p/tee", pageType: 50, largest_contentful_paint_ms: 1200 } }]) { accepted }
        errors: recordJavascriptErrors(visitorId: $v, errors: [{ message: "x is undefined" }]) { accepted }
      }`,
      { v: id },
      storefront,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      hit: { accepted: 1, visitorId: id },
      events: { accepted: 1 },
      perf: { accepted: 1 },
      errors: { accepted: 1 },
    });
    await t.analytics.buffer.flush();
    expect(await t.db.analyticsEvent.count({ where: { visitorId: id } })).toBe(3);
    expect(await t.db.analyticsVisitorDay.findMany({ where: { visitorId: id }, orderBy: { step: 'asc' } })).toMatchObject([
      { step: 'product' },
      { step: 'visit' },
      { step: 'visit:1' },
      { step: 'visit:3' },
    ]);
  });

  it('a visitor id the client made up is never taken: the hit counts under a new id the server mints, events under none', async () => {
    const hit = await t.gql<any>(HIT, { v: 'made-up-visitor-0001' }, storefront);
    expect(hit.data.recordHit.visitorId).not.toBe('made-up-visitor-0001');
    const events = await t.gql<any>(
      'mutation { recordEvents(input: { visitorId: "made-up-visitor-0001", events: [{ name: VIEW_CART }] }) { accepted } }',
      {},
      storefront,
    );
    expect(events.data.recordEvents).toEqual({ accepted: 1 });
    await t.analytics.buffer.flush();
    expect(await t.db.analyticsEvent.count({ where: { visitorId: 'made-up-visitor-0001' } })).toBe(0);
    expect(await t.db.analyticsEvent.count({ where: { visitorId: hit.data.recordHit.visitorId } })).toBe(1);
  });

  it('answers bad input with userErrors, not an error', async () => {
    const res = await t.gql<any>(
      'mutation { recordHit(input: { data: { title: "no url" } }) { accepted userErrors { code message } } }',
      {},
      storefront,
    );
    expect(res.data.recordHit).toEqual({
      accepted: 0,
      userErrors: [{ code: 'INVALID_INPUT', message: expect.stringMatching(/^data\.url/) }],
    });
  });
});

describe('bad input gets a 4xx with a short message, never a 5xx', () => {
  it('malformed JSON is a 400', async () => {
    const res = await (await visitor()).request('/api/events/RecordEvent', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"events": [',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('a body over 64 KB is a 413', async () => {
    const res = await (await visitor()).request('/api/1/performance/records', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify([{ event: 'user', data: { name: 'x'.repeat(70_000) } }]),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The analytics body is larger than 64 KB.' });
  });

  it('a body over 64 KB is a 413 whether Content-Length announces it or it streams in chunks, and nothing is stored', async () => {
    const before = await t.db.performanceRecord.count();
    const big = JSON.stringify([{ event: 'user', data: { name: 'x'.repeat(70_000) } }]);
    const v = await visitor();
    const announced = await v.request('/api/1/performance/records', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'content-length': String(Buffer.byteLength(big)) },
      body: big,
    });
    expect(announced.status).toBe(413);
    const chunks = [big.slice(0, 40_000), big.slice(40_000)];
    const streamed = await v.request('/api/1/performance/records', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: new ReadableStream({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(new TextEncoder().encode(next));
          else controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit & { headers: Record<string, string> });
    expect(streamed.status).toBe(413);
    await t.analytics.buffer.flush();
    expect(await t.db.performanceRecord.count()).toBe(before);
  });

  it('more than 50 events in one call is a 400', async () => {
    const res = await recordEvents(
      await visitor(),
      Array.from({ length: 51 }, () => ({ name: 'view cart' })),
    );
    expect(res.status).toBe(400);
  });

  it('cuts long fields, keeps NUL bytes from breaking anything, and drops unknown fields', async () => {
    const v = await visitor();
    const res = await recordHit(v, { title: `${'t'.repeat(1000)}\u0000`, secret: 'dropped', pageType: 'not a number' });
    expect(res.status).toBe(204);
    await t.analytics.buffer.flush();
    const [event] = await t.db.analyticsEvent.findMany();
    const payload = event.payload as Record<string, unknown>;
    expect((payload.title as string).length).toBe(200);
    expect(JSON.stringify(payload)).not.toContain('dropped');
    expect(event.pageType).toBeNull();
  });

  it('other shapes of wrong body are refused, each with a 4xx', async () => {
    const v = await visitor();
    const bodies: [string, string, string][] = [
      ['/api/census/RecordHit', 'application/json', '[]'],
      ['/api/census/RecordHit', 'application/json', '{"data": 5}'],
      ['/api/1/performance/records', 'text/plain', '{"event":"page_speed"}'],
      ['/api/1/performance/records', 'text/plain', '[{"event":"nope","data":{}}]'],
      ['/api/1/performance/records', 'text/plain', '[]'],
      ['/api/events/RecordEvent', 'application/json', '"text"'],
      ['/api/events/RecordEvent', 'application/json', '{"events": "nope"}'],
    ];
    for (const [path, type, body] of bodies) {
      const res = await v.request(path, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, `${path} ${body}`).toBe(400);
    }
  });
});

describe('rate limits', () => {
  it('a visitor sending more than 300 events a minute gets 429 with Retry-After; another visitor is still taken', async () => {
    const flood = await visitor();
    const events = Array.from({ length: 50 }, () => ({ name: 'view cart' }));
    for (let i = 0; i < 6; i++) expect((await recordEvents(flood, events)).status).toBe(202);
    const refused = await recordEvents(flood, events);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await recordEvents(await visitor(), [{ name: 'view cart' }])).status).toBe(202);
  });
});

describe('a refusal, as each door answers it (the ingest says what happened, the doors choose the status)', () => {
  const refusals: [IngestOutcome, number, string | null, string][] = [
    [{ ok: false, reason: 'invalid', message: 'events: Required' }, 400, null, 'INVALID_INPUT'],
    [{ ok: false, reason: 'rate-limited', message: 'Too many analytics events.', retryAfterSeconds: 7 }, 429, '7', 'RATE_LIMITED'],
    [{ ok: false, reason: 'busy', message: ANALYTICS_RECORDS_WAITING_MESSAGE, retryAfterSeconds: 1 }, 503, '1', 'SERVICE_UNAVAILABLE'],
  ];
  it.each(refusals)('%j: REST %i (Retry-After %s), GraphQL %s', async (outcome, status, retryAfter, code) => {
    const v = await visitor();
    const refuse = vi.spyOn(t.analytics, 'recordShoppingEvents').mockResolvedValue(outcome);
    try {
      const res = await recordEvents(v, [{ name: 'view cart' }]);
      expect({ status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() }).toEqual({
        status,
        retryAfter,
        body: { error: outcome.ok ? null : outcome.message },
      });
      const gql = await v.gql<any>(
        'mutation { recordEvents(input: { events: [{ name: VIEW_CART }] }) { accepted userErrors { code message } } }',
      );
      const answered =
        outcome.ok || outcome.reason !== 'invalid' ? gql.errors?.[0]?.extensions?.code : gql.data.recordEvents.userErrors[0].code;
      expect(answered).toBe(code);
    } finally {
      refuse.mockRestore();
    }
  });
});

describe('web-vitals performance records', () => {
  const envelope = (over: Record<string, unknown> = {}, data: Record<string, unknown> = {}) => ({
    app: 'storefront',
    event: 'page_speed',
    pageLoadId: 'load-1',
    ts: Date.now(),
    data: {
      analyticsId: 'analytics-1',
      version: '4.13.1',
      hostname: 'localhost',
      pathname: '/shop',
      pageType: 1,
      first_contentful_paint_ms: 900,
      largest_contentful_paint_ms: 2000,
      cumulative_layout_shift: 0.02,
      ...data,
    },
    ...over,
  });
  const send = async (envelopes: object[]) =>
    (await visitor()).request('/api/1/performance/records', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(envelopes),
    });
  const vitals = async (byPath = false) => {
    await t.analytics.buffer.flush();
    const res = await t.gql<any>(
      'query($byPath: Boolean) { webVitals(byPath: $byPath) { pageType pageTypeName path metric count p75 rating good needsImprovement poor } }',
      { byPath },
      admin,
    );
    expect(res.errors).toBeUndefined();
    return res.data.webVitals;
  };

  it('answers at most `first` page groups, taken as 1 to 100', async () => {
    for (const [i, pathname] of ['/first-a', '/first-b', '/first-c'].entries())
      expect((await send([envelope({ pageLoadId: `first-${i}` }, { pathname })])).status).toBe(204);
    await t.analytics.buffer.flush();
    const paths = async (first: number) => {
      const res = await t.gql<any>('query($first: Int) { webVitals(byPath: true, first: $first) { path } }', { first }, admin);
      expect(res.errors).toBeUndefined();
      return new Set(res.data.webVitals.map((r: { path: string }) => r.path)).size;
    };
    expect(await paths(0)).toBe(1);
    expect(await paths(2)).toBe(2);
    expect(await paths(5000)).toBeGreaterThanOrEqual(3);
  });

  it('a beacon (text/plain) is stored and rated: p75 per page type with good / needs improvement / poor counts', async () => {
    const res = await send([
      envelope(),
      envelope({ pageLoadId: 'load-2' }, { largest_contentful_paint_ms: 3000 }),
      envelope({ pageLoadId: 'load-3' }, { largest_contentful_paint_ms: 5000 }),
      envelope({ pageLoadId: 'load-4' }, { largest_contentful_paint_ms: 2400 }),
    ]);
    expect(res.status).toBe(204);
    const lcp = (await vitals()).find((r: { metric: string }) => r.metric === 'LCP');
    expect(lcp).toMatchObject({
      pageType: 1,
      pageTypeName: 'main content',
      path: null,
      count: 4,
      good: 2,
      needsImprovement: 1,
      poor: 1,
      rating: 'NEEDS_IMPROVEMENT',
    });
    expect(lcp.p75).toBeGreaterThan(2500);
    expect(lcp.p75).toBeLessThanOrEqual(3000);
    expect(await t.db.performanceRecord.count()).toBe(4);
  });

  it('counts a metric once per page load, even when a later batch repeats it', async () => {
    await send([envelope({ pageLoadId: 'load-twice' }), envelope({ pageLoadId: 'load-twice' }, { interaction_to_next_paint_ms: 150 })]);
    const rows = await vitals(true);
    expect(rows.find((r: { metric: string }) => r.metric === 'FCP').count).toBe(1);
    expect(rows.find((r: { metric: string }) => r.metric === 'INP')).toMatchObject({ path: '/shop', count: 1, good: 1 });
  });

  it("never stores an order's private status token from a page's path", async () => {
    await send([envelope({ pageLoadId: 'load-order' }, { pathname: '/orders/s3cr3t-t0ken' })]);
    await recordHit(await visitor(), { url: 'http://localhost/orders/s3cr3t-t0ken', pageType: PageType.ORDER_STATUS });
    await t.analytics.buffer.flush();
    expect(JSON.stringify(await t.db.performanceRecord.findMany())).not.toContain('s3cr3t');
    expect(JSON.stringify(await t.db.analyticsEvent.findMany())).not.toContain('s3cr3t');
    expect(JSON.stringify(await t.db.performanceDailyBucket.findMany())).toContain('/orders/:token');
  });

  it('cuts element paths to 200 characters and drops unknown fields', async () => {
    await send([envelope({ pageLoadId: 'load-el' }, { largest_contentful_paint_element: 'div>'.repeat(100), cookie: 'secret' })]);
    await t.analytics.buffer.flush();
    const record = await t.db.performanceRecord.findFirstOrThrow();
    const data = record.data as Record<string, unknown>;
    expect((data.largest_contentful_paint_element as string).length).toBe(200);
    expect(data).not.toHaveProperty('cookie');
    expect(record).toMatchObject({ analyticsId: 'analytics-1', version: '4.13.1', pathname: '/shop', pageType: '1' });
  });

  it('stores nothing while performance collection is turned off', async () => {
    await t.gql('mutation { updateStoreSettings(input: { performanceDisabled: true }) { ok } }', {}, admin);
    expect((await send([envelope({ pageLoadId: 'load-off' })])).status).toBe(204);
    await t.analytics.buffer.flush();
    expect(await t.db.performanceRecord.count()).toBe(0);
  });
});

describe('JavaScript error reports', () => {
  it('need the crumb header', async () => {
    const v = await visitor();
    const body = JSON.stringify({ errors: [{ message: 'boom' }] });
    const refused = await v.request('/api/events/RecordJavascriptErrors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(await refused.json()).toMatchObject({ crumbFail: true });
    const taken = await v.request('/api/events/RecordJavascriptErrors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': v.crumb() },
      body,
    });
    expect(taken.status).toBe(202);
  });

  it('are grouped by message with counts, the latest stack (cut at 5000 characters) as a sample', async () => {
    const v = await visitor();
    const report = (errors: object[]) =>
      v.request('/api/events/RecordJavascriptErrors', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': v.crumb() },
        body: JSON.stringify({ errors }),
      });
    await report([
      { message: 'TypeError: a is undefined', stack: 's'.repeat(6000), url: 'http://localhost/shop?email=a@b.c', kind: 'error' },
      { message: 'TypeError: a is undefined', kind: 'error' },
      { message: 'Express checkout could not start', kind: 'tracked', errorType: 'EXPRESS_CHECKOUT_FAILURE' },
    ]);
    await t.analytics.buffer.flush();
    const res = await t.gql<any>('{ javascriptErrors { message count errorType url stack } }', {}, admin);
    expect(res.data.javascriptErrors[0]).toMatchObject({ message: 'TypeError: a is undefined', count: 2 });
    expect(res.data.javascriptErrors[1]).toMatchObject({ count: 1, errorType: 'EXPRESS_CHECKOUT_FAILURE' });
    const stored = await t.db.javascriptError.findFirstOrThrow({ where: { url: { not: null } } });
    expect(stored.stack?.length).toBe(5000);
    expect(stored.url).toBe('http://localhost/shop');
  });
});

describe('owners read analytics', () => {
  it('needs analytics:read', async () => {
    expect((await t.gql('{ analyticsOverview { from } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql('{ webVitals { p75 } }', {}, await ownerHeaders(t, RoleCode.EDITOR))).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql('{ javascriptErrors { count } }', {}, await ownerHeaders(t, RoleCode.REPORTING))).errors).toBeUndefined();
  });

  it('a range is at most 400 days, in YYYY-MM-DD, start before end', async () => {
    const ask = async (from: string, to: string) =>
      (await t.gql('query($f: String, $t: String) { analyticsOverview(from: $f, to: $t) { from } }', { f: from, t: to }, admin)).errors?.[0]
        .message;
    expect(await ask('2025-01-01', '2026-03-01')).toBe('A range spans at most 400 days.');
    expect(await ask('2026-03-02', '2026-03-01')).toBe('The range starts after it ends.');
    expect(await ask('2026-02-30', '2026-03-01')).toBe('Days are written YYYY-MM-DD.');
    expect(await ask('2026-01-01', '2026-03-01')).toBeUndefined();
  });

  it("sees only its own website's analytics", async () => {
    await t.db.website.create({ data: { id: 'site-other', name: 'Other' } });
    await t.db.analyticsDailyCount.create({ data: { websiteId: 'site-other', day: '2026-11-20', metric: 'visits', value: 99 } });
    const other = { ...(await ownerHeaders(t, RoleCode.ADMIN, 'site-other')), host: 'api.example' };
    const mine = (await t.gql<any>('{ analyticsOverview(from: "2026-11-01", to: "2026-11-30") { totals { visits } } }', {}, admin)).data;
    const theirs = (await t.gql<any>('{ analyticsOverview(from: "2026-11-01", to: "2026-11-30") { totals { visits } } }', {}, other)).data;
    expect(mine.analyticsOverview.totals.visits).toBe(0);
    expect(theirs.analyticsOverview.totals.visits).toBe(99);
  });
});

describe('visitor ids are minted by the server', () => {
  it('a cookie naming a visitor id the server did not mint is replaced; one address mints a bounded number of visitors', async () => {
    // Its own app: the 'visitors' bucket lowered to 20 new visitors per address.
    const app = await startTestApp({ limits: new RateLimits({ store: 'memory' }, { visitors: { points: 20, durationSeconds: 600 } }) });
    try {
      const sent: (string | null)[] = [];
      for (let i = 0; i < 50; i++) {
        const made = `madeup${String(i).padStart(10, '0')}`;
        const res = await app.request('/api/census/RecordHit', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          cookie: `ss_cvr=${made}|1|1|1|1`,
          body: new URLSearchParams({ data: JSON.stringify(hitData()) }).toString(),
        });
        expect(res.status).toBe(204);
        sent.push(/ss_cvr=([^|;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null);
      }
      // Twenty new ids, none of them the made-up ones; then none at all.
      const minted = sent.filter((id): id is string => id !== null);
      expect(minted).toHaveLength(20);
      expect(minted.every((id) => !id.startsWith('madeup'))).toBe(true);
      await app.analytics.buffer.flush();
      const counts = await app.db.analyticsDailyCount.findMany({ where: { metric: { in: ['visitors', 'visits'] } } });
      expect(counts.map((c) => [c.metric, Number(c.value)]).sort()).toEqual([
        ['visitors', 20],
        ['visits', 20],
      ]);
      expect(await app.db.analyticsEvent.count({ where: { name: 'page view' } })).toBe(50);
      expect(await app.db.analyticsEvent.count({ where: { visitorId: { startsWith: 'madeup' } } })).toBe(0);
    } finally {
      await app.close();
    }
  });
});
