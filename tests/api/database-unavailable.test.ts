// A database that cannot answer (down, restarting, unreachable): requests get 503 with Retry-After and the rate-limit
// words, never a 500 and never a hang. Here the app runs on a PostgreSQL address where nothing listens (a real
// connection refused from a real driver); tests/cluster restarts a real PostgreSQL under load.
import { createServer } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../domain/messages.ts';
import { defaultConfig } from '../../server/config.ts';
import { DATABASE_CONNECT_TIMEOUT_MS } from '../../server/db/adapters.ts';
import { createDb, type Db } from '../../server/db/client.ts';
import { isDatabaseUnavailable, resolveDatabaseUrl } from '../../server/db/database-url.ts';
import { createApp } from '../../server/http/app.ts';
import { freePort } from '../free-port.ts';

let db: Db;
let app: ReturnType<typeof createApp>['app'];
beforeAll(async () => {
  db = await createDb(resolveDatabaseUrl(`postgresql://shop@127.0.0.1:${await freePort()}/shop`));
  ({ app } = createApp(db, {
    config: defaultConfig({ NODE_ENV: 'test', DEFAULT_WEBSITE_ID: 'site-demo' }),
    log: pino({ level: 'silent' }),
  }));
});
afterAll(() => db.$disconnect());

describe('database unavailable', () => {
  it("the driver's refusal counts as unavailable; a refusal of the statement itself does not", async () => {
    const refused = await db.website.findFirst().catch((err: unknown) => err);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: 'P2002' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('a GraphQL request is answered 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    const res = await app.request('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ query: '{ product(id: "prod-classic-tee") { title } }' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]).toMatchObject({ message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
  });

  it('a REST request is answered 503 with Retry-After and the message', async () => {
    const res = await app.request('http://localhost/shop/classic-tee?format=json', { headers: { host: 'localhost' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
  });

  it('a database that takes the connection but never answers gets 503 after DATABASE_CONNECT_TIMEOUT_MS, not a hang', async () => {
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const { port } = silent.address() as { port: number };
    const mute = await createDb(resolveDatabaseUrl(`postgresql://shop@127.0.0.1:${port}/shop`));
    try {
      const { app: stuck } = createApp(mute, {
        config: defaultConfig({ NODE_ENV: 'test', DEFAULT_WEBSITE_ID: 'site-demo' }),
        log: pino({ level: 'silent' }),
      });
      const started = performance.now();
      const res = await stuck.request('http://localhost/shop/classic-tee?format=json', { headers: { host: 'localhost' } });
      expect(res.status).toBe(503);
      expect(performance.now() - started).toBeGreaterThanOrEqual(DATABASE_CONNECT_TIMEOUT_MS - 100);
    } finally {
      await mute.$disconnect().catch(() => {});
      silent.close();
      silent.unref();
    }
  });

  it('/readyz says the database is not reachable (503), so a load balancer takes the node out', async () => {
    const res = await app.request('http://localhost/readyz', { headers: { host: 'localhost' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ready: false, database: false });
  });
});
