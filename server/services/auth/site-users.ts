// Shopper accounts: sign up, log in, log out. Wrong password and unknown email give the same answer.
import { isValidEmail, normalizeEmail } from '../../../domain/email.ts';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../../../domain/messages.ts';
import type { SiteUser } from '../../db/generated/postgresql/client.ts';
import { adoptVisitorCart } from '../cart/merge-carts.ts';
import type { RequestContext } from '../context.ts';
import { fail, type Result } from '../user-errors.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './secrets.ts';
import { createSession, deleteSession, type NewSession } from './sessions.ts';

export type SignUpInput = { email: string; password: string; firstName?: string | null; lastName?: string | null };
export type LogInInput = { email: string; password: string };
/** On success: the user, the new session, and the cart the visitor's cart joined (for the CART cookie). */
type Authenticated = Result<{ siteUser: SiteUser; session: NewSession; cart: { cartToken: string } | null }>;

export async function signUp(ctx: RequestContext, input: SignUpInput): Promise<Authenticated> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) return fail('INVALID_EMAIL', EMAIL_INVALID_MESSAGE, 'email');
  if (input.password.length < PASSWORD_MIN_LENGTH) return fail('PASSWORD_TOO_SHORT', PASSWORD_TOO_SHORT_MESSAGE, 'password');
  await ctx.limits.consume('signUp', { ip: ctx.visitor.ip });
  const websiteId = ctx.website.id;
  if (await ctx.db.siteUser.findUnique({ where: { websiteId_email: { websiteId, email } }, select: { id: true } })) {
    return fail('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, 'email');
  }
  const siteUser = await ctx.db.siteUser.create({
    data: {
      websiteId,
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName?.trim() ?? '',
      lastName: input.lastName?.trim() ?? '',
    },
  });
  const session = await createSession(ctx.db, { kind: 'SITE_USER', websiteId, siteUserId: siteUser.id });
  return { ok: true, siteUser, session, cart: await adoptVisitorCart(ctx, siteUser.id) };
}

export async function logIn(ctx: RequestContext, input: LogInInput): Promise<Authenticated> {
  const email = normalizeEmail(input.email);
  const keys = { ip: ctx.visitor.ip, email: `${ctx.website.id}:${email}` };
  await ctx.limits.consume('login', keys);
  const siteUser = await ctx.db.siteUser.findUnique({ where: { websiteId_email: { websiteId: ctx.website.id, email } } });
  const valid = await verifyPassword(input.password, siteUser?.passwordHash ?? (await dummyPasswordHash()));
  if (!siteUser || !valid) return fail('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  await ctx.limits.reset('login', { email: keys.email }); // the per-IP count stays
  const session = await createSession(ctx.db, { kind: 'SITE_USER', websiteId: ctx.website.id, siteUserId: siteUser.id });
  return { ok: true, siteUser, session, cart: await adoptVisitorCart(ctx, siteUser.id) };
}

export async function logOut(ctx: RequestContext): Promise<void> {
  if (ctx.siteUser) await deleteSession(ctx.db, ctx.siteUser.sessionToken);
}
