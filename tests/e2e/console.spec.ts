// The owner console at /config (docs/console.md) in Chromium: an owner signs in through the form (a wrong password
// first), reads the dashboard while a shopper browses the store in another browser, changes the analytics settings,
// and signs out; a viewer sees neither analytics nor settings controls. Every screen is checked with axe.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import { seedDemoStoreCopy } from '../../prisma/seed.ts';
import { expectAccessible, newOwner, ownerSignsIn, signIn, toast } from './console.ts';
import { expect, openProduct, test } from './storefront.ts';

/** A shopper in a browser of their own: the home page, the shop and a product page. */
async function shopperBrowses(browser: Browser, baseURL: string): Promise<void> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${randomBytes(1)[0]}.7` } });
  const shopper = await context.newPage();
  await shopper.goto('/');
  // The product view leaves after its second of coalescing, while the page is open: closing the browser right after
  // leaving the page could cut a request still on its way.
  const productView = shopper.waitForResponse(
    (r) => r.url().endsWith('/api/events/RecordEvent') && (r.request().postData() ?? '').includes('visit product page'),
  );
  await openProduct(shopper, 'Classic Tee');
  await productView;
  // A page script of the owner's (an old template's) sends a shopping event the store does not know, by beacon.
  const dropped = shopper.waitForResponse((r) => r.url().endsWith('/api/events/RecordEvent') && r.status() === 202);
  await shopper.evaluate(() => navigator.sendBeacon('/api/events/RecordEvent', new URLSearchParams({ event: 'BuyNow', data: '{}' })));
  await dropped;
  await shopper.goto('about:blank'); // hidden: the storefront sends what it still holds
  await context.close();
}

const total = (page: Page, label: string) => page.locator(`[data-total="${label}"] dd`);

test('an owner signs in, watches a shopper’s visit reach the dashboard, changes analytics settings and signs out', async ({
  page,
  browser,
  db,
  store,
  baseURL,
}) => {
  const email = await newOwner(db, store, RoleCode.ADMIN);
  await page.goto('/config');
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in/ })).toBeVisible();
  await expectAccessible(page);

  await signIn(page, 'not-an-email');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid email');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await signIn(page, email, 'wrong password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your email or password is incorrect.');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/config\/dashboard$/);
  // The form that held focus is gone: focus starts at the screen's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  await expect(total(page, 'Page views')).toHaveText('0');
  await expect(page.getByRole('table', { name: 'Visitors at each step, from a visit to an order' })).toBeVisible();

  await shopperBrowses(browser, baseURL as string);
  // The server writes analytics about every second: reload until the shopper's pages and product view count.
  const topProduct = page.getByRole('table', { name: 'Products by views' }).getByRole('row', { name: /Classic Tee/ });
  const droppedEvent = page.getByRole('table', { name: 'Events not recorded, most frequent first' }).getByRole('row', { name: /BuyNow/ });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(total(page, 'Page views')).toBeVisible();
        return {
          pageViews: Number(await total(page, 'Page views').textContent()) > 0,
          product: await topProduct.count(),
          dropped: await droppedEvent.count(),
        };
      },
      { timeout: 20_000 },
    )
    .toEqual({ pageViews: true, product: 1, dropped: 1 });
  // The event the store does not know is not lost silently: the owner sees it, by name, under Collection problems.
  await expect(droppedEvent.getByRole('cell')).toHaveText('1');
  await expect(droppedEvent.getByRole('rowheader')).toHaveText('shopping:BuyNow');
  await expect(total(page, 'Visitors')).toHaveText('1');
  // The e2e store takes test payments: its test orders count unless the owner unticks them.
  await expect(page.getByLabel('Include test orders')).toBeChecked();
  await expect(
    page.getByText('This store takes test payments, so its orders are test orders: they are counted here.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Show').selectOption({ label: 'Last 7 days' });
  await expect(total(page, 'Visitors')).toHaveText('1');
  await expect(page.locator('.console-chart canvas')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/dashboard.png', fullPage: true });
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('region', { name: 'Collection problems' }).screenshot({ path: 'docs/console/collection-problems-phone.png' });
  if (wide) await page.setViewportSize(wide);

  // Client-side navigation: the console's page is not loaded again.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Store', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  const retention = page.getByLabel(/Days raw analytics records are kept/);
  await retention.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Keep analytics records from 1 to 3650 days.');
  await retention.fill('90');
  await page.getByLabel('Turn off performance records (web vitals)').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/Days raw analytics records are kept/)).toHaveValue('90');
  await expect(page.getByLabel('Turn off performance records (web vitals)')).toBeChecked();
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/settings.png', fullPage: true });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in/ })).toBeVisible();
});

test('a viewer sees no analytics and no settings controls', async ({ page, db, store }) => {
  await ownerSignsIn(page, db, store, RoleCode.VIEWER, '/config/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('You do not have permission to see analytics.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expectAccessible(page);

  await nav.getByRole('link', { name: 'Store', exact: true }).click();
  await expect(page.getByText('Your role may see these settings but not change them.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('spinbutton')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/viewer-settings.png', fullPage: true });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in/ })).toBeVisible();
});

test('an owner with roles on two websites switches to the other one’s console', async ({ page, db, store }) => {
  const other = await seedDemoStoreCopy(db, `t${randomBytes(5).toString('hex')}`);
  const email = await newOwner(db, store, RoleCode.ADMIN);
  await newOwner(db, other, RoleCode.VIEWER, email);
  await page.goto('/config');
  await signIn(page, email);
  await page.getByText('Switch website').click();
  await expect(page.getByText('Shopwright Demo Store (admin), this website')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Shopwright Demo Store (viewer)' }).click();
  await expect(page).toHaveURL(`http://${other.hostname}:${process.env.SHOPWRIGHT_E2E_PORT}/config`);
  // The session belongs to the first website's host: the owner signs in on this one.
  await signIn(page, email);
  await expect(page.getByText('You do not have permission to see analytics.')).toBeVisible();
});
