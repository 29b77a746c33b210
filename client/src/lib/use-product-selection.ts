// The shopper's option choice on a product page or quick view, and what the page shows for it; and the subscription
// plan chosen (the first at first), which the product page also shows as its subscription context.
import { useMemo, useState } from 'react';
import type { ProductDetailsFragment } from '../graphql/generated/documents/ProductDetailsFragment.ts';
import { type ProductView, productView, type Selection } from './product-view.ts';

export type ProductSelection = {
  selection: Selection;
  select: (name: string, value: string) => void;
  view: ProductView;
  /** The chosen subscription option, or null for a product without any. */
  subscriptionOptionId: string | null;
  chooseSubscription: (optionId: string) => void;
};

export function useProductSelection(product: ProductDetailsFragment): ProductSelection {
  const [selection, setSelection] = useState<Selection>({});
  const [subscriptionOptionId, chooseSubscription] = useState<string | null>(product.subscriptionOptions[0]?.id ?? null);
  const view = useMemo(() => productView(product, selection), [product, selection]);
  const select = (name: string, value: string) =>
    setSelection((current) => {
      const { [name]: _previous, ...rest } = current;
      return value ? { ...rest, [name]: value } : rest;
    });
  return { selection, select, view, subscriptionOptionId, chooseSubscription };
}
