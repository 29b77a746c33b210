// Analytics end to end (docs/analytics.md): a shopper browses, adds to cart and buys in Chromium; the storefront's
// real beacons (census hits, shopping events, web-vitals records) reach the server, and the store's owner then reads
// the funnel and the web vitals of the pages over GraphQL. Nothing is intercepted.
import type { APIRequestContext, Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import type { SeededCopy } from '../../prisma/seed.ts';
import { ownerSignsIn } from './console.ts';
import { expect, ownerGraphql, test } from './owner.ts';
import {
  addFromProductPage,
  checkOutFromCart,
  expectOrderConfirmed,
  fillContact,
  fillUsShippingAddress,
  payWithCard,
} from './storefront.ts';

type Overview = {
  totals: { visitors: number; pageViews: number; productViews: number; addToCarts: number; checkouts: number; orders: number };
  funnel: { step: string; visitors: number }[];
  topProducts: { title: string | null; views: number; addToCarts: number; unitsSold: number }[];
};

/** The paths of the analytics requests (census hits, shopping events, performance records) the page sends from now on. */
function analyticsSends(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/\/api\/(census|events\/RecordEvent|1\/performance)/.test(pathname)) sent.push(pathname);
  });
  return sent;
}

const overview = async (request: APIRequestContext, store: SeededCopy, token: string) =>
  (
    (await ownerGraphql(
      request,
      store,
      token,
      `{ analyticsOverview(includeTestOrders: true) {
        totals { visitors pageViews productViews addToCarts checkouts orders }
        funnel { step visitors }
        topProducts { title views addToCarts unitsSold } } }`,
    )) as { analyticsOverview: Overview }
  ).analyticsOverview;

test('a shopper who browses, adds to cart and buys shows in the owner’s funnel, with web vitals for the pages', async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  await page.goto('/');
  await addFromProductPage(page, 'Classic Tee', { Size: 'L', Color: 'Black' });
  await checkOutFromCart(page);
  await fillContact(page);
  await fillUsShippingAddress(page, { address: '350 Fifth Avenue', city: 'New York', state: 'New York', zip: '10001' });
  await page.getByRole('radio', { name: /^Standard/ }).check();
  await payWithCard(page);
  await expectOrderConfirmed(page);
  // Leaving the page hides it: the storefront sends the rest of its web-vitals records by beacon.
  await page.goto('about:blank');

  // The server writes what it accepted within a second or so.
  await expect
    .poll(async () => (await overview(request, store, ownerToken)).funnel.map((s) => [s.step, s.visitors]), { timeout: 15_000 })
    .toEqual([
      ['visit', 1],
      ['product', 1],
      ['cart', 1],
      ['checkout', 1],
      ['order', 1],
    ]);
  const o = await overview(request, store, ownerToken);
  expect(o.totals).toMatchObject({ visitors: 1, productViews: 1, addToCarts: 1, checkouts: 1, orders: 1 });
  expect(o.totals.pageViews).toBeGreaterThanOrEqual(4); // home, shop, the tee, cart, checkout, confirmation
  expect(o.topProducts[0]).toMatchObject({ title: 'Classic Tee', views: 1, addToCarts: 1, unitsSold: 1 });

  await expect
    .poll(
      async () => {
        const data = (await ownerGraphql(request, store, ownerToken, '{ webVitals { pageType metric count p75 rating } }')) as {
          webVitals: { pageType: number | null; metric: string; count: number; p75: number | null; rating: string | null }[];
        };
        return data.webVitals.filter((r) => r.metric === 'FCP' && r.count > 0 && r.p75 != null && r.rating != null).length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
});

test('analytics disabled by the owner: the storefront sends nothing and nothing is counted', async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  await ownerGraphql(request, store, ownerToken, 'mutation { updateStoreSettings(input: { analyticsDisabled: true }) { ok } }');
  const sent = analyticsSends(page);
  await addFromProductPage(page, 'Classic Tee', { Size: 'L', Color: 'Black' });
  await page.goto('about:blank');
  expect(sent).toEqual([]);
  const o = await overview(request, store, ownerToken);
  expect(o.totals.pageViews).toBe(0);
});

test('analytics hits are skipped for authenticated account holders: an admin signed in browses the storefront and sends nothing', async ({
  page,
  db,
  store,
}) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const sent = analyticsSends(page);
  await page.goto('/shop', { waitUntil: 'networkidle' });
  await page.goto('/shop/canvas-tote', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Canvas Tote' })).toBeVisible();
  expect(sent).toEqual([]);
});

test('analytics hits are skipped for authenticated account holders, except users whose only website role is viewer outside config pages', async ({
  page,
  request,
  db,
  store,
  ownerToken,
}) => {
  await ownerSignsIn(page, db, store, RoleCode.VIEWER);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const sent = analyticsSends(page);
  await page.goto('/shop/canvas-tote');
  await expect.poll(() => sent).toContain('/api/census/RecordHit');
  await expect.poll(async () => (await overview(request, store, ownerToken)).totals.pageViews, { timeout: 15_000 }).toBe(1);
});
