// The built server (as `npm run serve` starts it, production mode) as a child process on a loopback port, for the
// suites that need a real process to kill, stop or run several of (tests/cluster and tests/reliability) and for the
// benches. Needs `npm run build`.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** The arguments `npm run serve` gives node (its flags, then scripts/serve.mjs), read from package.json so the suites
 * and benches run exactly what production runs; NODE_FLAGS, when set, replaces the flags (e.g. NODE_FLAGS="--cpu-prof"). */
export function serveArguments(): string[] {
  const serve: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.serve;
  const [node, ...args] = serve.split(' ');
  if (node !== 'node' || args.at(-1) !== 'scripts/serve.mjs')
    throw new Error(`npm run serve is no longer "node <flags> scripts/serve.mjs": ${serve}`);
  const flags = process.env.NODE_FLAGS === undefined ? args.slice(0, -1) : process.env.NODE_FLAGS.split(' ').filter(Boolean);
  return [...flags, 'scripts/serve.mjs'];
}

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

export type ServerProcess = {
  port: number;
  url: string;
  process: ChildProcess;
  /** Everything it printed so far. */
  readonly log: string;
  /** Resolves with the exit code (null after a signal) once the process has ended. */
  exited: Promise<number | null>;
};

/**
 * Spawns the built server on `port` with the test settings (test payments, no rate limits, files under `dir`) and
 * `env` on top; its output is kept, and written to `dir/node-PORT.log` when it exits. Does not wait for it to be ready.
 */
export function startServerProcess(port: number, dir: string, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, serveArguments(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_PAYMENTS: 'true',
      LOG_LEVEL: 'warn',
      MEDIA_DIR: join(dir, 'media'),
      OUTBOX_DIR: join(dir, 'outbox'),
      RATE_LIMIT_STORE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (d) => chunks.push(String(d)));
  child.stderr?.on('data', (d) => chunks.push(String(d)));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      writeFileSync(join(dir, `node-${port}.log`), chunks.join(''));
      resolve(code);
    }),
  );
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    exited,
    get log() {
      return chunks.join('');
    },
  };
}

/** Sends `signal` (SIGTERM unless said) and waits for the process to end; at once when it already has. */
export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill(signal);
  return server.exited;
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
