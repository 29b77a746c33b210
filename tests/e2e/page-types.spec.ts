// The page type marker (spec §2 page types by number) on every screen of the storefront, read by page scripts and
// analytics: home and plain pages 2, listings 1, product and item pages 50, cart 200, checkout 201, account 2,
// contact 2, search 102, not found 100. (Lock screen 103, protected content 105 and the error page 101 are in content.spec.ts;
// order confirmed 202, subscription confirmed 206 and order received 207 in the checkout tests; the commerce email
// preview 301 in console-orders.spec.ts.) The page context's pageType (window.Shopwright.pageContext) is the same
// number.
import type {} from '../../client/src/lib/page-scripts.ts';
import { addFromProductPage, checkOutFromCart, expect, test } from './storefront.ts';

const main = (page: import('@playwright/test').Page) => page.locator('main').first();

test('every screen carries its page type', async ({ page }) => {
  const screens: [string, string][] = [
    ['/', '2'],
    ['/shop', '1'],
    ['/journal', '1'],
    ['/events', '1'],
    ['/about', '2'],
    ['/journal/caring-for-wool', '50'],
    ['/shop/canvas-tote', '50'],
    ['/cart', '200'],
    ['/contact', '2'],
    ['/account', '2'],
    ['/search', '102'],
    ['/nothing-here', '100'],
  ];
  for (const [path, type] of screens) {
    await page.goto(path);
    await expect(main(page), path).toHaveAttribute('data-page-type', type);
    // Page scripts read the same in the page context.
    await expect.poll(() => page.evaluate(() => window.Shopwright?.pageContext.pageType), { message: path }).toBe(Number(type));
  }
  await addFromProductPage(page, 'Canvas Tote');
  await checkOutFromCart(page);
  await expect(main(page)).toHaveAttribute('data-page-type', '201');
});
