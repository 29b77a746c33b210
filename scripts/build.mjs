// `npm run build`: everything a deployment runs, built once. The server is bundled by esbuild into plain JavaScript
// (dist/server/main.js: our code and the generated Prisma clients, with the npm packages left as imports), and the
// storefront is built by Vite into client/dist. `--if-stale` (used by `npm start`) rebuilds only what changed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import { WORKER_ENTRIES } from '../server/worker-entries.mjs';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_BUNDLE = join(root, 'dist/server/main.js');
const CLIENT_INDEX = join(root, 'client/dist/index.html');

/** The newest modification time of the files under these paths (folders walked; built and generated output skipped). */
function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) if (!['dist', 'node_modules', 'test-results'].includes(entry)) visit(join(path, entry));
  };
  for (const p of paths) visit(join(root, p));
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const SERVER_SOURCES = [
  'server',
  'schema',
  'domain',
  'prisma/seed.ts',
  'prisma/seed-data.ts',
  'prisma/seed-site.ts',
  'prisma/demo-pdf.ts',
  'prisma/schema.prisma',
  'package-lock.json',
];
const CLIENT_SOURCES = ['client', 'domain', 'schema/schema.graphql', 'package-lock.json'];

export async function buildServer() {
  const { build } = await import('esbuild');
  const outdir = join(root, 'dist/server');
  rmSync(outdir, { recursive: true, force: true }); // no chunk of an older build stays behind
  await build({
    // Each worker thread's script is an entry of its own (server/worker-script.ts finds it beside the chunks).
    entryPoints: {
      main: join(root, 'server/main.ts'),
      ...Object.fromEntries(Object.entries(WORKER_ENTRIES).map(([name, source]) => [name, join(root, source)])),
    },
    outdir,
    // What main.ts loads after binding the port comes in chunks of their own, loaded then.
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // npm packages stay imports from node_modules; our code and the generated clients are bundled. The code that
    // resolves paths from import.meta.url (the migrations folder) lands in a chunk two folders below the root, as
    // server/db/ is, so those paths stay the same.
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** Brotli and gzip copies of the built scripts and styles (served by Accept-Encoding): compressed once, here. */
function precompress(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (!/\.(js|css|svg)$/.test(entry)) continue;
    const source = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
  }
}

/** The storefront (client/dist, its assets precompressed), then its server renderer (client/dist/server). */
export function buildClient() {
  const vite = [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    join(root, 'client/vite.config.ts'),
    '--logLevel',
    'warn',
  ];
  execFileSync(process.execPath, vite, { stdio: 'inherit' });
  precompress(join(root, 'client/dist/assets'));
  execFileSync(process.execPath, [...vite, '--ssr'], { stdio: 'inherit' });
}

/** Builds the server and the storefront, or (ifStale) only the parts older than their sources. */
export async function buildAll({ ifStale = false } = {}) {
  const server = !ifStale || builtAt(SERVER_BUNDLE) < newest(SERVER_SOURCES);
  const client = !ifStale || builtAt(CLIENT_INDEX) < newest(CLIENT_SOURCES);
  if (server) await buildServer();
  if (client) buildClient();
  return { server, client };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  if (!process.argv.includes('--no-generate')) execFileSync(process.execPath, [join(root, 'scripts/generate.mjs')], { stdio: 'inherit' });
  await buildAll({ ifStale: process.argv.includes('--if-stale') });
}
