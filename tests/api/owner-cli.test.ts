// The owner command: creates the first owner of a website and prints a personal API token that works.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBearer } from '../../server/services/auth/api-tokens.ts';
import { startTestApp, type TestApp } from './harness.ts';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('npm run owner:create', () => {
  it('creates an owner with the role and prints a token scoped to the website', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/owner-cli.ts', '--website', 'site-tokyo', '--email', 'Kei@Example.com', '--role', '8'],
      {
        env: { ...process.env, DATABASE_URL: t.url },
      },
    );
    expect(stdout).toContain('Owner kei@example.com is store manager (8) of Shopwright Tokyo.');
    const token = /API token \(shown once\): (\S+)/.exec(stdout)?.[1] ?? '';
    expect(await findBearer(t.db, token)).toMatchObject({
      kind: 'OWNER',
      websiteId: 'site-tokyo',
      owner: { email: 'kei@example.com', roleCode: 8 },
    });
  });

  it('refuses an unknown website with one line', async () => {
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', 'server/owner-cli.ts', '--website', 'nope', '--email', 'x@example.com'],
      {
        env: { ...process.env, DATABASE_URL: t.url },
      },
    ).catch((err: { stderr: string; code: number }) => err);
    expect(failure).toMatchObject({ code: 1, stderr: 'No website nope.\n' });
  });
});
