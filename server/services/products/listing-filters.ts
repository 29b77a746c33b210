// What a listing's filters can offer (docs/storefront.md "Sort and filter"): the product types among the collection's
// live products and their highest price, so that the storefront offers only types that find something and says how
// high the price range goes. Read from the products' listing facts (docs/catalog.md "Listing facts") through the
// indexes that start with the collection: one look for each product type (there are five) and one for the highest
// price, each stopping at the first live product it finds, whatever the collection's size.

import { PRODUCT_TYPES } from '../../../domain/product-type.ts';
import type { ServiceContext } from '../context.ts';
import { liveProductWhere } from '../live-rows.ts';

export type ListingFilterOptions = { productTypes: number[]; highestPriceCents: number | null };

export async function listingFilterOptions(ctx: ServiceContext, collectionId: string): Promise<ListingFilterOptions> {
  const live = { websiteId: ctx.website.id, collectionId, ...liveProductWhere() };
  const [types, highest] = await Promise.all([
    Promise.all(
      PRODUCT_TYPES.map((productType) => ctx.db.product.findFirst({ where: { ...live, productType }, select: { productType: true } })),
    ),
    ctx.db.product.findFirst({ where: live, orderBy: { highestPriceCents: 'desc' }, select: { highestPriceCents: true } }),
  ]);
  return {
    productTypes: types.flatMap((found) => (found ? [found.productType] : [])),
    highestPriceCents: highest?.highestPriceCents ?? null,
  };
}
