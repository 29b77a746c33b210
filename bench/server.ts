// Starts a real server (the built one, in production mode, as `npm run serve` starts it) on a fresh SQLite database
// with the demo store, for benches.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoStore } from '../prisma/seed.ts';
import { buildAll } from '../scripts/build.mjs';
import type { Db } from '../server/db/client.ts';
import { openDatabase } from '../server/db/open.ts';
import { serveArguments } from '../tests/server-process.ts';

/** Linux's USER_HZ (`getconf CLK_TCK`): the unit of /proc/<pid>/stat's CPU times. */
export const CLOCK_TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command name: [1] the parent's pid, [11] utime, [12] stime, [13] cutime,
 * [14] cstime (`man 5 proc`). */
export function procStat(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU seconds process `pid` has used so far (user + system, all its threads), with `endedChildren` also those of its
 * children that have ended (Linux /proc). */
export function cpuSecondsOf(pid: number, endedChildren = false): number {
  const fields = procStat(pid).map(Number);
  return (fields[11] + fields[12] + (endedChildren ? fields[13] + fields[14] : 0)) / CLOCK_TICKS_PER_SECOND;
}

export async function startBenchServer(opts: { env?: Record<string, string>; prepare?: (db: Db) => Promise<void> } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'shopwright-bench-'));
  const databaseUrl = `file:${join(dir, 'bench.db')}`;
  const db = await openDatabase(databaseUrl);
  const seed = await seedDemoStore(db);
  await opts.prepare?.(db);
  await db.$disconnect();
  const server = await startServerOn(databaseUrl, opts.env);
  return {
    ...server,
    /** The demo owner's API token. */
    ownerToken: seed.seeded ? seed.owner.token : '',
    stop: () => {
      server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The built server (built first if stale), started as `npm run serve` starts it, on the database at `databaseUrl`. */
export async function startServerOn(databaseUrl: string, env: Record<string, string> = {}) {
  const port = 4500 + Math.floor(Math.random() * 400);
  await buildAll({ ifStale: true });
  // The built server, started as `npm run serve` starts it.
  const server = spawn(process.execPath, serveArguments(), {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilReady(`http://127.0.0.1:${port}`);
  const pid = server.pid ?? 0;
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    /** CPU seconds the server process has used so far (user + system, all its threads; Linux /proc). */
    cpuSeconds: () => cpuSecondsOf(pid),
    stop: () => {
      server.kill('SIGTERM');
    },
  };
}

/** Waits until the server answers /readyz with 200 (at most 30 s). */
export async function untilReady(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`The server at ${url} was not ready within ${timeoutMs} ms.`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
