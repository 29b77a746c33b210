// How much of an order's card money has been given back (docs/orders.md "Refunds"), and the words the owner and the
// shopper read for it: none, part ("Partially refunded") or all ("Refunded"). What a card paid is the grand total less
// what gift cards paid; refunds give back card money only.

export type RefundState = 'NONE' | 'PARTIALLY_REFUNDED' | 'REFUNDED';

type RefundedOrder = { grandTotalCents: number; giftCardCents: number; refundedCents: number };

export const cardChargedCents = (o: Pick<RefundedOrder, 'grandTotalCents' | 'giftCardCents'>): number =>
  o.grandTotalCents - o.giftCardCents;

export function refundState(o: RefundedOrder): RefundState {
  if (o.refundedCents <= 0) return 'NONE';
  return o.refundedCents >= cardChargedCents(o) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

const STATUS_WORDS: Record<string, string> = {
  PENDING: 'Being paid',
  PAID: 'Paid',
  FULFILLED: 'Fulfilled',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
  FAILED: 'Payment failed',
};

/** "Paid", "Fulfilled · Partially refunded", "Refunded", "Cancelled · Refunded". */
export function orderStatusWords(status: string, state: RefundState): string {
  const words = STATUS_WORDS[status] ?? status;
  if (status === 'REFUNDED' || state === 'NONE') return words;
  return `${words} · ${state === 'REFUNDED' ? 'Refunded' : 'Partially refunded'}`;
}
