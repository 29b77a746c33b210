import { describe, expect, it } from 'vitest';
import { scarcityMessage } from '../../domain/scarcity.ts';

const on = { scarcityEnabled: true, scarcityThreshold: 5, scarcityText: null };

describe('scarcity message', () => {
  it('shows the default text with the quantity when stock is at or below the threshold', () => {
    expect(scarcityMessage(on, { unlimited: false, qtyInStock: 5 })).toBe('Only 5 left in stock');
    expect(scarcityMessage(on, { unlimited: false, qtyInStock: 1 })).toBe('Only 1 left in stock');
  });
  it('uses the store custom scarcity text', () => {
    expect(scarcityMessage({ ...on, scarcityText: 'Hurry, {qty} to go' }, { unlimited: false, qtyInStock: 2 })).toBe('Hurry, 2 to go');
  });
  it('shows nothing above the threshold, when sold out, for unlimited stock, or when scarcity is disabled', () => {
    expect(scarcityMessage(on, { unlimited: false, qtyInStock: 6 })).toBeNull();
    expect(scarcityMessage(on, { unlimited: false, qtyInStock: 0 })).toBeNull();
    expect(scarcityMessage(on, { unlimited: true, qtyInStock: 0 })).toBeNull();
    expect(scarcityMessage({ ...on, scarcityEnabled: false }, { unlimited: false, qtyInStock: 1 })).toBeNull();
  });
});
