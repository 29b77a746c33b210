// Store settings the cart follows (spec §4, §5, §8): express checkout ('Purchase', straight to checkout, 'Unable to
// Purchase Item') and the checkout minimum, turned on in the test's own store by its owner (updateStoreSettings).
import { expect, test, updateStoreSettings } from './owner.ts';
import { addFromProductPage, openCart, openProduct } from './storefront.ts';

test.beforeEach(async ({ request, store, ownerToken }) => {
  await updateStoreSettings(request, store, ownerToken, { expressCheckout: true });
});

test('with express checkout the button says Purchase and goes straight to checkout', async ({ page }) => {
  const tote = await openProduct(page, 'Canvas Tote');
  await tote.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=[\w-]+$/);
  await expect(page.getByText('Canvas Tote × 1')).toBeVisible();
});

test('a refused express purchase is titled Unable to Purchase Item', async ({ page }) => {
  const tote = await openProduct(page, 'Canvas Tote');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
  await tote.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unable to Purchase Item' })).toContainText(
    'Sorry, we do not have enough of that item available.',
  );
});

test('below the checkout minimum the checkout button is disabled with the minimum message', async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  await updateStoreSettings(request, store, ownerToken, { expressCheckout: false, checkoutMinimumCents: 5000 });
  await addFromProductPage(page, 'Canvas Tote');
  await openCart(page);
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription('To check out, your order subtotal must be $50.00 or more.');
});
