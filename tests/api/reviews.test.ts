// Product reviews (docs/reviews.md): who may review and how they prove the purchase, one review per email and
// product, the texts' bounds, what visitors see (approved only, paged, average and count), moderation by role with
// its audit trail, the store setting, tenancy and the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_SUCH_PRODUCT_MESSAGE, NOT_AUTHENTICATED_MESSAGE, NOT_AUTHORIZED_MESSAGE, rateLimitedMessage } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import {
  AUTHOR_NAME_BLANK_MESSAGE,
  NO_SUCH_REVIEW_MESSAGE,
  NOT_A_BUYER_MESSAGE,
  RATING_INVALID_MESSAGE,
  REVIEW_HIDDEN_MESSAGE,
  REVIEW_PROOF_NEEDED_MESSAGE,
  REVIEWS_DISABLED_MESSAGE,
} from '../../domain/reviews.ts';
import { MAX_REVIEW_BODY_LENGTH, MAX_REVIEW_TITLE_LENGTH } from '../../domain/store-limits.ts';
import { TestCardProvider } from '../../server/services/payments/test-card-provider.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  // Generous limits: this file signs up many customers and sends many reviews from one address.
  const limits = new RateLimits(
    { store: 'memory' },
    { reviews: { points: 10_000, durationSeconds: 60 }, signUp: { points: 10_000, durationSeconds: 60 } },
  );
  t = await startTestApp({ limits });
});
afterAll(() => t.close());

const as = (token: string, host = 'localhost') => ({ host, headers: { authorization: `Bearer ${token}` } });
const ERRORS = 'userErrors { code message field }';
const SUBMIT = `mutation R($input: SubmitProductReviewInput!) { submitProductReview(input: $input) { review { id rating title body authorName email status } ${ERRORS} } }`;
const ELIGIBILITY = `query E($p: ID!, $o: String) { reviewEligibility(productId: $p, orderToken: $o) { canReview refusal { code message field } review { status rating } } }`;
const PUBLIC = `query P($id: ID!, $first: Int, $after: String) { product(id: $id) { reviewSummary { average count } reviews(first: $first, after: $after) { edges { cursor node { id rating title body authorName } } pageInfo { hasNextPage endCursor } } } }`;
const SIGN_UP = 'mutation S($input: SignUpInput!) { signUp(input: $input) { siteUser { id } userErrors { code } } }';
const MODERATE = (action: 'approveReview' | 'hideReview', id: string) =>
  `mutation { ${action}(id: "${id}") { review { id status } ${ERRORS} } }`;
const DELETE = (id: string) => `mutation { deleteReview(id: "${id}") { deletedId ${ERRORS} } }`;

let unique = 0;
const next = () => ++unique;

async function setReviews(on: boolean) {
  const res = await t.gql<any>(
    'mutation S($on: Boolean!) { updateStoreSettings(input: { reviewsEnabled: $on }) { ok } }',
    { on },
    as(t.owner.token),
  );
  expect(res.data?.updateStoreSettings.ok).toBe(true);
}

type OrderOptions = {
  email?: string;
  status?: 'PENDING' | 'PAID' | 'FULFILLED' | 'CANCELLED' | 'REFUNDED' | 'FAILED';
  testMode?: boolean;
  siteUserId?: string | null;
  productIds?: string[];
  websiteId?: string;
};

/** An order with one line per product; answers its status token (the secret of its private link). */
async function order(o: OrderOptions = {}): Promise<string> {
  const n = 1000 + next();
  const websiteId = o.websiteId ?? 'site-demo';
  const token = `review-order-${n}-${Math.random().toString(36).slice(2)}`;
  await t.db.order.create({
    data: {
      websiteId,
      orderNumber: n,
      idempotencyKey: token,
      statusToken: token,
      email: o.email ?? `buyer-${n}@example.com`,
      status: o.status ?? 'PAID',
      testMode: o.testMode ?? true,
      siteUserId: o.siteUserId ?? null,
      currency: 'USD',
      subtotalCents: 100,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 100,
      lines: {
        create: (o.productIds ?? ['prod-canvas-tote']).map((itemId) => ({
          websiteId,
          itemId,
          sku: 'X',
          productName: 'X',
          productType: 1,
          quantity: 1,
          unitPriceCents: 100,
        })),
      },
    },
  });
  return token;
}

/** A visitor with cookies and a crumb (not signed in). */
async function visitor(host = 'localhost') {
  const b = browser(t, host);
  await b.get('/shop');
  return b;
}

/** A signed-in customer: the browser and the site user's id. */
async function customer(email = `customer-${next()}@example.com`) {
  const b = await visitor();
  const res = await b.gql(SIGN_UP, { input: { email, password: 'correct horse battery' } });
  expect(res.data?.signUp.userErrors).toEqual([]);
  return { b, id: res.data?.signUp.siteUser.id as string, email };
}

