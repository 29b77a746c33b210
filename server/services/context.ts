// The context services work in: the database, the website (tenant), who is calling. The HTTP layer builds it for each
// request (server/http/request-context.ts) and implements the cookie interfaces below; services only see these shapes.
import type { Db } from '../db/client.ts';
import type { SiteUser, Website } from '../db/generated/postgresql/client.ts';
import type { AnalyticsIngest } from './analytics/ingest.ts';
import type { NewSession } from './auth/sessions.ts';
import type { CaptchaVerifiers } from './captcha/bot-check.ts';
import type { CatalogEvents } from './catalog-events.ts';
import type { CatalogMemo } from './catalog-memo.ts';
import type { FileStorage } from './media/storage.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import type { RateLimits } from './rate-limits.ts';

export type Visitor = {
  /** The visitor id from the ss_cvr cookie (null for calls authenticated by a bearer token). */
  id: string | null;
  /** The crumb (CSRF token) the visitor holds, if any. */
  crumb: string | null;
  /** The crumb a state-changing call must present: the session's when logged in, else the crumb cookie's. */
  expectedCrumb: string | null;
  /** The client's IP address, for rate limits. */
  ip: string;
  /** The visit's number from the ss_cvr cookie (null for bearer-token calls). */
  visitCount?: number | null;
  /** The store's visitor ids (services/visitor-ids.ts): whether an id is one the server minted, and a new one when
   * the caller's address may mint another now (else null). */
  ids?: { isMinted(id: string | null | undefined): boolean; mint(): Promise<string | null> };
};

export type SiteUserIdentity = { id: string; email: string; firstName: string; lastName: string; sessionToken: string };

export type OwnerIdentity = {
  id: string;
  email: string;
  roleCode: number;
  /** How the owner authenticated: a personal API token or a login session. */
  via: 'token' | 'session';
  /** The session cookie's token, when signed in by session. */
  sessionToken?: string;
};

/** How the request authenticated: cookies (browsers), or a bearer token (owners, headless storefronts). */
export type Credential = 'cookies' | 'owner-token' | 'storefront-token';

/** What services need: the database, the tenant every query is scoped by, and the shared per-node helpers. */
export type ServiceContext = {
  db: Db;
  website: Website;
  events: CatalogEvents;
  /** Catalog facts carts read on every request, memoised per node. */
  catalog: CatalogMemo;
  limits: RateLimits;
  payments: PaymentProvider;
  captcha: CaptchaVerifiers;
  /** Uploaded files: image renditions, digital products' files, CSV imports. */
  storage: FileStorage;
};

/** Session cookies a resolver sets or clears on the response. */
export type SessionCookies = {
  siteUserSignedIn(siteUser: SiteUser, session: NewSession): void;
  siteUserSignedOut(): void;
  ownerSignedIn(owner: { id: string; roleCode: number }, session: NewSession): void;
  ownerSignedOut(): void;
};

/** The CART cookie (the visitor's cart token, 2 weeks) and hasCart (readable, while the cart has entries). */
export type CartCookies = {
  remember(cartToken: string, hasEntries: boolean): void;
  forget(): void;
};

/** The SS_MID cookie: the browser's marketing id, remembered when it joins the website's mailing list. */
export type MarketingCookie = { remember(marketingId: string): void };

/** Password-protected pages this browser has unlocked (the ss_unlocked cookie). */
export type PageLocks = {
  tag(pageId: string): string | undefined;
  remember(pageId: string, tag: string): void;
};

/** One request's context: who is calling, and the cookies a service may set or read (the HTTP layer implements them). */
export type RequestContext = ServiceContext & {
  requestId: string;
  credential: Credential;
  /** Who is calling, for scoping idempotency keys: `visitor:<id>` for browsers, `token:<id>` for bearer tokens. */
  caller: string;
  visitor: Visitor;
  siteUser: SiteUserIdentity | null;
  owner: OwnerIdentity | null;
  sessionCookies: SessionCookies;
  /** Where analytics records go (services/analytics/ingest.ts). */
  analytics: AnalyticsIngest;
  /** The visitor's cart token from the CART cookie (null for bearer-token calls: they pass cart tokens explicitly). */
  cartToken: string | null;
  cartCookies: CartCookies;
  marketingCookie: MarketingCookie;
  pageLocks: PageLocks;
  /** The language the request's Accept-Language prefers (domain/shopper-language.ts `preferredLanguage`), or null:
   * the shopper's language where the client names none. */
  acceptedLanguage: string | null;
};
