// Store settings the cart follows (spec §4, §5, §8): express checkout ('Purchase', straight to checkout, 'Unable to
// Purchase Item') and the checkout minimum. The demo store has neither, so the test patches the server's answers.
import type { Page } from '@playwright/test';
import { addFromProductPage, expect, openCart, openProduct, test } from './storefront.ts';

/** Rewrites the JSON of GraphQL answers to operations whose text contains `operation`. */
async function patchGraphql(page: Page, operation: string, patch: (body: { data?: Record<string, unknown> }) => void): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes(operation)) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data?: Record<string, unknown> };
    patch(body);
    await route.fulfill({ response, json: body });
  });
}

async function turnOnExpressCheckout(page: Page): Promise<void> {
  await patchGraphql(page, 'query SiteLayout', (body) => {
    const website = body.data?.website as { storeSettings: { expressCheckout: boolean } };
    website.storeSettings.expressCheckout = true;
  });
}

test('with express checkout the button says Purchase and goes straight to checkout', async ({ page }) => {
  await turnOnExpressCheckout(page);
  const tote = await openProduct(page, 'Canvas Tote');
  await tote.getByRole('button', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(/\/checkout\?cartToken=[\w-]+$/);
  await expect(page.getByText('Canvas Tote × 1')).toBeVisible();
});

test('a refused express purchase is titled Unable to Purchase Item', async ({ page }) => {
  await turnOnExpressCheckout(page);
  const tote = await openProduct(page, 'Canvas Tote');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
  await tote.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unable to Purchase Item' })).toContainText(
    'Sorry, we do not have enough of that item available.',
  );
});

test('below the checkout minimum the checkout button is disabled with the minimum message', async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  await patchGraphql(page, 'query ShoppingCart', (body) => {
    const cart = body.data?.shoppingCart as { meetsCheckoutMinimum: boolean; checkoutMinimumMessage: string | null };
    cart.meetsCheckoutMinimum = false;
    cart.checkoutMinimumMessage = 'To check out, your order subtotal must be $50.00 or more.';
  });
  await page.reload();
  await openCart(page);
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription('To check out, your order subtotal must be $50.00 or more.');
});
