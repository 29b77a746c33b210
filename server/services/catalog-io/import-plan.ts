// What an import does with a batch of the file's products, looked up in the database: the collection each goes to
// (named in the file, created when missing, within the collection limit), the product it updates (same collection and
// URL slug) or none, which variants it updates, adds and removes, and its images. Every problem the database reveals
// (a SKU another product has, a variant shoppers still need, a full collection) is reported on its row, by the same
// code in the check pass (nothing written yet) and in the write pass (the database may have changed since).
import { type CatalogCsvReader, matchVariants, type ParsedProduct } from '../../../domain/catalog-csv-reader.ts';
import { alreadyExistsMessage } from '../../../domain/editing-messages.ts';
import { TYPE_CHANGE_MESSAGE, VARIANT_IN_USE_MESSAGE } from '../../../domain/messages.ts';
import { productShapeProblem } from '../../../domain/product-type.ts';
import { CollectionType } from '../../../domain/site-structure.ts';
import { MAX_COLLECTIONS, MAX_PRODUCTS_PER_COLLECTION } from '../../../domain/store-limits.ts';
import { freeSlug } from '../../../domain/url-slug.ts';
import type { Db, Prisma, Tx } from '../../db/client.ts';
import type { Website } from '../../db/generated/postgresql/client.ts';
import { attributesOf } from '../products/product-record.ts';
import { inUse } from '../products/product-usage.ts';

export const notAStorePageMessage = (slug: string) => `${slug} is a page of the website, not a store page.`;
export const tooManyCollectionsMessage = () => `A website can have at most ${MAX_COLLECTIONS} collections.`;
export const fullCollectionMessage = () => `A collection can hold at most ${MAX_PRODUCTS_PER_COLLECTION.toLocaleString('en-US')} products.`;
export const unknownImageMessage = (url: string) => `${url} is not an image of this store: upload it to the product instead.`;

/** The collection a product of the file goes to without a Product Page, when the website has no store page yet. */
export const DEFAULT_COLLECTION = { urlSlug: 'shop', title: 'Shop' };

const existingSelect = {
  id: true,
  collectionId: true,
  urlSlug: true,
  title: true,
  excerpt: true,
  status: true,
  product: {
    select: {
      productType: true,
      variantOptionOrdering: true,
      variants: {
        select: {
          id: true,
          sku: true,
          attributes: true,
          priceCents: true,
          salePriceCents: true,
          onSale: true,
          unlimited: true,
          qtyInStock: true,
          weightGrams: true,
          position: true,
        },
        orderBy: { position: 'asc' },
      },
      images: { select: { id: true, assetUrl: true, storageKey: true }, orderBy: { position: 'asc' } },
    },
  },
} satisfies Prisma.ItemSelect;
export type ExistingItem = Prisma.ItemGetPayload<{ select: typeof existingSelect }>;
export type ExistingProduct = ExistingItem & { product: NonNullable<ExistingItem['product']> };

const imageSelect = {
  websiteId: true,
  assetUrl: true,
  width: true,
  height: true,
  altText: true,
  focalX: true,
  focalY: true,
  fileName: true,
  storageKey: true,
  widths: true,
  colorData: true,
  byteSize: true,
} satisfies Prisma.ProductImageSelect;
export type KnownImage = Prisma.ProductImageGetPayload<{ select: typeof imageSelect }>;

export type ProductPlan = {
  parsed: ParsedProduct;
  collectionSlug: string;
  existing: ExistingProduct | null;
  /** The existing variant each of the file's variants updates (null: a new one). */
  matches: (string | null)[];
  removed: string[];
  /** The images to have, in order (undefined: keep the product's own). */
  images?: KnownImage[];
};

type CollectionState = { id: string | null; title: string; products: number };

export class ImportPlanner {
  private constructor(
    private readonly website: Website,
    private readonly reader: CatalogCsvReader,
    private readonly collections: Map<string, CollectionState | 'page'>,
    private collectionCount: number,
    readonly defaultSlug: string,
  ) {}

