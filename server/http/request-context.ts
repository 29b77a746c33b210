// Builds the RequestContext for every request: tenant, credential (bearer token or cookies), visitor, sessions.
import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { preferredLanguage } from '../../domain/shopper-language.ts';
import type { Db } from '../db/client.ts';
import type { Website } from '../db/generated/postgresql/client.ts';
import type { AnalyticsIngest } from '../services/analytics/ingest.ts';
import type { Bearer } from '../services/auth/api-tokens.ts';
import type { BearerCache } from '../services/auth/bearer-cache.ts';
import type { CaptchaVerifiers } from '../services/captcha/bot-check.ts';
import type { CatalogEvents } from '../services/catalog-events.ts';
import type { CatalogMemo } from '../services/catalog-memo.ts';
import type { Credential, RequestContext } from '../services/context.ts';
import type { FileStorage } from '../services/media/storage.ts';
import type { PaymentProvider } from '../services/payments/payment-provider.ts';
import { RateLimitedError, type RateLimits } from '../services/rate-limits.ts';
import { storeVisitorIds } from '../services/visitor-ids.ts';
import type { WebsiteResolver } from '../services/websites.ts';
import type { AppEnv } from './app-env.ts';
import { cartCookiesFor, readCartCookie } from './cart-cookies.ts';
import { newCrumb, readCrumbCookie, setCrumbCookie } from './crumb.ts';
import { NO_PAGE_LOCKS, pageLocksFor } from './page-lock-cookies.ts';
import { refusal } from './refusal.ts';
import {
  clearOwnerSessionCookies,
  clearSiteUserCookies,
  sessionIdentities,
  setOwnerSessionCookies,
  setSiteUserCookies,
} from './sessions.ts';
import { marketingCookieFor, visitorCookies } from './visitor-cookies.ts';

export const WEBSITE_HEADER = 'x-shopwright-website';
/** Paths that are not storefront pages: no crumb is issued for them. */
const NOT_PAGES = /^\/(api|assets|images)\/|^\/(graphql|healthz|favicon\.svg)$/;

/** Bearer-token callers keep their cart token themselves: no cookies are set for them. */
const IGNORED_CART_COOKIES = { remember: () => {}, forget: () => {} };
const IGNORED_MARKETING_COOKIE = { remember: () => {} };

type Deps = {
  db: Db;
  analytics: AnalyticsIngest;
  websites: WebsiteResolver;
  events: CatalogEvents;
  catalog: CatalogMemo;
  payments: PaymentProvider;
  captcha: CaptchaVerifiers;
  limits: RateLimits;
  storage: FileStorage;
  bearers: BearerCache;
  secureCookies: boolean;
  trustProxy: boolean;
};

export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  const { db, secureCookies: secure } = deps;
  return async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.header('X-Request-Id', requestId);
    const bearerValue = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const bearer = bearerValue ? await deps.bearers.find(bearerValue) : null;
    if (bearerValue && !bearer) return refusal(c, 401, 'Invalid or revoked API token.');
    const website = await websiteFor(c, deps.websites, bearer);
    if (website === 'conflict') return refusal(c, 403, 'This token belongs to another website.');
    if (!website) return refusal(c, 404, 'No website is configured for this host.');

    // Read only when a rate limit or captcha check asks for it (most requests never do).
    let address: string | undefined;
    const ip = () => {
      address ??= clientIp(c, deps.trustProxy);
      return address;
    };
    const base = {
      db,
      website,
      events: deps.events,
      catalog: deps.catalog,
      payments: deps.payments,
      captcha: deps.captcha,
      limits: deps.limits,
      storage: deps.storage,
      requestId,
      sessionCookies: sessionCookiesFor(c, secure),
      cartCookies: bearer ? IGNORED_CART_COOKIES : cartCookiesFor(c, secure),
      cartToken: bearer ? null : readCartCookie(c),
      marketingCookie: bearer ? IGNORED_MARKETING_COOKIE : marketingCookieFor(c, secure),
      pageLocks: bearer ? NO_PAGE_LOCKS : pageLocksFor(c, secure),
      analytics: deps.analytics,
      acceptedLanguage: preferredLanguage(c.req.header('accept-language')),
    };
    const ids = await storeVisitorIds(db);
    /** Whether this address may mint another visitor id now (RateLimits' 'visitors' bucket). */
    const mayMint = () =>
      deps.limits.consume('visitors', { ip: ip() }).then(
        () => true,
        (err) => {
          if (err instanceof RateLimitedError) return false;
          throw err;
        },
      );
    const visitorIds = { isMinted: ids.isMinted, mint: async () => ((await mayMint()) ? ids.mint() : null) };
    let ctx: RequestContext;
    if (bearer) {
      const credential: Credential = bearer.kind === 'OWNER' ? 'owner-token' : 'storefront-token';
      const owner = bearer.owner ? { ...bearer.owner, via: 'token' as const } : null;
      const visitor = {
        id: null,
        crumb: null,
        expectedCrumb: null,
        get ip() {
          return ip();
        },
        ids: visitorIds,
      };
      ctx = { ...base, credential, caller: `token:${bearer.tokenId}`, visitor, siteUser: null, owner };
    } else {
      const visitor = await visitorCookies(c, secure, ids, mayMint);
      let crumb = readCrumbCookie(c);
      if (!crumb && c.req.method === 'GET' && !NOT_PAGES.test(c.req.path)) {
        crumb = newCrumb();
        setCrumbCookie(c, crumb, secure);
      }
      const { siteUser, owner, sessionCrumb } = await sessionIdentities(c, db, website.id, secure);
      ctx = {
        ...base,
        credential: 'cookies',
        caller: `visitor:${visitor?.id ?? 'none'}`,
        visitor: {
          id: visitor?.id ?? null,
          crumb,
          expectedCrumb: sessionCrumb ?? crumb,
          get ip() {
            return ip();
          },
          visitCount: visitor?.visitCount ?? null,
          ids: visitorIds,
        },
        siteUser,
        owner,
      };
    }
    c.set('ctx', ctx);
    await next();
  };
}

/** A bearer token names its website; a host or header naming another website is refused rather than switched. */
async function websiteFor(c: Context, websites: WebsiteResolver, bearer: Bearer | null): Promise<Website | null | 'conflict'> {
  const headerId = c.req.header(WEBSITE_HEADER);
  if (!bearer) return websites.resolve({ websiteId: headerId, host: c.req.header('host') });
  if (headerId && headerId !== bearer.websiteId) return 'conflict';
  const byHost = await websites.byHost(c.req.header('host'));
  if (byHost && byHost.id !== bearer.websiteId) return 'conflict';
  return websites.resolve({ websiteId: bearer.websiteId });
}

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (tests) have no socket
  }
}

function sessionCookiesFor(c: Context, secure: boolean): RequestContext['sessionCookies'] {
  return {
    siteUserSignedIn: (siteUser, session) => setSiteUserCookies(c, siteUser, session, secure),
    siteUserSignedOut: () => clearSiteUserCookies(c, secure),
    ownerSignedIn: (owner, session) => setOwnerSessionCookies(c, owner, session, secure),
    ownerSignedOut: () => clearOwnerSessionCookies(c, secure),
  };
}
