// The generated bad-input corpus (corpus.ts) sent over real HTTP to a served app: every GraphQL query and mutation and
// every REST path, as every kind of caller. Not one answer may be 500 or above (nor a masked "Unexpected error."),
// nothing may be logged as an error, and the server must be healthy afterwards. Prints what it sent and the
// statuses it got.
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { TOKYO_WEBSITE_ID } from '../../prisma/seed-data.ts';
import { schema } from '../../schema/index.ts';
import { listen } from '../../server/http/listener.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { startTestApp, type TestApp } from '../api/harness.ts';
import { freePort } from '../free-port.ts';
import { type BadRequest, graphqlCorpus, type KnownIds, restCorpus } from './corpus.ts';
import { type Answer, CookieJar, StatusTally, send } from './http.ts';

/** Lines the app logged at level error or above: a fault, even when the client got a 4xx. */
const logged: { msg: string; path?: string; err?: { message?: string } }[] = [];
const errorLog = new Writable({
  write(chunk, _encoding, done) {
    const line = JSON.parse(String(chunk));
    if (line.level >= 50) logged.push(line);
    done();
  },
});

let t: TestApp;
let server: Server;
let port: number;
let ids: KnownIds;
const tokens = { owner: '', foreign: '' };
const shopper = new CookieJar();

/** A few ids of each kind of record of a website. */
async function idsOf(websiteId: string): Promise<string[]> {
  const models = ['product', 'productVariant', 'collection', 'item', 'customForm', 'order', 'coupon', 'shippingOption', 'taxRule'];
  const found: string[] = [];
  for (const model of models) {
    const rows = await (t.db as any)[model].findMany({ where: { websiteId }, take: 2, select: { id: true } });
    found.push(...rows.map((row: { id: string }) => row.id));
  }
  return found;
}

beforeAll(async () => {
  t = await startTestApp({ limits: new RateLimits({ store: 'off' }), log: pino({ level: 'error' }, errorLog) });
  port = await freePort();
  server = await listen({ port, host: '127.0.0.1' }, () => t.app.fetch);
  tokens.owner = t.owner.token;
  tokens.foreign = await t.ownerToken(RoleCode.ADMIN, TOKYO_WEBSITE_ID);
  ids = { own: await idsOf('site-demo'), foreign: await idsOf(TOKYO_WEBSITE_ID) };
  shopper.keep(await send(port, { path: '/shop' }));
});
afterAll(async () => {
  await new Promise((done) => server?.close(done));
  await t?.close();
});

/** Sends one request as its caller: the shopper with cookies and crumb, an owner with a bearer token. */
async function sendAs(req: BadRequest): Promise<Answer> {
  const headers: Record<string, string> = { ...req.headers };
  let host = 'localhost';
  if (req.who === 'shopper') {
    headers.cookie = shopper.header;
    headers['x-csrf-token'] = shopper.crumb;
  }
  if (req.who === 'owner') headers.authorization = `Bearer ${tokens.owner}`;
  if (req.who === 'foreign') {
    headers.authorization = `Bearer ${tokens.foreign}`;
    host = 'jp.localhost';
  }
  const answer = await send(port, { method: req.method, path: req.path, host, headers, body: req.body });
  if (req.who === 'shopper') shopper.keep(answer);
  // An owner mutation may revoke the token it was sent with (or sign its owner out): carry on with a new one.
  if (req.who !== 'none' && req.who !== 'shopper' && (answer.status === 401 || answer.text.includes('"UNAUTHENTICATED"')))
    tokens[req.who] = await t.ownerToken(RoleCode.ADMIN, req.who === 'owner' ? 'site-demo' : TOKYO_WEBSITE_ID);
  return answer;
}

type GraphqlBody = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** The JSON body of an answer; null when it is not JSON. */
function jsonOf(answer: Answer): GraphqlBody | null {
  if (!answer.headers['content-type']?.includes('json')) return null;
  try {
    return JSON.parse(answer.text) as GraphqlBody;
  } catch {
    return null;
  }
}

/** A GraphQL answer's errors that are faults: masked unexpected errors. */
const faults = (body: GraphqlBody | null): string[] =>
  (body?.errors ?? [])
    .filter((e) => e.message === 'Unexpected error.' || e.extensions?.code === 'INTERNAL_SERVER_ERROR')
    .map((e) => e.message);

/** Sends `requests` four at a time; the tally of statuses and every fault found. */
async function run(requests: BadRequest[]) {
  const tally = new StatusTally();
  const masked: string[] = [];
  /** GraphQL answers that got past validation and the operation ran (it has data). */
  let executed = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++];
      const answer = await sendAs(req);
      tally.add(req.what, answer);
      const body = req.path === '/graphql' ? jsonOf(answer) : null;
      if (body?.data) executed++;
      if (faults(body).length) masked.push(`${req.what} (${req.who})`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { tally, masked, executed };
}

async function healthy() {
  expect((await send(port, { path: '/readyz' })).status).toBe(200);
  const answer = await send(port, {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ website { id } }' }),
  });
  expect(JSON.parse(answer.text)).toMatchObject({ data: { website: { id: 'site-demo' } } });
}

describe('a generated corpus of bad inputs', () => {
  it('every GraphQL query and mutation, given wrong values and wrong types, answers below 500 with no unexpected error', async () => {
    const corpus = graphqlCorpus(schema, ids);
    const { tally, masked, executed } = await run(corpus);
    console.log(
      `GraphQL: ${tally.total} requests, ${executed} executed (the rest refused by validation), statuses ${tally}, masked errors ${masked.length}`,
    );
    expect(tally.total).toBeGreaterThanOrEqual(1_500);
    expect(tally.failures).toEqual([]);
    expect(masked).toEqual([]);
    expect(logged.map((line) => `${line.msg} ${line.path ?? ''} ${line.err?.message ?? ''}`)).toEqual([]);
    await healthy();
  });

  it('every REST path and page, given junk parameters, queries and bodies, answers below 500', async () => {
    const corpus = restCorpus(t.app.routes, ids);
    const { tally } = await run(corpus);
    console.log(
      `REST and pages: ${tally.total} requests on ${new Set(corpus.map((r) => r.what.split(':')[0])).size} paths, statuses ${tally}`,
    );
    expect(tally.total).toBeGreaterThanOrEqual(500);
    expect(tally.failures).toEqual([]);
    expect(logged.map((line) => `${line.msg} ${line.path ?? ''} ${line.err?.message ?? ''}`)).toEqual([]);
    await healthy();
  });
});
