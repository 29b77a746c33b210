// A fresh, migrated, seeded database and the in-process app for one API test file.
// SQLite by default; PostgreSQL in a throwaway schema when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { seedDemoStore } from '../../prisma/seed.ts';
import { defaultConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createApp } from '../../server/http/app.ts';
import type { Logger } from '../../server/logging.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import type { CaptchaVerifiers } from '../../server/services/captcha/bot-check.ts';
import { LocalDiskStorage } from '../../server/services/media/storage.ts';
import type { PaymentProvider } from '../../server/services/payments/payment-provider.ts';
import type { RateLimits } from '../../server/services/rate-limits.ts';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
type RequestOptions = { host?: string; headers?: HeadersInit; cookie?: string };

export async function startTestApp(
  opts: {
    seed?: boolean;
    limits?: RateLimits;
    production?: boolean;
    captcha?: CaptchaVerifiers;
    payments?: PaymentProvider;
    /** Environment variables for the app's configuration (server/config.ts). */
    env?: NodeJS.ProcessEnv;
    log?: Logger;
  } = {},
) {
  const { url, cleanup } = freshDatabaseUrl();
  /** SQL statements run so far (tests that count statements reset it), the last one's text, and the texts of the
   * last STATEMENT_LOG_MAX. */
  const statements = { count: 0, last: '', log: [] as string[] };
  const db = await openDatabase(url, {
    onQuery: (sql) => {
      statements.count++;
      statements.last = sql;
      statements.log.push(sql);
      if (statements.log.length > STATEMENT_LOG_MAX) statements.log.shift();
    },
  });
  /** Uploaded files of this test file only. */
  const mediaDir = mkdtempSync(join(tmpdir(), 'shopwright-media-'));
  const seed = opts.seed === false ? null : await seedDemoStore(db, new LocalDiskStorage(mediaDir));
  /** The demo store's admin owner: email, password and personal API token. */
  const owner = seed?.seeded ? seed.owner : { email: '', password: '', token: '' };
  const node = (nodeDb: Db) =>
    createApp(nodeDb, {
      config: defaultConfig({
        NODE_ENV: opts.production ? 'production' : 'test',
        CLIENT_DIST: join(tmpdir(), 'shopwright-no-client'),
        GRAPHIQL: 'true',
        PAYMENT_PROVIDER: 'test',
        ALLOW_TEST_PAYMENTS: 'true',
        MEDIA_DIR: mediaDir,
        ...opts.env,
      }),
      limits: opts.limits,
      // Quiet unless a test listens: errors the tests inject on purpose would fill the output.
      log: opts.log ?? pino({ level: 'silent' }),
      captcha: opts.captcha,
      payments: opts.payments,
    });
  const { app, catalogEvents, services, analytics } = node(db);
  const { request, gql } = clientOf(app);

  /** Another node of the same store: its own app and database connections on the same database. */
  const secondNode = async () => {
    const otherDb = await openDatabase(url);
    const other = node(otherDb);
    const close = async () => {
      await other.analytics.buffer.stop();
      await otherDb.$disconnect();
    };
    return { ...clientOf(other.app), services: other.services, close };
  };

  /** Tests that write catalog rows directly announce it, as the services do. */
  const catalogChanged = (websiteId = 'site-demo') => catalogEvents.changed([{ websiteId, typename: 'Website', id: websiteId }]);

  const close = async () => {
    await analytics.buffer.stop();
    await cleanup(db);
    rmSync(mediaDir, { recursive: true, force: true });
  };
  /** A personal API token of a new owner holding `roleCode` on the website. */
  const ownerToken = async (roleCode: number, websiteId = 'site-demo') =>
    (await createOwnerWithToken(db, { websiteId, email: `owner-${randomBytes(4).toString('hex')}@example.com`, roleCode })).token;

  /** Puts `count` more Digital Lookbook lines (each its own form-answers key) into the cart with this token. */
  const addLookbookLines = async (cartToken: string, count: number) => {
    const cart = await db.shoppingCart.findUniqueOrThrow({ where: { token: cartToken } });
    const variant = await db.productVariant.findFirstOrThrow({ where: { sku: 'LOOKBOOK-PDF' } });
    await db.cartEntry.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        websiteId: cart.websiteId,
        cartId: cart.id,
        itemId: variant.productId,
        variantId: variant.id,
        sku: variant.sku,
        quantity: 1,
        additionalFieldsKey: `line-${i}`,
      })),
    });
  };

  return {
    db,
    app,
    request,
    gql,
    catalogChanged,
    close,
    owner,
    ownerToken,
    statements,
    url,
    secondNode,
    services,
    analytics,
    mediaDir,
    addLookbookLines,
  };
}