const review = (productId: string, more: Record<string, unknown> = {}) => ({
  productId,
  rating: 4,
  title: 'Sturdy',
  body: 'Carries everything.',
  authorName: 'Ann B.',
  ...more,
});

async function submit(b: Awaited<ReturnType<typeof visitor>>, input: Record<string, unknown>) {
  const res = await b.gql(SUBMIT, { input });
  expect(res.errors).toBeUndefined();
  return res.data?.submitProductReview as { review: Record<string, unknown> | null; userErrors: unknown[] };
}

/** A review sent by a guest with a new order link for the product, answered by its id. */
async function guestReview(productId: string, more: Record<string, unknown> = {}) {
  const token = await order({ productIds: [productId] });
  const sent = await submit(await visitor(), review(productId, { orderToken: token, ...more }));
  expect(sent.userErrors).toEqual([]);
  return { id: sent.review?.id as string, token };
}

const publicView = async (id: string, vars: Record<string, unknown> = {}) => (await t.gql<any>(PUBLIC, { id, ...vars })).data?.product;
const approve = async (id: string, token = t.owner.token) =>
  (await t.gql<any>(MODERATE('approveReview', id), {}, as(token))).data?.approveReview;
const auditOf = async (id: string) =>
  (
    await t.gql<any>(
      `{ auditEntries(first: 20, entityType: "ProductReview", entityId: "${id}") { edges { node { action actor beforeJson afterJson } } } }`,
      {},
      as(t.owner.token),
    )
  ).data?.auditEntries.edges.map((e: any) => e.node);

describe('the store setting', () => {
  it('a store takes no reviews until its owner turns them on: no summary, no reviews, sending refused', async () => {
    const b = await visitor();
    expect((await b.gql('{ website { storeSettings { reviewsEnabled } } }')).data?.website.storeSettings.reviewsEnabled).toBe(false);
    expect(await publicView('prod-canvas-tote')).toEqual({ reviewSummary: null, reviews: { edges: [], pageInfo: expect.any(Object) } });
    const token = await order();
    const sent = await submit(b, review('prod-canvas-tote', { orderToken: token }));
    expect(sent).toEqual({
      review: null,
      userErrors: [{ code: 'REVIEWS_DISABLED', message: REVIEWS_DISABLED_MESSAGE, field: 'input.productId' }],
    });
    expect((await b.gql(ELIGIBILITY, { p: 'prod-canvas-tote', o: token })).data?.reviewEligibility).toEqual({
      canReview: false,
      refusal: { code: 'REVIEWS_DISABLED', message: REVIEWS_DISABLED_MESSAGE, field: 'productId' },
      review: null,
    });
    expect(await t.db.productReview.count()).toBe(0);
  });

  it('turning reviews on and off is recorded in the audit trail: who, what, before and after', async () => {
    await setReviews(true);
    expect((await t.gql<any>('{ website { storeSettings { reviewsEnabled } } }')).data?.website.storeSettings.reviewsEnabled).toBe(true);
    await setReviews(false);
    const entries = (
      await t.gql<any>(
        '{ auditEntries(first: 5, entityType: "Website", entityId: "site-demo") { edges { node { action actor beforeJson afterJson } } } }',
        {},
        as(t.owner.token),
      )
    ).data?.auditEntries.edges.map((e: any) => e.node);
    expect(entries).toEqual([
      { action: 'settings.update', actor: t.owner.email, beforeJson: '{"reviewsEnabled":true}', afterJson: '{"reviewsEnabled":false}' },
      { action: 'settings.update', actor: t.owner.email, beforeJson: '{"reviewsEnabled":false}', afterJson: '{"reviewsEnabled":true}' },
    ]);
  });

  it('approved reviews disappear from the product while reviews are off, and come back when they are on again', async () => {
    await setReviews(true);
    const { id } = await guestReview('prod-wool-beanie');
    await approve(id);
    expect((await publicView('prod-wool-beanie')).reviewSummary).toEqual({ average: 4, count: 1 });
    await setReviews(false);
    expect(await publicView('prod-wool-beanie')).toMatchObject({ reviewSummary: null, reviews: { edges: [] } });
    await setReviews(true);
    expect((await publicView('prod-wool-beanie')).reviews.edges.map((e: any) => e.node.id)).toEqual([id]);
  });
});

