// Owner accounts: creation (command line, demo seed), log-in on a website, roles and tokens.
import { normalizeEmail } from '../../../domain/email.ts';
import { INVALID_CREDENTIALS_MESSAGE, LAST_ADMIN_MESSAGE } from '../../../domain/messages.ts';
import { isRoleCode } from '../../../domain/permissions.ts';
import type { Db } from '../../db/client.ts';
import type { OwnerIdentity, RequestContext } from '../context.ts';
import { fail, Refused, type Result } from '../user-errors.ts';
import { issueApiToken } from './api-tokens.ts';
import { dummyPasswordHash, hashPassword, randomToken, verifyPassword } from './secrets.ts';
import { createSession, deleteSession, type NewSession } from './sessions.ts';
import { setOwnerRole } from './team.ts';

/** Creates (or finds) an owner, gives them a role on the website and a personal API token. */
export async function createOwnerWithToken(
  db: Db,
  o: { websiteId: string; email: string; roleCode: number; name?: string; password?: string },
) {
  if (!isRoleCode(o.roleCode)) throw new RangeError(`Unknown role code ${o.roleCode}`);
  const email = normalizeEmail(o.email);
  const existing = await db.ownerAccount.findUnique({ where: { email } });
  const password = existing ? null : (o.password ?? randomToken(12));
  const owner =
    existing ??
    (await db.ownerAccount.create({ data: { email, name: o.name ?? '', passwordHash: await hashPassword(password as string) } }));
  try {
    await db.$transaction((tx) => setOwnerRole(tx, { ownerId: owner.id, websiteId: o.websiteId, roleCode: o.roleCode }));
  } catch (err) {
    if (err instanceof Refused) throw new RangeError(LAST_ADMIN_MESSAGE); // the command line prints it
    throw err;
  }
  const { token } = await issueApiToken(db, { websiteId: o.websiteId, kind: 'OWNER', name: 'First token', ownerId: owner.id });
  return { owner, token, password: o.password ? null : password };
}

/** Log-in of an owner on the request's website: only owners holding a role there get a session. */
export async function ownerLogIn(
  ctx: RequestContext,
  input: { email: string; password: string },
): Promise<Result<{ session: NewSession; access: OwnerIdentity }>> {
  const email = normalizeEmail(input.email);
  // Counted per account only: other people's failures from the same address (shoppers, page passwords, other
  // owners) never hold up this owner's log-in; a success clears the account's count.
  const keys = { email: `owner:${email}` };
  await ctx.limits.consume('ownerLogin', keys);
  const owner = await ctx.db.ownerAccount.findUnique({ where: { email }, include: { roles: { where: { websiteId: ctx.website.id } } } });
  const valid = await verifyPassword(input.password, owner?.passwordHash ?? (await dummyPasswordHash()));
  if (!owner || !valid || owner.roles.length === 0) return fail('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  await ctx.limits.reset('ownerLogin', keys);
  const session = await createSession(ctx.db, { kind: 'OWNER', websiteId: ctx.website.id, ownerId: owner.id });
  const access: OwnerIdentity = {
    id: owner.id,
    email: owner.email,
    roleCode: owner.roles[0].roleCode,
    via: 'session',
    sessionToken: session.token,
  };
  return { ok: true, session, access };
}

/** Ends the owner's log-in session (personal tokens are revoked separately). */
export async function ownerLogOut(ctx: RequestContext): Promise<void> {
  if (ctx.owner?.via === 'session' && ctx.owner.sessionToken) await deleteSession(ctx.db, ctx.owner.sessionToken);
}
