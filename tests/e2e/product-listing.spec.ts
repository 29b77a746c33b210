// The product listing: every product with its price, the sale and sold-out marks, and links to product pages.
import { expect, productCard, test } from './storefront.ts';

test('the main navigation leads from the home page to the shop', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page).toHaveTitle('Shop — Shopwright Demo Store');
});

test('the listing shows products with their prices, sale marks and sold-out marks', async ({ page }) => {
  await page.goto('/shop');

  const tee = productCard(page, 'Classic Tee');
  await expect(tee.getByText('from $19.00')).toBeVisible();
  await expect(tee.getByText('sale', { exact: true })).toBeVisible();

  const tote = productCard(page, 'Canvas Tote');
  await expect(tote.getByText('$32.00')).toBeVisible();
  await expect(tote.getByText('sale', { exact: true })).toHaveCount(0);

  const lookbook = productCard(page, 'Digital Lookbook');
  await expect(lookbook).toContainText(/Sale Price:\s*\$8\.00\s*Original Price:\s*\$12\.00/);
  await expect(lookbook.getByText('sale', { exact: true })).toBeVisible();

  const giftCard = productCard(page, 'Gift Card');
  await expect(giftCard.getByText('from $25.00')).toBeVisible();
});

test('a sold-out product shows the store’s sold-out text instead of a sale mark', async ({ page }) => {
  await page.goto('/shop');
  const beanie = productCard(page, 'Wool Beanie');
  await expect(beanie.getByText('Back soon', { exact: true })).toBeVisible();
  await expect(beanie.getByText('sale', { exact: true })).toHaveCount(0);
});

test('a product card links to its product page', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Classic Tee' }).click();
  await expect(page).toHaveURL(/\/shop\/classic-tee$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  await expect(page).toHaveTitle('Classic Tee — Shopwright Demo Store');
});
