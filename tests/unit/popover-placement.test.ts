// The added-to-cart popover's placement (spec §4, §9): under the header or the cart, else top right at 33 px / 16 px.
import { describe, expect, it } from 'vitest';
import { popoverPlacement } from '../../client/src/lib/popover-placement.ts';

const VIEWPORT = 1200;

describe('popover placement', () => {
  it('sits under the header when the cart is in it', () => {
    const header = { top: 0, bottom: 70, right: 1200 };
    const cart = { top: 20, bottom: 50, right: 1150 };
    expect(popoverPlacement(cart, header, VIEWPORT)).toEqual({ top: 86, right: 50 });
  });

  it('sits under a floating cart once the header has scrolled away', () => {
    const header = { top: -200, bottom: -130, right: 1200 };
    const cart = { top: 10, bottom: 40, right: 1180 };
    expect(popoverPlacement(cart, header, VIEWPORT)).toEqual({ top: 56, right: 20 });
  });

  it('keeps at least 16 px from the right edge', () => {
    const cart = { top: 10, bottom: 40, right: 1199 };
    expect(popoverPlacement(cart, null, VIEWPORT).right).toBe(16);
  });

  it('goes top right (33 px down, 16 px in) when no cart is visible', () => {
    expect(popoverPlacement(null, { top: 0, bottom: 70, right: 1200 }, VIEWPORT)).toEqual({ top: 33, right: 16 });
    expect(popoverPlacement({ top: -60, bottom: -30, right: 1150 }, null, VIEWPORT)).toEqual({ top: 33, right: 16 });
  });
});
