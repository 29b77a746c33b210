// The installment pill (spec §4, §5): 4 payments of a quarter with Afterpay on physical products and carts of them,
// none for other kinds; its info popup closes on Escape, its close button and a click outside.
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
