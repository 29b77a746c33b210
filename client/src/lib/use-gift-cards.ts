// The gift cards applied at checkout: a code is applied once its balance check answers a balance above zero; an
// unknown, disabled or empty card is refused beside the field.
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { formatGiftCardCode, normalizeGiftCardCode } from '../../../domain/gift-card.ts';
import { GIFT_CARD_EMPTY_MESSAGE, GIFT_CARD_INVALID_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/messages.ts';
import { GiftCardBalanceDocument } from '../graphql/generated/documents/GiftCardBalanceQuery.ts';
import { requestErrorMessage } from './form-errors.ts';
import type { AppliedGiftCard } from './gift-cards.ts';

export type GiftCards = {
  cards: readonly AppliedGiftCard[];
  checking: boolean;
  error: string | null;
  /** Checks the code's balance and applies it; answers whether it was applied. */
  apply: (code: string) => Promise<boolean>;
  remove: (code: string) => void;
};

export function useGiftCards(currency: string): GiftCards {
  const client = useApolloClient();
  const [cards, setCards] = useState<readonly AppliedGiftCard[]>([]);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function apply(typed: string): Promise<boolean> {
    const code = formatGiftCardCode(typed);
    setError(null);
    if (normalizeGiftCardCode(typed) === '') return refuse(REQUIRED_MESSAGE);
    if (cards.some((c) => c.code === code)) return true;
    setChecking(true);
    try {
      const { data } = await client.query({ query: GiftCardBalanceDocument, variables: { code }, fetchPolicy: 'network-only' });
      const balance = data?.giftCardBalance;
      if (!balance || balance.currencyCode !== currency) return refuse(GIFT_CARD_INVALID_MESSAGE);
      if (balance.cents <= 0) return refuse(GIFT_CARD_EMPTY_MESSAGE);
      setCards((current) => [...current, { code, balanceCents: balance.cents, balance: balance.formatted }]);
      return true;
    } catch (failure) {
      return refuse(requestErrorMessage(failure));
    } finally {
      setChecking(false);
    }
  }

  function refuse(message: string): false {
    setError(message);
    return false;
  }

  return { cards, checking, error, apply, remove: (code) => setCards((current) => current.filter((c) => c.code !== code)) };
}
