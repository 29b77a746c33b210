// Product reviews, the shopper's side: who may review (domain/reviews.ts), sending a review, and what visitors read.
// A shopper proves the purchase in one of two ways: signed in as the customer whose paid or fulfilled order holds the
// product, or with that order's private status link (the secret token in the order email). An order number and an
// email address are not enough: order numbers count up and emails are no secret. One review per email and product:
// sending again replaces the text and rating and sends the review back to moderation; a review the store has hidden
// stays hidden. New reviews wait (PENDING) until an owner approves them; visitors see APPROVED ones only, and the
// product's average and count come from those.

import { z } from 'zod';
import { normalizeEmail } from '../../domain/email.ts';
import { NO_SUCH_PRODUCT_MESSAGE } from '../../domain/messages.ts';
import {
  averageRating,
  type CleanReview,
  cleanReview,
  orderProvesPurchase,
  PUBLIC_REVIEW_STATUS,
  PURCHASE_STATUSES,
  REVIEW_PROOF_NEEDED_MESSAGE,
  reviewProblems,
  reviewRefusal,
} from '../../domain/reviews.ts';
import type { Prisma } from '../db/client.ts';
import type { ProductReview } from '../db/generated/postgresql/client.ts';
import { liveNow } from './catalog-memo.ts';
import type { RequestContext, ServiceContext } from './context.ts';
import { liveProductWhere } from './live-rows.ts';
import { uniqueViolation } from './products/product-record.ts';
import { fail, Refused, type Result, type UserError } from './user-errors.ts';
import { invalidInput, parseWith } from './validation.ts';

type Query<T> = Omit<T, 'where'>;
export const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Who is reviewing: the email the review is kept under, and the order or account that proved the purchase. */
type Reviewer = { email: string; siteUserId: string | null; orderId: string | null };
type Standing =
  | { ok: true; reviewer: Reviewer; existing: ProductReview | null }
  | { ok: false; refusal: UserError; existing: ProductReview | null };

const recordId = z.string().min(1).max(200);
const orderToken = z.string().trim().min(1).max(200).nullish();
const ReviewInput = z.strictObject({
  productId: recordId,
  rating: z.number(),
  title: z.string().nullish(),
  body: z.string(),
  authorName: z.string(),
  orderToken,
});
const EligibilityInput = z.strictObject({ productId: recordId, orderToken });

/** The order that proves this shopper bought the product: the one its status token opens, or the signed-in
 * customer's newest paid or fulfilled order holding it. */