describe('who may review: proof of purchase', () => {
  beforeAll(() => setReviews(true));

  it('a signed-in customer whose paid order holds the product may review; the review waits for approval', async () => {
    const { b, id, email } = await customer();
    await order({ siteUserId: id, email: 'other-address@example.com', productIds: ['prod-classic-tee'] });
    expect((await b.gql(ELIGIBILITY, { p: 'prod-classic-tee' })).data?.reviewEligibility).toEqual({
      canReview: true,
      refusal: null,
      review: null,
    });
    const sent = await submit(b, review('prod-classic-tee', { rating: 5 }));
    expect(sent).toEqual({
      review: {
        id: expect.any(String),
        rating: 5,
        title: 'Sturdy',
        body: 'Carries everything.',
        authorName: 'Ann B.',
        email,
        status: 'PENDING',
      },
      userErrors: [],
    });
    const row = await t.db.productReview.findUniqueOrThrow({ where: { id: sent.review?.id as string } });
    expect(row).toMatchObject({ websiteId: 'site-demo', siteUserId: id, status: 'PENDING' });
    expect(row.orderId).not.toBeNull();
    expect(await publicView('prod-classic-tee')).toMatchObject({ reviewSummary: { average: null, count: 0 }, reviews: { edges: [] } });
  });

  it('a real purchase through checkout, signed in, lets the customer review what they bought', async () => {
    const { b, email } = await customer();
    const added = await b.gql(
      'mutation { addToCart(input: { itemId: "prod-digital-lookbook" }) { cart { cartToken } userErrors { message } } }',
    );
    expect(added.data?.addToCart.userErrors).toEqual([]);
    const placed = await b.gql(
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { order { status } userErrors { message } } }',
      {
        input: {
          idempotencyKey: `review-${next()}`,
          cartToken: added.data?.addToCart.cart.cartToken,
          email,
          name: 'Ada Lovelace',
          card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
        },
      },
    );
    expect(placed.data?.placeOrder).toEqual({ order: { status: 'PAID' }, userErrors: [] });
    expect((await b.gql(ELIGIBILITY, { p: 'prod-digital-lookbook' })).data?.reviewEligibility.canReview).toBe(true);
    expect((await submit(b, review('prod-digital-lookbook'))).userErrors).toEqual([]);
  });

  it("a guest proves the purchase with the order's private status token; the review is kept under the order's email", async () => {
    const token = await order({ email: 'Guest.Buyer@Example.com', productIds: ['prod-canvas-tote'] });
    const b = await visitor();
    expect((await b.gql(ELIGIBILITY, { p: 'prod-canvas-tote', o: token })).data?.reviewEligibility.canReview).toBe(true);
    const sent = await submit(b, review('prod-canvas-tote', { orderToken: token }));
    expect(sent.review).toMatchObject({ email: 'guest.buyer@example.com', status: 'PENDING' });
    const row = await t.db.productReview.findUniqueOrThrow({ where: { id: sent.review?.id as string } });
    const orderRow = await t.db.order.findUniqueOrThrow({ where: { statusToken: token } });
    expect(row).toMatchObject({ orderId: orderRow.id, siteUserId: null });
  });

  it('a shopper who is neither signed in nor holding an order link is asked for one', async () => {
    const b = await visitor();
    expect(await submit(b, review('prod-canvas-tote'))).toEqual({
      review: null,
      userErrors: [{ code: 'NOT_VERIFIED_BUYER', message: REVIEW_PROOF_NEEDED_MESSAGE, field: 'input.productId' }],
    });
    expect((await b.gql(ELIGIBILITY, { p: 'prod-canvas-tote' })).data?.reviewEligibility).toEqual({
      canReview: false,
      refusal: { code: 'NOT_VERIFIED_BUYER', message: REVIEW_PROOF_NEEDED_MESSAGE, field: 'productId' },
      review: null,
    });
  });

  it('an unknown order token is no proof', async () => {
    const sent = await submit(await visitor(), review('prod-canvas-tote', { orderToken: 'guessed-token' }));
    expect(sent.userErrors).toEqual([{ code: 'NOT_VERIFIED_BUYER', message: REVIEW_PROOF_NEEDED_MESSAGE, field: 'input.orderToken' }]);
  });

  it('an order number and email are not proof: the input has no place for them', async () => {
    const res = await (await visitor()).gql(SUBMIT, {
      input: { ...review('prod-canvas-tote'), orderNumber: 1001, email: 'a@example.com' },
    });
    expect(res.errors?.[0].message).toMatch(/orderNumber/);
  });

  it("a signed-in customer whose orders do not hold the product is refused, and other customers' orders do not count", async () => {
    const { b } = await customer();
    const someoneElse = await customer();
    await order({ siteUserId: someoneElse.id, productIds: ['prod-engraved-mug'] });
    const sent = await submit(b, review('prod-engraved-mug'));
    expect(sent.userErrors).toEqual([{ code: 'NOT_VERIFIED_BUYER', message: NOT_A_BUYER_MESSAGE, field: 'input.productId' }]);
  });

  it('an order link proves only the products that order holds', async () => {
    const token = await order({ productIds: ['prod-classic-tee'] });
    const sent = await submit(await visitor(), review('prod-engraved-mug', { orderToken: token }));
    expect(sent.userErrors).toEqual([{ code: 'NOT_VERIFIED_BUYER', message: NOT_A_BUYER_MESSAGE, field: 'input.orderToken' }]);
  });

  it('only paid and fulfilled orders prove a purchase: pending, failed, cancelled and refunded ones do not', async () => {
    for (const status of ['PENDING', 'FAILED', 'CANCELLED', 'REFUNDED'] as const) {
      const token = await order({ status, productIds: ['prod-styling-session'] });
      const sent = await submit(await visitor(), review('prod-styling-session', { orderToken: token }));
      expect({ status, errors: sent.userErrors }).toEqual({
        status,
        errors: [{ code: 'NOT_VERIFIED_BUYER', message: NOT_A_BUYER_MESSAGE, field: 'input.orderToken' }],
      });
    }
    const fulfilled = await order({ status: 'FULFILLED', productIds: ['prod-styling-session'] });
    expect((await submit(await visitor(), review('prod-styling-session', { orderToken: fulfilled }))).userErrors).toEqual([]);
  });

  it('a product visitors cannot see (a draft, an archived one, an unknown id) cannot be reviewed', async () => {
    const token = await order({ productIds: ['prod-gift-card'] });
    await t.db.item.update({ where: { id: 'prod-gift-card' }, data: { status: 'DRAFT' } });
    try {
      for (const productId of ['prod-gift-card', 'no-such-product']) {
        const sent = await submit(await visitor(), review(productId, { orderToken: token }));
        expect(sent.userErrors).toEqual([{ code: 'NOT_FOUND', message: NO_SUCH_PRODUCT_MESSAGE, field: 'input.productId' }]);
      }
    } finally {
      await t.db.item.update({ where: { id: 'prod-gift-card' }, data: { status: 'PUBLISHED' } });
    }
    await t.db.product.update({ where: { id: 'prod-gift-card' }, data: { archivedAt: new Date() } });
    try {
      const sent = await submit(await visitor(), review('prod-gift-card', { orderToken: token }));
      expect(sent.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await t.db.product.update({ where: { id: 'prod-gift-card' }, data: { archivedAt: null } });
    }
  });
});

