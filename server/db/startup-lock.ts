// One node at a time prepares a PostgreSQL database (applies migrations, seeds the demo store): the others wait on a
// session advisory lock, then find the work done. A node that dies while holding it releases it with its session.
// SQLite is one process: nothing to wait for.
import { postgresConnection } from './adapters.ts';
import type { DatabaseTarget } from './database-url.ts';

/** The advisory lock's key (any fixed number; PostgreSQL's locks are per database). */
export const STARTUP_LOCK_KEY = 73_070_716;

/** Runs `work` while this process holds the database's start-up lock. */
export async function withStartupLock<T>(target: DatabaseTarget, work: () => Promise<T>): Promise<T> {
  if (target.provider !== 'postgresql') return work();
  const { default: pg } = await import('pg');
  const client = new pg.Client(postgresConnection(target.url).pool);
  client.on('error', () => {}); // a lost lock connection fails the query below, or is gone after the work
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}
