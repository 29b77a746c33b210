// Rate limits: buckets per IP, visitor and email, the 429 answers, and counts shared through PostgreSQL.
import { randomBytes } from 'node:crypto';
import { createSchema, createYoga } from 'graphql-yoga';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE, rateLimitedMessage } from '../../domain/messages.ts';
import { rateLimitedGraphQLError, rateLimitedResponse } from '../../server/http/rate-limit-response.ts';
import { hashPassword } from '../../server/services/auth/secrets.ts';
import { RateLimitedError, RateLimits, rateLimitStore } from '../../server/services/rate-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

const limited = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => err,
  );

describe('rate limits in memory', () => {
  it('throws RateLimitedError with the seconds to wait once a key has used its points', async () => {
    const limits = new RateLimits({ store: 'memory' }, { forms: { points: 2, durationSeconds: 60 } });
    await limits.consume('forms', { ip: '10.0.0.1' });
    await limits.consume('forms', { ip: '10.0.0.1' });
    const err = await limited(limits.consume('forms', { ip: '10.0.0.1' }));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).message).toBe(rateLimitedMessage((err as RateLimitedError).retryAfterSeconds));
    expect((err as RateLimitedError).retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect((err as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts each IP on its own', async () => {
    const limits = new RateLimits({ store: 'memory' }, { restockSignUps: { points: 1, durationSeconds: 60 } });
    await limits.consume('restockSignUps', { ip: '10.0.0.1' });
    await expect(limits.consume('restockSignUps', { ip: '10.0.0.2' })).resolves.toBeUndefined();
    await expect(limits.consume('restockSignUps', { ip: '10.0.0.1' })).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('limits a visitor whose IP changes, and an IP whose visitors change', async () => {
    const limits = new RateLimits({ store: 'memory' }, { forms: { points: 1, durationSeconds: 60 } });
    await limits.consume('forms', { ip: '10.0.0.1', visitorId: 'v1' });
    await expect(limits.consume('forms', { ip: '10.0.0.2', visitorId: 'v1' })).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limits.consume('forms', { ip: '10.0.0.1', visitorId: 'v2' })).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('counts only the keys the caller has: no visitor id, no visitor limit', async () => {
    const limits = new RateLimits({ store: 'memory' }, { cartWrites: { points: 1, durationSeconds: 60 } });
    await limits.consume('cartWrites', { visitorId: null });
    await limits.consume('cartWrites', { visitorId: null });
    await expect(limits.consume('cartWrites', {})).resolves.toBeUndefined();
  });

  it('allows 5 failed log-ins per email in 15 minutes by default, then asks to wait up to 15 minutes', async () => {
    const limits = new RateLimits({ store: 'memory' });
    for (let i = 0; i < 5; i++) await limits.consume('login', { ip: `10.0.0.${i}`, email: 'site-demo:ann@example.com' });
    const err = await limited(limits.consume('login', { ip: '10.0.1.1', email: 'site-demo:ann@example.com' }));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((err as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('allows 20 log-in attempts per IP in 15 minutes by default, whatever the emails', async () => {
    const limits = new RateLimits({ store: 'memory' });
    for (let i = 0; i < 20; i++) await limits.consume('login', { ip: '10.0.0.1', email: `user${i}@example.com` });
    await expect(limits.consume('login', { ip: '10.0.0.1', email: 'another@example.com' })).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('clears the per-email failure counter with reset after a successful log-in', async () => {
    const limits = new RateLimits({ store: 'memory' }, { login: { points: 2, durationSeconds: 900 } });
    const email = 'site-demo:ann@example.com';
    await limits.consume('login', { ip: '10.0.0.1', email });
    await limits.consume('login', { ip: '10.0.0.2', email });
    await expect(limits.consume('login', { ip: '10.0.0.3', email })).rejects.toBeInstanceOf(RateLimitedError);
    await limits.reset('login', { email });
    await expect(limits.consume('login', { ip: '10.0.0.4', email })).resolves.toBeUndefined();
  });

  it('gives a point back with reward', async () => {
    const limits = new RateLimits({ store: 'memory' }, { signUp: { points: 1, durationSeconds: 3600 } });
    await limits.consume('signUp', { ip: '10.0.0.1' });
    await limits.reward('signUp', { ip: '10.0.0.1' });
    await expect(limits.consume('signUp', { ip: '10.0.0.1' })).resolves.toBeUndefined();
  });
});

describe('rate limit store', () => {
  it('is shared through PostgreSQL only when RATE_LIMIT_STORE=database and the database is PostgreSQL', () => {
    const pgUrl = 'postgresql://shop@db:5432/shop?schema=s1';
    expect(rateLimitStore('database', pgUrl)).toEqual({ store: 'postgres', url: pgUrl });
    expect(rateLimitStore('database', 'file:./data/shop.db')).toEqual({ store: 'memory' });
    expect(rateLimitStore('memory', pgUrl)).toEqual({ store: 'memory' });
  });
});

describe('429 answers', () => {
  it('say what their Retry-After says', () => {
    expect([1, 10, 11, 90, 91, 787, 900].map(rateLimitedMessage)).toEqual([
      RATE_LIMITED_MESSAGE,
      RATE_LIMITED_MESSAGE,
      'Please try again in 11 seconds.',
      'Please try again in 90 seconds.',
      'Please try again in 2 minutes.',
      'Please try again in 14 minutes.',
      'Please try again in 15 minutes.',
    ]);
  });

  it('answers REST calls with HTTP 429, Retry-After and the message', async () => {
    const app = new Hono();
    app.post('/api/x', (c) => rateLimitedResponse(c, new RateLimitedError(42)));
    const res = await app.request('/api/x', { method: 'POST' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(await res.json()).toEqual({ error: 'Please try again in 42 seconds.' });
  });

  it('answers GraphQL operations with HTTP 429, Retry-After and a RATE_LIMITED error', async () => {
    const yoga = createYoga({
      schema: createSchema({
        typeDefs: 'type Query { ok: Boolean } type Mutation { logIn: Boolean }',
        resolvers: {
          Mutation: {
            logIn: () => {
              throw rateLimitedGraphQLError(new RateLimitedError(7));
            },
          },
        },
      }),
    });
    const res = await yoga.fetch('http://shop/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { logIn }' }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(await res.json()).toEqual({
      data: { logIn: null },
      errors: [
        {
          message: 'Please try again in a few seconds.',
          locations: [{ line: 1, column: 12 }],
          path: ['logIn'],
          extensions: { code: 'RATE_LIMITED', retryAfter: 7 },
        },
      ],
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('rate limits in PostgreSQL', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgresql://unset');
  url.searchParams.set('schema', schema);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const instances: RateLimits[] = [];
  const node = () => {
    const limits = new RateLimits({ store: 'postgres', url: url.toString() }, { forms: { points: 2, durationSeconds: 60 } });
    instances.push(limits);
    return limits;
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
  });
  afterAll(async () => {
    await Promise.all(instances.map((limits) => limits.close()));
    await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
    await admin.end();
  });

  it('shares counts between two nodes, in a rate_limits table in the URL schema', async () => {
    const [a, b] = [node(), node()];
    await a.consume('forms', { ip: '10.0.0.1' });
    await b.consume('forms', { ip: '10.0.0.1' });
    const err = await limited(a.consume('forms', { ip: '10.0.0.1' }));
    expect(err).toBeInstanceOf(RateLimitedError);
    expect((err as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
    const rows = await admin.query(`SELECT key, points FROM "${schema}".rate_limits WHERE key = 'forms:ip:10.0.0.1'`);
    expect(rows.rows).toEqual([{ key: 'forms:ip:10.0.0.1', points: 3 }]);
  });

  it('resets a key on every node', async () => {
    const [a, b] = [node(), node()];
    await a.consume('forms', { visitorId: 'v1' });
    await a.consume('forms', { visitorId: 'v1' });
    await b.reset('forms', { visitorId: 'v1' });
    await expect(a.consume('forms', { visitorId: 'v1' })).resolves.toBeUndefined();
  });
});

describe('log-ins that others cannot spend', () => {
  let t: TestApp;
  // A browser: its cookies and crumb go with every mutation.
  let b: ReturnType<typeof browser>;
  beforeAll(async () => {
    // The default limits, in memory, as a node runs them. Every in-process request comes from the same address.
    t = await startTestApp({ limits: new RateLimits({ store: 'memory' }) });
    b = browser(t);
    await b.get('/');
    await t.db.collection.create({
      data: {
        id: 'locked-page',
        websiteId: 'site-demo',
        title: 'Members',
        urlSlug: 'members',
        typeName: 'page',
        passwordHash: await hashPassword('open'),
      },
    });
  });
  afterAll(() => t.close());

  const ownerLogIn = (email: string, password: string) =>
    b.gql<any>('mutation($e: String!, $p: String!) { ownerLogIn(email: $e, password: $p) { access { roleCode } userErrors { code } } }', {
      e: email,
      p: password,
    });

  it("shoppers' failed log-ins, wrong page passwords and other owners' failures never lock an owner out", async () => {
    const shopperLogIn = 'mutation { logIn(input: { email: "nobody@example.com", password: "wrong" }) { userErrors { code } } }';
    for (let i = 0; i < 25; i++) await b.gql(shopperLogIn);
    expect((await b.gql<any>(shopperLogIn)).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const unlock = 'mutation { unlockPage(urlSlug: "members", password: "wrong") { userErrors { code } } }';
    for (let i = 0; i < 25; i++) await b.gql(unlock);
    expect((await b.gql<any>(unlock)).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    for (let i = 0; i < 25; i++) await ownerLogIn(`stranger${i}@example.com`, 'wrong');
    const res = await ownerLogIn(t.owner.email, t.owner.password);
    expect(res.errors).toBeUndefined();
    expect(res.data.ownerLogIn.access).toEqual({ roleCode: 1 });
  });

  it("an owner account's own failures hold up its log-in, with a message that says how long, as Retry-After does", async () => {
    for (let i = 0; i < 5; i++)
      expect((await ownerLogIn(t.owner.email, 'wrong')).data.ownerLogIn.userErrors).toEqual([{ code: 'INVALID_CREDENTIALS' }]);
    const res = await b.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': b.crumb() },
      body: JSON.stringify({
        query: 'mutation($e: String!, $p: String!) { ownerLogIn(email: $e, password: $p) { access { roleCode } } }',
        variables: { e: t.owner.email, p: t.owner.password },
      }),
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(800);
    const [error] = (await res.json()).errors;
    expect(error.extensions.retryAfter).toBe(retryAfter);
    expect(error.message).toBe(`Please try again in ${Math.ceil(retryAfter / 60)} minutes.`);
  });
});
