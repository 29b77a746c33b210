// Analytics vocabulary (spec §2, §3, §6): event families and names, the analytics page types, which pages and
// account holders are never counted, and how a hit's user agent and referrer are reduced before anything is stored.
import { RoleCode } from './permissions.ts';
import { PageType } from './site-structure.ts';

/** The shopping event families of spec §3, by the names pages send. */
export const SHOPPING_EVENTS = [
  'visit product page',
  'visit product list',
  'add to cart',
  'view cart',
  'remove from cart',
  'related product display',
  'related product click',
  'related product add',
  'custom product form open',
  'custom product form save',
  'reviews tab click',
] as const;
export type ShoppingEventName = (typeof SHOPPING_EVENTS)[number];

/** Whether a name is one of spec §3's shopping events. */
export const isShoppingEventName = (name: string): name is ShoppingEventName => (SHOPPING_EVENTS as readonly string[]).includes(name);

/** A shopping event's name as the spec writes it ('add to cart'), also when a client sends it in the CamelCase some
 * Squarespace scripts use ('AddToCart'); anything else is left as it is (and refused by the names' list). */
export function shoppingEventName(name: string): string {
  if ((SHOPPING_EVENTS as readonly string[]).includes(name)) return name;
  const spaced = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return (SHOPPING_EVENTS as readonly string[]).includes(spaced) ? spaced : name;
}

/** Interface events pages send to the census paths. */
export const INTERFACE_EVENTS = ['button-render', 'button-click', 'form-render', 'overlay', 'quick view'] as const;
export type InterfaceEventName = (typeof INTERFACE_EVENTS)[number];

/** Commerce events the server writes itself: a paid order, a lead (a newsletter sign-up). */
export const COMMERCE_EVENTS = ['order', 'lead'] as const;

/** Analytics page types tracked (spec §2). */
export const ANALYTICS_PAGE_TYPES = ['plp', 'pdp', 'add-on', 'product_block'] as const;

/** Pages never counted (spec §6): not found, the lock screen, member-area access denied. */
export const UNCOUNTED_PAGE_TYPES: ReadonlySet<number> = new Set([
  PageType.NOT_FOUND,
  PageType.LOCK_SCREEN,
  PageType.MEMBER_AREA_ACCESS_DENIED,
]);

/** Page views of the site search are not counted either (spec §6). */
export const isSearchPath = (path: string) => /^\/search\/?$/.test(path);

/** The console's path pattern (spec §2): viewers are counted outside it only. */
export const isConfigPath = (path: string) => /^\/config(\/|$)/.test(path);

/** Whether the hits of an authenticated account holder at `path` are skipped (spec §6): those of anyone holding a role
 * on the website (`roleCode`; null for a visitor who holds none) are, except a user whose only role is viewer, outside
 * the console's pages. The server drops them whatever a page sends; the storefront does not send them. */
export const skipsAccountHolder = (roleCode: number | null, path: string): boolean =>
  roleCode !== null && !(roleCode === RoleCode.VIEWER && !isConfigPath(path));

/** What a product listing does as it loads (spec §2): its load mark once its collection is known, and the commerce
 * routine's call with the website's and the collection's ids only when both are. Neither happens inside the editor's
 * configuration frame: the listing shown in a frame of a /config page (`framingPath`: the framing page's path, null
 * for a page in no frame). */
export function listingLoad(
  websiteId: string | null,
  collectionId: string | null,
  framingPath: string | null,
): { mark: boolean; commerce: { websiteId: string; collectionId: string } | null } {
  if (!collectionId || (framingPath !== null && isConfigPath(framingPath))) return { mark: false, commerce: null };
  return { mark: true, commerce: websiteId ? { websiteId, collectionId } : null };
}

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/** A device class from a user agent (tablets before phones: iPads and Android tablets lack "Mobile"). */
export function deviceTypeOf(userAgent: string): DeviceType {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The referring host of a page view, or null for direct visits and the site's own pages. */
export function referrerHost(referrer: string, ownHost: string | null): string | null {
  if (!URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (!/^https?:$/.test(url.protocol)) return null;
  const host = url.hostname
    .replace(/^www\./, '')
    .toLowerCase()
    .slice(0, 100);
  return host && host !== ownHost?.replace(/^www\./, '').toLowerCase() ? host : null;
}

/** Paths that carry a secret (an order's private status link): counted under their pattern, never with it. */
const PRIVATE_PATHS: [RegExp, string][] = [[/^\/orders\/[^/]+/, '/orders/:token']];

/** A path as counted: no query or fragment, no private token, at most 200 characters. */
export function countedPath(urlOrPath: string): string {
  const raw = URL.canParse(urlOrPath) ? new URL(urlOrPath).pathname : urlOrPath.split(/[?#]/)[0];
  const path = raw.startsWith('/') ? raw : `/${raw}`;
  const [pattern, replacement] = PRIVATE_PATHS.find(([p]) => p.test(path)) ?? [];
  return (pattern && replacement ? path.replace(pattern, replacement) : path).slice(0, 200);
}
