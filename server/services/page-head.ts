// What a storefront path's <head> says (domain/page-head.ts writes it): read in-process from the rows the GraphQL API
// and `?format=json` read, with the same rules of what visitors may see (./page-json.ts). Nothing here depends on
// who asks — no cookie, no owner — so the answer may be cached per website and path. A locked page and a path that
// is no page get the store name alone and noindex: nothing of what the password hides.
import { type EventLocation, eventPlace } from '../../domain/events.ts';
import { type Crumb, MAX_LISTED_ITEMS, type PageHead } from '../../domain/page-head.ts';
import { RecordType } from '../../domain/site-structure.ts';
import type { Collection } from '../db/generated/postgresql/client.ts';
import { productListingOrder } from './catalog.ts';
import { liveContentItem } from './content/content-json.ts';
import { navigation } from './content/navigation.ts';
import type { RequestContext } from './context.ts';
import { liveProductWhere } from './live-rows.ts';
import { enabledPage, liveProductOfPage } from './page-json.ts';
import { plainTextOf } from './site-search.ts';

export type PageHeadAnswer = { found: boolean; head: PageHead };

const productHeadSelect = {
  productType: true,
  item: { select: { title: true, urlSlug: true, excerpt: true, body: true } },
  images: { orderBy: { position: 'asc' as const }, take: 1, select: { assetUrl: true } },
  variants: {
    orderBy: { position: 'asc' as const },
    select: { sku: true, priceCents: true, salePriceCents: true, onSale: true, unlimited: true, qtyInStock: true, currency: true },
  },
} as const;

/** The first of these HTML texts that has words, as plain text. */
const firstText = (...html: string[]) => html.map(plainTextOf).find(Boolean) ?? '';

/** The head of a path's decoded segments: [] is the home page; `appRoute` for the client's own pages (cart…). */
export async function pageHead(ctx: RequestContext, segments: string[], appRoute: false | 'noindex' | 'public'): Promise<PageHeadAnswer> {
  const storeName = ctx.website.name;
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  const bare = (found: boolean, noindex = true): PageHeadAnswer => ({ found, head: { storeName, path, kind: 'website', noindex } });
  if (appRoute) return bare(true, appRoute === 'noindex');
  if (segments.length === 0) {
    // "/" shows the main navigation's first page: its description is the home page's.
    const home = (await navigation(ctx, 'MAIN')).find((entry) => !entry.isFolder);
    const description = home && home.passwordHash === null ? plainTextOf(home.description) : '';
    return { found: true, head: { storeName, path, kind: 'website', organization: true, ...(description ? { description } : {}) } };
  }
  if (segments.length > 2) return bare(false);
  const page = await enabledPage(ctx, segments[0] as string);
  if (!page) return bare(false);
  const home: Crumb = { name: storeName, path: '/' };
  const pageCrumb: Crumb = { name: page.title, path: `/${page.urlSlug}` };
  const itemSlug = segments[1];
  if (itemSlug === undefined) {
    if (page.passwordHash !== null) return bare(true);
    const description = plainTextOf(page.description);
    const listing = page.typeName === 'products' ? await listedProducts(ctx, page) : undefined;
    return {
      found: true,
      head: { storeName, path, kind: 'website', title: page.title, description, breadcrumbs: [home, pageCrumb], listing },
    };
  }
  const head = await itemHead(ctx, page, itemSlug);
  if (!head) return bare(false);
  if (page.passwordHash !== null) return bare(true);
  return {
    found: true,
    head: { storeName, path, ...head, breadcrumbs: [home, pageCrumb, { name: head.title, path: `/${page.urlSlug}/${head.urlSlug}` }] },
  };
}

/** A product listing's first products, in its order, for its ItemList. */
async function listedProducts(ctx: RequestContext, page: Collection): Promise<Crumb[]> {
  const products = await ctx.db.product.findMany({
    where: { websiteId: ctx.website.id, collectionId: page.id, ...liveProductWhere() },
    orderBy: productListingOrder,
    take: MAX_LISTED_ITEMS,
    select: { item: { select: { title: true, urlSlug: true } } },
  });
  return products.map((p) => ({ name: p.item.title, path: `/${page.urlSlug}/${p.item.urlSlug}` }));
}

/** A live product's or item's part of the head, or null when visitors cannot see it. */
async function itemHead(ctx: RequestContext, page: Collection, urlSlug: string) {
  if (page.typeName === 'products') {
    const product = await ctx.db.product.findFirst({ where: liveProductOfPage(ctx, page, urlSlug), select: productHeadSelect });
    if (!product) return null;
    return {
      kind: 'product' as const,
      title: product.item.title,
      urlSlug: product.item.urlSlug,
      description: firstText(product.item.excerpt, product.item.body),
      image: product.images[0]?.assetUrl ?? null,
      product: { productType: product.productType, variants: product.variants },
    };
  }
  const item = await liveContentItem(ctx, page, urlSlug);
  if (!item) return null;
  return {
    kind: 'article' as const,
    title: item.title,
    urlSlug: item.urlSlug,
    description: firstText(item.excerpt, item.body),
    image: item.assetUrl,
    event:
      item.recordType === RecordType.EVENT && item.startDate && item.endDate
        ? {
            startDate: item.startDate.toISOString(),
            endDate: item.endDate.toISOString(),
            place: eventPlace(item.location as EventLocation | null),
          }
        : undefined,
  };
}
