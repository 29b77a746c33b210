// The website's team: teamMembers lists the owners with their roles; grantRole and revokeRole change them, and a
// website always keeps an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE, NO_SUCH_MEMBER_MESSAGE, NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { createOwnerWithToken } from '../../server/services/auth/owners.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TOKYO = { websiteId: 'site-tokyo', host: 'jp.localhost' };
type Member = { ownerId: string; email: string; roleCode: number; roleName: string; you: boolean };

async function owner(email: string, roleCode: number, websiteId = 'site-demo') {
  const { token } = await createOwnerWithToken(t.db, { websiteId, email, roleCode });
  const account = await t.db.ownerAccount.findUniqueOrThrow({ where: { email } });
  return {
    id: account.id,
    token,
    as: (host = websiteId === 'site-demo' ? 'localhost' : TOKYO.host) => ({ host, headers: { authorization: `Bearer ${token}` } }),
  };
}

/** Makes `admin` the only admin of the Tokyo website. */
async function onlyAdminOfTokyo(email: string) {
  const admin = await owner(email, RoleCode.ADMIN, TOKYO.websiteId);
  await t.db.ownerRole.deleteMany({ where: { websiteId: TOKYO.websiteId, roleCode: RoleCode.ADMIN, ownerId: { not: admin.id } } });
  return admin;
}

const REVOKE =
  'mutation ($email: String, $ownerId: ID) { revokeRole(email: $email, ownerId: $ownerId) { ok userErrors { code message field } } }';
const GRANT =
  'mutation ($email: String!, $roleCode: Int!) { grantRole(email: $email, roleCode: $roleCode) { ok userErrors { code message field } } }';
const TEAM = '{ teamMembers { ownerId email roleCode roleName you } }';
/** On /graphql a refused token is answered in GraphQL's error shape (docs/auth.md). */
const REFUSED_TOKEN = { errors: [{ message: 'Invalid or revoked API token.', extensions: { code: 'UNAUTHENTICATED' } }] };

