import { describe, expect, it } from 'vitest';
import { cartCountLabel, cartCountSpokenLabel, isCartPillHidden } from '../../domain/cart-count.ts';

describe('cart-count', () => {
  it("count is '100+' above 100", () => {
    expect(cartCountLabel(101)).toBe('100+');
    expect(cartCountLabel(100)).toBe('100');
    expect(cartCountLabel(3)).toBe('3');
  });

  it("spoken label 'More than 100 items in cart' above 100", () => {
    expect(cartCountSpokenLabel(101)).toBe('More than 100 items in cart');
  });

  it('spoken label counts the items in the cart', () => {
    expect(cartCountSpokenLabel(1)).toBe('1 item in cart');
    expect(cartCountSpokenLabel(3)).toBe('3 items in cart');
    expect(cartCountSpokenLabel(100)).toBe('100 items in cart');
    expect(cartCountSpokenLabel(0)).toBe('0 items in cart');
  });

  it('cart pill hidden when totalQuantity is 0', () => {
    expect(isCartPillHidden(0)).toBe(true);
    expect(isCartPillHidden(1)).toBe(false);
  });
});
