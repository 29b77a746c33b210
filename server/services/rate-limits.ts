// Named rate-limit buckets (log-ins, page passwords, sign-up, forms, cart writes, restock sign-ups, reviews, comments,
// likes, new visitors) per IP, visitor and email.
import type pg from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimitedMessage } from '../../domain/messages.ts';
import { postgresConnection } from '../db/adapters.ts';

export type Bucket =
  | 'login'
  | 'ownerLogin'
  | 'pagePasswords'
  | 'signUp'
  | 'forms'
  | 'cartWrites'
  | 'restockSignUps'
  | 'reviews'
  | 'comments'
  | 'likes'
  | 'visitors';
export type Limit = { points: number; durationSeconds: number };
/** Who is counted: callers pass the keys they have; a missing key is simply not counted. */
export type RateLimitKeys = { ip?: string; visitorId?: string | null; email?: string };
type KeyKind = keyof RateLimitKeys;
/** `off` counts nothing: for load tests on loopback only (RATE_LIMIT_STORE=off). */
export type RateLimitStore = { store: 'memory' } | { store: 'postgres'; url: string } | { store: 'off' };

const MINUTE = 60;
/** `login.email` counts failures: a successful log-in resets it (`reset('login', { email })`). Shoppers' log-ins,
 * owners' log-ins and page passwords count apart: no one's failures spend another's. */
export const BUCKETS: Record<Bucket, Partial<Record<KeyKind, Limit>>> = {
  login: { ip: { points: 20, durationSeconds: 15 * MINUTE }, email: { points: 5, durationSeconds: 15 * MINUTE } },
  /** An owner account's own failures, and nothing else, can hold up its log-in (services/auth/owners.ts). */
  ownerLogin: { email: { points: 5, durationSeconds: 15 * MINUTE } },
  /** Wrong passwords of locked pages (a right one gives its point back). */
  pagePasswords: { ip: { points: 20, durationSeconds: 15 * MINUTE } },
  signUp: { ip: { points: 10, durationSeconds: 60 * MINUTE } },
  forms: { ip: { points: 10, durationSeconds: MINUTE }, visitorId: { points: 10, durationSeconds: MINUTE } },
  cartWrites: { visitorId: { points: 60, durationSeconds: MINUTE }, ip: { points: 120, durationSeconds: MINUTE } },
  restockSignUps: { ip: { points: 10, durationSeconds: MINUTE } },
  /** Review submissions (a new review or a changed one). */
  reviews: { ip: { points: 20, durationSeconds: 60 * MINUTE }, visitorId: { points: 10, durationSeconds: 60 * MINUTE } },
  /** Comments sent on items (refused ones count too). */
  comments: { ip: { points: 20, durationSeconds: 60 * MINUTE }, visitorId: { points: 10, durationSeconds: 60 * MINUTE } },
  /** Likes and unlikes of items. */
  likes: { visitorId: { points: 60, durationSeconds: MINUTE }, ip: { points: 120, durationSeconds: MINUTE } },
  /** New visitor ids minted for one address (a browser without a visitor cookie, a headless client's recordHit). */
  visitors: { ip: { points: 300, durationSeconds: 10 * MINUTE } },
};

/** `RATE_LIMIT_STORE=database` shares counts between nodes through PostgreSQL; SQLite (one node) counts in memory. */
export function rateLimitStore(setting: 'memory' | 'database' | 'off', databaseUrl: string | undefined): RateLimitStore {
  const url = databaseUrl ?? '';
  if (setting === 'off') return { store: 'off' };
  return setting === 'database' && /^postgres(ql)?:/.test(url) ? { store: 'postgres', url } : { store: 'memory' };
}

export class RateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(rateLimitedMessage(retryAfterSeconds));
    this.name = 'RateLimitedError';
  }
}

type Limiter = { kind: KeyKind; limiter: RateLimiterAbstract };

/** PostgreSQL's answer when a concurrent CREATE TABLE IF NOT EXISTS won: duplicate table, or its row type. */
const createdElsewhere = (err: Error) => ['42P07', '23505', '42710'].includes((err as { code?: string }).code ?? '');

export class RateLimits {
  private readonly limiters = new Map<Bucket, Limiter[]>();
  private pool: pg.Pool | null = null;
  /** Resolves once the shared table exists (at once in memory). */
  private readonly ready: Promise<void> = Promise.resolve();

