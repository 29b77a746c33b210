// API tokens: owners' personal tokens (Authorization: Bearer sw_owner_…) and public storefront tokens for headless
// clients (sw_public_…). Shown once, stored as SHA-256, scoped to one website, revocable.
import type { Db } from '../../db/client.ts';
import { randomToken, sha256 } from './secrets.ts';

export type TokenKind = 'OWNER' | 'STOREFRONT';
export const STOREFRONT_TOKEN_PREFIX = 'sw_public_';
const PREFIX: Record<TokenKind, string> = { OWNER: 'sw_owner_', STOREFRONT: STOREFRONT_TOKEN_PREFIX };

export type Bearer = { tokenId: string; kind: TokenKind; websiteId: string; owner: { id: string; email: string; roleCode: number } | null };

export async function issueApiToken(db: Db, t: { websiteId: string; kind: TokenKind; name: string; ownerId?: string | null }) {
  const token = `${PREFIX[t.kind]}${randomToken()}`;
  const apiToken = await db.apiToken.create({
    data: {
      websiteId: t.websiteId,
      kind: t.kind,
      name: t.name,
      ownerId: t.ownerId ?? null,
      tokenHash: sha256(token),
      prefix: token.slice(0, 14),
    },
  });
  return { token, apiToken };
}

/** The live token for a bearer value, with the owner's role on the token's website; null when unknown or revoked. A
 * storefront token is one statement; an owner token reads the owner's role on the token's website and the owner too. */
export async function findBearer(db: Db, token: string): Promise<Bearer | null> {
  if (!token.startsWith('sw_')) return null;
  const row = await db.apiToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.revokedAt) return null;
  if (row.kind === 'STOREFRONT') return { tokenId: row.id, kind: 'STOREFRONT', websiteId: row.websiteId, owner: null };
  if (!row.ownerId) return null;
  const role = await db.ownerRole.findUnique({
    where: { ownerId_websiteId: { ownerId: row.ownerId, websiteId: row.websiteId } },
    include: { owner: true },
  });
  if (!role) return null;
  return {
    tokenId: row.id,
    kind: 'OWNER',
    websiteId: row.websiteId,
    owner: { id: role.owner.id, email: role.owner.email, roleCode: role.roleCode },
  };
}

export function revokeApiToken(db: Db, websiteId: string, tokenId: string, ownerId?: string) {
  return db.apiToken.updateMany({
    where: { id: tokenId, websiteId, revokedAt: null, ...(ownerId ? { ownerId } : {}) },
    data: { revokedAt: new Date() },
  });
}