async function findReviewer(
  ctx: RequestContext,
  productId: string,
  token: string | null | undefined,
): Promise<{ reviewer: Reviewer | null; boughtIt: boolean }> {
  const select = {
    id: true,
    status: true,
    testMode: true,
    email: true,
    siteUserId: true,
    lines: { where: { itemId: productId }, select: { itemId: true }, take: 1 },
  } as const;
  const proves = (order: { status: string; testMode: boolean; lines: { itemId: string }[] }) =>
    orderProvesPurchase({ ...order, productIds: order.lines.map((l) => l.itemId) }, productId, ctx.payments.testMode);
  if (token) {
    const order = await ctx.db.order.findFirst({ where: { statusToken: token, websiteId: ctx.website.id }, select });
    if (!order) return { reviewer: null, boughtIt: false };
    return { reviewer: { email: normalizeEmail(order.email), siteUserId: order.siteUserId, orderId: order.id }, boughtIt: proves(order) };
  }
  if (!ctx.siteUser) return { reviewer: null, boughtIt: false };
  const order = await ctx.db.order.findFirst({
    where: {
      websiteId: ctx.website.id,
      siteUserId: ctx.siteUser.id,
      status: { in: [...PURCHASE_STATUSES] },
      ...(ctx.payments.testMode ? {} : { testMode: false }),
      lines: { some: { itemId: productId } },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select,
  });
  return {
    reviewer: { email: normalizeEmail(ctx.siteUser.email), siteUserId: ctx.siteUser.id, orderId: order?.id ?? null },
    boughtIt: order !== null && proves(order),
  };
}

/** Whether this shopper may review the product, with their review of it so far (shown only to a proven buyer).
 * Refusals name the field as `at` + the argument (e.g. 'input.orderToken'). */
async function standingFor(ctx: RequestContext, productId: string, token: string | null | undefined, at = ''): Promise<Standing> {
  const refused = (refusal: { code: UserError['code']; message: string }, field: string, existing: ProductReview | null = null) =>
    ({ ok: false, refusal: { ...refusal, field: `${at}${field}` }, existing }) as const;
  const disabled = reviewRefusal({ reviewsEnabled: ctx.website.reviewsEnabled, hasProof: true, boughtIt: true, existingStatus: null });
  if (disabled) return refused(disabled, 'productId');
  const product = await ctx.db.product.findFirst({
    where: { id: productId, websiteId: ctx.website.id, ...liveProductWhere() },
    select: { id: true },
  });
  if (!product) return refused({ code: 'NOT_FOUND', message: NO_SUCH_PRODUCT_MESSAGE }, 'productId');
  const { reviewer, boughtIt } = await findReviewer(ctx, productId, token);
  const existing =
    reviewer && boughtIt
      ? await ctx.db.productReview.findUnique({ where: { productId_email: { productId, email: reviewer.email } } })
      : null;
  const refusal = reviewRefusal({ reviewsEnabled: true, hasProof: reviewer !== null, boughtIt, existingStatus: existing?.status ?? null });
  const field = token ? 'orderToken' : 'productId';
  if (refusal) return refused(refusal, field, existing);
  // reviewRefusal has refused a shopper without proof already; this narrows the type.
  if (!reviewer) return refused({ code: 'NOT_VERIFIED_BUYER', message: REVIEW_PROOF_NEEDED_MESSAGE }, field);
  return { ok: true, reviewer, existing };
}

export type Eligibility = { canReview: boolean; refusal: UserError | null; review: ProductReview | null };

/** Whether the shopper (signed in, or holding an order's status token) may review the product, with their review so
 * far: what the storefront needs to offer the form. */
export async function reviewEligibility(ctx: RequestContext, raw: unknown): Promise<Eligibility> {
  const parsed = parseWith(EligibilityInput, raw);
  if (!parsed.ok) return { canReview: false, refusal: invalidInput(parsed.issues).userErrors[0], review: null };
  const standing = await standingFor(ctx, parsed.data.productId, parsed.data.orderToken);
  return standing.ok
    ? { canReview: true, refusal: null, review: standing.existing }
    : { canReview: false, refusal: standing.refusal, review: standing.existing };
}

/** Sends a review (or replaces the shopper's review of the product); it waits for an owner's approval. */
export async function submitProductReview(ctx: RequestContext, raw: unknown): Promise<Result<{ review: ProductReview }>> {
  await ctx.limits.consume('reviews', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const parsed = parseWith(ReviewInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const input = parsed.data;
  const standing = await standingFor(ctx, input.productId, input.orderToken, 'input.');
  if (!standing.ok) return { ok: false, userErrors: [standing.refusal] };
  const problems = reviewProblems(input);
  if (problems.length > 0)
    return { ok: false, userErrors: problems.map((p) => ({ code: 'INVALID_INPUT', message: p.message, field: `input.${p.field}` })) };
  const save = () => saveReview(ctx, input.productId, standing.reviewer, cleanReview(input));
  try {
    // Two first reviews sent at once: the loser of the unique (product, email) race replaces the winner's.
    return await save().catch((err) => (uniqueViolation(err) ? save() : Promise.reject(err)));
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
}

/** Creates or replaces the shopper's review in one transaction. An approved review sent again goes back to
 * moderation and leaves the storefront, so the public caches hear of it. */
async function saveReview(
  ctx: RequestContext,
  productId: string,
  reviewer: Reviewer,
  review: CleanReview,
): Promise<Result<{ review: ProductReview }>> {
  const { saved, wasPublic } = await ctx.db.$transaction(async (tx) => {
    const existing = await tx.productReview.findUnique({ where: { productId_email: { productId, email: reviewer.email } } });
    const hidden = reviewRefusal({ reviewsEnabled: true, hasProof: true, boughtIt: true, existingStatus: existing?.status ?? null });
    if (hidden) throw new Refused(fail(hidden.code, hidden.message, 'input.productId'));
    const data = { ...review, orderId: reviewer.orderId, siteUserId: reviewer.siteUserId, status: 'PENDING' as const };
    const saved = existing
      ? await tx.productReview.update({ where: { id: existing.id }, data })
      : await tx.productReview.create({ data: { ...data, websiteId: ctx.website.id, productId, email: reviewer.email } });
    return { saved, wasPublic: existing?.status === PUBLIC_REVIEW_STATUS };
  });
  if (wasPublic) ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Product', id: productId }]);
  return { ok: true, review: saved };
}

export type ReviewSummary = { average: number | null; count: number };

/** The product's average rating and count of approved reviews; null while the store takes no reviews. */
export async function reviewSummary(ctx: ServiceContext, productId: string): Promise<ReviewSummary | null> {
  if (!ctx.website.reviewsEnabled) return null;
  const totals = await ctx.db.productReview.aggregate({
    where: { websiteId: ctx.website.id, productId, status: PUBLIC_REVIEW_STATUS },
    _sum: { rating: true },
    _count: { _all: true },
  });
  return { average: averageRating(totals._sum.rating ?? 0, totals._count._all), count: totals._count._all };
}

/** The product's approved reviews, newest first (none while the store takes no reviews). */
export function listApprovedReviews<Q extends Query<Prisma.ProductReviewFindManyArgs>>(ctx: ServiceContext, productId: string, query?: Q) {
  if (!ctx.website.reviewsEnabled) return Promise.resolve([]);
  return ctx.db.productReview.findMany({
    orderBy: newestFirst,
    ...(query as object),
    where: { websiteId: ctx.website.id, productId, status: PUBLIC_REVIEW_STATUS },
  });
}

export type ReviewLink = { productId: string; productName: string; url: string };
type OrderForLinks = { statusToken: string; status: string; testMode: boolean; lines: { itemId: string }[] };

/** Where the buyer of an order reviews each of its products, with the order's status token as proof: its products
 * still on the storefront, while the store takes reviews and the order proves a purchase (paid or fulfilled). */
export async function orderReviewLinks(ctx: ServiceContext, order: OrderForLinks): Promise<ReviewLink[]> {
  if (!ctx.website.reviewsEnabled) return [];
  const ids = [...new Set(order.lines.map((l) => l.itemId))];
  const provable = ids.filter((id) => orderProvesPurchase({ ...order, productIds: ids }, id, ctx.payments.testMode));
  if (provable.length === 0) return [];
  const products = await ctx.catalog.products(ctx, provable);
  const query = new URLSearchParams({ order: order.statusToken });
  return provable.flatMap((id) => {
    const product = products.get(id);
    return product && liveNow(product) ? [{ productId: id, productName: product.title, url: `${product.url}?${query}#reviews` }] : [];
  });
}
