// Configuration: one schema for every environment variable the server reads, read once at start-up. A bad value
// stops the start with one line naming the variable and what it allows. docs/configuration.md lists exactly these
// variables (tests/unit/config.test.ts keeps the two in step).
import { resolve } from 'node:path';
import { z } from 'zod';
import { MAX_GRAPHQL_DEPTH } from './http/query-nesting.ts';

/** A variable's value is not allowed; the message is the one line to print. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Variable<T> = { schema: z.ZodType<T>; allowed: string; secret?: boolean };
const variable = <T>(schema: z.ZodType<T>, allowed: string, secret = false): Variable<T> => ({ schema, allowed, secret });

const bool = (fallback: boolean) =>
  variable(
    z
      .enum(['true', 'false'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true'),
    'true or false',
  );
const optionalBool = variable(
  z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  'true or false',
);
const int = (min: number, max: number, fallback: number) =>
  variable(
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)).default(fallback),
    `a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`,
  );
const text = variable(z.string().trim().min(1).optional(), 'a non-empty text');
const url = (protocols: RegExp, what: string) =>
  variable(
    z
      .string()
      .trim()
      .optional()
      .refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), what),
    what,
  );

/** Every variable, its schema and what it allows. */
export const VARIABLES = {
  NODE_ENV: variable(z.enum(['development', 'production', 'test']).default('development'), 'development, production or test'),
  LOG_LEVEL: variable(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    'fatal, error, warn, info, debug, trace or silent',
  ),
  PORT: int(1, 65_535, 3000),
  HOST: variable(
    z
      .string()
      .trim()
      .regex(/^(?:[A-Za-z0-9.-]+|\[?[0-9A-Fa-f:.]+\]?)$/)
      .default('0.0.0.0'),
    'an IP address or a host name',
  ),
  DATABASE_URL: variable(z.string().trim().optional(), 'file:./path.db (SQLite) or postgresql://user:pass@host:port/db'),
  DATABASE_POOL_SIZE: int(1, 1000, 10),
  SEED_DEMO: optionalBool,
  DEFAULT_WEBSITE_ID: text,
  CLIENT_DIST: variable(z.string().trim().min(1).default('client/dist'), 'a folder'),
  PUBLIC_URL: url(/^https?:$/, 'an http:// or https:// URL'),
  SECURE_COOKIES: optionalBool,
  GRAPHIQL: optionalBool,
  GRAPHQL_INTROSPECTION: bool(false),
  GRAPHQL_MAX_DEPTH: int(1, MAX_GRAPHQL_DEPTH, 12),
  GRAPHQL_MAX_COST: int(1, 10_000_000, 5000),
  GRAPHQL_MAX_ALIASES: int(1, 10_000, 30),
  CATALOG_CACHE_TTL_MS: int(0, 3_600_000, 5000),
  TOKEN_CACHE_TTL_MS: int(0, 3_600_000, 5000),
  SERVER_RENDERING: bool(true),
  HYDRATION_PROBE: bool(false),
  CORS_ORIGINS: variable(z.string().default(''), 'origins separated by commas, or *'),
  MAX_BODY_BYTES: int(1024, 100 * 1024 * 1024, 100 * 1024),
  TRUST_PROXY: bool(false),
  RATE_LIMIT_STORE: variable(z.enum(['memory', 'database', 'off']).default('memory'), 'memory, database or off'),
  SMTP_URL: url(/^smtps?:$/, 'an smtp:// or smtps:// URL'),
  MAIL_FROM: text,
  OUTBOX_DIR: variable(z.string().trim().min(1).default('data/outbox'), 'a folder'),
  MEDIA_DIR: variable(z.string().trim().min(1).default('data/media'), 'a folder'),
  CAPTCHA_VERIFIER: variable(z.enum(['google', 'test']).default('google'), 'google or test'),
  RECAPTCHA_VERIFY_URL: url(/^https?:$/, 'an http:// or https:// URL'),
  RECAPTCHA_ENTERPRISE_URL: url(/^https?:$/, 'an http:// or https:// URL'),
  SHUTDOWN_TIMEOUT_MS: int(0, 600_000, 10_000),
  JOBS_INTERVAL_MS: int(1_000, 3_600_000, 60_000),
  PAYMENT_PROVIDER: variable(z.enum(['test', 'stripe']).optional(), 'test or stripe'),
  ALLOW_TEST_PAYMENTS: bool(false),
  STRIPE_SECRET_KEY: variable(
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_\w+$/)
      .optional(),
    'a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_…)',
    true,
  ),
  STRIPE_PUBLISHABLE_KEY: variable(
    z
      .string()
      .trim()
      .regex(/^pk_(test|live)_\w+$/)
      .optional(),
    'a Stripe publishable key (pk_test_…, pk_live_…)',
  ),
  STRIPE_WEBHOOK_SECRET: variable(
    z
      .string()
      .trim()
      .regex(/^whsec_\w+$/)
      .optional(),
    "a webhook endpoint's signing secret (whsec_…)",
    true,
  ),
  STRIPE_API_URL: url(/^https?:$/, 'an http:// or https:// URL'),
  RECAPTCHA_MIN_SCORE: variable(
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number)
      .pipe(z.number().min(0).max(1))
      .default(0.5),
    'a number from 0 to 1',
  ),
} satisfies Record<string, Variable<unknown>>;

