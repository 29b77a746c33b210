// A fresh, migrated, seeded database and the in-process app for one API test file.
// SQLite by default; PostgreSQL in a throwaway schema when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoStore } from '../../prisma/seed.ts';
import type { Db } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createApp } from '../../server/http/app.ts';

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
type RequestOptions = { host?: string; headers?: Record<string, string>; cookie?: string };

export async function startTestApp(opts: { seed?: boolean } = {}) {
  const { url, cleanup } = freshDatabaseUrl();
  const db = await openDatabase(url);
  if (opts.seed !== false) await seedDemoStore(db);
  const { app, catalogEvents } = createApp(db, {
    clientDist: join(tmpdir(), 'shopwright-no-client'),
    secureCookies: false,
    graphiql: true,
    production: false,
  });

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
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  };

  /** Tests that write catalog rows directly announce it, as the services do. */
  const catalogChanged = (websiteId = 'site-demo') => catalogEvents.changed([{ websiteId, typename: 'Website', id: websiteId }]);

  const close = async () => {
    await cleanup(db);
  };
  return { db, app, request, gql, catalogChanged, close };
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
