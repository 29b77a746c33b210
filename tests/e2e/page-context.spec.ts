// What page scripts read (spec §2; docs/api.md "For page scripts"): the page context — in the server-rendered HTML and
// as window.Shopwright.pageContext, kept up to date on client-side navigation —, the product page's price element
// (inside the PDP details price area, falling back to the one inside the product details of the PDP area), the product
// details element's subscription context (a failed read is reported and returns nothing, §8), and the product listing's
// load mark and commerce routine (not inside the editor's configuration frame).
import type { Page } from '@playwright/test';
import type {} from '../../client/src/lib/page-scripts.ts';
import type { PageContext } from '../../domain/page-context.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerSignsIn } from './console.ts';
import { chooseOptions, expect, openProduct, test } from './storefront.ts';

const pageContext = (page: Page) => page.evaluate(() => window.Shopwright?.pageContext);

/** The page context the server writes into the HTML of `path`, fetched by the page (with its cookies). */
async function writtenContext(page: Page, path: string): Promise<PageContext> {
  const html = await page.evaluate((p) => fetch(p).then((r) => r.text()), path);
  const json = /<script type="application\/json" id="page-context">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('The page has no page context');
  return JSON.parse(json) as PageContext;
}

test('page context read: a product page’s HTML carries pageType, website, collection, product, authenticatedAccount and expressCheckout, and page scripts read the same', async ({
  page,
  store,
}) => {
  await page.goto('/shop/canvas-tote');
  const written = await writtenContext(page, '/shop/canvas-tote');
  expect(written).toMatchObject({
    pageType: 50,
    website: { id: store.websiteId, timeZone: 'America/Los_Angeles' },
    collection: { id: expect.any(String), type: 13 },
    product: { id: expect.any(String), title: 'Canvas Tote', productType: 1, isSubscribable: false },
    authenticatedAccount: null,
    websiteSettings: { storeSettings: { expressCheckout: expect.any(Boolean) } },
  });
  expect(await pageContext(page)).toEqual(written);
});

test('the page context follows client-side navigation: the element, window.Shopwright.pageContext and an event each time', async ({
  page,
}) => {
  await page.goto('/shop');
  expect(await pageContext(page)).toMatchObject({ pageType: 1, collection: { type: 13 }, product: null });
  await page.evaluate(() => {
    const seen: PageContext[] = [];
    Object.assign(window, { seen });
    document.addEventListener('shopwright:page-context', (event) => seen.push((event as CustomEvent<PageContext>).detail));
  });

  await page.getByRole('link', { name: 'Canvas Tote' }).click();
  await expect.poll(async () => (await pageContext(page))?.product?.title).toBe('Canvas Tote');
  const onProduct = await pageContext(page);
  expect(onProduct).toMatchObject({ pageType: 50, collection: { type: 13 } });
  expect(JSON.parse((await page.locator('#page-context').textContent()) ?? '')).toEqual(onProduct);
  expect(await page.evaluate(() => (window as unknown as { seen: PageContext[] }).seen.at(-1))).toEqual(onProduct);

  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect.poll(async () => (await pageContext(page))?.pageType).toBe(102);
  expect(await pageContext(page)).toMatchObject({ collection: null, product: null, website: onProduct?.website });
});

test('page context read: authenticatedAccount is the account holder signed in on the website, in the page and in the HTML', async ({
  page,
  db,
  store,
}) => {
  const email = await ownerSignsIn(page, db, store, RoleCode.EDITOR);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const { id } = await db.ownerAccount.findUniqueOrThrow({ where: { email } });
  await page.goto('/shop');
  await expect.poll(async () => (await pageContext(page))?.authenticatedAccount).toEqual({ id });
  expect((await writtenContext(page, '/shop')).authenticatedAccount).toEqual({ id });

  await page.goto('/config');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in/ })).toBeVisible();
  await page.goto('/shop');
  await expect.poll(async () => (await pageContext(page))?.pageType).toBe(1);
  expect((await pageContext(page))?.authenticatedAccount).toBeNull();
});

test('page context read: a signed-in shopper is not an authenticated account holder', async ({ page }) => {
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(`context-${Date.now()}@example.com`);
  await form.getByLabel('Password').fill('correct horse battery');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect((await pageContext(page))?.authenticatedAccount).toBeNull();
  expect((await writtenContext(page, '/shop')).authenticatedAccount).toBeNull();
});

