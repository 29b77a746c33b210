// A store on several nodes, for the multi-node suite: the built server (`node scripts/serve.mjs`, production mode) run
// N times on loopback ports against one PostgreSQL (a new schema of TEST_DATABASE_URL), nginx in front as the load
// balancer, and a database client of the test's own for setting up and checking. Needs `npm run build`, nginx
// (scripts/ensure-nginx.sh) and a PostgreSQL (scripts/with-postgres.sh); `npm run test:cluster` brings all three.
import { execFileSync, spawn } from 'node:child_process';
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
import { type ServerProcess, startServerProcess, stopServerProcess, waitReady } from '../server-process.ts';

/** Debian's nginx (scripts/ensure-nginx.sh installs it), or undefined when it is missing. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => {
  try {
    execFileSync(path, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
});

/** The proxy lines of the reference deployment (compose.yaml), used here as they are. */
const PROXY_CONF = join(import.meta.dirname, '..', '..', 'deploy', 'shopwright-proxy.conf');

export type Node = ServerProcess;

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

  const startNode = (port: number): Node => startServerProcess(port, dir, { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', ...env });

  const ports = await Promise.all(Array.from({ length: count }, freePort));
  const nodes = await Promise.all(ports.map(startNode));
  await Promise.all(nodes.map((node) => waitReady(`${node.url}/readyz`)));

  // nginx: round robin over the nodes, handing requests on as the reference deployment does (deploy/nginx.conf).
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
  upstream shopwright {
${nodes.map((node) => `    server 127.0.0.1:${node.port} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${lbPort};
    location / {
      include ${PROXY_CONF};
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
    await Promise.all(nodes.map((node) => stopServerProcess(node)));
    await relay.close();
    await db.$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  };

  return { nodes, lb, db, events, databaseUrl, outboxDir, dir, stop };
}
