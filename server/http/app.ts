// The one Hono app: /graphql, the REST shims, /healthz and the built storefront, behind the request context.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { downloadRoutes } from '../rest/downloads.ts';
import { formRoutes } from '../rest/forms.ts';
import { inventoryRoutes } from '../rest/inventory.ts';
import { newsletterRoutes } from '../rest/newsletter.ts';
import { restockRoutes } from '../rest/restock.ts';
import { shoppingCartRoutes } from '../rest/shopping-cart.ts';
import type { CaptchaVerifiers } from '../services/captcha/bot-check.ts';
import { captchaVerifiersFromEnv } from '../services/captcha/captcha-verifier.ts';
import { CatalogEvents } from '../services/catalog-events.ts';
import { CatalogMemo } from '../services/catalog-memo.ts';
import type { PaymentProvider } from '../services/payments/payment-provider.ts';
import { TestCardProvider } from '../services/payments/test-card-provider.ts';
import { RateLimitedError, RateLimits } from '../services/rate-limits.ts';
import { WebsiteResolver } from '../services/websites.ts';
import type { AppEnv } from './app-env.ts';
import { crumbFailResponse, crumbFails } from './crumb.ts';
import { graphqlRoutes } from './graphql-route.ts';
import { rateLimitedResponse } from './rate-limit-response.ts';
import { requestContext } from './request-context.ts';
import { securityMiddleware } from './security.ts';
import { storefrontRoutes } from './storefront.ts';
import { WebsiteCache } from './website-cache.ts';

export { WEBSITE_HEADER } from './request-context.ts';

export type AppConfig = Pick<Config, 'clientDist' | 'secureCookies' | 'graphiql' | 'production'> & {
  trustProxy?: boolean;
  limits?: RateLimits;
  payments?: PaymentProvider;
  captcha?: CaptchaVerifiers;
};

export function createApp(db: Db, config: AppConfig) {
  const app = new Hono<AppEnv>();
  const events = new CatalogEvents();
  const websites = new WebsiteResolver(db, events);
  const cache = new WebsiteCache(events);
  const catalog = new CatalogMemo(events);
  const payments = config.payments ?? new TestCardProvider();
  const captcha = config.captcha ?? captchaVerifiersFromEnv();
  const limits = config.limits ?? new RateLimits({ store: 'memory' });

  app.get('/healthz', async (c) => {
    await db.$queryRawUnsafe('SELECT 1');
    return c.json({ ok: true });
  });

  app.use('*', ...securityMiddleware());
  app.use(
    '*',
    requestContext({
      db,
      websites,
      events,
      captcha,
      catalog,
      payments,
      limits,
      secureCookies: config.secureCookies,
      trustProxy: config.trustProxy ?? false,
    }),
  );
  // Every state-changing REST call made with cookies presents the crumb.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', async (c, next) => {
    if (crumbFails(c)) return crumbFailResponse(c, config.secureCookies);
    await next();
  });

  graphqlRoutes(app, config, cache);
  inventoryRoutes(app);
  shoppingCartRoutes(app);
  downloadRoutes(app);
  restockRoutes(app);
  formRoutes(app);
  newsletterRoutes(app);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  storefrontRoutes(app, config.clientDist, cache);

  app.onError((err, c) => {
    if (err instanceof RateLimitedError) return rateLimitedResponse(c, err);
    const requestId = c.get('ctx')?.requestId ?? randomUUID();
    console.error(`[${requestId}]`, err);
    return c.json({ error: 'Something went wrong. Please try again.', requestId }, 500);
  });
  return { app, catalogEvents: events, limits, services: { db, payments, events, catalog } };
}
