// Gift cards the shopper applied at checkout: each pays what it can of what is still due, in the order applied
// (as the server redeems them), so the summary shows what each takes and what the card must still pay.
import { applyGiftCard } from '../../../domain/gift-card.ts';

export type AppliedGiftCard = { code: string; balanceCents: number; balance: string };
export type GiftCardUse = AppliedGiftCard & { appliedCents: number };

export function giftCardUses(cards: readonly AppliedGiftCard[], grandTotalCents: number): { uses: GiftCardUse[]; dueCents: number } {
  let due = grandTotalCents;
  const uses = cards.map((card) => {
    const applied = applyGiftCard(card.balanceCents, due);
    due = applied.remainingDueCents;
    return { ...card, appliedCents: applied.appliedCents };
  });
  return { uses, dueCents: due };
}
