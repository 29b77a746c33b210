// Owner access: API tokens of the request's website, and the websites an owner holds a role on. Roles: team.ts.
import { NOT_AUTHORIZED_MESSAGE } from '../../../domain/messages.ts';
import { RoleCode, roleCan } from '../../../domain/permissions.ts';
import type { OwnerIdentity, ServiceContext } from '../context.ts';
import { fail, type Result } from '../user-errors.ts';
import { issueApiToken, revokeApiToken, type TokenKind } from './api-tokens.ts';

/** Owners see their own tokens; user managers see every token of the website. */
export function listApiTokens(ctx: ServiceContext, owner: OwnerIdentity) {
  const mine = roleCan(owner.roleCode, 'users:manage') ? {} : { ownerId: owner.id };
  return ctx.db.apiToken.findMany({ where: { websiteId: ctx.website.id, ...mine }, orderBy: { createdAt: 'desc' } });
}

/** A personal token for oneself, or (settings managers) a public storefront token for headless clients. */
export async function createApiToken(ctx: ServiceContext, owner: OwnerIdentity, input: { name: string; kind: TokenKind }) {
  if (!input.name.trim()) return fail('NAME_REQUIRED', 'Give the token a name.', 'name');
  if (input.kind === 'STOREFRONT' && !roleCan(owner.roleCode, 'settings:write')) return fail('FORBIDDEN', NOT_AUTHORIZED_MESSAGE, 'kind');
  const { token, apiToken } = await issueApiToken(ctx.db, {
    websiteId: ctx.website.id,
    kind: input.kind,
    name: input.name.trim(),
    ownerId: input.kind === 'OWNER' ? owner.id : null,
  });
  return { ok: true as const, token, apiToken };
}

export async function revokeToken(ctx: ServiceContext, owner: OwnerIdentity, tokenId: string): Promise<Result<{ tokenId: string }>> {
  const onlyOwn = roleCan(owner.roleCode, 'users:manage') ? undefined : owner.id;
  const { count } = await revokeApiToken(ctx.db, ctx.website.id, tokenId, onlyOwn);
  if (count !== 1) return fail('NOT_FOUND', 'No such token.', 'id');
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'ApiToken', id: tokenId }]);
  return { ok: true, tokenId };
}

/** The websites the owner holds a role on (by name), each with its host names: where to open its owner console. */
export async function listOwnerWebsites(ctx: ServiceContext, owner: OwnerIdentity) {
  const roles = await ctx.db.ownerRole.findMany({
    where: { ownerId: owner.id, roleCode: { not: RoleCode.NONE } },
    include: { website: { include: { domains: { orderBy: { hostname: 'asc' } } } } },
    orderBy: { website: { name: 'asc' } },
  });
  return roles.map((r) => ({
    id: r.website.id,
    name: r.website.name,
    roleCode: r.roleCode,
    hostnames: r.website.domains.map((d) => d.hostname),
    current: r.websiteId === ctx.website.id,
  }));
}
