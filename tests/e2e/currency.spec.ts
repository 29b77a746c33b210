// Prices in the store's currency: the JPY store (host jp.localhost) shows yen with no decimals.
import { chooseOptions, expect, productCard, test } from './storefront.ts';

test('the JPY store shows yen prices with no decimals', async ({ page, baseURL }) => {
  const shop = new URL('/shop', baseURL);
  shop.hostname = 'jp.localhost';
  await page.goto(shop.href);

  await expect(page.getByRole('link', { name: 'Shopwright Tokyo' })).toBeVisible();
  await expect(productCard(page, 'Matcha Set')).toContainText(/Sale Price:\s*¥3,900\s*Original Price:\s*¥4,800/);
  await expect(productCard(page, 'Furoshiki').getByText('from ¥2,200')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/¥[\d,]+\.\d/);

  await page.getByRole('link', { name: 'Furoshiki' }).click();
  await chooseOptions(page, { Pattern: 'Crane' });
  await expect(page.getByRole('article', { name: 'Furoshiki' }).getByText('¥2,600', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
});
