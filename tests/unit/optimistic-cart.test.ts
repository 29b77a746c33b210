// The storefront's optimistic cart: quantities and removals in flight applied to the server's cart, derived, never stored.
import { describe, expect, it } from 'vitest';
import type { CartEntryFieldsFragment } from '../../client/src/graphql/generated/documents/CartEntryFieldsFragment.ts';
import type { CartFieldsFragment } from '../../client/src/graphql/generated/documents/CartFieldsFragment.ts';
import { optimisticCart } from '../../client/src/lib/optimistic-cart.ts';

function entry(id: string, quantity: number): CartEntryFieldsFragment {
  return {
    id,
    itemId: `item-${id}`,
    title: id,
    url: `/shop/${id}`,
    imageUrl: null,
    productTypeCode: 1,
    quantity,
    formId: null,
    additionalFieldsJson: null,
    inStock: 10,
    unlimited: false,
    chosenVariant: {
      sku: id,
      variantId: `v-${id}`,
      attributes: [],
      price: { cents: 100, formatted: '$1.00' },
      regularPrice: { cents: 100, formatted: '$1.00' },
    },
    subTotal: { formatted: '$1.00' },
    answers: [],
  };
}

const cart: CartFieldsFragment = {
  id: 'cart',
  cartToken: 'token',
  totalQuantity: 5,
  subtotalCents: 500,
  subtotal: { formatted: '$5.00', currencyCode: 'USD' },
  meetsCheckoutMinimum: true,
  checkoutMinimumMessage: null,
  entries: [entry('a', 2), entry('b', 3)],
};

describe('optimistic cart', () => {
  it('is the server cart when nothing is in flight', () => {
    const view = optimisticCart(cart, []);
    expect(view.totalQuantity).toBe(5);
    expect(view.entries.map((e) => [e.id, e.quantity, e.isOptimistic])).toEqual([
      ['a', 2, false],
      ['b', 3, false],
    ]);
    expect(view.recalculating).toBe(false);
  });

  it('applies a quantity in flight to its line and the total, and flags the line', () => {
    const view = optimisticCart(cart, [{ kind: 'quantity', entryId: 'a', quantity: 7 }]);
    expect(view.totalQuantity).toBe(10);
    expect(view.entries[0]).toMatchObject({ id: 'a', quantity: 7, isOptimistic: true });
    expect(view.entries[1]).toMatchObject({ id: 'b', isOptimistic: false });
  });

  it('the last change asked for a line wins', () => {
    const view = optimisticCart(cart, [
      { kind: 'quantity', entryId: 'a', quantity: 7 },
      { kind: 'quantity', entryId: 'a', quantity: 4 },
    ]);
    expect(view.entries[0]?.quantity).toBe(4);
    expect(view.totalQuantity).toBe(7);
  });

  it('leaves out a line being removed', () => {
    const view = optimisticCart(cart, [{ kind: 'remove', entryId: 'b' }]);
    expect(view.entries.map((e) => e.id)).toEqual(['a']);
    expect(view.totalQuantity).toBe(2);
  });

  it('an additional-fields update in flight turns the recalculation flag on', () => {
    const view = optimisticCart(cart, [{ kind: 'fields', entryId: 'a' }]);
    expect(view.recalculating).toBe(true);
    expect(view.entries[0]?.isOptimistic).toBe(true);
    expect(view.totalQuantity).toBe(5);
  });

  it('a change to a line the server already removed changes nothing', () => {
    expect(optimisticCart(cart, [{ kind: 'remove', entryId: 'gone' }]).totalQuantity).toBe(5);
  });
});