describe("review links on the order's status page", () => {
  beforeAll(() => setReviews(true));
  const LINKS = 'query L($t: String!) { orderStatus(token: $t) { reviewLinks { productId productName url } } }';
  const linksOf = async (token: string) => (await t.gql<any>(LINKS, { t: token })).data?.orderStatus.reviewLinks;

  it("a paid or fulfilled order links each of its products on the storefront to its review form, with the order's token", async () => {
    const token = await order({ productIds: ['prod-canvas-tote', 'prod-wool-beanie', 'prod-canvas-tote'] });
    const query = new URLSearchParams({ order: token });
    expect(await linksOf(token)).toEqual([
      { productId: 'prod-canvas-tote', productName: 'Canvas Tote', url: `/shop/canvas-tote?${query}#reviews` },
      { productId: 'prod-wool-beanie', productName: 'Wool Beanie', url: `/shop/wool-beanie?${query}#reviews` },
    ]);
    const fulfilled = await order({ status: 'FULFILLED', productIds: ['prod-wool-beanie'] });
    expect(await linksOf(fulfilled)).toHaveLength(1);
  });

  it('an order that proves no purchase, or a store without reviews, has no links', async () => {
    for (const status of ['PENDING', 'CANCELLED', 'REFUNDED', 'FAILED'] as const)
      expect({ status, links: await linksOf(await order({ status })) }).toEqual({ status, links: [] });
    const paid = await order();
    await setReviews(false);
    try {
      expect(await linksOf(paid)).toEqual([]);
    } finally {
      await setReviews(true);
    }
  });

  it('a product no longer on the storefront has no link', async () => {
    const token = await order({ productIds: ['prod-gift-card', 'prod-canvas-tote'] });
    await t.db.product.update({ where: { id: 'prod-gift-card' }, data: { archivedAt: new Date() } });
    t.catalogChanged();
    try {
      expect((await linksOf(token)).map((l: any) => l.productId)).toEqual(['prod-canvas-tote']);
    } finally {
      await t.db.product.update({ where: { id: 'prod-gift-card' }, data: { archivedAt: null } });
      t.catalogChanged();
    }
  });
});

