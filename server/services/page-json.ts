// The `?format=json` view of storefront pages that existing Squarespace clients read to find item ids and SKUs, and
// that owner templates are rendered with: product pages here, every other kind of page in content/content-json.ts.
// Disabled pages are not found; a password-protected page answers its id, title and URL alone. Every page says its
// page type and the website's settings templates read (comments, likes, Disqus, share buttons).
import { pricingOptions, type SubscriptionOptionPrice } from '../../domain/merchandising-views.ts';
import { moneyJson } from '../../domain/money.ts';
import { DEFAULT_LISTING, type Listing, listingParams } from '../../domain/product-listing.ts';
import { CONTACT_SLUG, CONTACT_TITLE, CollectionType, PageType, RecordType } from '../../domain/site-structure.ts';
import { optionValues } from '../../domain/variant-options.ts';
import type { Prisma } from '../db/client.ts';
import type { Collection, MerchandisingContext } from '../db/generated/postgresql/client.ts';
import { listLiveProducts } from './catalog.ts';
import {
  contentPageJson,
  liveContentItem,
  lockedPageJson,
  NO_SOCIAL_ACCOUNT,
  PAGE_BACKGROUND,
  PAGE_JSON_ITEMS,
  paginationJson,
  type SiteJson,
} from './content/content-json.ts';
import { contactForms } from './content/page-forms.ts';
import { merchandisingJson } from './content/template-data.ts';
import type { RequestContext } from './context.ts';
import { liveProductWhere } from './live-rows.ts';
import { itemPictureJson, type Picture } from './media/image-json.ts';
import { storedImageId } from './media/product-images.ts';
import { defaultMerchandising } from './merchandising.ts';
import { attributesOf, optionNamesOf } from './products/product-record.ts';

