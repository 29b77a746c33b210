// Collections and their products (Relay connection), and the catalog's root queries.
import { findCollection, listCollections, listLiveProducts } from '../server/services/catalog.ts';
import { canReadPage } from '../server/services/content/page-locks.ts';
import { listingFilterOptions } from '../server/services/products/listing-filters.ts';
import { builder } from './builder.ts';
import { ListingSortEnum, listingOf, ProductFilterInput, ProductFilterOptions } from './product-listing.ts';

export const CollectionRef = builder.prismaObject('Collection', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    urlSlug: t.exposeString('urlSlug'),
    fullUrl: t.string({ resolve: (c) => `/${c.urlSlug}` }),
    type: t.exposeInt('type', { description: 'Collection type: products 13, page 10, generic 1 …' }),
    // One statement of its own with LIMIT (a related connection would load every product of the collection and page
    // them in memory).
    products: t.prismaConnection({
      type: 'Product',
      cursor: 'id',
      description:
        'The products visitors see (published, not archived): in listing order, or by price or newest first; `filter` keeps those in stock (or not), of some types, or with a price in a range.',
      args: {
        sort: t.arg({ type: ListingSortEnum, defaultValue: 'FEATURED' }),
        filter: t.arg({ type: ProductFilterInput }),
      },
      resolve: (query, c, args, ctx) => listLiveProducts(ctx, c.id, query, listingOf(args)),
    }),
    productFilters: t.field({
      type: ProductFilterOptions,
      description: 'What the listing’s filters can offer: the product types among its products and their highest price.',
      resolve: async (c, _args, ctx) => ({ ...(await listingFilterOptions(ctx, c.id)), currency: ctx.website.currency }),
    }),
    position: t.exposeInt('position'),
    typeName: t.exposeString('typeName', { description: 'page, blog, events, gallery, products or folder.' }),
    navigation: t.exposeString('navigation'),
    isFolder: t.exposeBoolean('isFolder'),
    folderBehavior: t.exposeInt('folderBehavior', { nullable: true }),
    folderId: t.exposeID('folderId', { nullable: true }),
    enabled: t.exposeBoolean('enabled'),
    locked: t.boolean({ description: 'Visitors must give a password.', resolve: (c) => c.passwordHash !== null }),
    unlocked: t.boolean({
      description: 'Whether the caller may see its body and items: not locked, an owner, or unlocked with its password.',
      resolve: (c, _args, ctx) => canReadPage(ctx, c),
    }),
    description: t.exposeString('description'),
    externalLink: t.exposeString('externalLink', { nullable: true }),
    showPastOrUpcomingEvents: t.exposeString('showPastOrUpcomingEvents', { nullable: true }),
    listTemplate: t.exposeString('listTemplate', { nullable: true, authScopes: { owner: true } }),
    itemTemplate: t.exposeString('itemTemplate', { nullable: true, authScopes: { owner: true } }),
  }),
});

builder.queryFields((t) => ({
  collections: t.prismaField({
    type: ['Collection'],
    description: 'The product collections (the store’s listings), in navigation order; other pages are in `navigation`.',
    resolve: (query, _root, _args, ctx) => listCollections(ctx, query),
  }),
  collection: t.prismaField({
    type: 'Collection',
    nullable: true,
    args: { id: t.arg.id(), urlSlug: t.arg.string() },
    description: 'A page of this website by id or URL slug; disabled pages only for owners.',
    resolve: (query, _root, args, ctx) => findCollection(ctx, { ...args, includeDisabled: ctx.owner !== null }, query),
  }),
}));
