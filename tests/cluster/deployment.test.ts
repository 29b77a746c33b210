// The reference deployment (compose.yaml, Dockerfile, deploy/) agrees with the server it runs: every variable it sets
// is one the server reads and the whole environment is a valid production configuration, the nodes reach the
// PostgreSQL service with its own credentials and share one media folder, nginx is given the files its configuration
// includes, and that configuration passes `nginx -t`. (The proxy lines themselves run in cluster.test.ts.)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readConfig, VARIABLES } from '../../server/config.ts';
import { NGINX } from './cluster.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const compose = parse(read('compose.yaml')) as {
  services: Record<string, { environment?: Record<string, string>; volumes?: string[]; image?: string; build?: string }>;
};
const dockerfile = read('Dockerfile');
/** The ENV lines of the image that runs (the last stage). */
const imageEnv = Object.fromEntries(
  [...(dockerfile.split(/^FROM /m).at(-1) ?? '').matchAll(/^ENV (.+)$/gm)].flatMap((m) =>
    m[1].split(/\s+/).map((pair) => pair.split('=') as [string, string]),
  ),
);
const nodes = ['node1', 'node2'].map((name) => compose.services[name]);

const dir = mkdtempSync(join(tmpdir(), 'shopwright-deploy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the reference deployment', () => {
  it('has PostgreSQL, two nodes of the same build and environment, and nginx', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['nginx', 'node1', 'node2', 'postgres']);
    expect(nodes[0]).toEqual(nodes[1]);
    expect(nodes[0].build).toBe('.');
  });

  it('sets only variables the server reads, and they make a valid production configuration', () => {
    const env = { ...imageEnv, ...nodes[0].environment };
    expect(Object.keys(env).filter((name) => !(name in VARIABLES))).toEqual([]);
    const config = readConfig(env);
    expect(config.production).toBe(true);
    expect(config.trustProxy).toBe(true);
  });

  it('the nodes reach the PostgreSQL service with its own user, password and database', () => {
    const url = new URL(nodes[0].environment?.DATABASE_URL ?? '');
    const pg = compose.services.postgres.environment ?? {};
    expect({ host: url.hostname, user: url.username, password: url.password, db: url.pathname.slice(1) }).toEqual({
      host: 'postgres',
      user: pg.POSTGRES_USER,
      password: pg.POSTGRES_PASSWORD,
      db: pg.POSTGRES_DB,
    });
  });

  it('the image starts the server as npm run serve does, with the same node flags', () => {
    const command = JSON.parse(/^CMD (\[.+\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
    expect(command.join(' ')).toBe(JSON.parse(read('package.json')).scripts.serve);
  });

  it('every node mounts the same media volume where the image keeps MEDIA_DIR', () => {
    for (const node of nodes) expect(node.volumes).toContain(`media:${imageEnv.MEDIA_DIR}`);
  });

  it('the image holds what the production smoke test runs the server from', () => {
    const copied = [...read('scripts/production-smoke.sh').matchAll(/^cp (?:-r )?(.+?) "\$TREE/gm)].flatMap((m) =>
      m[1].split(' ').filter((arg) => !arg.startsWith('-')),
    );
    expect(copied.length).toBeGreaterThan(3);
    for (const path of copied) expect(dockerfile).toContain(`/app/${path} `);
  });

  it("nginx gets the files its configuration includes, and the configuration passes nginx -t (the nodes' names aside)", () => {
    const mounts = Object.fromEntries(
      (compose.services.nginx.volumes ?? []).map((volume) => volume.split(':').slice(0, 2).reverse() as [string, string]),
    );
    expect(mounts['/etc/nginx/nginx.conf']).toBe('./deploy/nginx.conf');
    const conf = read('deploy/nginx.conf');
    for (const [, included] of conf.matchAll(/include (\S+);/g)) expect(mounts[included]).toBeDefined();
    // The nodes' host names resolve only inside compose: checked here against loopback, with local paths.
    const local = conf
      .replace(/server node\d:3000/g, 'server 127.0.0.1:3000')
      .replace('/etc/nginx/shopwright-proxy.conf', join(ROOT, 'deploy', 'shopwright-proxy.conf'))
      .replace('worker_processes auto;', `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nworker_processes auto;`)
      .replace('http {', `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;`);
    writeFileSync(join(dir, 'nginx.conf'), local);
    const nginx = NGINX;
    if (!nginx) throw new Error('nginx is not installed: run scripts/ensure-nginx.sh');
    expect(() => execFileSync(nginx, ['-t', '-q', '-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'pipe' })).not.toThrow();
  });
});
