// The site search (page type 102): products, blog posts, events and gallery images visitors may read, found by every
// word of the query in their titles and URL slugs. Public; at most 50 results a page.
import { DEFAULT_SEARCH_PAGE, MAX_SEARCH_PAGE, SEARCH_SNIPPET_LENGTH } from '../domain/site-search.ts';
import { type SearchPage, searchResultKind, searchSite, searchSnippet } from '../server/services/site-search.ts';
import { builder } from './builder.ts';

const SearchResultKindEnum = builder.enumType('SearchResultKind', { values: ['PRODUCT', 'POST', 'EVENT', 'IMAGE'] as const });

const SearchResultRef = builder.prismaObject('Item', {
  variant: 'SearchResult',
  description: 'A product, blog post, event or gallery image the search found.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The item's id (a product's id too)." }),
    kind: t.field({ type: SearchResultKindEnum, select: { recordType: true }, resolve: (i) => searchResultKind(i.recordType) }),
    title: t.exposeString('title'),
    fullUrl: t.string({
      select: { urlSlug: true, collection: { select: { urlSlug: true } } },
      resolve: (i) => `/${i.collection.urlSlug}/${i.urlSlug}`,
    }),
    snippet: t.string({
      description: `The excerpt as plain text (no HTML), at most ${SEARCH_SNIPPET_LENGTH} characters and "...".`,
      select: { excerpt: true },
      resolve: (i) => searchSnippet(i.excerpt),
    }),
    imageUrl: t.string({
      nullable: true,
      description: "A product's first image, or the item's image.",
      select: { assetUrl: true, product: { select: { images: { orderBy: [{ position: 'asc' }, { id: 'asc' }], take: 1 } } } },
      resolve: (i) => i.product?.images[0]?.assetUrl ?? i.assetUrl ?? null,
    }),
    imageAlt: t.string({
      select: { altText: true, product: { select: { images: { orderBy: [{ position: 'asc' }, { id: 'asc' }], take: 1 } } } },
      resolve: (i) => i.product?.images[0]?.altText || i.altText,
    }),
    date: t.field({
      type: 'DateTime',
      description: "An event's start; otherwise when it was published.",
      select: { recordType: true, startDate: true, publishOn: true },
      resolve: (i) => (searchResultKind(i.recordType) === 'EVENT' && i.startDate) || i.publishOn,
    }),
    product: t.relation('product', { nullable: true, description: 'Products: the product, for its price and marks.' }),
  }),
});

const SearchResultsRef = builder.objectRef<SearchPage>('SearchResults').implement({
  fields: (t) => ({
    query: t.exposeString('query', { description: 'The query as searched: trimmed, spaces collapsed, cut to 100 characters.' }),
    results: t.prismaField({
      type: [SearchResultRef],
      // The page size is already counted by `search(first:)`.
      complexity: { field: 0, multiplier: 1 },
      resolve: async (query, page, _args, ctx) => {
        const rows = await ctx.db.item.findMany({ ...query, where: { id: { in: page.itemIds } } });
        const byId = new Map(rows.map((row) => [row.id, row]));
        return page.itemIds.flatMap((id) => byId.get(id) ?? []);
      },
    }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
    total: t.exposeInt('total', { description: 'How many results there are in all.' }),
  }),
});

builder.queryField('search', (t) =>
  t.field({
    type: SearchResultsRef,
    description:
      'Products, blog posts, events and gallery images whose title or URL slug contains every word of the query, ignoring case: products first, then newest first. A query under 2 characters finds nothing; at most 50 results a page.',
    args: {
      query: t.arg.string({ required: true }),
      first: t.arg.int({ defaultValue: DEFAULT_SEARCH_PAGE, description: `At most ${MAX_SEARCH_PAGE}.` }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) => searchSite(ctx, args.query, { first: args.first, offset: args.offset }),
  }),
);
