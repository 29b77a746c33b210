// The one Hono app: /graphql, the REST shims, /healthz and the built storefront, behind the request context.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import pino from 'pino';
import { type Config, defaultConfig } from '../config.ts';
import { type Db, databaseAnswers } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/database-url.ts';
import { type Logger, requestLog } from '../logging.ts';
import { analyticsRoutes, isBeaconPath } from '../rest/analytics.ts';
import { apiExplorerRoutes } from '../rest/api-explorer.ts';
import { catalogIoRoutes } from '../rest/catalog-io.ts';
import { downloadRoutes } from '../rest/downloads.ts';
import { emailPreviewRoutes } from '../rest/email-preview.ts';
import { formRoutes } from '../rest/forms.ts';
import { installmentRoutes } from '../rest/installments.ts';
import { inventoryRoutes } from '../rest/inventory.ts';
import { mediaRoutes, uploadRoutes } from '../rest/media.ts';
import { newsletterRoutes } from '../rest/newsletter.ts';
import { paymentWebhookRoutes, STRIPE_WEBHOOK_PATH } from '../rest/payment-webhooks.ts';
import { restockRoutes } from '../rest/restock.ts';
import { searchEngineRoutes } from '../rest/search-engines.ts';
import { shoppingCartRoutes } from '../rest/shopping-cart.ts';
import { AnalyticsIngest } from '../services/analytics/ingest.ts';
import { BearerCache } from '../services/auth/bearer-cache.ts';
import type { CaptchaVerifiers } from '../services/captcha/bot-check.ts';
import { captchaVerifiers } from '../services/captcha/captcha-verifier.ts';
import { CatalogEvents } from '../services/catalog-events.ts';
import { CatalogMemo } from '../services/catalog-memo.ts';
import { type FileStorage, LocalDiskStorage } from '../services/media/storage.ts';
import type { PaymentProvider } from '../services/payments/payment-provider.ts';
import { TestCardProvider } from '../services/payments/test-card-provider.ts';
import { RateLimitedError, RateLimits } from '../services/rate-limits.ts';
import { WebsiteResolver } from '../services/websites.ts';
import type { AppEnv } from './app-env.ts';
import { cartFormRoutes } from './cart-form.ts';
import { crumbFailResponse, crumbFails } from './crumb.ts';
import { graphqlRoutes } from './graphql-route.ts';
import { refuseNulInAddress } from './nul-characters.ts';
import { rateLimitedResponse } from './rate-limit-response.ts';
import { requestContext } from './request-context.ts';
import { securityMiddleware } from './security.ts';
import { ServerRenderer } from './server-render.ts';
import { storefrontRoutes } from './storefront.ts';
import { unavailableResponse } from './unavailable-response.ts';
import { WebsiteCache } from './website-cache.ts';

export { WEBSITE_HEADER } from './request-context.ts';

/** The configuration (every default when left out), and the per-process services a caller may provide instead. */
export type AppOptions = {
  config?: Config;
  log?: Logger;
  limits?: RateLimits;
  payments?: PaymentProvider;
  captcha?: CaptchaVerifiers;
  storage?: FileStorage;
  /** Whether the background workers run (for /readyz); a process without them is never ready. */
  readiness?: () => boolean;
};

export function createApp(db: Db, opts: AppOptions = {}) {
  const config = opts.config ?? defaultConfig();
  const log = opts.log ?? pino({ level: config.logLevel });
  const app = new Hono<AppEnv>();
  const events = new CatalogEvents();
  const websites = new WebsiteResolver(db, events, config.defaultWebsiteId);
  const cache = new WebsiteCache(events, config.catalogCacheTtlMs);
  const catalog = new CatalogMemo(events, config.catalogCacheTtlMs);
  const payments = opts.payments ?? new TestCardProvider();
  const captcha = opts.captcha ?? captchaVerifiers(config.captcha);
  const limits = opts.limits ?? new RateLimits({ store: 'memory' });
  const storage = opts.storage ?? new LocalDiskStorage(config.mediaDir);
  const analytics = new AnalyticsIngest(db, log, { rateLimits: config.rateLimitStore !== 'off' });

  app.use('*', requestLog(log));
  app.use('*', refuseNulInAddress());
  // For load balancers: /healthz says the process is up; /readyz that it can serve (database reachable, migrations
  // applied at start, workers running).
  app.get('/healthz', (c) => c.json({ ok: true }));
  app.get('/readyz', async (c) => {
    const database = await databaseAnswers(db);
    const workers = opts.readiness?.() ?? true;
    return c.json({ ready: database && workers, database, migrations: true, workers }, database && workers ? 200 : 503);
  });

  app.use('*', ...securityMiddleware({ ...config.security, stripe: payments.name === 'stripe' }));
  // Images are public and immutable: served before sessions, so no cookie rides on them.
  mediaRoutes(app, { db, storage });
  app.use(
    '*',
    requestContext({
      db,
      analytics,
      websites,
      events,
      captcha,
      catalog,
      payments,
      limits,
      storage,
      bearers: new BearerCache(db, events, config.tokenCacheTtlMs),
      secureCookies: config.secureCookies,
      trustProxy: config.trustProxy,
    }),
  );
  // Every state-changing REST call made with cookies presents the crumb.
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '/api/*', async (c, next) => {
    // A payment provider's webhook carries no cookies to protect: its signature is its credential. Beacons cannot
    // send headers (rest/analytics.ts).
    if (c.req.path !== STRIPE_WEBHOOK_PATH && !isBeaconPath(c.req.path) && crumbFails(c)) return crumbFailResponse(c, config.secureCookies);
    await next();
  });

  graphqlRoutes(
    app,
    { graphiql: config.graphiql, production: config.production, secureCookies: config.secureCookies, limits: config.graphql, log },
    cache,
  );
  inventoryRoutes(app);
  shoppingCartRoutes(app);
  downloadRoutes(app);
  uploadRoutes(app);
  catalogIoRoutes(app);
  emailPreviewRoutes(app, { publicUrl: config.publicUrl });
  restockRoutes(app);
  apiExplorerRoutes(app, { secureCookies: config.secureCookies });
  formRoutes(app);
  newsletterRoutes(app);
  installmentRoutes(app);
  paymentWebhookRoutes(app);
  analyticsRoutes(app);
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  searchEngineRoutes(app, { publicUrl: config.publicUrl, cache });
  cartFormRoutes(app, { publicUrl: config.publicUrl });
  storefrontRoutes(app, {
    clientDist: config.clientDist,
    cache,
    publicUrl: config.publicUrl,
    renderer: config.serverRendering ? new ServerRenderer(config.clientDist, log, config.hydrationProbe) : null,
  });

  app.onError((err, c) => {
    if (err instanceof RateLimitedError) return rateLimitedResponse(c, err);
    const requestId = c.get('ctx')?.requestId ?? randomUUID();
    if (isDatabaseUnavailable(err)) {
      log.warn({ reqId: requestId, err: (err as Error).message?.split('\n').at(-1) }, 'database unavailable: answered 503');
      return unavailableResponse(c);
    }
    log.error({ reqId: requestId, err }, 'request failed');
    return c.json({ error: 'Something went wrong. Please try again.', requestId }, 500);
  });
  return { app, catalogEvents: events, limits, services: { db, payments, events, catalog, storage, log }, analytics };
}