  static async load(db: Db, website: Website, reader: CatalogCsvReader): Promise<ImportPlanner> {
    const rows = await db.collection.findMany({
      where: { websiteId: website.id },
      select: { id: true, urlSlug: true, title: true, type: true, _count: { select: { products: true } } },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    const collections = new Map<string, CollectionState | 'page'>(
      rows.map((c) => [c.urlSlug, c.type === CollectionType.PRODUCTS ? { id: c.id, title: c.title, products: c._count.products } : 'page']),
    );
    const store = rows.find((c) => c.type === CollectionType.PRODUCTS);
    // A website without a store page gets one ('shop', or the first free slug after it).
    const fallback = freeSlug(DEFAULT_COLLECTION.urlSlug, new Set(collections.keys()));
    const planner = new ImportPlanner(website, reader, collections, rows.length, store?.urlSlug ?? fallback);
    if (!store) planner.addCollection(fallback, DEFAULT_COLLECTION.title);
    return planner;
  }

  private addCollection(urlSlug: string, title: string) {
    this.collections.set(urlSlug, { id: null, title, products: 0 });
    this.collectionCount++;
  }

  /** The collections the file names that do not exist yet (created by the write pass). */
  collectionToCreate(slug: string): { urlSlug: string; title: string } | null {
    const c = this.collections.get(slug);
    return c && c !== 'page' && c.id === null ? { urlSlug: slug, title: c.title } : null;
  }

  collectionCreated(slug: string, id: string) {
    const c = this.collections.get(slug);
    if (c && c !== 'page') c.id = id;
  }

  collectionId(slug: string): string | null {
    const c = this.collections.get(slug);
    return c && c !== 'page' ? c.id : null;
  }

  /** The plans of a batch of (valid) products; problems go to the reader, and a product with one gets no plan. */
  async plan(db: Db | Tx, products: ParsedProduct[]): Promise<ProductPlan[]> {
    const reader = this.reader;
    const placed = products.flatMap((parsed) => {
      const slug = parsed.collectionSlug ?? this.defaultSlug;
      const state = this.collections.get(slug);
      if (state === 'page') {
        reader.error(parsed.row, 'collection', notAStorePageMessage(slug));
        return [];
      }
      if (!state) {
        if (this.collectionCount >= MAX_COLLECTIONS) {
          reader.error(parsed.row, 'collection', tooManyCollectionsMessage());
          return [];
        }
        // A collection the file names gets a title from its slug ('summer-sale' → 'Summer Sale').
        this.addCollection(
          slug,
          slug.replace(/-/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase()),
        );
      }
      return [{ parsed, collectionSlug: slug }];
    });
    const existing = await this.existingItems(db, placed);
    const known = await this.knownImages(
      db,
      placed.map((p) => p.parsed),
    );
    const holders = await this.skuHolders(
      db,
      placed.map((p) => p.parsed),
    );
    const plans: ProductPlan[] = [];
    for (const { parsed, collectionSlug } of placed) {
      const mark = reader.errors.length;
      const item = parsed.urlSlug ? existing.get(`${this.collectionId(collectionSlug)}/${parsed.urlSlug}`) : undefined;
      if (item && !item.product) {
        reader.error(parsed.row, 'urlSlug', alreadyExistsMessage('URL slug'));
        continue;
      }
      const found = (item ?? null) as ExistingProduct | null;
      const productType = found?.product.productType ?? parsed.productType;
      if (found && parsed.productType !== undefined && parsed.productType !== found.product.productType)
        reader.error(parsed.row, 'productType', TYPE_CHANGE_MESSAGE);
      else if (found) {
        const shape = productShapeProblem({
          productType: productType as number,
          optionNames: parsed.optionNames,
          variantCount: parsed.variants.length,
          isSubscribable: false,
          hasForm: false,
        });
        if (shape) reader.error(parsed.row, reader.has('productType') ? 'productType' : 'title', shape);
      }
      const existingVariants = (found?.product.variants ?? []).map((v) => ({
        id: v.id,
        sku: v.sku,
        attributes: attributesOf(v.attributes),
      }));
      const { matches, removed } = matchVariants(existingVariants, parsed.variants, parsed.optionNames);
      parsed.variants.forEach((v, i) => {
        const holder = v.sku ? holders.get(v.sku) : undefined;
        if (holder && holder !== matches[i]) reader.error(v.row, 'sku', alreadyExistsMessage('SKU'));
      });
      if (found && removed.length > 0 && (await inUse(db, this.website.id, { productId: found.id, variantIds: removed })))
        reader.error(parsed.row, 'title', VARIANT_IN_USE_MESSAGE);
      const collection = this.collections.get(collectionSlug) as CollectionState;
      if (!found && collection.products >= MAX_PRODUCTS_PER_COLLECTION) reader.error(parsed.row, 'collection', fullCollectionMessage());
      const images = parsed.imageUrls?.flatMap(({ row, url }) => {
        const image = known.get(url);
        if (!image) reader.warnIn(row, reader.columnOf('images'), unknownImageMessage(url));
        return image ? [image] : [];
      });
      if (reader.errors.length > mark) continue;
      if (!found) collection.products++;
      plans.push({ parsed, collectionSlug, existing: found, matches, removed, images });
    }
    return plans;
  }

  private async existingItems(db: Db | Tx, placed: { parsed: ParsedProduct; collectionSlug: string }[]) {
    const bySlug = new Map<string, string[]>();
    for (const { parsed, collectionSlug } of placed) {
      const id = this.collectionId(collectionSlug);
      if (!id || !parsed.urlSlug) continue;
      bySlug.set(id, [...(bySlug.get(id) ?? []), parsed.urlSlug]);
    }
    if (bySlug.size === 0) return new Map<string, ExistingItem>();
    const items = await db.item.findMany({
      where: { websiteId: this.website.id, OR: [...bySlug].map(([collectionId, slugs]) => ({ collectionId, urlSlug: { in: slugs } })) },
      select: existingSelect,
    });
    return new Map(items.map((i) => [`${i.collectionId}/${i.urlSlug}`, i]));
  }

  /** The variant of this website holding each SKU the batch gives. */
  private async skuHolders(db: Db | Tx, products: ParsedProduct[]) {
    const skus = products.flatMap((p) => p.variants.flatMap((v) => (v.sku ? [v.sku] : [])));
    if (skus.length === 0) return new Map<string, string>();
    const rows = await db.productVariant.findMany({
      where: { websiteId: this.website.id, sku: { in: skus } },
      select: { id: true, sku: true },
    });
    return new Map(rows.map((r) => [r.sku, r.id]));
  }

  /** Images this server already has at the batch's URLs: this website's own first, else another's (their stored
   * renditions are shared, like a duplicated product's). */
  private async knownImages(db: Db | Tx, products: ParsedProduct[]) {
    const urls = [...new Set(products.flatMap((p) => (p.imageUrls ?? []).map((i) => i.url)))];
    if (urls.length === 0) return new Map<string, KnownImage>();
    const rows = await db.productImage.findMany({ where: { assetUrl: { in: urls } }, select: imageSelect });
    const known = new Map<string, KnownImage>();
    for (const row of rows) {
      const seen = known.get(row.assetUrl);
      if (!seen || (seen.websiteId !== this.website.id && row.websiteId === this.website.id)) known.set(row.assetUrl, row);
    }
    return known;
  }
}