const productSelect = {
  id: true,
  productType: true,
  variantOptionOrdering: true,
  item: { select: { title: true, urlSlug: true, excerpt: true } },
  collection: { select: { urlSlug: true } },
  variants: { orderBy: { position: 'asc' as const } },
  images: {
    orderBy: { position: 'asc' as const },
    take: 1,
    select: {
      id: true,
      assetUrl: true,
      width: true,
      height: true,
      focalX: true,
      focalY: true,
      altText: true,
      colorData: true,
      fileName: true,
      storageKey: true,
      widths: true,
    },
  },
  subscriptionOptions: { orderBy: { position: 'asc' as const }, select: { id: true, subscriptionPlanId: true, priceCents: true } },
  merchandising: true,
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
type ImageRow = {
  id: string;
  assetUrl: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
  altText: string;
  colorData: unknown;
  fileName: string;
  storageKey: string;
  widths: unknown;
};
type ProductRow = {
  id: string;
  productType: number;
  variantOptionOrdering: unknown;
  item: { title: string; urlSlug: string; excerpt: string };
  collection: { urlSlug: string };
  variants: VariantRow[];
  images: ImageRow[];
  subscriptionOptions: SubscriptionOptionPrice[];
  merchandising: MerchandisingContext | null;
};

/** A variant's price under each subscription plan (spec §3 Variant `pricingOptions`), as money. */
const pricingOptionsJson = (p: ProductRow, v: VariantRow) =>
  pricingOptions(v, p.subscriptionOptions).map(({ priceCents, salePriceCents, ...o }) => ({
    ...o,
    priceMoney: moneyJson(priceCents, v.currency),
    salePriceMoney: moneyJson(salePriceCents, v.currency),
  }));

/** The merchandising context of each product, by product id (spec §3), defaults for a product without one. */
function merchandisingContexts(products: ProductRow[]) {
  return Object.fromEntries(products.map((p) => [p.id, merchandisingJson(p.merchandising ?? defaultMerchandising(p.id), p.variants)]));
}

/** A product's main image (its first): its stored file may be its original's (a copied product's). */
function productPicture(image: ImageRow | undefined): Picture | null {
  if (!image) return null;
  const storedId = storedImageId(image.storageKey);
  return {
    id: image.id,
    storedId,
    assetUrl: image.assetUrl,
    width: image.width,
    height: image.height,
    focalX: image.focalX,
    focalY: image.focalY,
    altText: image.altText,
    colorData: image.colorData,
    filename: image.fileName,
    title: '',
    body: '',
    widths: storedId && Array.isArray(image.widths) ? (image.widths as number[]) : null,
  };
}

function itemJson(p: ProductRow) {
  const ordering = optionNamesOf(p.variantOptionOrdering);
  const valuesOf = (v: VariantRow) => optionValues(attributesOf(v.attributes), ordering);
  return {
    id: p.id,
    title: p.item.title,
    fullUrl: `/${p.collection.urlSlug}/${p.item.urlSlug}`,
    urlId: p.item.urlSlug,
    excerpt: p.item.excerpt,
    recordType: RecordType.STORE_ITEM,
    ...itemPictureJson(productPicture(p.images[0])),
    ...NO_SOCIAL_ACCOUNT,
    productType: p.productType,
    variants: p.variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      attributes: v.attributes ?? {},
      optionValues: valuesOf(v),
      priceMoney: moneyJson(v.priceCents, v.currency),
      salePriceMoney: moneyJson(v.salePriceCents, v.currency),
      onSale: v.onSale,
      unlimited: v.unlimited,
      qtyInStock: v.qtyInStock,
      pricingOptions: pricingOptionsJson(p, v),
    })),
    structuredContent: {
      productType: p.productType,
      variants: p.variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        attributes: v.attributes ?? {},
        optionValues: valuesOf(v),
        price: v.priceCents,
        salePrice: v.salePriceCents,
        onSale: v.onSale,
        unlimited: v.unlimited,
        qtyInStock: v.qtyInStock,
        pricingOptions: pricingOptionsJson(p, v),
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

/** The collection of a product page's own JSON: what lists say of it, and its background (spec §3). */
const pageCollectionJson = (c: Collection) => ({ ...collectionJson(c), ...PAGE_BACKGROUND });

/** Where a live product of a product page with this URL slug is (page heads read it too: ./page-head.ts). */
export function liveProductOfPage(ctx: RequestContext, collection: Collection, urlSlug: string): Prisma.ProductWhereInput {
  const live = { ...liveProductWhere(), item: { ...liveProductWhere().item, urlSlug } } as Prisma.ProductWhereInput;
  return { websiteId: ctx.website.id, collectionId: collection.id, ...live };
}

/** A live product of a product page by its URL slug, or null. */
const liveProduct = (ctx: RequestContext, collection: Collection, urlSlug: string) =>
  ctx.db.product.findFirst({ where: liveProductOfPage(ctx, collection, urlSlug), select: productSelect });

/** Whether a page has an item visitors may see under this URL slug. */
const hasLiveItem = async (ctx: RequestContext, collection: Collection, urlSlug: string) =>
  (collection.typeName === 'products' ? await liveProduct(ctx, collection, urlSlug) : await liveContentItem(ctx, collection, urlSlug)) !==
  null;

/** An enabled page of this website by its URL slug, or null. */
export const enabledPage = (ctx: RequestContext, urlSlug: string) =>
  ctx.db.collection.findFirst({ where: { websiteId: ctx.website.id, urlSlug, enabled: true } });

/** JSON for a storefront path's decoded segments ([], ['shop'], ['shop', 'tee']), or null when it is not a page. Only
 * pages, products and items visitors may see are listed. */
export async function pageJson(
  ctx: RequestContext,
  segments: string[],
  offset = 0,
  listing: Listing = DEFAULT_LISTING,
): Promise<object | null> {
  const site = siteJson(ctx);
  const websiteId = ctx.website.id;
  if (segments.length === 0) {
    // The product pages, as GraphQL `collections` lists them; the navigation lists the rest.
    const collections = await ctx.db.collection.findMany({
      where: { websiteId, enabled: true, type: CollectionType.PRODUCTS },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    return { ...site, pageType: PageType.MAIN_CONTENT, collections: collections.map(collectionJson) };
  }
  if (segments.length > 2) return null;
  const collection = await enabledPage(ctx, segments[0]);
  // The contact page is every website's own (/contact), with the website's contact form, unless a page has its slug.
  if (!collection && segments.length === 1 && segments[0] === CONTACT_SLUG) return contactPageJson(ctx, site);
  if (!collection) return null;
  if (collection.passwordHash !== null)
    return segments.length === 1 || (await hasLiveItem(ctx, collection, segments[1])) ? lockedPageJson(site.website, collection) : null;
  if (collection.typeName !== 'products') return contentPageJson(ctx, site, collection, segments[1], offset);
  if (segments.length === 1) {
    const products = await listLiveProducts(
      ctx,
      collection.id,
      { select: productSelect, skip: offset, take: PAGE_JSON_ITEMS + 1 },
      listing,
    );
    const more = products.length > PAGE_JSON_ITEMS;
    const shown = products.slice(0, PAGE_JSON_ITEMS);
    return {
      ...site,
      pageType: PageType.MAIN_CONTENT,
      collection: pageCollectionJson(collection),
      items: shown.map(itemJson),
      pagination: paginationJson(collection.urlSlug, offset, more, listingParams(listing, ctx.website.currency).toString()),
      productMerchandisingContext: merchandisingContexts(shown),
    };
  }
  const product = await liveProduct(ctx, collection, segments[1]);
  return product
    ? {
        ...site,
        pageType: PageType.CONTENT_ITEM,
        collection: pageCollectionJson(collection),
        item: itemJson(product),
        productMerchandisingContext: merchandisingContexts([product]),
      }
    : null;
}

/** The contact page's JSON: a page of its own with the website's contact form in `forms`. */
async function contactPageJson(ctx: RequestContext, site: SiteJson) {
  const collection = {
    id: CONTACT_SLUG,
    title: CONTACT_TITLE,
    fullUrl: `/${CONTACT_SLUG}`,
    urlId: CONTACT_SLUG,
    typeName: CONTACT_SLUG,
    ...PAGE_BACKGROUND,
  };
  return { ...site, pageType: PageType.PAGE, collection, forms: await contactForms(ctx) };
}

/** The website and its settings as templates read them (spec §3): the engine's social buttons read
 * `website.shareButtonOptions` (the website offers none, so the map is empty and no buttons are drawn); comments and
 * likes are the website's own switches; comments are the website's, never Disqus's, so there is no Disqus shortname. */
function siteJson(ctx: RequestContext): SiteJson {
  const w = ctx.website;
  return {
    website: { id: w.id, siteTitle: w.name, timeZone: w.timeZone, baseCurrency: w.currency, shareButtonOptions: {} },
    websiteSettings: { commentsEnabled: w.commentsEnabled, simpleLikingEnabled: w.simpleLikingEnabled, disqusShortname: null },
  };
}

/** The JSON of an item's or a product's own page (`/<page>/<item>`), or null when visitors cannot see it. */
export async function itemPageJson(ctx: RequestContext, item: { collectionId: string; urlSlug: string }) {
  const page = await ctx.db.collection.findUnique({ where: { id: item.collectionId }, select: { urlSlug: true } });
  return page ? pageJson(ctx, [page.urlSlug, item.urlSlug]) : null;
}