/** How many statement texts a test app keeps (the most recent). */
const STATEMENT_LOG_MAX = 200;

/** Requests to an in-process app: `request` with a Host, `gql` posting an operation and parsing its answer. */
function clientOf(app: ReturnType<typeof createApp>['app']) {
  const request = (path: string, init: RequestInit & RequestOptions = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', init.host ?? 'localhost');
    if (init.cookie) headers.set('cookie', init.cookie);
    return app.request(`http://${init.host ?? 'localhost'}${path}`, { ...init, headers });
  };

  /** POST a GraphQL operation; returns the parsed body. */
  const gql = async <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, init: RequestOptions = {}) => {
    const res = await request('/graphql', {
      ...init,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...Object.fromEntries(new Headers(init.headers)) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  };
  return { request, gql };
}

function freshDatabaseUrl(): { url: string; cleanup: (db: Db) => Promise<void> } {
  const pg = process.env.TEST_DATABASE_URL;
  if (pg) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const url = new URL(pg);
    url.searchParams.set('schema', schema);
    return {
      url: url.toString(),
      cleanup: async (db) => {
        await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await db.$disconnect();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'shopwright-api-'));
  return {
    url: `file:${join(dir, 'test.db')}`,
    cleanup: async (db) => {
      await db.$disconnect();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Set-Cookie headers of a response, by cookie name. */
export function setCookies(res: Response): Record<string, string> {
  return Object.fromEntries(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** A Cookie header carrying the cookies a response set (the way a browser would send them back). */
export function cookieHeader(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
  );
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0];
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** A browser-like client: keeps the cookies the app sets and sends the crumb header on GraphQL calls. */
export function browser(t: TestApp, host = 'localhost') {
  let cookies = '';
  const crumb = () => /(?:^|; )crumb=([^;]+)/.exec(cookies)?.[1] ?? '';
  const remember = (res: Response) => {
    cookies = cookieHeader(res, cookies);
    return res;
  };
  return {
    get cookies() {
      return cookies;
    },
    set cookies(value: string) {
      cookies = value;
    },
    crumb,
    get: async (path: string) => remember(await t.request(path, { host, cookie: cookies })),
    request: async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
      remember(await t.request(path, { ...init, host, cookie: cookies })),
    /** A GraphQL call with cookies; sends the crumb unless `withCrumb` is false. */
    gql: async <T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, withCrumb = true) => {
      const res = remember(
        await t.request('/graphql', {
          method: 'POST',
          host,
          cookie: cookies,
          headers: { 'content-type': 'application/json', ...(withCrumb ? { 'X-CSRF-Token': crumb() } : {}) },
          body: JSON.stringify({ query, variables }),
        }),
      );
      return (await res.json()) as {
        data?: T;
        errors?: { message: string; extensions?: Record<string, unknown> }[];
        crumbFail?: boolean;
        crumb?: string;
      };
    },
  };
}

/** The `init` of `gql` for a new owner holding `roleCode` on the website: their personal API token as a bearer. */
export async function ownerHeaders(t: TestApp, roleCode: number, websiteId = 'site-demo') {
  return { headers: { authorization: `Bearer ${await t.ownerToken(roleCode, websiteId)}` } };
}
