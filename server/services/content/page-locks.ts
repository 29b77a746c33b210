// Password-protected pages (lock screen, page type 103): visitors who give the page's password see its body and
// items (protected content, 105) for the rest of their browser session; owners always see them. The proof kept in
// the browser is an HMAC of the page id keyed by the stored password hash: unforgeable without the hash, and void as
// soon as the owner sets a new password.
import { createHmac } from 'node:crypto';
import { NO_SUCH_LOCKED_PAGE_MESSAGE, WRONG_PAGE_PASSWORD_MESSAGE } from '../../../domain/messages.ts';
import { verifyPassword } from '../auth/secrets.ts';
import type { RequestContext } from '../context.ts';
import { fail, type Result } from '../user-errors.ts';

type Lockable = { id: string; passwordHash: string | null };

const tagOf = (page: { id: string; passwordHash: string }) =>
  createHmac('sha256', page.passwordHash).update(page.id).digest('base64url').slice(0, 32);

/** Whether the caller may see a page's body and items: it has no password, the caller is an owner, or this browser
 * unlocked it with the current password. */
export function canReadPage(ctx: Pick<RequestContext, 'owner' | 'pageLocks'>, page: Lockable): boolean {
  if (page.passwordHash === null || ctx.owner !== null) return true;
  return ctx.pageLocks.tag(page.id) === tagOf({ id: page.id, passwordHash: page.passwordHash });
}

/** A right password's proof, for the browser to keep (the doors write it into the ss_unlocked cookie). */
export type PageUnlock = { pageId: string; tag: string };

/** Checks a visitor's password for a locked page; when right, answers the proof that keeps the page unlocked in this
 * browser (null for a page without a password). Wrong guesses count against the page-password limit of the visitor's
 * IP (apart from log-ins). */
export async function unlockPage(
  ctx: RequestContext,
  urlSlug: string,
  password: string,
): Promise<Result<{ pageId: string; unlock: PageUnlock | null }>> {
  const page = await ctx.db.collection.findFirst({
    where: { websiteId: ctx.website.id, urlSlug, enabled: true },
    select: { id: true, passwordHash: true },
  });
  if (!page) return fail('NOT_FOUND', NO_SUCH_LOCKED_PAGE_MESSAGE, 'urlSlug');
  if (page.passwordHash === null) return { ok: true, pageId: page.id, unlock: null };
  await ctx.limits.consume('pagePasswords', { ip: ctx.visitor.ip });
  if (!(await verifyPassword(password, page.passwordHash))) return fail('INVALID_INPUT', WRONG_PAGE_PASSWORD_MESSAGE, 'password');
  await ctx.limits.reward('pagePasswords', { ip: ctx.visitor.ip });
  return { ok: true, pageId: page.id, unlock: { pageId: page.id, tag: tagOf({ id: page.id, passwordHash: page.passwordHash }) } };
}
