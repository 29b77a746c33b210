// Hostile inputs against the built server (as `npm run serve` runs it, its rate limits on): an editor's template that
// grows exponentially, GraphQL documents nested thousands of levels deep, and one address flooding analytics with
// made-up referrers and visitors. Each must stay inside its bound while the server keeps answering everyone else.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FORMATTED_LIMIT_MESSAGE } from '../../domain/limit-messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { MAX_DAILY_KEYS } from '../../domain/store-limits.ts';
import type { Db } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { freePort } from '../free-port.ts';
import { gql, type ServerProcess, startServerProcess, stopServerProcess, waitReady } from '../server-process.ts';
import { send } from './http.ts';

let dir: string;
let server: ServerProcess;
let db: Db;
let editor: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shopwright-hostile-'));
  const port = await freePort();
  const databaseUrl = `file:${join(dir, 'store.db')}`;
  // Its rate limits on; X-Forwarded-For names the client, so that a flood can come from one address or several.
  server = startServerProcess(port, dir, { DATABASE_URL: databaseUrl, RATE_LIMIT_STORE: 'memory', TRUST_PROXY: 'true' });
  await waitReady(`${server.url}/readyz`);
  db = await openDatabase(databaseUrl);
  const { token } = await createOwnerWithToken(db, { websiteId: 'site-demo', email: 'editor@example.com', roleCode: RoleCode.EDITOR });
  editor = { authorization: `Bearer ${token}` };
});
afterAll(async () => {
  if (server) await stopServerProcess(server);
  await db?.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

/** Reads another website's catalog over and over while `during` runs; the slowest answer. */
async function otherWebsiteMeanwhile(during: Promise<unknown>): Promise<{ slowest: number; answers: number }> {
  let running = true;
  const times: number[] = [];
  const reader = (async () => {
    while (running) {
      const started = performance.now();
      const answer = await send(server.port, { path: '/shop?format=json', host: 'jp.localhost' });
      expect(answer.status).toBe(200);
      times.push(performance.now() - started);
    }
  })();
  await during;
  running = false;
  await reader;
  return { slowest: Math.max(...times), answers: times.length };
}

it("an editor's template that grows exponentially answers its limit problem while another website answers meanwhile", async () => {
  const created = await gql(
    server.url,
    'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { message } } }',
    { i: { kind: 'blog', title: 'Journal', listTemplate: `{website|${Array(26).fill('json').join('|')}}` } },
    editor,
  );
  const page = created.body?.data?.createPage.page as { id: string; urlSlug: string };
  const renders = Promise.all(
    Array.from({ length: 20 }, () => gql(server.url, 'query($s: String!) { collection(urlSlug: $s) { listHtml } }', { s: page.urlSlug })),
  );
  const meanwhile = await otherWebsiteMeanwhile(renders);
  for (const answer of await renders) expect(answer.body?.data).toEqual({ collection: { listHtml: '' } });
  console.log(
    `exponential template: 20 renders; the other website answered ${meanwhile.answers} times, slowest ${Math.round(meanwhile.slowest)} ms`,
  );
  // Once, one such render held the only thread for 12.9 s.
  expect(meanwhile.slowest).toBeLessThan(1_000);
  const problems = await db.templateProblem.findMany({ where: { source: `collection:${page.id}:list` } });
  expect(problems.map((p) => p.message)).toEqual([FORMATTED_LIMIT_MESSAGE]);
});

it('GraphQL documents nested thousands of levels deep answer 400 QUERY_TOO_DEEP, with or without cookies, never 500', async () => {
  for (const levels of [2_000, 2_800, 4_000, 6_500]) {
    const query = `{ product(id: "x") { ${'collection { '.repeat(levels)}title${' }'.repeat(levels)} } }`;
    for (const cookie of [undefined, 'crumb=abc; ss_cvr=x']) {
      const answer = await send(server.port, {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query }),
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text).errors[0].extensions.code).toBe('QUERY_TOO_DEEP');
    }
  }
  expect((await send(server.port, { path: '/readyz' })).status).toBe(200);
});

it('analytics floods with made-up referrers and visitors: one address adds at most 300 visitors, and a day keeps 1,000 referrers', async () => {
  const hit = async (i: number, address: string) => {
    const data = { url: `${server.url}/shop`, referrer: `https://spam-${i}.example/`, pageType: 2 };
    // Each with a made-up visitor cookie, as a flood sends: the server mints its own ids instead.
    const answer = await send(server.port, {
      method: 'POST',
      path: '/api/census/RecordHit',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
        cookie: `ss_cvr=fake${String(i).padStart(8, '0')}|1|1|1|1`,
      },
      body: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
    });
    expect(answer.status).toBe(204);
  };
  const written = async (hits: number) => {
    // The buffer writes every second.
    const counted = () => db.analyticsEvent.count({ where: { name: 'page view' } });
    for (let i = 0; i < 50 && (await counted()) < hits; i++) await new Promise((r) => setTimeout(r, 200));
    expect(await counted()).toBe(hits);
  };
  const total = async (metric: string) =>
    (await db.analyticsDailyCount.findMany({ where: { websiteId: 'site-demo', metric } })).reduce((n, r) => n + Number(r.value), 0);

  for (let i = 0; i < 400; i++) await hit(i, '10.0.0.1');
  await written(400);
  expect(await total('visitors')).toBe(300);
  // Six more addresses, 200 made-up visitors each, 1,600 different referrers in all.
  for (let i = 400; i < 1_600; i++) await hit(i, `10.0.1.${Math.floor(i / 200)}`);
  await written(1_600);
  const referrers = await db.analyticsDailyCount.findMany({ where: { websiteId: 'site-demo', metric: 'referrers' } });
  console.log(`analytics floods: 1,600 hits, ${await total('visitors')} visitors counted, ${referrers.length} referrer rows`);
  expect(await total('visitors')).toBe(1_500);
  expect(referrers).toHaveLength(MAX_DAILY_KEYS + 1);
  expect(await db.analyticsEvent.count({ where: { visitorId: { startsWith: 'fake' } } })).toBe(0);
});
