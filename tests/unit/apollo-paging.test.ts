// The storefront cache's paged lists (client/src/apollo.ts): a next page of an item's comments (by offset) or of a
// product's reviews (by cursor) joins the list already shown, so the screens only ask for the next page.
import { expect, it } from 'vitest';
import { createApolloCache } from '../../client/src/apollo.ts';
import { ItemCommentsDocument, type ItemCommentsQuery } from '../../client/src/graphql/generated/documents/ItemCommentsQuery.ts';
import { ProductReviewsDocument, type ProductReviewsQuery } from '../../client/src/graphql/generated/documents/ProductReviewsQuery.ts';

const comment = (n: number) => ({
  __typename: 'ItemComment' as const,
  id: `c${n}`,
  authorName: `Reader ${n}`,
  body: `Comment ${n}`,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const review = (n: number) => ({
  __typename: 'ProductReviewsConnectionEdge' as const,
  cursor: `r${n}`,
  node: {
    __typename: 'ProductReview' as const,
    id: `r${n}`,
    rating: 5,
    title: `Review ${n}`,
    body: 'Good',
    authorName: 'Ann',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
});

it('a next page of comments joins the comments shown, in order, and says whether more are left', () => {
  const cache = createApolloCache();
  const page = (offset: number, ids: number[], hasNextPage: boolean) =>
    cache.writeQuery({
      query: ItemCommentsDocument,
      variables: { collectionSlug: 'journal', urlSlug: 'post', first: 2, offset },
      // As the server answers: each object says its type (the cache adds __typename to every selection).
      data: {
        item: { __typename: 'Item', id: 'item-1', comments: { __typename: 'ItemCommentPage', comments: ids.map(comment), hasNextPage } },
      } as ItemCommentsQuery,
    });
  page(0, [1, 2], true);
  page(2, [3], false);
  const read = cache.readQuery({
    query: ItemCommentsDocument,
    variables: { collectionSlug: 'journal', urlSlug: 'post', first: 2, offset: 0 },
  });
  expect(read?.item?.comments.comments.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
  expect(read?.item?.comments.hasNextPage).toBe(false);

  // The first page asked again (another visit of the page) is written in place: nothing is shown twice.
  page(0, [1, 2], true);
  expect(
    cache
      .readQuery({ query: ItemCommentsDocument, variables: { collectionSlug: 'journal', urlSlug: 'post', first: 2, offset: 0 } })
      ?.item?.comments.comments.map((c) => c.id),
  ).toEqual(['c1', 'c2', 'c3']);
});

it('a next page of reviews joins the reviews shown after the cursor it was asked from', () => {
  const cache = createApolloCache();
  const page = (after: string | null, ids: number[], hasNextPage: boolean) =>
    cache.writeQuery({
      query: ProductReviewsDocument,
      variables: { id: 'prod-1', first: 2, after },
      data: {
        product: {
          __typename: 'Product',
          id: 'prod-1',
          reviewSummary: { __typename: 'ReviewSummary', average: 5, count: 3 },
          reviews: {
            __typename: 'ProductReviewsConnection',
            edges: ids.map(review),
            pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `r${ids.at(-1)}` },
          },
        },
      } as ProductReviewsQuery,
    });
  page(null, [1, 2], true);
  page('r2', [3], false);
  const read = cache.readQuery({ query: ProductReviewsDocument, variables: { id: 'prod-1', first: 2, after: null } });
  expect(read?.product?.reviews.edges.map((e) => e.node.id)).toEqual(['r1', 'r2', 'r3']);
  expect(read?.product?.reviews.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'r3' });
});