describe('one review per email and product', () => {
  beforeAll(() => setReviews(true));

  it('sending again replaces the review; an approved one goes back to moderation and leaves the storefront', async () => {
    const token = await order({ productIds: ['prod-coffee-subscription'] });
    const b = await visitor();
    const first = await submit(b, review('prod-coffee-subscription', { orderToken: token, rating: 5 }));
    await approve(first.review?.id as string);
    expect((await publicView('prod-coffee-subscription')).reviewSummary).toEqual({ average: 5, count: 1 });
    const again = await submit(b, review('prod-coffee-subscription', { orderToken: token, rating: 2, body: 'Changed my mind.' }));
    expect(again.review).toMatchObject({ id: first.review?.id, rating: 2, body: 'Changed my mind.', status: 'PENDING' });
    expect(await t.db.productReview.count({ where: { productId: 'prod-coffee-subscription' } })).toBe(1);
    expect(await publicView('prod-coffee-subscription')).toMatchObject({
      reviewSummary: { average: null, count: 0 },
      reviews: { edges: [] },
    });
    expect((await b.gql(ELIGIBILITY, { p: 'prod-coffee-subscription', o: token })).data?.reviewEligibility).toMatchObject({
      canReview: true,
      review: { status: 'PENDING', rating: 2 },
    });
  });

  it('the same email signed in and by order link is one review', async () => {
    const { b, id, email } = await customer();
    const token = await order({ email, siteUserId: id, productIds: ['prod-engraved-mug'] });
    const byAccount = await submit(b, review('prod-engraved-mug'));
    const byLink = await submit(await visitor(), review('prod-engraved-mug', { orderToken: token, rating: 1 }));
    expect(byLink.review?.id).toBe(byAccount.review?.id);
    expect(await t.db.productReview.count({ where: { productId: 'prod-engraved-mug', email } })).toBe(1);
  });

  it('a review the store has hidden cannot be sent again', async () => {
    const { id, token } = await guestReview('prod-canvas-tote');
    await t.gql(MODERATE('hideReview', id), {}, as(t.owner.token));
    const b = await visitor();
    const sent = await submit(b, review('prod-canvas-tote', { orderToken: token, body: 'Let me back in.' }));
    expect(sent.userErrors).toEqual([{ code: 'INVALID_STATE', message: REVIEW_HIDDEN_MESSAGE, field: 'input.orderToken' }]);
    expect((await t.db.productReview.findUniqueOrThrow({ where: { id } })).body).toBe('Carries everything.');
    expect((await b.gql(ELIGIBILITY, { p: 'prod-canvas-tote', o: token })).data?.reviewEligibility).toMatchObject({
      canReview: false,
      review: { status: 'HIDDEN' },
    });
  });

  it('after the owner deletes a review, its shopper may review the product again', async () => {
    const { id, token } = await guestReview('prod-canvas-tote');
    expect((await t.gql<any>(DELETE(id), {}, as(t.owner.token))).data?.deleteReview).toEqual({ deletedId: id, userErrors: [] });
    const again = await submit(await visitor(), review('prod-canvas-tote', { orderToken: token }));
    expect(again.review).toMatchObject({ status: 'PENDING' });
    expect(again.review?.id).not.toBe(id);
  });
});

describe('what a review holds', () => {
  beforeAll(() => setReviews(true));

  it('the rating is 1 to 5 stars; anything else is refused and nothing is written', async () => {
    const token = await order({ productIds: ['prod-classic-tee'] });
    const before = await t.db.productReview.count();
    for (const rating of [0, 6, -3]) {
      const sent = await submit(await visitor(), review('prod-classic-tee', { orderToken: token, rating }));
      expect(sent.userErrors).toEqual([{ code: 'INVALID_INPUT', message: RATING_INVALID_MESSAGE, field: 'input.rating' }]);
    }
    expect(await t.db.productReview.count()).toBe(before);
  });

  it(`the text and the name to show are required; a title is at most ${MAX_REVIEW_TITLE_LENGTH} and a text at most ${MAX_REVIEW_BODY_LENGTH} characters`, async () => {
    const token = await order({ productIds: ['prod-classic-tee'] });
    const blank = await submit(await visitor(), review('prod-classic-tee', { orderToken: token, body: '   ', authorName: '' }));
    expect(blank.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Write a few words about the product.', field: 'input.body' },
      { code: 'INVALID_INPUT', message: AUTHOR_NAME_BLANK_MESSAGE, field: 'input.authorName' },
    ]);
    const long = await submit(
      await visitor(),
      review('prod-classic-tee', {
        orderToken: token,
        title: 't'.repeat(MAX_REVIEW_TITLE_LENGTH + 1),
        body: 'b'.repeat(MAX_REVIEW_BODY_LENGTH + 1),
      }),
    );
    expect(long.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'A title can be at most 150 characters.', field: 'input.title' },
      { code: 'INVALID_INPUT', message: 'A review can be at most 5,000 characters.', field: 'input.body' },
    ]);
    const atLimit = await submit(
      await visitor(),
      review('prod-classic-tee', {
        orderToken: token,
        title: 't'.repeat(MAX_REVIEW_TITLE_LENGTH),
        body: 'b'.repeat(MAX_REVIEW_BODY_LENGTH),
      }),
    );
    expect(atLimit.userErrors).toEqual([]);
  });

  it('texts are kept without surrounding spaces, and the title may be left out', async () => {
    const token = await order({ productIds: ['prod-wool-beanie'] });
    const sent = await submit(
      await visitor(),
      review('prod-wool-beanie', { orderToken: token, title: null, body: '  Warm.\n', authorName: ' Kim ' }),
    );
    expect(sent.review).toMatchObject({ title: '', body: 'Warm.', authorName: 'Kim' });
  });
});

