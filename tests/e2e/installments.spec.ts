// The installment pill (spec §4, §5): 4 payments of a quarter with Afterpay on physical products and carts of them,
// none for other kinds; its info popup shows the provider's information page (§7; a failing load only logs a warning,
// §8) and closes on Escape, its close button and a click outside.
import { addFromProductPage, expect, openCart, openProduct, test } from './storefront.ts';

test('a physical product shows the pill, whose popup closes on Escape, on Close and on a click outside', async ({ page }) => {
  const tote = await openProduct(page, 'Canvas Tote');
  const pill = tote.getByRole('button', { name: 'or 4 interest-free payments of $8.00 with Afterpay' });
  const popup = page.getByRole('dialog', { name: 'Afterpay' });

  await pill.click();
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Select Afterpay at checkout.');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  await pill.click();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  await pill.click();
  await expect(popup).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(popup).toBeHidden();
  await expect(pill).toBeFocused();
});

test("the popup shows the provider's information page, served by the store for the shopper's language", async ({ page }) => {
  const tote = await openProduct(page, 'Canvas Tote');
  const loaded = page.waitForResponse((r) => r.url().includes('/api/installments/info-page'));
  await tote.getByRole('button', { name: 'or 4 interest-free payments of $8.00 with Afterpay' }).click();
  const response = await loaded;
  expect(new URL(response.url()).searchParams.get('language')).toBe(await page.evaluate(() => navigator.language));
  expect(response.status()).toBe(200);
  const popup = page.getByRole('dialog', { name: 'Afterpay' });
  // Only the page says this: the popup shows it, not its own steps.
  await expect(popup).toContainText('a resident of the United States');
  await expect(popup.getByRole('listitem')).toHaveText([
    'Add your favourites to the cart.',
    'Select Afterpay at checkout.',
    /Log into/,
    /4 payments/,
  ]);
});

test('an information page that cannot be loaded only logs a warning: the popup keeps its own steps', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/installments/info-page**', (route) => route.fulfill({ status: 500, body: 'down' }));
  const tote = await openProduct(page, 'Canvas Tote');
  await tote.getByRole('button', { name: 'or 4 interest-free payments of $8.00 with Afterpay' }).click();
  const popup = page.getByRole('dialog', { name: 'Afterpay' });
  await expect(popup).toContainText('Select Afterpay at checkout.');
  await expect.poll(() => warnings.some((w) => w.startsWith('Could not load the installment information page.'))).toBe(true);
  await expect(popup).not.toContainText('a resident of');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

test('a digital product shows no pill', async ({ page }) => {
  const lookbook = await openProduct(page, 'Digital Lookbook');
  await expect(lookbook.getByRole('button', { name: /interest-free payments/ })).toHaveCount(0);
});

test('the cart shows the pill for its subtotal while every item is physical', async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  await openCart(page);
  await expect(page.getByRole('button', { name: 'or 4 interest-free payments of $8.00 with Afterpay' })).toBeVisible();

  await addFromProductPage(page, 'Digital Lookbook');
  await openCart(page);
  await expect(page.getByRole('button', { name: /interest-free payments/ })).toHaveCount(0);
});
