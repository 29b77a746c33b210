// The page context (spec §2 "Page context read"; docs/api.md "For page scripts"): what page scripts read about the page
// they run on — its page type, the website (id, time zone), the collection (id, type), the product, the authenticated
// account holder (the website's owner or a member of their team signed in on it: domain/owner-info.ts; a shopper's own
// account is the SiteUserInfo cookie's) and the store's express checkout setting — as one JSON object. The server writes
// it into every page it renders; the storefront keeps it up to date as the visitor moves between pages. Three parts make
// it: the website's (from the layout's query), the screen's (what the page shows) and the visitor's (signed in or not).

/** The id of the `<script type="application/json">` element holding the page context. */
export const PAGE_CONTEXT_ID = 'page-context';
/** The event dispatched on `document` each time the page context changes (its `detail` is the new context). */
export const PAGE_CONTEXT_EVENT = 'shopwright:page-context';

/** The product a product page shows. */
export type PageContextProduct = { id: string; title: string; productType: number; isSubscribable: boolean };

export type PageContext = {
  /** The page type marker (domain/site-structure.ts PageType), as the page's main element says in data-page-type. */
  pageType: number | null;
  website: { id: string; timeZone: string } | null;
  /** The collection the page is or belongs to (domain/site-structure.ts CollectionType for its type). */
  collection: { id: string; type: number } | null;
  product: PageContextProduct | null;
  /** The account holder signed in on this website (an owner or team member, whatever their role), else null. */
  authenticatedAccount: { id: string } | null;
  websiteSettings: { storeSettings: { expressCheckout: boolean } } | null;
};

/** What the layout's query knows of the website. */
export type SiteOfPage = { id: string; timeZone: string; expressCheckout: boolean };
/** What a screen shows: its page type, and its collection and product when it has them. */
export type ScreenOfPage = {
  pageType: number;
  collection?: { id: string; type: number } | null;
  product?: PageContextProduct | null;
};

/** The page context before anything is known (a page the browser renders alone, before its first screen loads). */
export const EMPTY_PAGE_CONTEXT: PageContext = {
  pageType: null,
  website: null,
  collection: null,
  product: null,
  authenticatedAccount: null,
  websiteSettings: null,
};

/** The website's part of the page context. */
export const sitePart = (site: SiteOfPage): Pick<PageContext, 'website' | 'websiteSettings'> => ({
  website: { id: site.id, timeZone: site.timeZone },
  websiteSettings: { storeSettings: { expressCheckout: site.expressCheckout } },
});

/** The screen's part: a page without a collection or product says null for them (not the previous page's). */
export const screenPart = (screen: ScreenOfPage): Pick<PageContext, 'pageType' | 'collection' | 'product'> => ({
  pageType: screen.pageType,
  collection: screen.collection ? { id: screen.collection.id, type: screen.collection.type } : null,
  product: screen.product
    ? {
        id: screen.product.id,
        title: screen.product.title,
        productType: screen.product.productType,
        isSubscribable: screen.product.isSubscribable,
      }
    : null,
});

/** The visitor's part: the id of the account holder signed in on this website, or null. */
export const accountPart = (accountId: string | null): Pick<PageContext, 'authenticatedAccount'> => ({
  authenticatedAccount: accountId ? { id: accountId } : null,
});

/** The whole page context from what is known of each part. */
export function pageContextOf(site: SiteOfPage | null, screen: ScreenOfPage | null, accountId: string | null): PageContext {
  return {
    ...EMPTY_PAGE_CONTEXT,
    ...(site ? sitePart(site) : {}),
    ...(screen ? screenPart(screen) : {}),
    ...accountPart(accountId),
  };
}

/** A page context read back from its element's JSON: each part kept when it has its shape, else empty (a page script
 * may have written anything there). */
export function parsePageContext(json: string | null): PageContext {
  let value: unknown;
  try {
    value = JSON.parse(json ?? 'null');
  } catch {
    return EMPTY_PAGE_CONTEXT;
  }
  if (!isRecord(value)) return EMPTY_PAGE_CONTEXT;
  const { website, collection, product, authenticatedAccount, websiteSettings } = value;
  const expressCheckout =
    isRecord(websiteSettings) && isRecord(websiteSettings.storeSettings) ? websiteSettings.storeSettings.expressCheckout : null;
  return {
    pageType: typeof value.pageType === 'number' ? value.pageType : null,
    website:
      isRecord(website) && typeof website.id === 'string' && typeof website.timeZone === 'string'
        ? { id: website.id, timeZone: website.timeZone }
        : null,
    collection:
      isRecord(collection) && typeof collection.id === 'string' && typeof collection.type === 'number'
        ? { id: collection.id, type: collection.type }
        : null,
    product: isProduct(product) ? screenPart({ pageType: 0, product }).product : null,
    authenticatedAccount:
      isRecord(authenticatedAccount) && typeof authenticatedAccount.id === 'string' ? { id: authenticatedAccount.id } : null,
    websiteSettings: typeof expressCheckout === 'boolean' ? { storeSettings: { expressCheckout } } : null,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isProduct = (value: unknown): value is PageContextProduct =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.title === 'string' &&
  typeof value.productType === 'number' &&
  typeof value.isSubscribable === 'boolean';
