// Starting the server as an operator would (a real process): a bad configuration or start-up environment stops it
// with one line and exit code 1; a good one is up (/healthz) and then ready (/readyz); SIGTERM drains it: a
// checkout in flight is completed and answered, and no claim is left held.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../../prisma/seed.ts';
import { openDatabase } from '../../server/db/open.ts';
import { issueApiToken } from '../../server/services/auth/api-tokens.ts';
import { freePort } from '../free-port.ts';

const dir = mkdtempSync(join(tmpdir(), 'shopwright-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A migrated, seeded SQLite database, copied for each case that needs one. */
const migrated = join(dir, 'migrated.db');
beforeAll(async () => {
  const db = await openDatabase(`file:${migrated}`);
  await seedDemoStore(db);
  await db.$disconnect();
});

/**
 * Root may write any file whatever its mode (the capability CAP_DAC_OVERRIDE); without that capability it is held to a
 * file's mode like anyone, and it still reaches the clone wherever that is (`nobody` cannot reach one in a home folder
 * of mode 700). `setpriv` (util-linux) drops the capability before the server starts.
 */
function server(env: Record<string, string>, heldToFileModes = false): ChildProcess {
  const args = ['--import', 'tsx', 'server/main.ts'];
  const [command, argv] =
    heldToFileModes && process.getuid?.() === 0
      ? ['setpriv', ['--inh-caps=-dac_override', '--bounding-set=-dac_override', '--', process.execPath, ...args]]
      : [process.execPath, args];
  return spawn(command, argv, {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, OUTBOX_DIR: join(dir, 'outbox'), MEDIA_DIR: join(dir, 'media'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs the server until it exits (at most 20 s): its exit code and what it wrote on stderr. */
async function runToExit(env: Record<string, string>, heldToFileModes = false): Promise<{ code: number | null; stderr: string }> {
  const child = server({ PORT: String(await freePort()), ...env }, heldToFileModes);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearTimeout(timer);
  return { code, stderr };
}

const copyOf = (name: string) => {
  const file = join(dir, name);
  copyFileSync(migrated, file);
  return file;
};

describe('a bad configuration stops the start with one line naming the variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT=abc is not allowed: use a whole number from 1 to 65,535.'],
    [{ PORT: '99999' }, 'PORT=99999 is not allowed: use a whole number from 1 to 65,535.'],
    [{ DATABASE_POOL_SIZE: 'x' }, 'DATABASE_POOL_SIZE=x is not allowed: use a whole number from 1 to 1,000.'],
    [{ CATALOG_CACHE_TTL_MS: '-1' }, 'CATALOG_CACHE_TTL_MS=-1 is not allowed: use a whole number from 0 to 3,600,000.'],
    [{ RECAPTCHA_MIN_SCORE: '2' }, 'RECAPTCHA_MIN_SCORE=2 is not allowed: use a number from 0 to 1.'],
    [
      { SMTP_URL: 'http://mail:secret@example.com' },
      'SMTP_URL=http://mail:***@example.com is not allowed: use an smtp:// or smtps:// URL.',
    ],
    [{ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }, 'PAYMENT_PROVIDER=test is refused in production'],
  ])('%o', async (env, line) => {
    const { code, stderr } = await runToExit(env);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain(line);
  });
});

describe('a bad start-up environment stops the start with one line', () => {
  const cases: [string, () => Record<string, string>, RegExp, string?][] = [
    [
      'a file that is not SQLite',
      () => {
        writeFileSync(join(dir, 'text.db'), 'hello');
        return { DATABASE_URL: `file:${join(dir, 'text.db')}` };
      },
      /is it a SQLite database file\?/i,
    ],
    [
      'a corrupt database',
      () => {
        const file = copyOf('corrupt.db');
        const bytes = Buffer.alloc(4096, 0xab);
        writeFileSync(file, bytes, { flag: 'r+' });
        return { DATABASE_URL: `file:${file}` };
      },
      /Cannot open the SQLite database at .*corrupt\.db/,
    ],
    [
      'a truncated database',
      () => {
        const file = join(dir, 'truncated.db');
        writeFileSync(file, readFileSync(migrated).subarray(0, 8192));
        return { DATABASE_URL: `file:${file}` };
      },
      /Cannot open the SQLite database at .*truncated\.db \(database disk image is malformed\)/,
    ],
    [
      'a database folder that cannot exist',
      () => ({ DATABASE_URL: 'file:/proc/x/shop.db' }),
      /^Cannot create the folder \/proc\/x for the SQLite database \(ENOENT\)\.$/,
    ],
    [
      'an outbox folder that cannot be written',
      () => ({ DATABASE_URL: `file:${copyOf('outbox.db')}`, OUTBOX_DIR: '/proc/outbox' }),
      /^OUTBOX_DIR=\/proc\/outbox cannot be written/,
    ],
    [
      'a media folder that cannot be written',
      () => ({ DATABASE_URL: `file:${copyOf('media.db')}`, MEDIA_DIR: '/proc/media' }),
      /^MEDIA_DIR=\/proc\/media cannot be written/,
    ],
    [
      'a HOST that is not this machine',
      () => ({ HOST: '203.0.113.5' }),
      /^HOST=203\.0\.113\.5 is not an address of this machine \(EADDRNOTAVAIL\)/,
    ],
    [
      'a HOST that does not resolve',
      () => ({ HOST: 'no-such-host.invalid' }),
      /^HOST=no-such-host\.invalid is not an address of this machine/,
    ],
  ];
  it.each(cases)('%s', async (_name, env, line) => {
    const { code, stderr } = await runToExit(env());
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toMatch(line);
  });

  it('a read-only database file', async () => {
    // The file and its folder can be read, not written (SQLite would otherwise write beside the file); as root the
    // server runs without the capability that lets root write them anyway.
    const folder = join(dir, 'readonly');
    mkdirSync(folder);
    const file = join(folder, 'readonly.db');
    copyFileSync(migrated, file);
    chmodSync(file, 0o444);
    chmodSync(folder, 0o555);
    const { code, stderr } = await runToExit({ DATABASE_URL: `file:${file}` }, true).finally(() => chmodSync(folder, 0o755));
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(
      /^Cannot open the SQLite database at .*readonly\.db \(attempt to write a readonly database\)\. Check that the file and its folder are writable\.$/,
    );
  });

  it('a port in use, before the database is even opened', async () => {
    const port = await freePort();
    const taken = createServer().listen(port, '0.0.0.0');
    await new Promise((r) => taken.once('listening', r));
    const { code, stderr } = await runToExit({ PORT: String(port), DATABASE_URL: 'file:/proc/never/opened.db' });
    taken.close();
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`Port ${port} is already in use on 0.0.0.0: stop the other process or set PORT.`);
  });
});

describe('a good start, and SIGTERM', () => {
  it('is up, then ready; a checkout in flight when SIGTERM arrives is completed and answered, and no claim is left', async () => {
    const file = copyOf('drain.db');
    const port = await freePort();
    const child = server({ PORT: String(port), DATABASE_URL: `file:${file}`, LOG_LEVEL: 'warn' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 200 &&
      !(await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const db = await openDatabase(`file:${file}`);
    const { token } = await issueApiToken(db, { websiteId: 'site-demo', kind: 'STOREFRONT', name: 'drain' });
    const gql = async (query: string, variables: object) =>
      (await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      }).then((r) => r.json())) as any;
    const added = await gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { cart { cartToken } } }', {
      i: { itemId: 'prod-digital-lookbook' },
    });
    const body = JSON.stringify({
      query: 'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { status } userErrors { message } } }',
      variables: {
        i: {
          cartToken: added.data.addToCart.cart.cartToken,
          idempotencyKey: 'drain-1',
          email: 'drain@example.com',
          name: 'Ada Lovelace',
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        },
      },
    });
    // The request is in flight (its body half sent) when SIGTERM arrives; the rest follows after.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => {
          text += d.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 40));
      setTimeout(() => {
        child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(40)), 300);
      }, 100);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).data.placeOrder).toEqual({ order: { status: 'PAID' }, userErrors: [] });
    expect(await exited).toBe(0);
    expect(await db.outboxMessage.count({ where: { status: 'SENDING' } })).toBe(0);
    expect(await db.subscription.count({ where: { renewalClaimedAt: { not: null } } })).toBe(0);
    expect(await db.order.count({ where: { status: 'PENDING' } })).toBe(0);
    await db.$disconnect();
  });
});
