// Catalog reads: collections, products, stock. Every query is scoped by the request's website.
import { DEFAULT_LISTING, isDefaultListing, type Listing } from '../../domain/product-listing.ts';
import { CollectionType } from '../../domain/site-structure.ts';
import type { Prisma } from '../db/client.ts';
import type { ServiceContext } from './context.ts';
import { liveProductWhere } from './live-rows.ts';
import { readCollectionRow } from './products/collection-row.ts';
import { type ProductRowsWhere, productShape, readListingPageIds, readProductRows } from './products/product-rows.ts';

type Query<T> = Omit<T, 'where'>;

export type ProductLookup = { id?: string | null; urlSlug?: string | null; collectionSlug?: string | null };
/** `includeDisabled`: owners find pages they turned off; visitors do not. */
export type CollectionLookup = { id?: string | null; urlSlug?: string | null; includeDisabled?: boolean };

/** Listing order of products inside a collection. */
export const productListingOrder: Prisma.ProductOrderByWithRelationInput[] = [{ position: 'asc' }, { id: 'asc' }];

/** A product visitors may see, by id or URL slug. */
export async function findProduct<Q extends Query<Prisma.ProductFindFirstArgs>>(ctx: ServiceContext, by: ProductLookup, query?: Q) {
  const rowsWhere: ProductRowsWhere | null = by.id
    ? { id: by.id }
    : by.urlSlug
      ? { urlSlug: by.urlSlug, collectionSlug: by.collectionSlug }
      : null;
  if (!rowsWhere) return null;
  // Most selections are read with one statement (product-rows.ts); the rest by Prisma.
  const shape = productShape({ ...query, take: 1, skip: 0 });
  if (shape) return ((await readProductRows(ctx, shape, rowsWhere))[0] ?? null) as Awaited<ReturnType<typeof prismaFind<Q>>>;
  return prismaFind(ctx, by, query);
}

function prismaFind<Q extends Query<Prisma.ProductFindFirstArgs>>(ctx: ServiceContext, by: ProductLookup, query?: Q) {
  const live = liveProductWhere();
  const where: Prisma.ProductWhereInput = { websiteId: ctx.website.id, ...live };
  if (by.id) where.id = by.id;
  else
    where.item = {
      ...(live.item as Prisma.ItemWhereInput),
      urlSlug: by.urlSlug as string,
      ...(by.collectionSlug ? { collection: { urlSlug: by.collectionSlug } } : {}),
    };
  return ctx.db.product.findFirst({ ...(query as object), where });
}

/** A page of the products visitors see in a collection, in listing order or the listing asked for (`query` brings the
 * page: take, skip, cursor). */
export async function listLiveProducts<Q extends Query<Prisma.ProductFindManyArgs>>(
  ctx: ServiceContext,
  collectionId: string,
  query?: Q,
  listing: Listing = DEFAULT_LISTING,
): Promise<Prisma.ProductGetPayload<Q>[]> {
  type Rows = Prisma.ProductGetPayload<Q>[];
  const where = { collectionId, listing };
  const shape = productShape(query);
  if (shape) return (await readProductRows(ctx, shape, where)) as Rows;
  if (isDefaultListing(listing)) return (await prismaList(ctx, collectionId, query)) as Rows;
  // Another selection in another order: the page's ids in that order, then Prisma reads them.
  const { take, skip, cursor, ...rest } = (query ?? {}) as Prisma.ProductFindManyArgs;
  const ids = await readListingPageIds(ctx, where, {
    take: take === undefined ? null : Math.abs(take),
    skip: skip ?? 0,
    cursorId: cursor?.id ?? null,
    backwards: (take ?? 0) < 0,
  });
  const rows = await ctx.db.product.findMany({ ...(rest as object), where: { id: { in: ids } } });
  const position = new Map(ids.map((id, n) => [id, n]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)) as Rows;
}

function prismaList<Q extends Query<Prisma.ProductFindManyArgs>>(ctx: ServiceContext, collectionId: string, query?: Q) {
  return ctx.db.product.findMany({
    ...(query as object),
    where: { websiteId: ctx.website.id, collectionId, ...liveProductWhere() },
    orderBy: productListingOrder,
  });
}

export function listCollections<Q extends Query<Prisma.CollectionFindManyArgs>>(ctx: ServiceContext, query?: Q) {
  return ctx.db.collection.findMany({
    ...(query as object),
    where: { websiteId: ctx.website.id, type: CollectionType.PRODUCTS },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
}

export async function findCollection<Q extends Query<Prisma.CollectionFindFirstArgs>>(
  ctx: ServiceContext,
  by: CollectionLookup,
  query?: Q,
) {
  if (!by.id && !by.urlSlug) return null;
  // Its own columns (what the GraphQL type asks: it selects no relation) in one hand-written statement.
  if (!query || Object.keys(query).length === 0) {
    const row = await readCollectionRow(ctx, by.id ? { id: by.id } : { urlSlug: by.urlSlug as string }, by.includeDisabled === true);
    return row as Awaited<ReturnType<typeof ctx.db.collection.findFirst<Q & { where: Prisma.CollectionWhereInput }>>>;
  }
  const where: Prisma.CollectionWhereInput = {
    websiteId: ctx.website.id,
    ...(by.id ? { id: by.id } : { urlSlug: by.urlSlug as string }),
    ...(by.includeDisabled ? {} : { enabled: true }),
  };
  return ctx.db.collection.findFirst({ ...(query as object), where });
}

export type StockResult = { sku: string; variantId: string; unlimited: boolean; qtyInStock: number };

/** Stock of every variant of an item (spec §7 `commerce/inventory/stock`); null when the item is not one visitors of
 * this website may see. */
export async function stockForItem(ctx: ServiceContext, itemId: string): Promise<StockResult[] | null> {
  const product = await ctx.db.product.findFirst({
    where: { id: itemId, websiteId: ctx.website.id, ...liveProductWhere() },
    select: { variants: { orderBy: { position: 'asc' }, select: { id: true, sku: true, unlimited: true, qtyInStock: true } } },
  });
  if (!product) return null;
  return product.variants.map((v) => ({ sku: v.sku, variantId: v.id, unlimited: v.unlimited, qtyInStock: v.qtyInStock }));
}
