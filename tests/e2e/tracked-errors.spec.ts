// Tracked error types of spec §8 that the storefront reports itself (POST /api/events/RecordJavascriptErrors with the
// type): EXPRESS_CHECKOUT_FAILURE, CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK and CUSTOM_FORM_RENDER_ERROR. The owner
// changes stock in the test's own store after the page has loaded, so the page's copy is stale.
import type { APIRequestContext, Page } from '@playwright/test';
import type { SeededCopy } from '../../prisma/seed.ts';
import { expect, ownerGraphql, test, updateStoreSettings } from './owner.ts';
import { openProduct } from './storefront.ts';

/** The first error report the page sends with this tracked error type. */
function reportOf(page: Page, errorType: string) {
  return page.waitForRequest((request) => {
    if (new URL(request.url()).pathname !== '/api/events/RecordJavascriptErrors') return false;
    const body = request.postDataJSON() as { errors?: { errorType?: string }[] };
    return (body.errors ?? []).some((e) => e.errorType === errorType);
  });
}

async function setStock(request: APIRequestContext, store: SeededCopy, token: string, slug: string, qtyInStock: number) {
  const found = (await ownerGraphql(
    request,
    store,
    token,
    `{ product(urlSlug: "${slug}", collectionSlug: "shop") { variants { id } } }`,
  )) as {
    product: { variants: { id: string }[] };
  };
  await ownerGraphql(
    request,
    store,
    token,
    'mutation V($id: ID!, $i: VariantInput!) { updateVariant(id: $id, input: $i) { userErrors { message } } }',
    {
      id: found.product.variants[0]?.id,
      i: { qtyInStock },
    },
  );
}

test('EXPRESS_CHECKOUT_FAILURE: a Purchase the server refuses is reported, under Unable to Purchase Item', async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  await updateStoreSettings(request, store, ownerToken, { expressCheckout: true });
  const tote = await openProduct(page, 'Canvas Tote');
  await setStock(request, store, ownerToken, 'canvas-tote', 0);
  const reported = reportOf(page, 'EXPRESS_CHECKOUT_FAILURE');
  await tote.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unable to Purchase Item' })).toContainText(
    'Sorry, we do not have enough of that item available.',
  );
  const report = (await reported).postDataJSON() as { errors: { message: string; kind: string }[] };
  expect(report.errors).toContainEqual(
    expect.objectContaining({ kind: 'tracked', message: 'Sorry, we do not have enough of that item available.' }),
  );
  await expect(page).not.toHaveURL(/\/checkout/);
});

test('CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK: the form does not open when the fresh stock check finds none left', async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  const mug = await openProduct(page, 'Engraved Mug');
  await setStock(request, store, ownerToken, 'engraved-mug', 0);
  const reported = reportOf(page, 'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK');
  await mug.getByRole('button', { name: 'Personalise & Add' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unable to Add Item' })).toContainText(
    'Sorry, we do not have enough of that item available.',
  );
  await expect(page.getByRole('dialog', { name: 'Engraving details' })).toBeHidden();
  await reported;
  // The answer also refreshed the page's copy of the stock: the button now says so.
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
});

test('CUSTOM_FORM_RENDER_ERROR: when the stock check fails the form does not open, and the failure is reported', async ({ page }) => {
  const mug = await openProduct(page, 'Engraved Mug');
  await page.route('**/graphql', (route) =>
    (route.request().postData() ?? '').includes('query ProductStock') ? route.abort('internetdisconnected') : route.fallback(),
  );
  const reported = reportOf(page, 'CUSTOM_FORM_RENDER_ERROR');
  await mug.getByRole('button', { name: 'Personalise & Add' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unable to Add Item' })).toContainText(
    'Unable to open form. Please check your internet connection.',
  );
  await reported;
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'OK' }).click();
  await mug.getByRole('button', { name: 'Personalise & Add' }).click();
  await expect(page.getByRole('dialog', { name: 'Engraving details' })).toBeVisible();
});