describe('what visitors see', () => {
  beforeAll(() => setReviews(true));

  /** Reviews written straight into the database for a product, a minute apart (the last one newest). */
  async function seedReviews(productId: string, rows: { rating: number; status: 'PENDING' | 'APPROVED' | 'HIDDEN' }[]) {
    const start = Date.now() - rows.length * 60_000;
    await t.db.productReview.createMany({
      data: rows.map((r, i) => ({
        websiteId: 'site-demo',
        productId,
        email: `seeded-${next()}@example.com`,
        authorName: `Shopper ${i}`,
        rating: r.rating,
        body: `Review ${i}`,
        status: r.status,
        createdAt: new Date(start + i * 60_000),
      })),
    });
    t.catalogChanged();
  }

  it('only approved reviews, newest first; the average (one decimal) and count come from approved ones only', async () => {
    await seedReviews('prod-engraved-mug', [
      { rating: 5, status: 'APPROVED' },
      { rating: 4, status: 'APPROVED' },
      { rating: 4, status: 'APPROVED' },
      { rating: 1, status: 'PENDING' },
      { rating: 1, status: 'HIDDEN' },
    ]);
    const view = await publicView('prod-engraved-mug');
    expect(view.reviewSummary).toEqual({ average: 4.3, count: 3 });
    expect(view.reviews.edges.map((e: any) => e.node.body)).toEqual(['Review 2', 'Review 1', 'Review 0']);
  });

  it('reviews come in pages: 10 unless asked, at most 50, continuing after a cursor without repeats', async () => {
    await seedReviews(
      'prod-styling-session',
      Array.from({ length: 60 }, () => ({ rating: 3, status: 'APPROVED' as const })),
    );
    const first = await publicView('prod-styling-session');
    expect(first.reviews.edges).toHaveLength(10);
    const big = await publicView('prod-styling-session', { first: 500 });
    expect(big.reviews.edges).toHaveLength(50);
    expect(big.reviews.pageInfo.hasNextPage).toBe(true);
    const rest = await publicView('prod-styling-session', { first: 50, after: big.reviews.pageInfo.endCursor });
    const ids = [...big.reviews.edges, ...rest.reviews.edges].map((e: any) => e.node.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(60);
    expect(rest.reviews.pageInfo.hasNextPage).toBe(false);
  });

  it("a visitor cannot read a reviewer's email or order", async () => {
    const res = await t.gql('{ product(id: "prod-engraved-mug") { reviews { edges { node { email } } } } }');
    expect(res.errors?.[0].message).toMatch(/Cannot query field "email"/);
  });

  it('an approval reaches the cached public answer at once', async () => {
    const { id } = await guestReview('prod-digital-lookbook', { rating: 1 });
    const before = await publicView('prod-digital-lookbook');
    expect(
      (
        await t.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: PUBLIC, variables: { id: 'prod-digital-lookbook' } }),
        })
      ).headers.get('x-cache'),
    ).toBe('hit');
    await approve(id);
    const after = await publicView('prod-digital-lookbook');
    expect(after.reviewSummary.count).toBe(before.reviewSummary.count + 1);
    expect(after.reviews.edges[0].node.id).toBe(id);
  });
});

