// The owner command: creates the first owner of a website and prints a personal API token that works.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { findBearer } from '../../server/services/auth/api-tokens.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
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

  it("cannot take a website's last admin role away", async () => {
    const admins = await t.db.ownerRole.findMany({ where: { websiteId: 'site-demo', roleCode: RoleCode.ADMIN } });
    expect(admins).toHaveLength(1);
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', 'server/owner-cli.ts', '--website', 'site-demo', '--email', t.owner.email, '--role', String(RoleCode.VIEWER)],
      { env: { ...process.env, DATABASE_URL: t.url } },
    ).catch((err: { stderr: string; code: number }) => err);
    expect(failure).toMatchObject({ code: 1, stderr: `${LAST_ADMIN_MESSAGE}\n` });
    expect(await t.db.ownerRole.findMany({ where: { websiteId: 'site-demo', roleCode: RoleCode.ADMIN } })).toEqual(admins);
  });

  it('a changed role is a new grant; the same role again changes nothing', async () => {
    const key = async (email: string) => {
      const owner = await t.db.ownerAccount.findUniqueOrThrow({ where: { email } });
      return t.db.ownerRole.findUniqueOrThrow({ where: { ownerId_websiteId: { ownerId: owner.id, websiteId: 'site-demo' } } });
    };
    const email = 'grant-times@example.com';
    await createOwnerWithToken(t.db, { websiteId: 'site-demo', email, roleCode: RoleCode.VIEWER });
    const first = await key(email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await createOwnerWithToken(t.db, { websiteId: 'site-demo', email, roleCode: RoleCode.VIEWER });
    expect(await key(email)).toEqual(first);
    await createOwnerWithToken(t.db, { websiteId: 'site-demo', email, roleCode: RoleCode.EDITOR });
    const changed = await key(email);
    expect(changed.roleCode).toBe(RoleCode.EDITOR);
    expect(changed.grantedAt.getTime()).toBeGreaterThan(first.grantedAt.getTime());
  });
});
