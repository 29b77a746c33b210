// The console's failure and lock states (spec §8 "Editing UI strings"): the browser really goes offline
// (Playwright's network emulation), so requests fail as they would on a dropped connection; nothing the server
// answers is rewritten.
import type { Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import { expectAccessible, newOwner, ownerSignsIn, signIn, toast } from './console.ts';
import { expect, holdRequests, test } from './storefront.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

test('offline, signing in says Unable to connect. Please try again; back online it signs in', async ({ page, context, db, store }) => {
  const email = await newOwner(db, store, RoleCode.ADMIN);
  await page.goto('/config');
  // The console first asks who is signed in: the form shows once that answer came.
  await expect(page.getByRole('heading', { level: 1, name: /^Sign in/ })).toBeVisible();
  await context.setOffline(true);
  await signIn(page, email);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Unable to connect. Please try again');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a screen that cannot load says Unable to load. Try again with Network error, and Try again loads it', async ({
  page,
  context,
  db,
  store,
}) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await context.setOffline(true);
  await nav(page).getByRole('link', { name: 'Products' }).click();
  const collections = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to load collections' });
  await expect(collections).toContainText('The collections: Network error');
  const products = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: /^Unable to load\. Try again/ });
  await expect(products).toContainText('Network error');
  await expectAccessible(page);

  await context.setOffline(false);
  await products.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Classic Tee' })).toBeVisible();
  await collections.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('combobox', { name: 'Collection' })).toContainText('Shop');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('an upload that cannot reach the server says Unable to Upload File', async ({ page, context, db, store }, testInfo) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/products');
  await page.getByRole('link', { name: 'Classic Tee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  const image = testInfo.outputPath('tee.png');
  // A 1×1 PNG: the upload fails before the server could judge it.
  const { writeFileSync } = await import('node:fs');
  writeFileSync(
    image,
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  );
  await context.setOffline(true);
  await page.getByLabel(/^Add images/).setInputFiles(image);
  const failed = page.getByRole('main').getByRole('alert').filter({ hasText: 'Unable to Upload File' });
  await expect(failed).toContainText('Error uploading tee.png: There was a problem while uploading your file');
  await expectAccessible(page);
  await context.setOffline(false);
});

test('a link to a product that does not exist says Unable to locate content', async ({ page, db, store }) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/products/no-such-product');
  await expect(page.getByRole('status').filter({ hasText: 'Unable to locate content' })).toContainText('There is no such product.');
  await expectAccessible(page);
});

test('an admin locks a page with a password (This page is locked.), a shopper meets the lock screen, then it is removed', async ({
  page,
  browser,
  db,
  store,
  baseURL,
}) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, `/config/pages/${store.websiteId}-about`);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByText('This page is locked.')).toHaveCount(0);
  await page.getByLabel('Password visitors must give (empty: none)').fill('studio');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toast(page, 'Page saved.')).toBeVisible();
  await expect(page.getByText('This page is locked.')).toBeVisible();
  await expectAccessible(page);

  const shopper = await browser.newPage({ baseURL });
  await shopper.goto('/about');
  await expect(shopper.getByRole('button', { name: 'Unlock' })).toBeVisible();

  await page.getByLabel('Remove the password: every visitor sees the page').check();
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('This page is locked.')).toHaveCount(0);
  await shopper.reload();
  await expect(shopper.getByText(/We are four people/)).toBeVisible();
  await shopper.close();
});

test('a variant moved up shows in its new place before the server answers, and stays there', async ({ page, db, store }) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/products');
  await page.getByRole('link', { name: 'Classic Tee' }).click();
  const variants = page.getByRole('table', { name: /^Variants of Classic Tee/ });
  const heads = variants.locator('tbody th');
  await expect(heads.nth(1)).toBeVisible(); // allTextContents does not wait for the table
  const [first, second] = await heads.allTextContents();
  // The move's request waits until the new order has been seen (delayed, never changed).
  const release = await holdRequests(page, '**/graphql', (request) => (request.postData() ?? '').includes('EditorMoveVariant'));
  const answered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('EditorMoveVariant'));
  await variants.getByRole('button', { name: new RegExp(`^Move ${second.replace(/[()]/g, '\\$&')} \\(.*\\) up$`) }).click();
  await expect(heads.nth(0)).toHaveText(second);
  await expect(heads.nth(1)).toHaveText(first);
  release();
  await answered;
  await expect(variants.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(heads.nth(0)).toHaveText(second);
});
