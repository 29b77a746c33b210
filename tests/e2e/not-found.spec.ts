// The not-found page: unknown URLs answer 404 and show a clear heading with a way home.
import { expect, test } from './storefront.ts';

for (const path of ['/no-such-page', '/shop/no-such-product', '/shop/classic-tee/extra']) {
  test(`an unknown URL (${path}) shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Shopwright Demo Store');

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });
}
