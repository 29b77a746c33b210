// Server-side sessions for site users and owners: the cookie holds a random token, the table its SHA-256.
import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from './secrets.ts';

export type SessionKind = 'SITE_USER' | 'OWNER';
export const SESSION_DAYS: Record<SessionKind, number> = { SITE_USER: 14, OWNER: 1 };

export type NewSession = { token: string; crumb: string; expiresAt: Date };

export async function createSession(
  db: Db,
  s: { kind: SessionKind; websiteId: string; siteUserId?: string; ownerId?: string },
): Promise<NewSession> {
  const token = randomToken();
  const crumb = randomToken(24);
  const expiresAt = new Date(Date.now() + SESSION_DAYS[s.kind] * 86_400_000);
  await db.session.create({ data: { id: sha256(token), crumb, expiresAt, ...s } });
  return { token, crumb, expiresAt };
}

/** The live session of this kind on this website for a cookie token, with its user or owner. */
export async function findSession(db: Db, websiteId: string, kind: SessionKind, token: string) {
  const session = await db.session.findUnique({ where: { id: sha256(token) }, include: { siteUser: true, owner: true } });
  if (!session || session.kind !== kind || session.websiteId !== websiteId || session.expiresAt <= new Date()) return null;
  return session;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.session.deleteMany({ where: { id: sha256(token) } });
}

/** The live owner session on this website with the owner's role there; null when the owner holds no role here. */
export async function findOwnerSession(db: Db, websiteId: string, token: string) {
  const session = await findSession(db, websiteId, 'OWNER', token);
  if (!session?.owner) return null;
  const role = await db.ownerRole.findUnique({ where: { ownerId_websiteId: { ownerId: session.owner.id, websiteId } } });
  return role ? { owner: session.owner, crumb: session.crumb, roleCode: role.roleCode, expiresAt: session.expiresAt } : null;
}
