// Product reviews over GraphQL: what visitors read on a product (approved reviews, the average and count), whether a
// shopper may review and sending a review, and the owners' moderation list and changes (docs/reviews.md).
import { REVIEW_STATUSES } from '../domain/reviews.ts';
import { DEFAULT_REVIEWS_PAGE_SIZE, MAX_OWNER_REVIEWS_PAGE_SIZE, MAX_REVIEWS_PAGE_SIZE } from '../domain/store-limits.ts';
import type { ProductReview } from '../server/db/generated/postgresql/client.ts';
import { deleteReview, listReviewsForModeration, setReviewStatus } from '../server/services/review-moderation.ts';
import {
  listApprovedReviews,
  orderReviewLinks,
  type ReviewLink,
  type ReviewSummary,
  reviewEligibility,
  reviewSummary,
  submitProductReview,
} from '../server/services/reviews.ts';
import type { Result, UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';

const ReviewStatusEnum = builder.enumType('ReviewStatus', {
  description: 'PENDING until an owner approves (APPROVED: visitors see it) or hides it (HIDDEN).',
  values: REVIEW_STATUSES,
});

/** A review as visitors see it: no email, no order. */
const PublicReview = builder.prismaObject('ProductReview', {
  description: 'An approved review of a product by a shopper who bought it; it shows the name the shopper chose.',
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating', { description: 'Stars, 1 to 5.' }),
    title: t.exposeString('title', { description: 'Empty when the shopper gave none.' }),
    body: t.exposeString('body'),
    authorName: t.exposeString('authorName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** A shopper's own review, shown back to them with its status. */
const OwnReview = builder.prismaObject('ProductReview', {
  variant: 'ShopperReview',
  fields: (t) => ({
    id: t.exposeID('id'),
    rating: t.exposeInt('rating'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    authorName: t.exposeString('authorName'),
    email: t.exposeString('email', { description: 'The address the review is kept under (one review per address and product).' }),
    status: t.field({ type: ReviewStatusEnum, resolve: (r) => r.status }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ReviewForModeration = builder.prismaObject('ProductReview', {
  variant: 'ReviewForModeration',
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    product: t.relation('product'),
    status: t.field({ type: ReviewStatusEnum, resolve: (r) => r.status }),
    rating: t.exposeInt('rating'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    authorName: t.exposeString('authorName'),
    email: t.exposeString('email'),
    orderId: t.exposeID('orderId', { nullable: true, description: 'The order that proved the purchase.' }),
    siteUserId: t.exposeID('siteUserId', { nullable: true, description: 'The customer account, when signed in.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ReviewSummaryRef = builder.objectRef<ReviewSummary>('ReviewSummary').implement({
  description: "A product's approved reviews at a glance.",
  fields: (t) => ({
    average: t.float({
      nullable: true,
      description: 'The average rating, rounded to one decimal; null without approved reviews.',
      resolve: (s) => s.average,
    }),
    count: t.exposeInt('count', { description: 'Approved reviews.' }),
  }),
});

builder.prismaObjectFields('Product', (t) => ({
  reviewSummary: t.field({
    type: ReviewSummaryRef,
    nullable: true,
    description: 'Null while the store takes no reviews (store settings: reviewsEnabled).',
    resolve: (p, _args, ctx) => reviewSummary(ctx, p.id),
  }),
  reviews: t.prismaConnection({
    type: PublicReview,
    cursor: 'id',
    defaultSize: DEFAULT_REVIEWS_PAGE_SIZE,
    maxSize: MAX_REVIEWS_PAGE_SIZE,
    description: `Approved reviews, newest first, at most ${MAX_REVIEWS_PAGE_SIZE} a page; none while the store takes no reviews.`,
    resolve: (query, p, _args, ctx) => listApprovedReviews(ctx, p.id, query),
  }),
}));

const ReviewLinkRef = builder.objectRef<ReviewLink>('OrderReviewLink').implement({
  description: "Where the order's buyer reviews one of its products; the link carries the order's status token as proof.",
  fields: (t) => ({
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName'),
    url: t.exposeString('url'),
  }),
});

builder.prismaObjectField('Order', 'reviewLinks', (t) =>
  t.field({
    type: [ReviewLinkRef],
    description: 'Its products the buyer may review: none unless the store takes reviews and the order is paid or fulfilled.',
    select: { statusToken: true, status: true, testMode: true, lines: { select: { itemId: true } } },
    resolve: (order, _args, ctx) => orderReviewLinks(ctx, order),
  }),
);

const Eligibility = builder
  .objectRef<{ canReview: boolean; refusal: UserError | null; review: ProductReview | null }>('ReviewEligibility')
  .implement({
    description: 'Whether this shopper may review the product now, why not, and their review so far.',
    fields: (t) => ({
      canReview: t.exposeBoolean('canReview'),
      refusal: t.expose('refusal', { type: UserErrorRef, nullable: true }),
      review: t.expose('review', { type: OwnReview, nullable: true }),
    }),
  });

const SubmitReviewInput = builder.inputType('SubmitProductReviewInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    rating: t.int({ required: true, description: 'Stars, 1 to 5.' }),
    title: t.string(),
    body: t.string({ required: true }),
    authorName: t.string({ required: true, description: 'The name shown with the review.' }),
    orderToken: t.string({
      description: "The order's status token (from its private link), for shoppers who are not signed in.",
    }),
  }),
});

const SubmitReviewPayload = payloadRef('SubmitProductReviewPayload', 'review', OwnReview);

const ModerationPayload = payloadRef('ReviewModerationPayload', 'review', ReviewForModeration);

const reviewPayload = (r: Result<{ review: ProductReview }>) => payloadOf('review', r);
const moderate = { authScopes: { can: 'reviews:moderate' as const } };

builder.queryFields((t) => ({
  reviewEligibility: t.field({
    type: Eligibility,
    description: 'Whether the signed-in customer, or the holder of an order status token, may review the product.',
    args: { productId: t.arg.id({ required: true }), orderToken: t.arg.string() },
    resolve: (_root, args, ctx) => reviewEligibility(ctx, args),
  }),
  productReviews: t.prismaConnection({
    type: ReviewForModeration,
    cursor: 'id',
    maxSize: MAX_OWNER_REVIEWS_PAGE_SIZE,
    authScopes: { can: 'read' },
    description: "The website's reviews for moderation, newest first.",
    args: { status: t.arg({ type: ReviewStatusEnum }), productId: t.arg.id() },
    resolve: (query, _root, args, ctx) => listReviewsForModeration(ctx, args, query),
  }),
}));

builder.mutationFields((t) => ({
  submitProductReview: t.field({
    type: SubmitReviewPayload,
    description: 'Sends a review (or replaces your review of the product); it shows once the store approves it.',
    args: { input: t.arg({ type: SubmitReviewInput, required: true }) },
    resolve: async (_root, { input }, ctx) => reviewPayload(await submitProductReview(ctx, input)),
  }),
  approveReview: t.field({
    ...moderate,
    type: ModerationPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => reviewPayload(await setReviewStatus(ctx, id, 'APPROVED')),
  }),
  hideReview: t.field({
    ...moderate,
    type: ModerationPayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => reviewPayload(await setReviewStatus(ctx, id, 'HIDDEN')),
  }),
  deleteReview: t.field({
    ...moderate,
    type: DeletePayload,
    description: 'Deletes a review for good; its shopper may then review the product again.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deleteReview(ctx, id)),
  }),
}));