describe('teamMembers', () => {
  it("lists the website's owners with their roles by email, and marks the caller", async () => {
    const admin = await owner('team-admin@example.com', RoleCode.ADMIN);
    const editor = await owner('team-editor@example.com', RoleCode.EDITOR);
    await owner('team-elsewhere@example.com', RoleCode.ADMIN, TOKYO.websiteId);
    const res = await t.gql<{ teamMembers: Member[] }>(TEAM, {}, admin.as());
    expect(res.errors).toBeUndefined();
    const members = res.data!.teamMembers;
    expect(members.map((m) => m.email)).toEqual([...members.map((m) => m.email)].sort());
    expect(members).toContainEqual({ ownerId: admin.id, email: 'team-admin@example.com', roleCode: 1, roleName: 'admin', you: true });
    expect(members).toContainEqual({ ownerId: editor.id, email: 'team-editor@example.com', roleCode: 4, roleName: 'editor', you: false });
    expect(members.map((m) => m.email)).not.toContain('team-elsewhere@example.com');
  });

  it('is for user managers only', async () => {
    const manager = await owner('team-website-manager@example.com', RoleCode.WEBSITE_MANAGER);
    const res = await t.gql(TEAM, {}, manager.as());
    expect(res.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
  });
});

describe('revokeRole', () => {
  it('revoking a role takes the owner off the team, ends their tokens here and is audited', async () => {
    const admin = await owner('revoker@example.com', RoleCode.ADMIN);
    const editor = await owner('revoked-editor@example.com', RoleCode.EDITOR);
    const res = await t.gql(REVOKE, { email: ' Revoked-Editor@example.com ' }, admin.as());
    expect(res.data?.revokeRole).toEqual({ ok: true, userErrors: [] });
    expect(await t.db.ownerRole.count({ where: { ownerId: editor.id, websiteId: 'site-demo' } })).toBe(0);
    expect(await t.gql('{ ownerAccess { roleCode } }', {}, editor.as())).toEqual(REFUSED_TOKEN);
    // Granting the role again does not bring the old token back.
    await t.gql(GRANT, { email: 'revoked-editor@example.com', roleCode: RoleCode.EDITOR }, admin.as());
    expect(await t.gql('{ ownerAccess { roleCode } }', {}, editor.as())).toEqual(REFUSED_TOKEN);
    const audit = await t.db.auditEntry.findMany({
      where: { entityType: 'OwnerRole', entityId: editor.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => [a.action, a.actor, a.before, a.after])).toEqual([
      ['role.revoke', 'revoker@example.com', { email: 'revoked-editor@example.com', roleCode: 4 }, null],
      ['role.grant', 'revoker@example.com', null, { email: 'revoked-editor@example.com', roleCode: 4 }],
    ]);
  });

  it('revokes by owner id too', async () => {
    const admin = await owner('revoker-by-id@example.com', RoleCode.ADMIN);
    const viewer = await owner('revoked-by-id@example.com', RoleCode.VIEWER);
    const res = await t.gql(REVOKE, { ownerId: viewer.id }, admin.as());
    expect(res.data?.revokeRole).toEqual({ ok: true, userErrors: [] });
  });

  it('revoking the last admin is refused, also when it is yourself', async () => {
    const admin = await onlyAdminOfTokyo('only-admin@example.com');
    const res = await t.gql(REVOKE, { ownerId: admin.id }, admin.as());
    expect(res.data?.revokeRole).toEqual({
      ok: false,
      userErrors: [{ code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE, field: 'ownerId' }],
    });
    expect(await t.db.ownerRole.count({ where: { ownerId: admin.id, websiteId: TOKYO.websiteId } })).toBe(1);
    expect(await t.db.auditEntry.count({ where: { entityId: admin.id, action: 'role.revoke' } })).toBe(0);
  });

  it('an admin may revoke their own role while another admin remains', async () => {
    const first = await onlyAdminOfTokyo('first-admin@example.com');
    await owner('second-admin@example.com', RoleCode.ADMIN, TOKYO.websiteId);
    const res = await t.gql(REVOKE, { email: 'first-admin@example.com' }, first.as());
    expect(res.data?.revokeRole).toEqual({ ok: true, userErrors: [] });
    expect(await t.gql(TEAM, {}, first.as())).toEqual(REFUSED_TOKEN);
  });

  it('an owner without a role here, or no email and no id, is refused', async () => {
    const admin = await owner('revoker-refused@example.com', RoleCode.ADMIN);
    await owner('other-site-owner@example.com', RoleCode.EDITOR, TOKYO.websiteId);
    const elsewhere = await t.gql(REVOKE, { email: 'other-site-owner@example.com' }, admin.as());
    expect(elsewhere.data?.revokeRole).toEqual({
      ok: false,
      userErrors: [{ code: 'NOT_FOUND', message: NO_SUCH_MEMBER_MESSAGE, field: 'email' }],
    });
    const nothing = await t.gql(REVOKE, {}, admin.as());
    expect(nothing.data?.revokeRole).toEqual({
      ok: false,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Give the email or the id of the owner.', field: 'email' }],
    });
  });
});

describe('grantRole', () => {
  it('demoting the last admin is refused', async () => {
    const admin = await onlyAdminOfTokyo('demoted-admin@example.com');
    const res = await t.gql(GRANT, { email: 'demoted-admin@example.com', roleCode: RoleCode.VIEWER }, admin.as());
    expect(res.data?.grantRole).toEqual({
      ok: false,
      userErrors: [{ code: 'LAST_ADMIN', message: LAST_ADMIN_MESSAGE, field: 'roleCode' }],
    });
    expect((await t.db.ownerRole.findFirstOrThrow({ where: { ownerId: admin.id, websiteId: TOKYO.websiteId } })).roleCode).toBe(1);
  });

  it('granting a role is audited with the role before and after, and dated; granting the same role again changes nothing', async () => {
    const admin = await owner('granter@example.com', RoleCode.ADMIN);
    const member = await owner('promoted@example.com', RoleCode.VIEWER);
    const grantedAt = async () =>
      (
        await t.gql<{ teamMembers: (Member & { grantedAt: string })[] }>('{ teamMembers { email grantedAt } }', {}, admin.as())
      ).data!.teamMembers.find((m) => m.email === 'promoted@example.com')!.grantedAt;
    const first = await grantedAt();
    expect(Date.parse(first)).toBeGreaterThan(Date.now() - 60_000);
    const res = await t.gql(GRANT, { email: 'promoted@example.com', roleCode: RoleCode.STORE_MANAGER }, admin.as());
    expect(res.data?.grantRole).toEqual({ ok: true, userErrors: [] });
    const second = await grantedAt();
    expect(Date.parse(second)).toBeGreaterThanOrEqual(Date.parse(first));
    await t.gql(GRANT, { email: 'promoted@example.com', roleCode: RoleCode.STORE_MANAGER }, admin.as());
    expect(await grantedAt()).toBe(second);
    const entry = await t.db.auditEntry.findFirstOrThrow({ where: { entityType: 'OwnerRole', entityId: member.id } });
    expect([entry.action, entry.before, entry.after]).toEqual([
      'role.grant',
      { email: 'promoted@example.com', roleCode: 10 },
      { email: 'promoted@example.com', roleCode: 8 },
    ]);
  });
});
