// The add button's text (spec §4, §9 defaults for missing text): the product's own text unless blank, else
// 'Add To Cart', 'Subscribe' or 'Purchase'; 'Sold Out'; 'Unavailable' when the chosen options name no variant.
import { describe, expect, it } from 'vitest';
import { addToCartLabel } from '../../client/src/components/AddToCartButton.tsx';

describe('add to cart button text', () => {
  it("'Add To Cart' when the owner leaves the custom text blank", () => {
    expect(addToCartLabel({ soldOut: false, isSubscribable: false, customText: null })).toBe('Add To Cart');
    expect(addToCartLabel({ soldOut: false, isSubscribable: false, customText: '' })).toBe('Add To Cart');
    expect(addToCartLabel({ soldOut: false, isSubscribable: false, customText: '   ' })).toBe('Add To Cart');
    expect(addToCartLabel({ soldOut: false, isSubscribable: false, customText: 'Reserve' })).toBe('Reserve');
  });

  it("'Subscribe' for a subscription with blank custom text; 'Purchase' with express checkout", () => {
    expect(addToCartLabel({ soldOut: false, isSubscribable: true, customText: ' ' })).toBe('Subscribe');
    expect(addToCartLabel({ soldOut: false, isSubscribable: false, customText: '', expressCheckout: true })).toBe('Purchase');
  });

  it("'Unavailable' when every option is chosen and no variant has them, before 'Sold Out' and the custom text", () => {
    expect(addToCartLabel({ soldOut: true, isSubscribable: false, customText: 'Reserve', unavailable: true })).toBe('Unavailable');
    expect(addToCartLabel({ soldOut: true, isSubscribable: false, customText: 'Reserve' })).toBe('Sold Out');
  });
});
