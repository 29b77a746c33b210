// A store on several nodes, for the multi-node suite: the built server (`node scripts/serve.mjs`, production mode) run
// N times on loopback ports against one PostgreSQL (a new schema of TEST_DATABASE_URL), nginx in front as the load
// balancer, and a database client of the test's own for setting up and checking. Needs `npm run build`, nginx
// (scripts/ensure-nginx.sh) and a PostgreSQL (scripts/with-postgres.sh); `npm run test:cluster` brings all three.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { postgresConnection } from '../../server/db/adapters.ts';
import type { Db } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/open.ts';
import { CatalogEvents } from '../../server/services/catalog-events.ts';
import { type ChangeRelay, startChangeRelay } from '../../server/services/change-relay.ts';
import { freePort } from '../free-port.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => {
  try {
    execFileSync(path, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200 (at most `ms`). */
export async function waitReady(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer 200 within ${ms} ms`);
}

export type Node = { port: number; url: string; process: ChildProcess; log: string };

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** Starts `count` nodes at once on a new schema (they migrate and seed it between them), then nginx in front. */
export async function startCluster(count: number, env: Record<string, string> = {}) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set: run through scripts/with-postgres.sh');
  if (!NGINX) throw new Error('nginx is not installed: run scripts/ensure-nginx.sh');
  const dir = mkdtempSync(join(tmpdir(), 'shopwright-cluster-'));
  const schema = `c_${randomBytes(6).toString('hex')}`;
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  const databaseUrl = url.toString();
  const outboxDir = join(dir, 'outbox');

  const startNode = async (port: number): Promise<Node> => {
    const log = join(dir, `node-${port}.log`);
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        PAYMENT_PROVIDER: 'test',
        ALLOW_TEST_PAYMENTS: 'true',
        LOG_LEVEL: 'warn',
        MEDIA_DIR: join(dir, 'media'),
        OUTBOX_DIR: outboxDir,
        RATE_LIMIT_STORE: 'off',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: string[] = [];
    child.stdout?.on('data', (d) => chunks.push(String(d)));
    child.stderr?.on('data', (d) => chunks.push(String(d)));
    child.on('exit', () => writeFileSync(log, chunks.join('')));
    return {
      port,
      url: `http://127.0.0.1:${port}`,
      process: child,
      get log() {
        return chunks.join('');
      },
    };
  };

  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const nodes = await Promise.all(ports.map(startNode));
  await Promise.all(nodes.map((node) => waitReady(`${node.url}/readyz`)));

  // nginx: round robin over the nodes; a node that refuses connections is skipped (and a GET retried on another).
  const lbPort = await freePort();
  const conf = join(dir, 'nginx.conf');
  const root = process.getuid?.() === 0;
  writeFileSync(
    conf,
    `${root ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  upstream shop {
${nodes.map((node) => `    server 127.0.0.1:${node.port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${lbPort};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`,
  );
  const nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  const lb = `http://127.0.0.1:${lbPort}`;
  await waitReady(`${lb}/readyz`, 10_000);

  // The test's own connection: to set up and check rows, and to announce the changes it makes directly.
  const db: Db = await openDatabase(databaseUrl);
  const events = new CatalogEvents();
  const relay: ChangeRelay = await startChangeRelay(postgresConnection(databaseUrl).pool, events, pino({ level: 'silent' }));

  const stop = async () => {
    nginx.kill('SIGTERM');
    await Promise.all(
      nodes.map(
        (node) =>
          new Promise<void>((resolve) => {
            if (node.process.exitCode !== null || node.process.signalCode !== null) return resolve();
            node.process.once('exit', () => resolve());
            node.process.kill('SIGTERM');
          }),
      ),
    );
    await relay.close();
    await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  };

  return { nodes, lb, db, events, databaseUrl, outboxDir, dir, stop };
}

/** POSTs a GraphQL operation to `base`; the status and the parsed body (null when it was not JSON). */
export async function gql<T = any>(base: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  let body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body };
}
