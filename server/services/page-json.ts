// The `?format=json` view of storefront pages that existing Squarespace clients read to find item ids and SKUs.
import { toDecimalValue } from '../../domain/money.ts';
import type { Prisma } from '../db/client.ts';
import type { ServiceContext } from '../http/context.ts';
import { liveProductWhere, productListingOrder } from './catalog.ts';

const productSelect = {
  id: true,
  productType: true,
  item: { select: { title: true, urlSlug: true, excerpt: true } },
  collection: { select: { urlSlug: true } },
  variants: { orderBy: { position: 'asc' as const } },
} as const;

type VariantRow = {
  id: string;
  sku: string;
  attributes: unknown;
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  currency: string;
};
type ProductRow = {
  id: string;
  productType: number;
  item: { title: string; urlSlug: string; excerpt: string };
  collection: { urlSlug: string };
  variants: VariantRow[];
};

const moneyJson = (cents: number, currency: string) => ({ currency, value: toDecimalValue(cents, currency) });

function itemJson(p: ProductRow) {
  return {
    id: p.id,
    title: p.item.title,
    fullUrl: `/${p.collection.urlSlug}/${p.item.urlSlug}`,
    urlId: p.item.urlSlug,
    excerpt: p.item.excerpt,
    recordType: 11,
    productType: p.productType,
    variants: p.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      attributes: v.attributes ?? {},
      priceMoney: moneyJson(v.priceCents, v.currency),
      salePriceMoney: moneyJson(v.salePriceCents, v.currency),
      onSale: v.onSale,
      unlimited: v.unlimited,
      qtyInStock: v.qtyInStock,
    })),
    structuredContent: {
      productType: p.productType,
      variants: p.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        attributes: v.attributes ?? {},
        price: v.priceCents,
        salePrice: v.salePriceCents,
        onSale: v.onSale,
        unlimited: v.unlimited,
        qtyInStock: v.qtyInStock,
      })),
    },
  };
}

const collectionJson = (c: { id: string; title: string; urlSlug: string; type: number }) => ({
  id: c.id,
  title: c.title,
  fullUrl: `/${c.urlSlug}`,
  type: c.type,
});

/** Items one collection page lists; `?offset=` pages through the rest (pagination.nextPageUrl). */
export const PAGE_JSON_ITEMS = 100;

/** JSON for a storefront path's decoded segments ([], ['shop'], ['shop', 'tee']), or null when it is not a page. Only
 * products visitors may see are listed. */
export async function pageJson(ctx: ServiceContext, segments: string[], offset = 0): Promise<object | null> {
  const website = { id: ctx.website.id, siteTitle: ctx.website.name, timeZone: ctx.website.timeZone, baseCurrency: ctx.website.currency };
  const websiteId = ctx.website.id;
  if (segments.length === 0) {
    const collections = await ctx.db.collection.findMany({ where: { websiteId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
    return { website, collections: collections.map(collectionJson) };
  }
  const collection = await ctx.db.collection.findUnique({ where: { websiteId_urlSlug: { websiteId, urlSlug: segments[0] } } });
  if (!collection || segments.length > 2) return null;
  if (segments.length === 1) {
    const products = await ctx.db.product.findMany({
      where: { websiteId, collectionId: collection.id, ...liveProductWhere() },
      orderBy: productListingOrder,
      select: productSelect,
      skip: offset,
      take: PAGE_JSON_ITEMS + 1,
    });
    const more = products.length > PAGE_JSON_ITEMS;
    const next = offset + PAGE_JSON_ITEMS;
    return {
      website,
      collection: collectionJson(collection),
      items: products.slice(0, PAGE_JSON_ITEMS).map(itemJson),
      pagination: {
        pageSize: PAGE_JSON_ITEMS,
        nextPage: more,
        nextPageOffset: more ? next : null,
        nextPageUrl: more ? `/${collection.urlSlug}?format=json&offset=${next}` : null,
      },
    };
  }
  const live = { ...liveProductWhere(), item: { ...liveProductWhere().item, urlSlug: segments[1] } } as Prisma.ProductWhereInput;
  const product = await ctx.db.product.findFirst({ where: { websiteId, collectionId: collection.id, ...live }, select: productSelect });
  return product ? { website, collection: collectionJson(collection), item: itemJson(product) } : null;
}

/** Whether a storefront path's decoded segments name a page of this website (for the not-found status). */
export async function pageExists(ctx: ServiceContext, segments: string[]): Promise<boolean> {
  if (segments.length === 0) return true;
  if (segments.length > 2) return false;
  const collection = await ctx.db.collection.findUnique({
    where: { websiteId_urlSlug: { websiteId: ctx.website.id, urlSlug: segments[0] } },
    select: { id: true },
  });
  if (!collection) return false;
  if (segments.length === 1) return true;
  const item = await ctx.db.item.findFirst({
    where: {
      collectionId: collection.id,
      urlSlug: segments[1],
      status: 'PUBLISHED',
      publishOn: { lte: new Date() },
      OR: [{ product: { is: null } }, { product: { is: { archivedAt: null } } }],
    },
    select: { id: true },
  });
  return item !== null;
}
