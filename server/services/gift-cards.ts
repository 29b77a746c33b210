// Gift cards after purchase: the shopper's balance check, the owner's list and disabling a card (answered as it now is).
import { normalizeGiftCardCode } from '../../domain/gift-card.ts';
import type { Prisma } from '../db/client.ts';
import type { GiftCard } from '../db/generated/postgresql/client.ts';
import type { RequestContext, ServiceContext } from './context.ts';
import { fail, type Result } from './user-errors.ts';

/** The balance of a code on this website (rate limited like forms: codes must not be guessable by trying). */
export async function giftCardBalance(ctx: RequestContext, code: string) {
  await ctx.limits.consume('forms', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const card = await ctx.db.giftCard.findFirst({ where: { websiteId: ctx.website.id, code: normalizeGiftCardCode(code) } });
  return card && !card.disabled ? { balanceCents: card.balanceCents, currency: card.currency } : null;
}

export const listGiftCards = <Q extends Omit<Prisma.GiftCardFindManyArgs, 'where'>>(ctx: ServiceContext, query?: Q) =>
  ctx.db.giftCard.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    ...(query as object),
    where: { websiteId: ctx.website.id },
  });

export async function setGiftCardDisabled(
  ctx: ServiceContext,
  input: { giftCardId: string; disabled: boolean },
): Promise<Result<{ giftCard: GiftCard }>> {
  const where = { id: input.giftCardId, websiteId: ctx.website.id };
  const { count } = await ctx.db.giftCard.updateMany({ where, data: { disabled: input.disabled } });
  const giftCard = count === 1 ? await ctx.db.giftCard.findFirst({ where }) : null;
  return giftCard ? { ok: true, giftCard } : fail('NOT_FOUND', 'No such gift card.', 'giftCardId');
}
