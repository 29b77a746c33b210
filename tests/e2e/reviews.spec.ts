// Product reviews in the storefront (docs/reviews.md): the section appears only while the store takes reviews; a
// buyer follows the review link of their order's status page, rates with the star radio buttons and sends a review;
// once the owner approves it, it shows with the average and count, and further reviews come with 'More reviews'.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../server/db/client.ts';
import { expect, ownerGraphql, test, updateStoreSettings } from './owner.ts';

/** A paid order of the store holding the product; answers its status token. */
async function paidOrder(db: Db, websiteId: string, productId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.order.create({
    data: {
      websiteId,
      orderNumber: 1,
      idempotencyKey: token,
      statusToken: token,
      email: 'buyer@example.com',
      status: 'PAID',
      testMode: true,
      currency: 'USD',
      subtotalCents: 3200,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 3200,
      lines: {
        create: {
          websiteId,
          itemId: productId,
          sku: 'TOTE',
          productName: 'Canvas Tote',
          productType: 1,
          quantity: 1,
          unitPriceCents: 3200,
        },
      },
    },
  });
  return token;
}

const toteOf = (db: Db, websiteId: string) =>
  db.product.findFirstOrThrow({ where: { websiteId, item: { urlSlug: 'canvas-tote' } }, select: { id: true } });

test('without reviews turned on, the product page has no reviews section', async ({ page }) => {
  await page.goto('/shop/canvas-tote');
  await expect(page.getByRole('heading', { level: 1, name: 'Canvas Tote' })).toBeVisible();
  // The review settings came with the server-rendered page, or were asked for: either way they are known once the
  // page is hydrated and the network is quiet.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Reviews' })).toHaveCount(0);
  // Nor the reviews tab under the title.
  await expect(page.locator('.reviews-tab')).toHaveCount(0);
});

test('a buyer reviews from the order page; once approved the review shows, six earlier ones a page at a time', async ({
  page,
  request,
  db,
  store,
  ownerToken,
}) => {
  await updateStoreSettings(request, store, ownerToken, { reviewsEnabled: true });
  const tote = await toteOf(db, store.websiteId);
  // Six approved reviews from earlier buyers, the oldest first.
  await db.productReview.createMany({
    data: Array.from({ length: 6 }, (_, i) => ({
      websiteId: store.websiteId,
      productId: tote.id,
      email: `earlier-${i}@example.com`,
      authorName: `Earlier ${i}`,
      rating: 5,
      body: `Earlier review ${i}`,
      status: 'APPROVED' as const,
      createdAt: new Date(Date.now() - (10 - i) * 60_000),
    })),
  });
  const token = await paidOrder(db, store.websiteId, tote.id);

  await page.goto(`/orders/${token}`);
  await page.getByRole('link', { name: 'Write a review of Canvas Tote' }).click();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('5.0 out of 5 stars from 6 reviews')).toBeVisible();
  await expect(reviews.getByRole('article')).toHaveCount(5);

  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
  await form.getByRole('radio', { name: '2 stars' }).check();
  await form.getByLabel('Title (optional)').fill('Handles wore out');
  await form.getByLabel('Review', { exact: true }).fill('Fine bag, but the handles frayed within a month.');
  await form.getByLabel('Name shown with your review').fill('Robin');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(reviews.getByRole('status')).toHaveText('Thank you! Your review will appear once the store approves it.');

  const review = await db.productReview.findFirstOrThrow({ where: { productId: tote.id, email: 'buyer@example.com' } });
  expect(review).toMatchObject({ rating: 2, status: 'PENDING', authorName: 'Robin' });
  await ownerGraphql(request, store, ownerToken, `mutation { approveReview(id: "${review.id}") { userErrors { code } } }`);

  await page.goto('/shop/canvas-tote');
  await expect(reviews.getByText('4.6 out of 5 stars from 7 reviews')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Canvas Tote' }).getByRole('link', { name: '4.6 out of 5 stars 7 reviews' }),
  ).toHaveAttribute('href', '#reviews');
  const newest = reviews.getByRole('article', { name: 'Handles wore out' });
  await expect(newest.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
  // Two of the five stars are filled.
  const filled = await newest.locator('.star-rating__filled').boundingBox();
  const stars = await newest.locator('.star-rating__empty').boundingBox();
  expect((filled?.width ?? 0) / (stars?.width ?? 1)).toBeCloseTo(0.4, 2);
  await expect(newest).toContainText('Fine bag, but the handles frayed within a month.');
  await expect(newest).toContainText('Robin');
  await expect(reviews.getByRole('article')).toHaveCount(5);
  await reviews.getByRole('button', { name: 'More reviews' }).click();
  await expect(reviews.getByRole('article')).toHaveCount(7);
  await expect(reviews.getByRole('button', { name: 'More reviews' })).toHaveCount(0);
  // Without the order's link, this visitor is told how to review.
  await expect(reviews.getByText('Sign in, or open the link in your order email, to review a product you bought.')).toBeVisible();
});