describe('moderation', () => {
  beforeAll(() => setReviews(true));

  it('approving and hiding change what visitors see, each recorded with who, before and after', async () => {
    const { id } = await guestReview('prod-wool-beanie', { rating: 2 });
    expect(await approve(id)).toEqual({ review: { id, status: 'APPROVED' }, userErrors: [] });
    expect((await publicView('prod-wool-beanie')).reviews.edges.map((e: any) => e.node.id)).toContain(id);
    const hidden = await t.gql<any>(MODERATE('hideReview', id), {}, as(t.owner.token));
    expect(hidden.data?.hideReview).toEqual({ review: { id, status: 'HIDDEN' }, userErrors: [] });
    expect((await publicView('prod-wool-beanie')).reviews.edges.map((e: any) => e.node.id)).not.toContain(id);
    const entries = await auditOf(id);
    expect(entries.map((e: any) => e.action)).toEqual(['review.hide', 'review.approve']);
    expect(entries[0].actor).toBe(t.owner.email);
    expect(JSON.parse(entries[0].beforeJson)).toMatchObject({ status: 'APPROVED', rating: 2 });
    expect(JSON.parse(entries[0].afterJson)).toMatchObject({ status: 'HIDDEN', rating: 2 });
  });

  it('approving an approved review changes nothing and records nothing', async () => {
    const { id } = await guestReview('prod-wool-beanie');
    await approve(id);
    expect(await approve(id)).toEqual({ review: { id, status: 'APPROVED' }, userErrors: [] });
    expect((await auditOf(id)).map((e: any) => e.action)).toEqual(['review.approve']);
  });

  it('deleting removes the review for good, recorded with what it said', async () => {
    const { id } = await guestReview('prod-wool-beanie', { body: 'Remember me.' });
    expect((await t.gql<any>(DELETE(id), {}, as(t.owner.token))).data?.deleteReview).toEqual({ deletedId: id, userErrors: [] });
    expect(await t.db.productReview.findUnique({ where: { id } })).toBeNull();
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'review.delete', afterJson: null });
    expect(JSON.parse(entry.beforeJson)).toMatchObject({ body: 'Remember me.', status: 'PENDING' });
  });

  it('an unknown review is not found', async () => {
    for (const mutation of [MODERATE('approveReview', 'nope'), MODERATE('hideReview', 'nope'), DELETE('nope')]) {
      const res = await t.gql<any>(mutation, {}, as(t.owner.token));
      expect(Object.values(res.data ?? {})[0]).toMatchObject({
        userErrors: [{ code: 'NOT_FOUND', message: NO_SUCH_REVIEW_MESSAGE, field: 'id' }],
      });
    }
  });

  it('the moderation list is newest first, filtered by status and product, with emails, at most 100 a page', async () => {
    const a = await guestReview('prod-classic-tee');
    const b = await guestReview('prod-classic-tee');
    await approve(b.id);
    const list = async (args: string) =>
      (
        await t.gql<any>(
          `{ productReviews(${args}) { edges { node { id status email productId product { id } } } } }`,
          {},
          as(t.owner.token),
        )
      ).data?.productReviews.edges.map((e: any) => e.node);
    const pending = await list('first: 100, status: PENDING, productId: "prod-classic-tee"');
    expect(pending.map((r: any) => r.id)).toContain(a.id);
    expect(pending.map((r: any) => r.id)).not.toContain(b.id);
    expect(
      pending.every((r: any) => r.status === 'PENDING' && r.productId === 'prod-classic-tee' && r.email.endsWith('@example.com')),
    ).toBe(true);
    const all = await list('first: 1000, productId: "prod-classic-tee"');
    expect(all.slice(0, 2).map((r: any) => r.id)).toEqual([b.id, a.id]);
    expect((await list('first: 1000')).length).toBeLessThanOrEqual(100);
  });
});

