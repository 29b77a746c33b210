// The website's team: the owners holding a role on it, granting and revoking roles. A website always keeps an admin:
// a grant or revoke that would leave none is refused, checked in the transaction that makes the change.
import { normalizeEmail } from '../../../domain/email.ts';
import { LAST_ADMIN_MESSAGE, NO_SUCH_MEMBER_MESSAGE } from '../../../domain/messages.ts';
import { isRoleCode, RoleCode } from '../../../domain/permissions.ts';
import { MAX_TEAM_MEMBERS } from '../../../domain/store-limits.ts';
import type { Tx } from '../../db/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import { fail, Refused, type Result } from '../user-errors.ts';

export type TeamMember = { ownerId: string; email: string; name: string; roleCode: number; grantedAt: Date; you: boolean };

/** The owners holding a role on the website (role 14, none, is no role), by email. */
export async function listTeamMembers(ctx: OwnerContext): Promise<TeamMember[]> {
  const roles = await ctx.db.ownerRole.findMany({
    where: { websiteId: ctx.website.id, roleCode: { not: RoleCode.NONE } },
    include: { owner: { select: { email: true, name: true } } },
    orderBy: { owner: { email: 'asc' } },
    take: MAX_TEAM_MEMBERS,
  });
  return roles.map((r) => ({
    ownerId: r.ownerId,
    email: r.owner.email,
    name: r.owner.name,
    roleCode: r.roleCode,
    grantedAt: r.grantedAt,
    you: r.ownerId === ctx.owner?.id,
  }));
}

/** Locks the website's admin rows (PostgreSQL; SQLite runs one write transaction at a time), so two changes at once
 * cannot each leave the other's admin as the last one and then remove it. */
const lockAdmins = (tx: Tx, websiteId: string) =>
  tx.ownerRole.updateMany({ where: { websiteId, roleCode: RoleCode.ADMIN }, data: { roleCode: RoleCode.ADMIN } });

async function keepAnAdmin(tx: Tx, websiteId: string, field: string) {
  const admins = await tx.ownerRole.count({ where: { websiteId, roleCode: RoleCode.ADMIN } });
  if (admins === 0) throw new Refused(fail('LAST_ADMIN', LAST_ADMIN_MESSAGE, field));
}

/**
 * Gives an owner `roleCode` on a website inside `tx` (the console, the API and `npm run owner:create` alike): a change
 * of role is a new grant (granted now), the role one holds changes nothing, and taking the website's last admin role
 * away is refused (Refused, LAST_ADMIN). Answers the role held before, if any.
 */
export async function setOwnerRole(tx: Tx, role: { ownerId: string; websiteId: string; roleCode: number }, field = 'roleCode') {
  const { ownerId, websiteId, roleCode } = role;
  await lockAdmins(tx, websiteId);
  const key = { ownerId_websiteId: { ownerId, websiteId } };
  const before = await tx.ownerRole.findUnique({ where: key });
  await tx.ownerRole.upsert({
    where: key,
    create: { ownerId, websiteId, roleCode },
    update: before?.roleCode === roleCode ? {} : { roleCode, grantedAt: new Date() },
  });
  if (before?.roleCode === RoleCode.ADMIN) await keepAnAdmin(tx, websiteId, field);
  return before;
}

async function refusedOr<T>(work: () => Promise<T>): Promise<T | { ok: false; userErrors: Refused['refusal']['userErrors'] }> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
}

/** Gives an existing owner account a role on this website (user managers only; checked by the caller's scope). */
export async function grantRole(
  ctx: OwnerContext,
  input: { email: string; roleCode: number },
): Promise<Result<{ ownerId: string; roleCode: number }>> {
  if (!isRoleCode(input.roleCode)) return fail('INVALID_ROLE', `${input.roleCode} is not a role code.`, 'roleCode');
  const account = await ctx.db.ownerAccount.findUnique({ where: { email: normalizeEmail(input.email) } });
  if (!account) return fail('NOT_FOUND', 'No owner account has this email.', 'email');
  const websiteId = ctx.website.id;
  return refusedOr(() =>
    ctx.db.$transaction(async (tx) => {
      const before = await setOwnerRole(tx, { ownerId: account.id, websiteId, roleCode: input.roleCode });
      if (before?.roleCode !== input.roleCode)
        await recordChanges(tx, ctx, [
          {
            action: 'role.grant',
            entityType: 'OwnerRole',
            entityId: account.id,
            before: before ? { email: account.email, roleCode: before.roleCode } : undefined,
            after: { email: account.email, roleCode: input.roleCode },
          },
        ]);
      return { ok: true as const, ownerId: account.id, roleCode: input.roleCode };
    }),
  );
}

/** Takes an owner's role on this website away (by email or owner id), with their sessions and tokens here; the website
 * keeps at least one admin. */
export async function revokeRole(
  ctx: OwnerContext,
  input: { email?: string | null; ownerId?: string | null },
): Promise<Result<{ ownerId: string }>> {
  const field = input.ownerId ? 'ownerId' : 'email';
  if (!input.ownerId && !input.email?.trim()) return fail('INVALID_INPUT', 'Give the email or the id of the owner.', 'email');
  const websiteId = ctx.website.id;
  const role = await ctx.db.ownerRole.findFirst({
    where: {
      websiteId,
      roleCode: { not: RoleCode.NONE },
      ...(input.ownerId ? { ownerId: input.ownerId } : { owner: { email: normalizeEmail(input.email ?? '') } }),
    },
    include: { owner: { select: { email: true } } },
  });
  if (!role) return fail('NOT_FOUND', NO_SUCH_MEMBER_MESSAGE, field);
  return refusedOr(() =>
    ctx.db.$transaction(async (tx) => {
      await lockAdmins(tx, websiteId);
      const { count } = await tx.ownerRole.deleteMany({ where: { websiteId, ownerId: role.ownerId } });
      if (count === 0) throw new Refused(fail('NOT_FOUND', NO_SUCH_MEMBER_MESSAGE, field));
      await keepAnAdmin(tx, websiteId, field);
      // Their sessions and personal tokens here end with the role, and stay ended if the role is granted again.
      await tx.session.deleteMany({ where: { websiteId, ownerId: role.ownerId, kind: 'OWNER' } });
      await tx.apiToken.updateMany({ where: { websiteId, ownerId: role.ownerId, revokedAt: null }, data: { revokedAt: new Date() } });
      await recordChanges(tx, ctx, [
        {
          action: 'role.revoke',
          entityType: 'OwnerRole',
          entityId: role.ownerId,
          before: { email: role.owner.email, roleCode: role.roleCode },
        },
      ]);
      return { ok: true as const, ownerId: role.ownerId };
    }),
  );
}
