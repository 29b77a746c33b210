// Bench data: a collection of 20 products with 6 variants each, added beside the demo store.
import type { Db } from '../server/db/client.ts';

export const BENCH_COLLECTION = 'bench';

export async function seedBenchCollection(db: Db, websiteId: string): Promise<void> {
  if (await db.collection.findFirst({ where: { websiteId, urlSlug: BENCH_COLLECTION } })) return;
  const collection = await db.collection.create({ data: { websiteId, title: 'Bench', urlSlug: BENCH_COLLECTION, type: 13, position: 9 } });
  for (let i = 0; i < 20; i++) {
    const id = `bench-${i}`;
    await db.item.create({ data: { id, websiteId, collectionId: collection.id, title: `Bench Product ${i}`, urlSlug: id } });
    await db.product.create({
      data: { id, websiteId, collectionId: collection.id, productType: 1, variantOptionOrdering: ['Size', 'Color'], position: i },
    });
    await db.productImage.create({ data: { websiteId, productId: id, assetUrl: '/images/tee.svg', width: 1000, height: 1000 } });
    await db.productVariant.createMany({
      data: ['S', 'M', 'L'].flatMap((size, s) =>
        ['Black', 'White'].map((color, c) => ({
          websiteId,
          productId: id,
          sku: `${id}-${size}-${color}`,
          attributes: { Size: size, Color: color },
          priceCents: 2000 + i * 100,
          salePriceCents: 1500,
          onSale: s === 1 && c === 0,
          currency: 'USD',
          qtyInStock: (i + s + c) % 4,
          position: s * 2 + c,
        })),
      ),
    });
  }
}
