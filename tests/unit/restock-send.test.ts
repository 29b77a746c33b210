// Sending restock emails only for variants with stock to announce (domain/restock-send.ts), and the words the
// console says after a send.
import { describe, expect, it } from 'vitest';
import { hasStockToAnnounce, leftOutText, queuedText, sendAnywayRequest } from '../../domain/restock-send.ts';

describe('restock send', () => {
  it('the send-anyway request of a refused send is the same product and variant with sendWithoutStock, nothing else', () => {
    const refused = { productId: 'p1', variantId: 'v1', sendWithoutStock: false, extra: 'x' };
    expect(sendAnywayRequest(refused)).toEqual({ productId: 'p1', variantId: 'v1', sendWithoutStock: true });
  });

  it('a variant has stock to announce when it has some, or its stock is not counted', () => {
    expect(hasStockToAnnounce({ unlimited: false, qtyInStock: 0 })).toBe(false);
    expect(hasStockToAnnounce({ unlimited: false, qtyInStock: 1 })).toBe(true);
    expect(hasStockToAnnounce({ unlimited: true, qtyInStock: 0 })).toBe(true);
  });

  it('says how many emails were queued and how many variants were left out for having no stock', () => {
    expect(queuedText(1, 'for Wool Beanie (Color: Navy)')).toBe('Queued 1 email for Wool Beanie (Color: Navy).');
    expect(queuedText(1000, 'for every variant in stock with shoppers waiting')).toBe(
      'Queued 1,000 emails for every variant in stock with shoppers waiting.',
    );
    expect(leftOutText(1)).toBe('1 variant with shoppers waiting has no stock and was left out.');
    expect(leftOutText(2)).toBe('2 variants with shoppers waiting have no stock and were left out.');
  });
});
