import { describe, expect, it } from 'vitest';
import {
  applyGiftCard,
  formatGiftCardCode,
  GIFT_CARD_ALPHABET,
  giftCardCodeFrom,
  giftCardRecipient,
  isGiftCardCode,
  normalizeGiftCardCode,
} from '../../domain/gift-card.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const sequence = (n: number, f: (i: number) => number) => Uint8Array.from({ length: n }, (_, i) => f(i));

describe('gift-card', () => {
  it('codes use 32 characters without the look-alikes 0, O, 1 and I', () => {
    expect(GIFT_CARD_ALPHABET).toHaveLength(32);
    expect(new Set(GIFT_CARD_ALPHABET).size).toBe(32);
    for (const lookAlike of '0O1I') expect(GIFT_CARD_ALPHABET).not.toContain(lookAlike);
  });

  it('a code is 16 characters drawn from random bytes, one character per byte', () => {
    const code = giftCardCodeFrom(sequence(16, (i) => i));
    expect(code).toBe('ABCDEFGHJKLMNPQR');
    expect(giftCardCodeFrom(sequence(16, (i) => 255 - i))).toBe('98765432ZYXWVUTS');
    expect(giftCardCodeFrom(sequence(20, () => 32))).toBe('AAAAAAAAAAAAAAAA');
    expect(isGiftCardCode(code)).toBe(true);
  });

  it('a code needs 16 random bytes', () => {
    expect(() => giftCardCodeFrom(bytes(1, 2, 3))).toThrow(RangeError);
  });

  it('codes are shown upper case in four groups of four', () => {
    expect(formatGiftCardCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(formatGiftCardCode('abcd efgh-jklm npqr')).toBe('ABCD-EFGH-JKLM-NPQR');
  });

  it('entered codes are matched without spaces or dashes and in any case', () => {
    expect(normalizeGiftCardCode(' abcd-efgh jklm\tnpqr ')).toBe('ABCDEFGHJKLMNPQR');
    expect(isGiftCardCode(normalizeGiftCardCode('abcd-efgh-jklm-npqr'))).toBe(true);
    expect(isGiftCardCode('ABCDEFGHJKLMNPQ')).toBe(false);
    expect(isGiftCardCode('ABCDEFGHJKLMNPQ0')).toBe(false);
  });

  it('gift card balance can pay all of an order', () => {
    expect(applyGiftCard(5000, 3250)).toEqual({ appliedCents: 3250, remainingBalanceCents: 1750, remainingDueCents: 0 });
    expect(applyGiftCard(3250, 3250)).toEqual({ appliedCents: 3250, remainingBalanceCents: 0, remainingDueCents: 0 });
  });

  it('gift card balance can pay part of an order (partial use leaves the rest)', () => {
    expect(applyGiftCard(2000, 3250)).toEqual({ appliedCents: 2000, remainingBalanceCents: 0, remainingDueCents: 1250 });
  });

  it('gift card arithmetic never goes negative', () => {
    expect(applyGiftCard(0, 3250)).toEqual({ appliedCents: 0, remainingBalanceCents: 0, remainingDueCents: 3250 });
    expect(applyGiftCard(2000, 0)).toEqual({ appliedCents: 0, remainingBalanceCents: 2000, remainingDueCents: 0 });
    expect(() => applyGiftCard(-1, 100)).toThrow(RangeError);
    expect(() => applyGiftCard(100, -1)).toThrow(RangeError);
    expect(() => applyGiftCard(10.5, 100)).toThrow(RangeError);
  });
});

describe('gift card recipient', () => {
  const email = (s: string) => /^[^\s@]+@[^\s@]+$/.test(s);
  it('takes an optional recipient email and message, as an object or a JSON string', () => {
    expect(giftCardRecipient({ recipientEmail: ' Friend@Example.com ', message: ' Happy birthday! ' }, email)).toEqual({
      ok: true,
      value: { recipientEmail: 'friend@example.com', message: 'Happy birthday!' },
    });
    expect(giftCardRecipient('{"message":"Enjoy"}', email)).toEqual({ ok: true, value: { message: 'Enjoy' } });
    expect(giftCardRecipient(null, email)).toEqual({ ok: true, value: null });
    expect(giftCardRecipient('{}', email)).toEqual({ ok: true, value: null });
  });
  it('refuses an invalid recipient email and a message over 500 characters', () => {
    expect(giftCardRecipient({ recipientEmail: 'nope' }, email)).toEqual({ ok: false, field: 'recipientEmail', reason: 'email' });
    expect(giftCardRecipient({ message: 'x'.repeat(501) }, email)).toEqual({ ok: false, field: 'message', reason: 'length' });
  });
});