describe('who moderates', () => {
  beforeAll(() => setReviews(true));

  it('viewers and editors are refused moderation; anonymous callers are asked to log in', async () => {
    const { id } = await guestReview('prod-canvas-tote');
    for (const role of [RoleCode.VIEWER, RoleCode.EDITOR]) {
      const token = await t.ownerToken(role);
      for (const mutation of [MODERATE('approveReview', id), MODERATE('hideReview', id), DELETE(id)]) {
        const res = await t.gql(mutation, {}, as(token));
        expect({ role, error: res.errors?.[0] }).toMatchObject({
          role,
          error: { message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } },
        });
      }
    }
    const anonymous = await (await visitor()).gql(MODERATE('approveReview', id));
    expect(anonymous.errors?.[0].message).toBe(NOT_AUTHENTICATED_MESSAGE);
    expect((await t.db.productReview.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
  });

  for (const [role, code] of [
    ['store manager', RoleCode.STORE_MANAGER],
    ['moderator', RoleCode.MODERATOR],
    ['website manager', RoleCode.WEBSITE_MANAGER],
    ['admin', RoleCode.ADMIN],
  ] as const) {
    it(`a ${role} may approve, hide and delete reviews`, async () => {
      const token = await t.ownerToken(code);
      const { id } = await guestReview('prod-canvas-tote');
      expect((await approve(id, token))?.review).toEqual({ id, status: 'APPROVED' });
      expect((await t.gql<any>(MODERATE('hideReview', id), {}, as(token))).data?.hideReview.review).toEqual({ id, status: 'HIDDEN' });
      expect((await t.gql<any>(DELETE(id), {}, as(token))).data?.deleteReview.deletedId).toBe(id);
    });
  }

  it('owners who read the store (viewers too) read the moderation list; anonymous callers cannot', async () => {
    const viewer = await t.ownerToken(RoleCode.VIEWER);
    expect((await t.gql('{ productReviews(first: 1) { edges { node { id } } } }', {}, as(viewer))).errors).toBeUndefined();
    const anonymous = await t.gql('{ productReviews(first: 1) { edges { node { id } } } }');
    expect(anonymous.errors?.[0].message).toBe(NOT_AUTHENTICATED_MESSAGE);
  });
});

describe('tenancy', () => {
  beforeAll(() => setReviews(true));

  it("another website's reviews cannot be approved, hidden, deleted or listed from here", async () => {
    const { id } = await guestReview('prod-canvas-tote');
    const tokyo = await t.ownerToken(RoleCode.ADMIN, 'site-tokyo');
    for (const mutation of [MODERATE('approveReview', id), MODERATE('hideReview', id), DELETE(id)]) {
      const res = await t.gql<any>(mutation, {}, as(tokyo, 'jp.localhost'));
      expect(Object.values(res.data ?? {})[0]).toMatchObject({
        userErrors: [{ code: 'NOT_FOUND', message: NO_SUCH_REVIEW_MESSAGE, field: 'id' }],
      });
    }
    const listed = await t.gql<any>(
      '{ all: productReviews(first: 100) { edges { node { id } } } byProduct: productReviews(first: 100, productId: "prod-canvas-tote") { edges { node { id } } } }',
      {},
      as(tokyo, 'jp.localhost'),
    );
    expect(listed.data?.all.edges.map((e: any) => e.node.id)).not.toContain(id);
    expect(listed.data?.byProduct.edges).toEqual([]);
    expect((await t.db.productReview.findUniqueOrThrow({ where: { id } })).status).toBe('PENDING');
  });

  it("an order of another website proves nothing here, and another website's product cannot be reviewed from here", async () => {
    const tokyoOrder = await order({ websiteId: 'site-tokyo', productIds: ['prod-matcha-set'] });
    const demoOrder = await order({ productIds: ['prod-canvas-tote'] });
    const here = await submit(await visitor(), review('prod-canvas-tote', { orderToken: tokyoOrder }));
    expect(here.userErrors).toEqual([{ code: 'NOT_VERIFIED_BUYER', message: REVIEW_PROOF_NEEDED_MESSAGE, field: 'input.orderToken' }]);
    const foreignProduct = await submit(await visitor(), review('prod-matcha-set', { orderToken: demoOrder }));
    expect(foreignProduct.userErrors).toEqual([{ code: 'NOT_FOUND', message: NO_SUCH_PRODUCT_MESSAGE, field: 'input.productId' }]);
  });
});

describe('a live store and the rate limit', () => {
  let live: TestApp;
  beforeAll(async () => {
    // A store taking real payments: its provider is not in test mode.
    const payments = new TestCardProvider();
    Object.defineProperty(payments, 'testMode', { value: false });
    live = await startTestApp({ payments });
    await live.db.website.update({ where: { id: 'site-demo' }, data: { reviewsEnabled: true } });
    live.catalogChanged();
  });
  afterAll(() => live.close());

  async function liveOrder(testMode: boolean) {
    const token = `live-${next()}`;
    await live.db.order.create({
      data: {
        websiteId: 'site-demo',
        orderNumber: 5000 + next(),
        idempotencyKey: token,
        statusToken: token,
        email: `${token}@example.com`,
        status: 'PAID',
        testMode,
        currency: 'USD',
        subtotalCents: 100,
        taxCents: 0,
        shippingCostCents: 0,
        discountCents: 0,
        grandTotalCents: 100,
        lines: {
          create: {
            websiteId: 'site-demo',
            itemId: 'prod-canvas-tote',
            sku: 'X',
            productName: 'X',
            productType: 1,
            quantity: 1,
            unitPriceCents: 100,
          },
        },
      },
    });
    return token;
  }

  it('a test-mode order proves nothing while the store takes live payments; a live order does', async () => {
    const b = browser(live);
    await b.get('/shop');
    const test = await b.gql(SUBMIT, { input: review('prod-canvas-tote', { orderToken: await liveOrder(true) }) });
    expect(test.data?.submitProductReview.userErrors).toEqual([
      { code: 'NOT_VERIFIED_BUYER', message: NOT_A_BUYER_MESSAGE, field: 'input.orderToken' },
    ]);
    const real = await b.gql(SUBMIT, { input: review('prod-canvas-tote', { orderToken: await liveOrder(false) }) });
    expect(real.data?.submitProductReview.userErrors).toEqual([]);
  });

  it('one visitor sends at most 10 reviews an hour; the 11th is refused with RATE_LIMITED (HTTP 429), refusals counting too', async () => {
    const b = browser(live);
    await b.get('/shop');
    for (let i = 0; i < 10; i++) {
      const res = await b.gql(SUBMIT, { input: review('prod-canvas-tote') });
      expect(res.data?.submitProductReview.userErrors[0].code).toBe('NOT_VERIFIED_BUYER');
    }
    const res = await b.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
      body: JSON.stringify({ query: SUBMIT, variables: { input: review('prod-canvas-tote') } }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // The message says the wait Retry-After says (an hour's limit: minutes, not 'a few seconds').
    const message = rateLimitedMessage(Number(res.headers.get('retry-after')));
    expect(((await res.json()) as any).errors[0]).toMatchObject({ message, extensions: { code: 'RATE_LIMITED' } });
  });
});
