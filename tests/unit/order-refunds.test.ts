// How much of an order's card money was given back, and the words the console shows for it (domain/order-refunds.ts).
import { describe, expect, it } from 'vitest';
import { orderStatusWords, refundState } from '../../domain/order-refunds.ts';

describe('order refunds', () => {
  it('an order is partially refunded until all its card money is back; gift card money does not count', () => {
    const order = { grandTotalCents: 5000, giftCardCents: 1000, refundedCents: 0 };
    expect(refundState(order)).toBe('NONE');
    expect(refundState({ ...order, refundedCents: 1 })).toBe('PARTIALLY_REFUNDED');
    expect(refundState({ ...order, refundedCents: 3999 })).toBe('PARTIALLY_REFUNDED');
    expect(refundState({ ...order, refundedCents: 4000 })).toBe('REFUNDED');
  });

  it('orders show Refunded or Partially refunded beside their status', () => {
    expect(orderStatusWords('PAID', 'NONE')).toBe('Paid');
    expect(orderStatusWords('PAID', 'PARTIALLY_REFUNDED')).toBe('Paid · Partially refunded');
    expect(orderStatusWords('FULFILLED', 'PARTIALLY_REFUNDED')).toBe('Fulfilled · Partially refunded');
    expect(orderStatusWords('REFUNDED', 'REFUNDED')).toBe('Refunded');
    expect(orderStatusWords('CANCELLED', 'REFUNDED')).toBe('Cancelled · Refunded');
    expect(orderStatusWords('CANCELLED', 'NONE')).toBe('Cancelled');
  });
});
