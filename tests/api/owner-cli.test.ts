// The owner command: creates the first owner of a website and prints a personal API token that works.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../../prisma/seed.ts';
import { openDatabase } from '../../server/db/open.ts';
import { findBearer } from '../../server/services/auth/api-tokens.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'shopwright-cli-'));
const url = `file:${join(dir, 'cli.db')}`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(!process.env.TEST_DATABASE_URL)('npm run owner:create', () => {
  it('creates an owner with the role and prints a token scoped to the website', async () => {
    const db = await openDatabase(url);
    await seedDemoStore(db);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/owner-cli.ts', '--website', 'site-tokyo', '--email', 'Kei@Example.com', '--role', '8'],
      {
        env: { ...process.env, DATABASE_URL: url },
      },
    );
    expect(stdout).toContain('Owner kei@example.com is store manager (8) of Shopwright Tokyo.');
    const token = /API token \(shown once\): (\S+)/.exec(stdout)?.[1] ?? '';
    expect(await findBearer(db, token)).toMatchObject({
      kind: 'OWNER',
      websiteId: 'site-tokyo',
      owner: { email: 'kei@example.com', roleCode: 8 },
    });
    await db.$disconnect();
  });
});
