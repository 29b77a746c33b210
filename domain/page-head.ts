// A storefront page's <head> as the server writes it into the built index.html before sending it (docs/seo.md
// "Page heads"): the title, meta description, canonical URL, Open Graph tags and JSON-LD (schema.org Product with
// its offers, BreadcrumbList, Organization). Pure: the server gathers the facts, these builders write the HTML.
import { effectivePriceCents, type VariantStock } from './availability.ts';
import { escapeHtml } from './escape-html.ts';
import { toDecimalValue } from './money.ts';
import { tracksStock } from './product-type.ts';
import { truncate } from './template-text.ts';

/** Characters of a meta description (search engines show about this many). */
export const DESCRIPTION_LENGTH = 160;
/** Offers listed in a product's JSON-LD (one a variant). */
export const MAX_OFFERS = 100;
/** Products a product listing's ItemList names (its first ones, in the listing's order). */
export const MAX_LISTED_ITEMS = 50;

export type Crumb = { name: string; path: string };
/** An event's JSON-LD facts: ISO start and end, and where (one line; empty for none). */
export type EventFacts = { startDate: string; endDate: string; place: string };
export type OfferVariant = VariantStock & { sku: string; currency: string };

/** What a page's head says. Paths are the site's own ('/shop/tee'); `image` may be a path or an absolute URL. */
export type PageHead = {
  storeName: string;
  /** The page's own title (absent: the store name alone). */
  title?: string;
  /** Plain text; cut to DESCRIPTION_LENGTH. */
  description?: string;
  /** The request's path without its query. */
  path: string;
  kind: 'website' | 'product' | 'article';
  image?: string | null;
  /** Home → page → item, each with its path; empty for none. */
  breadcrumbs?: Crumb[];
  product?: { productType: number; variants: OfferVariant[] };
  /** The home page names the store as an Organization. */
  organization?: boolean;
  /** A product listing: its first products (name and path), in order, as an ItemList. */
  listing?: Crumb[];
  /** An event's item: an Event. */
  event?: EventFacts;
  /** Locked, not-found and app pages: the store name as title, noindex, nothing else of the page. */
  noindex?: boolean;
};

/** "Classic Tee — Shopwright Demo Store"; the store name alone for a page without a title of its own. */
export const pageTitle = (title: string | null | undefined, storeName: string) =>
  title?.trim() && title !== storeName ? `${title} — ${storeName}` : storeName;

/** Plain text cut to DESCRIPTION_LENGTH characters (at a word when one ends near), with '…' when cut. */
export function metaDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (Array.from(plain).length <= DESCRIPTION_LENGTH) return plain;
  const cut = truncate(plain, DESCRIPTION_LENGTH - 1, '');
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** JSON safe inside <script>: '<', '>' and '&' as \u escapes, so no '</script>' or '<!--' can close or bend it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A path or URL made absolute under `origin` (https://shop.example.com). */
export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, `${origin}/`).toString();

/** schema.org availability of a variant: digital, gift-card and paywall products never run out. */
const inStock = (productType: number, v: OfferVariant) => !tracksStock(productType) || v.unlimited || v.qtyInStock > 0;

/** schema.org Product: one Offer a variant (price in major units as a string, its currency, stock and URL). */
export function productJsonLd(head: PageHead, origin: string) {
  const url = absoluteUrl(origin, head.path);
  const p = head.product ?? { productType: 0, variants: [] };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: head.title,
    ...(head.description ? { description: metaDescription(head.description) } : {}),
    ...(head.image ? { image: absoluteUrl(origin, head.image) } : {}),
    url,
    offers: p.variants.slice(0, MAX_OFFERS).map((v) => ({
      '@type': 'Offer',
      ...(v.sku ? { sku: v.sku } : {}),
      price: toDecimalValue(effectivePriceCents(v), v.currency),
      priceCurrency: v.currency,
      availability: `https://schema.org/${inStock(p.productType, v) ? 'InStock' : 'OutOfStock'}`,
      url,
    })),
  };
}

export const breadcrumbJsonLd = (crumbs: readonly Crumb[], origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(origin, c.path) })),
});

/** schema.org ItemList of a product listing: its first MAX_LISTED_ITEMS products, each with its position and URL. */
export const itemListJsonLd = (items: readonly Crumb[], origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'ItemList',
  itemListElement: items
    .slice(0, MAX_LISTED_ITEMS)
    .map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, url: absoluteUrl(origin, c.path) })),
});

/** schema.org Event: name, start and end, where (a Place with its address when the event has one), and its URL. */
export const eventJsonLd = (head: PageHead, event: EventFacts, origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: head.title,
  startDate: event.startDate,
  endDate: event.endDate,
  ...(event.place ? { location: { '@type': 'Place', name: event.place, address: event.place } } : {}),
  ...(head.description ? { description: metaDescription(head.description) } : {}),
  ...(head.image ? { image: absoluteUrl(origin, head.image) } : {}),
  url: absoluteUrl(origin, head.path),
});

export const organizationJsonLd = (storeName: string, origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: storeName,
  url: absoluteUrl(origin, '/'),
});

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-page-head="">`;
const jsonLdScript = (value: unknown) => `<script type="application/ld+json" data-page-head="">${scriptJson(value)}</script>`;

/** The head elements of a page under `origin`: the title first, each other element marked data-page-head (the
 * client finds them there). */
export function headHtml(head: PageHead, origin: string): string {
  if (head.noindex) return [`<title>${escapeHtml(head.storeName)}</title>`, meta('name', 'robots', 'noindex')].join('\n    ');
  const title = `<title>${escapeHtml(pageTitle(head.title, head.storeName))}</title>`;
  const url = absoluteUrl(origin, head.path);
  const description = head.description ? metaDescription(head.description) : '';
  const lines = [
    title,
    ...(description ? [meta('name', 'description', description)] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" data-page-head="">`,
    meta('property', 'og:title', head.title ?? head.storeName),
    ...(description ? [meta('property', 'og:description', description)] : []),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head.kind),
    ...(head.image ? [meta('property', 'og:image', absoluteUrl(origin, head.image))] : []),
    meta('property', 'og:site_name', head.storeName),
  ];
  if (head.product) lines.push(jsonLdScript(productJsonLd(head, origin)));
  if (head.event) lines.push(jsonLdScript(eventJsonLd(head, head.event, origin)));
  if (head.listing?.length) lines.push(jsonLdScript(itemListJsonLd(head.listing, origin)));
  if (head.breadcrumbs?.length) lines.push(jsonLdScript(breadcrumbJsonLd(head.breadcrumbs, origin)));
  if (head.organization) lines.push(jsonLdScript(organizationJsonLd(head.storeName, origin)));
  return lines.join('\n    ');
}

/** The built index.html with its <title> replaced by `head` (or `head` put before </head> when it has no title). */
export function withHead(indexHtml: string, head: string): string {
  const title = /<title>[^<]*<\/title>/i;
  if (title.test(indexHtml)) return indexHtml.replace(title, () => head);
  return indexHtml.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}