  constructor(store: RateLimitStore, overrides: Partial<Record<Bucket, Limit>> = {}) {
    const specs = Object.entries(BUCKETS).flatMap(([bucket, kinds]) =>
      Object.entries(kinds).map(([kind, limit]) => ({
        bucket: bucket as Bucket,
        kind: kind as KeyKind,
        limit: overrides[bucket as Bucket] ?? limit,
      })),
    );
    const options = (bucket: Bucket, kind: KeyKind, limit: Limit) => ({
      keyPrefix: `${bucket}:${kind}`,
      points: limit.points,
      duration: limit.durationSeconds,
    });
    const add = (bucket: Bucket, kind: KeyKind, limiter: RateLimiterAbstract) =>
      this.limiters.set(bucket, [...(this.limiters.get(bucket) ?? []), { kind, limiter }]);

    if (store.store === 'off') return;
    if (store.store === 'memory') {
      for (const { bucket, kind, limit } of specs) add(bucket, kind, new RateLimiterMemory(options(bucket, kind, limit)));
      return;
    }
    // The shared store (and `pg`, loaded then: a node on SQLite never loads it) opens before the first count.
    this.ready = this.openShared(store.url, specs, options, add);
    this.ready.catch(() => {}); // reported by the first consume instead of as an unhandled rejection
  }

  private async openShared(
    url: string,
    specs: { bucket: Bucket; kind: KeyKind; limit: Limit }[],
    options: (bucket: Bucket, kind: KeyKind, limit: Limit) => { keyPrefix: string; points: number; duration: number },
    add: (bucket: Bucket, kind: KeyKind, limiter: RateLimiterAbstract) => void,
  ): Promise<void> {
    const { default: pgModule } = await import('pg');
    const connection = postgresConnection(url);
    // A small pool of its own: one statement per key and action, next to Prisma's pool.
    const pool = new pgModule.Pool({ ...connection.pool, max: 4 });
    // An idle connection dropped by the server is replaced on next use; it must not crash the process.
    pool.on('error', () => {});
    this.pool = pool;
    const postgres = (bucket: Bucket, kind: KeyKind, limit: Limit, tableCreated: boolean, ready?: (err?: Error) => void) =>
      new RateLimiterPostgres(
        {
          ...options(bucket, kind, limit),
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          schemaName: connection.schema,
          tableCreated,
          // A database hiccup falls back to counting on this node rather than failing the request.
          insuranceLimiter: new RateLimiterMemory(options(bucket, kind, limit)),
        },
        ready,
      );
    // The first limiter creates the shared table; the others wait for it, so they never race to create it. Another
    // node starting at the same moment may win that race: PostgreSQL then reports the table (or its row type) as
    // already there, which is just as good.
    const [first, ...rest] = specs;
    const created = new Promise<void>((resolve, reject) => {
      add(
        first.bucket,
        first.kind,
        postgres(first.bucket, first.kind, first.limit, false, (err) => (err && !createdElsewhere(err) ? reject(err) : resolve())),
      );
    });
    for (const { bucket, kind, limit } of rest) add(bucket, kind, postgres(bucket, kind, limit, true));
    await created;
  }

  /** Counts one action for every given key; throws RateLimitedError when any of them is over its limit. */
  async consume(bucket: Bucket, keys: RateLimitKeys): Promise<void> {
    await this.ready;
    const results = await Promise.allSettled(this.keyed(bucket, keys).map(({ limiter, key }) => limiter.consume(key)));
    let msBeforeNext = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      msBeforeNext = Math.max(msBeforeNext, result.reason.msBeforeNext);
    }
    if (results.some((r) => r.status === 'rejected')) throw new RateLimitedError(Math.max(1, Math.ceil(msBeforeNext / 1000)));
  }

  /** Gives points back to the given keys (e.g. an action that turned out harmless). */
  async reward(bucket: Bucket, keys: RateLimitKeys, points = 1): Promise<void> {
    await this.ready;
    await Promise.all(this.keyed(bucket, keys).map(({ limiter, key }) => limiter.reward(key, points)));
  }

  /** Clears the counters of the given keys, e.g. `reset('login', { email })` after a successful log-in. */
  async reset(bucket: Bucket, keys: RateLimitKeys): Promise<void> {
    await this.ready;
    await Promise.all(this.keyed(bucket, keys).map(({ limiter, key }) => limiter.delete(key)));
  }

  /** Closes the shared store's connections (PostgreSQL); a no-op in memory. */
  async close(): Promise<void> {
    await this.ready.catch(() => {});
    await this.pool?.end();
  }

  private keyed(bucket: Bucket, keys: RateLimitKeys) {
    return (this.limiters.get(bucket) ?? []).flatMap(({ kind, limiter }) => {
      const key = keys[kind];
      return key ? [{ limiter, key }] : [];
    });
  }
}
