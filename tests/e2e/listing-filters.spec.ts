// A listing's sort and filters (docs/storefront.md "Sort and filter"): the address keeps them, the server renders them,
// each filter in use is a link that takes it away, and the form works before the page's script.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './storefront.ts';

/** The titles of the listing's cards, in order. */
const titles = (page: Page) => page.locator('.product-grid .product-card__title').allTextContents();
const controls = (page: Page) => page.getByRole('form', { name: 'Filter and sort' });
/** Opens a filter's disclosure by its summary. */
const openFilter = (form: Locator, name: string) => form.locator('summary', { hasText: name }).click();
/** The demo store's /shop, cheapest first: a product counts at its lowest price, the sale price when on sale. */
const CHEAPEST_FIRST = [
  'Digital Lookbook', // $8.00 on sale from $12.00
  'House Coffee', // $18.00
  'Classic Tee', // from $19.00, one size on sale
  'Engraved Mug', // $24.00
  'Gift Card', // from $25.00
  'Wool Beanie', // $28.00, sold out
  'Canvas Tote', // $32.00
  'Styling Session', // $90.00
];

test('sorting by price puts the cheapest first; the address keeps the order, the server renders it, Back returns', async ({
  page,
  request,
  store,
}) => {
  await page.goto('/shop');
  const featured = await titles(page);
  await controls(page).getByLabel('Sort by').selectOption({ label: 'Price, low to high' });
  await expect(page).toHaveURL(/\/shop\?sort=price-ascending$/);
  await expect.poll(() => titles(page)).toEqual(CHEAPEST_FIRST);
  expect(featured).not.toEqual(CHEAPEST_FIRST);
  // The first HTML of the address holds the same order.
  const port = process.env.SHOPWRIGHT_E2E_PORT;
  const first = await request.get(`http://127.0.0.1:${port}/shop?sort=price-ascending`, { headers: { host: `${store.hostname}:${port}` } });
  const html = await first.text();
  const rendered = [...html.matchAll(/class="product-card__title"[^>]*>([^<]+)</g)].map((m) => m[1]);
  expect(rendered).toEqual(CHEAPEST_FIRST);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(() => titles(page)).toEqual(featured);
});

test('In stock leaves the sold-out product out; a price range and a type narrow it; each filter in use is a link that removes it', async ({
  page,
}) => {
  await page.goto('/shop');
  const form = controls(page);
  await expect(form.getByRole('status')).toHaveText('8 products');
  await openFilter(form, 'Availability');
  await form.getByRole('radio', { name: 'In stock' }).check();
  await expect(page).toHaveURL(/availability=in-stock/);
  await expect.poll(() => titles(page)).not.toContain('Wool Beanie');
  await expect(form.getByRole('status')).toHaveText('7 products');

  await openFilter(form, 'Price');
  await form.getByRole('textbox', { name: 'From', exact: true }).fill('20');
  const to = form.getByRole('textbox', { name: 'To', exact: true });
  await to.fill('30');
  await to.press('Enter');
  await expect(page).toHaveURL(/min-price=20\.00&max-price=30\.00/);
  // In the owner's order; the tee has sizes at $25.00.
  await expect.poll(() => titles(page)).toEqual(['Classic Tee', 'Gift Card', 'Engraved Mug']);

  await openFilter(form, 'Product type');
  await form.getByRole('checkbox', { name: 'Physical products' }).check();
  await expect.poll(() => titles(page)).toEqual(['Classic Tee', 'Engraved Mug']);
  // Escape closes the open filter, focus back on its summary.
  await page.keyboard.press('Escape');
  await expect(form.locator('summary', { hasText: 'Product type' })).toBeFocused();
  await expect(form.getByRole('checkbox', { name: 'Physical products' })).toBeHidden();

  await form.getByRole('link', { name: 'Remove filter: Price: $20.00–$30.00' }).click();
  await expect(page).not.toHaveURL(/price/);
  await expect.poll(() => titles(page)).toEqual(['Classic Tee', 'Canvas Tote', 'House Coffee', 'Engraved Mug']);
  await form.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(form.getByRole('status')).toHaveText('8 products');
});

test('a filter that finds nothing says so, with a way back to every product', async ({ page }) => {
  await page.goto('/shop?max-price=1');
  await expect(page.getByText('No products match these filters.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Clear all' }).first().click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect.poll(async () => (await titles(page)).length).toBe(8);
});

test('without JavaScript the filters and sort apply with the Apply button', async ({ browser, store }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const origin = `http://${store.hostname}:${process.env.SHOPWRIGHT_E2E_PORT}`;
  await page.goto(`${origin}/shop`);
  const form = controls(page);
  await form.getByLabel('Sort by').selectOption({ label: 'Price, high to low' });
  await openFilter(form, 'Availability');
  await form.getByRole('radio', { name: 'In stock' }).check();
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=price-descending/);
  const shown = await titles(page);
  expect(shown).not.toContain('Wool Beanie');
  expect(shown.slice(0, 2)).toEqual(['Styling Session', 'Canvas Tote']);
  await context.close();
});
