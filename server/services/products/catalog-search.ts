// Owners' views of the catalog: every product (drafts, scheduled, private and, when asked, archived ones), searched
// and filtered; and the inventory list of variants whose stock is counted, with a low-stock filter.
import { ProductType } from '../../../domain/product-type.ts';
import { searchTerm } from '../../../domain/search-text.ts';
import type { Prisma } from '../../db/client.ts';
import type { ServiceContext } from '../context.ts';
import { liveItemWhere } from '../live-rows.ts';

type Query<T> = Omit<T, 'where'>;

export const STATUS_FILTERS = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'NEEDS_REVIEW', 'PRIVATE'] as const;
export const STOCK_FILTERS = ['IN_STOCK', 'OUT_OF_STOCK', 'LOW_STOCK'] as const;

/** The orders owners list products in; ties (and POSITION) keep the collection's order, the id last. */
export const CATALOG_SORTS = {
  POSITION: [],
  TITLE_ASCENDING: [{ item: { title: 'asc' } }],
  TITLE_DESCENDING: [{ item: { title: 'desc' } }],
  NEWEST: [{ createdAt: 'desc' }],
  RECENTLY_UPDATED: [{ updatedAt: 'desc' }],
} as const satisfies Record<string, Prisma.ProductOrderByWithRelationInput[]>;
export type CatalogSort = keyof typeof CATALOG_SORTS;
/** LOW_STOCK: a counted variant with this many or fewer (unless the filter says otherwise). */
export const DEFAULT_LOW_STOCK = 5;

export type ProductFilter = {
  search?: string | null;
  collectionId?: string | null;
  productType?: number | null;
  status?: (typeof STATUS_FILTERS)[number] | null;
  stock?: (typeof STOCK_FILTERS)[number] | null;
  lowStockAt?: number | null;
  /** false (default): only products not archived; true: only archived ones. */
  archived?: boolean | null;
  sort?: CatalogSort | null;
};

const COUNTED = [ProductType.PHYSICAL, ProductType.SERVICE];
const soldOut: Prisma.ProductWhereInput = {
  productType: { in: COUNTED },
  variants: { every: { unlimited: false, qtyInStock: 0 } },
};

function statusWhere(status: ProductFilter['status'], now: Date): Prisma.ItemWhereInput {
  if (status === 'SCHEDULED') return { status: 'PUBLISHED', publishOn: { gt: now } };
  if (status === 'PUBLISHED') return liveItemWhere(now);
  return status ? { status } : {};
}

function stockWhere(filter: ProductFilter): Prisma.ProductWhereInput {
  if (filter.stock === 'OUT_OF_STOCK') return soldOut;
  if (filter.stock === 'IN_STOCK') return { NOT: soldOut };
  if (filter.stock === 'LOW_STOCK')
    return {
      productType: { in: COUNTED },
      variants: { some: { unlimited: false, qtyInStock: { lte: Math.max(filter.lowStockAt ?? DEFAULT_LOW_STOCK, 0) } } },
    };
  return {};
}

export function catalogWhere(ctx: ServiceContext, filter: ProductFilter, now = new Date()): Prisma.ProductWhereInput {
  const term = searchTerm(filter.search);
  return {
    websiteId: ctx.website.id,
    archivedAt: filter.archived ? { not: null } : null,
    ...(filter.collectionId ? { collectionId: filter.collectionId } : {}),
    ...(filter.productType ? { productType: filter.productType } : {}),
    item: { ...statusWhere(filter.status, now), ...(term ? { searchText: { contains: term } } : {}) },
    ...stockWhere(filter),
  };
}

/** The website's products for owners, in the order asked (by collection and place in it unless told). */
export const listCatalogProducts = <Q extends Query<Prisma.ProductFindManyArgs>>(ctx: ServiceContext, filter: ProductFilter, query?: Q) =>
  ctx.db.product.findMany({
    orderBy: [...CATALOG_SORTS[filter.sort ?? 'POSITION'], { collectionId: 'asc' }, { position: 'asc' }, { id: 'asc' }],
    ...(query as object),
    where: catalogWhere(ctx, filter),
  });

/** Any product of the website, whatever its state. */
export const findCatalogProduct = <Q extends Query<Prisma.ProductFindFirstArgs>>(ctx: ServiceContext, id: string, query?: Q) =>
  ctx.db.product.findFirst({ ...(query as object), where: { id, websiteId: ctx.website.id } });

export type InventoryFilter = { lowStockAt?: number | null; search?: string | null };

/** Variants whose stock is counted (physical and service products, not unlimited), fewest in stock first. */
export const listInventory = <Q extends Query<Prisma.ProductVariantFindManyArgs>>(
  ctx: ServiceContext,
  filter: InventoryFilter,
  query?: Q,
) => {
  const term = searchTerm(filter.search);
  return ctx.db.productVariant.findMany({
    orderBy: [{ qtyInStock: 'asc' }, { id: 'asc' }],
    ...(query as object),
    where: {
      websiteId: ctx.website.id,
      unlimited: false,
      ...(filter.lowStockAt != null ? { qtyInStock: { lte: Math.max(filter.lowStockAt, 0) } } : {}),
      product: { productType: { in: COUNTED }, archivedAt: null, ...(term ? { item: { searchText: { contains: term } } } : {}) },
    },
  });
};