type Values = { [K in keyof typeof VARIABLES]: z.output<(typeof VARIABLES)[K]['schema']> };

/** Each variable parsed on its own; the first bad one is the error, named with its value (masked in URLs, left out
 * for secrets). */
export function readVariables(env: NodeJS.ProcessEnv = process.env): Values {
  const values: Record<string, unknown> = {};
  for (const [name, { schema, allowed, secret }] of Object.entries(VARIABLES) as [string, Variable<unknown>][]) {
    const raw = env[name] === '' ? undefined : env[name];
    const parsed = (schema as z.ZodType).safeParse(raw);
    if (!parsed.success) throw new ConfigError(`${secret ? name : `${name}=${shown(raw)}`} is not allowed: use ${allowed}.`);
    values[name] = parsed.data;
  }
  return values as Values;
}

const shown = (raw: string | undefined) => (raw ?? '').replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

export type Config = ReturnType<typeof toConfig>;

/** The server's configuration from the environment; throws ConfigError with one line for a bad value. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return toConfig(readVariables(env));
}

function toConfig(v: Values) {
  const production = v.NODE_ENV === 'production';
  const paymentProvider = v.PAYMENT_PROVIDER ?? (production ? null : 'test');
  if (!paymentProvider)
    throw new ConfigError(
      'PAYMENT_PROVIDER is required in production: use stripe (with its keys), or test with ALLOW_TEST_PAYMENTS=true for a demo.',
    );
  if (production && paymentProvider === 'test' && !v.ALLOW_TEST_PAYMENTS)
    throw new ConfigError(
      'PAYMENT_PROVIDER=test is refused in production, where its test card would "pay": set ALLOW_TEST_PAYMENTS=true for a demo store.',
    );
  if (paymentProvider === 'stripe') {
    const needed: ('STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET')[] = [
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
    ];
    if (production) needed.push('STRIPE_WEBHOOK_SECRET');
    const missing = needed.filter((name) => !v[name]);
    if (missing.length > 0) throw new ConfigError(`PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')}.`);
  }
  const https = (v.PUBLIC_URL ?? '').startsWith('https:');
  return {
    production,
    logLevel: v.LOG_LEVEL ?? (v.NODE_ENV === 'test' ? 'warn' : 'info'),
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    /** Seed the demo store into an empty database: by default in development, in production only when asked. */
    seedDemo: v.SEED_DEMO ?? !production,
    defaultWebsiteId: v.DEFAULT_WEBSITE_ID ?? null,
    clientDist: resolve(v.CLIENT_DIST),
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    /** Cookies carry Secure and SameSite=None only on HTTPS deployments. */
    secureCookies: v.SECURE_COOKIES ?? https,
    /** GraphiQL on GET /graphql: on in development, off in production unless asked for. */
    graphiql: v.GRAPHIQL ?? !production,
    graphql: {
      introspection: v.GRAPHQL_INTROSPECTION,
      maxDepth: v.GRAPHQL_MAX_DEPTH,
      maxCost: v.GRAPHQL_MAX_COST,
      maxAliases: v.GRAPHQL_MAX_ALIASES,
    },
    catalogCacheTtlMs: v.CATALOG_CACHE_TTL_MS,
    tokenCacheTtlMs: v.TOKEN_CACHE_TTL_MS,
    /** Public storefront pages rendered on the server (the browser hydrates them); false sends the empty shell. */
    serverRendering: v.SERVER_RENDERING,
    /** Browser tests only: pages asked for with ?hydration-probe carry a deliberate hydration mismatch. */
    hydrationProbe: v.HYDRATION_PROBE,
    security: {
      corsOrigins: v.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
      maxBodyBytes: v.MAX_BODY_BYTES,
      hsts: https,
    },
    /** Behind a proxy, the client's address comes from X-Forwarded-For. */
    trustProxy: v.TRUST_PROXY,
    rateLimitStore: v.RATE_LIMIT_STORE,
    email: { smtpUrl: v.SMTP_URL ?? null, mailFrom: v.MAIL_FROM, outboxDir: v.OUTBOX_DIR },
    /** Uploaded images, digital products' files and CSV imports (server/services/media/storage.ts). */
    mediaDir: v.MEDIA_DIR,
    shutdownTimeoutMs: v.SHUTDOWN_TIMEOUT_MS,
    /** How often each node runs its periodic jobs: renewals, payment recovery, restock emails, resumed imports. */
    jobsIntervalMs: v.JOBS_INTERVAL_MS,
    payments: {
      provider: paymentProvider,
      stripe: {
        secretKey: v.STRIPE_SECRET_KEY ?? '',
        publishableKey: v.STRIPE_PUBLISHABLE_KEY ?? '',
        webhookSecret: v.STRIPE_WEBHOOK_SECRET ?? null,
        apiUrl: v.STRIPE_API_URL ?? null,
      },
    },
    captcha: {
      verifier: v.CAPTCHA_VERIFIER,
      verifyUrl: v.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify',
      enterpriseUrl: v.RECAPTCHA_ENTERPRISE_URL ?? '',
      minScore: v.RECAPTCHA_MIN_SCORE,
    },
  };
}

/** The configuration of an empty environment (tests, tools): every default. */
export const defaultConfig = (overrides: NodeJS.ProcessEnv = {}): Config => readConfig({ NODE_ENV: 'test', ...overrides });
