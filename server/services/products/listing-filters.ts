// What a listing's filters can offer (docs/storefront.md "Sort and filter"): the product types among the collection's
// live products and their highest price, so that the storefront offers only types that find something and says how
// high the price range goes. Three bounded statements: at most five types, two aggregates.

import type { ServiceContext } from '../context.ts';
import { liveProductWhere } from '../live-rows.ts';

export type ListingFilterOptions = { productTypes: number[]; highestPriceCents: number | null };

export async function listingFilterOptions(ctx: ServiceContext, collectionId: string): Promise<ListingFilterOptions> {
  const product = { websiteId: ctx.website.id, collectionId, ...liveProductWhere() };
  const [types, regular, sale] = await Promise.all([
    ctx.db.product.findMany({ where: product, distinct: ['productType'], select: { productType: true }, orderBy: { productType: 'asc' } }),
    // A variant's price is its sale price while on sale (domain/availability.ts effectivePriceCents).
    ctx.db.productVariant.aggregate({ where: { onSale: false, product }, _max: { priceCents: true } }),
    ctx.db.productVariant.aggregate({ where: { onSale: true, product }, _max: { salePriceCents: true } }),
  ]);
  const prices = [regular._max.priceCents, sale._max.salePriceCents].filter((p): p is number => p !== null);
  return { productTypes: types.map((t) => t.productType), highestPriceCents: prices.length > 0 ? Math.max(...prices) : null };
}
