// What a direct checkout buys, under its page's heading (the product's title): on the gift card page the chosen
// denomination and who gets the code (the recipient, else the buyer) with the message; on the subscription checkout
// page the plan and its price text ("$18.00 every month").
import type { ReactNode } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import { giftCardRecipient } from '../../../domain/gift-card.ts';
import { GIFT_CARD_TEXT } from '../../../domain/messages.ts';
import type { CartEntryFieldsFragment } from '../graphql/generated/documents/CartEntryFieldsFragment.ts';

export type SubscriptionChoice = { priceText: string; plan: { name: string } };

export function GiftCardPurchase({ entry }: { entry: CartEntryFieldsFragment }) {
  // The server checked the recipient when the cart was made: here it is only read back.
  const read = giftCardRecipient(entry.additionalFieldsJson, () => true);
  const recipient = read.ok ? read.value : null;
  return (
    <Purchase label={GIFT_CARD_TEXT.purchase}>
      <Row label={GIFT_CARD_TEXT.amount} value={entry.chosenVariant.price.formatted} />
      <Row label={GIFT_CARD_TEXT.sendTo} value={recipient?.recipientEmail ?? GIFT_CARD_TEXT.sendToBuyer} />
      {recipient?.message && <Row label={GIFT_CARD_TEXT.message} value={recipient.message} />}
    </Purchase>
  );
}

export function SubscriptionPurchase({ choice }: { choice: SubscriptionChoice | null }) {
  if (!choice) return null;
  return (
    <Purchase label={CHECKOUT_TEXT.subscription}>
      <Row label={CHECKOUT_TEXT.plan} value={choice.plan.name} />
      <Row label={CHECKOUT_TEXT.billing} value={choice.priceText} />
    </Purchase>
  );
}

function Purchase({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="checkout-page__item" aria-label={label}>
      <dl>{children}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="checkout-page__item-row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
