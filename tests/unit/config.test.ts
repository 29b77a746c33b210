// The configuration schema (server/config.ts): defaults, production defaults, one-line refusals naming the variable,
// and docs/configuration.md listing exactly the variables the schema knows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, VARIABLES } from '../../server/config.ts';

describe('readConfig', () => {
  it('an empty environment is a development server on port 3000 with GraphiQL, the demo store and test payments', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '0.0.0.0',
      graphiql: true,
      seedDemo: true,
      payments: { provider: 'test' },
    });
  });

  it('production turns GraphiQL, introspection and the demo store off, and asks for a payment provider', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/^PAYMENT_PROVIDER is required in production/);
    const config = readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true' });
    expect(config).toMatchObject({ production: true, graphiql: false, seedDemo: false, graphql: { introspection: false } });
    expect(
      readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: 'true', GRAPHIQL: 'true', SEED_DEMO: 'true' }),
    ).toMatchObject({
      graphiql: true,
      seedDemo: true,
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT=abc is not allowed: use a whole number from 1 to 65,535.'],
    ['PORT', '99999', 'PORT=99999 is not allowed: use a whole number from 1 to 65,535.'],
    ['DATABASE_POOL_SIZE', 'x', 'DATABASE_POOL_SIZE=x is not allowed: use a whole number from 1 to 1,000.'],
    ['CATALOG_CACHE_TTL_MS', '-1', 'CATALOG_CACHE_TTL_MS=-1 is not allowed: use a whole number from 0 to 3,600,000.'],
    ['RECAPTCHA_MIN_SCORE', '2', 'RECAPTCHA_MIN_SCORE=2 is not allowed: use a number from 0 to 1.'],
    ['GRAPHIQL', 'yes', 'GRAPHIQL=yes is not allowed: use true or false.'],
    ['PUBLIC_URL', 'ftp://shop', 'PUBLIC_URL=ftp://shop is not allowed: use an http:// or https:// URL.'],
    ['SMTP_URL', 'smtp//nope', 'SMTP_URL=smtp//nope is not allowed: use an smtp:// or smtps:// URL.'],
    ['PAYMENT_PROVIDER', 'paypal', 'PAYMENT_PROVIDER=paypal is not allowed: use test or stripe.'],
  ])('%s=%s is refused with one line naming it', (name, value, line) => {
    expect(() => readConfig({ [name]: value })).toThrow(new ConfigError(line));
  });

  it('PAYMENT_PROVIDER=stripe needs its keys (and in production its webhook secret)', () => {
    expect(() => readConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.'),
    );
    const keys = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
    expect(readConfig(keys).payments).toMatchObject({ provider: 'stripe', stripe: { secretKey: 'sk_test_abc', webhookSecret: null } });
    expect(() => readConfig({ ...keys, NODE_ENV: 'production' })).toThrow('PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET.');
    // A secret is never repeated, even a wrong one.
    expect(() => readConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_oops' })).toThrow(
      /^STRIPE_SECRET_KEY is not allowed: use a Stripe secret key/,
    );
  });

  it('a password in a refused URL is not repeated', () => {
    expect(() => readConfig({ SMTP_URL: 'http://user:s3cret@mail' })).toThrow('SMTP_URL=http://user:***@mail is not allowed');
  });
});

describe('docs/configuration.md', () => {
  it('lists exactly the variables the schema knows', () => {
    const doc = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
    const listed = new Set(
      doc
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect([...listed].sort()).toEqual(Object.keys(VARIABLES).sort());
  });
});