test('the price element sits inside the pdp details price area, falling back to the price element inside the product details of the pdp area', async ({
  page,
}) => {
  const tee = await openProduct(page, 'Classic Tee');
  await chooseOptions(page, { Size: 'M', Color: 'Black' });
  const shown = tee.locator('[data-pdp-details-price] [data-product-price]');
  await expect(shown).toContainText('$19.00');
  const found = () => page.evaluate(() => window.Shopwright?.priceElement()?.textContent ?? null);
  expect(await found()).toBe(await shown.textContent());
  expect(await page.evaluate(() => window.Shopwright?.priceElement()?.closest('[data-pdp-details-price]') !== null)).toBe(true);

  // A layout without the details price area: the price element inside the product details is found instead.
  await page.evaluate(() => document.querySelector('[data-pdp-details-price]')?.removeAttribute('data-pdp-details-price'));
  expect(await found()).toContain('$19.00');
  // Neither: the page shows no price element.
  await page.evaluate(() => document.querySelector('[data-product-details]')?.removeAttribute('data-product-details'));
  expect(await found()).toBeNull();

  await page.goto('/shop');
  expect(await found()).toBeNull();
});

test('a product details element carries the current subscription context as JSON; a failed read is reported and returns nothing', async ({
  page,
}) => {
  const coffee = await openProduct(page, 'House Coffee');
  const context = () => page.evaluate(() => window.Shopwright?.subscriptionContext());
  const monthly = await context();
  expect(monthly).toMatchObject({ isSubscribable: true, subscriptionOptionId: expect.any(String), planId: expect.any(String) });
  expect(JSON.parse((await page.locator('[data-product-details]').getAttribute('data-subscription-context')) ?? '')).toEqual(monthly);

  await coffee.getByRole('radio', { name: /Yearly/ }).check();
  await expect.poll(async () => (await context())?.planId).not.toBe(monthly?.planId);
  expect((await context())?.productId).toBe(monthly?.productId);

  const report = page.waitForRequest(
    (r) => r.url().endsWith('/api/events/RecordJavascriptErrors') && /SUBSCRIPTION_CONTEXT_READ/.test(r.postData() ?? ''),
  );
  await page.evaluate(() => document.querySelector('[data-product-details]')?.setAttribute('data-subscription-context', '{"productId":'));
  expect(await context()).toBeNull();
  await report;

  await openProduct(page, 'Canvas Tote');
  expect(await context()).toMatchObject({ isSubscribable: false, subscriptionOptionId: null, planId: null });
});

test('the product listing records its listing-page-load mark and calls the commerce routine with website id and collection id', async ({
  page,
}) => {
  const visit = page.waitForRequest((r) => r.url().endsWith('/api/events/RecordEvent') && /visit product list/.test(r.postData() ?? ''));
  await page.goto('/shop');
  const sent = JSON.parse((await visit).postData() ?? '{}') as { siteId: string; events: { collectionId?: string }[] };
  const context = await pageContext(page);
  expect(sent.siteId).toBe(context?.website?.id);
  expect(sent.events.find((e) => e.collectionId)?.collectionId).toBe(context?.collection?.id);
  expect(await page.evaluate(() => performance.getEntriesByName('listing-page-load', 'mark').length)).toBe(1);
});

test('the product listing is not counted inside the editor configuration frame', async ({ page }) => {
  await page.goto('/config');
  const visits: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events/RecordEvent') && /visit product list/.test(r.postData() ?? '')) visits.push(r.url());
  });
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = '/shop';
    frame.title = 'Preview of Shop';
    document.body.append(frame);
  });
  const frame = page.frameLocator('iframe[title="Preview of Shop"]');
  await expect(frame.locator('main[data-page-type="1"]')).toBeVisible();
  const listing = page.frames().find((f) => new URL(f.url()).pathname === '/shop');
  if (!listing) throw new Error('The listing is not in a frame');
  // The page context says the listing is loaded: its effects have run.
  await listing.waitForFunction(
    () => window.Shopwright?.pageContext.collection !== null && window.Shopwright?.pageContext.website !== null,
  );
  expect(await listing.evaluate(() => performance.getEntriesByName('listing-page-load', 'mark').length)).toBe(0);
  // Hidden, a page sends what it recorded at once; a request it makes after that is seen after any such send.
  const marker = page.waitForRequest((r) => r.url().endsWith('/healthz?after-hidden'));
  await listing.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    void fetch('/healthz?after-hidden');
  });
  await marker;
  expect(visits).toEqual([]);
});
