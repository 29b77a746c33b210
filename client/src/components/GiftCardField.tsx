// The gift card form beside the summary: checks a code's balance and applies the card to this order; applied cards
// are listed with their balance and Remove. The cards are redeemed when the order is placed.
import { type FormEvent, useId, useState } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import type { GiftCards } from '../lib/use-gift-cards.ts';
import { AppliedCode } from './AppliedCode.tsx';
import { CodeEntry } from './CodeEntry.tsx';

export type GiftCardFieldProps = {
  giftCards: GiftCards;
  /** A refusal of a card when the order was placed. */
  placeError?: string | null;
};

export function GiftCardField({ giftCards, placeError }: GiftCardFieldProps) {
  const headingId = useId();
  const [code, setCode] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (giftCards.checking) return;
    if (await giftCards.apply(code)) setCode('');
  }

  return (
    <form className="checkout-code" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
      <CodeEntry
        headingId={headingId}
        heading={CHECKOUT_TEXT.giftCard}
        label={CHECKOUT_TEXT.giftCardCode}
        name="giftCardCode"
        value={code}
        onChange={setCode}
        error={giftCards.error ?? placeError ?? null}
        busy={giftCards.checking}
      />
      {giftCards.cards.length > 0 && (
        <ul className="checkout-code__list">
          {giftCards.cards.map((card) => (
            <AppliedCode key={card.code} code={card.code} onRemove={() => giftCards.remove(card.code)}>
              <span>
                {' '}
                {CHECKOUT_TEXT.giftCardBalance}: {card.balance}
              </span>
            </AppliedCode>
          ))}
        </ul>
      )}
    </form>
  );
}
