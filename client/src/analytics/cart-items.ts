// The analytics items of the cart's lines (spec §3 "Analytics item"): the products of its entries, asked apart from
// the cart itself (which every page loads) once its lines are shown, for the cart's shopping events.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { CartAnalyticsItemsDocument } from '../graphql/generated/documents/CartAnalyticsItemsQuery.ts';
import type { CartEntryFieldsFragment } from '../graphql/generated/documents/CartEntryFieldsFragment.ts';
import { type AnalyticsItem, analyticsItem } from './shopping-events.ts';

type Entry = Pick<CartEntryFieldsFragment, 'id' | 'itemId' | 'title' | 'productTypeCode' | 'inStock' | 'unlimited'>;

/** Each entry's item by entry id: null while they load (`skip`: no lines shown), empty when they could not be read. */
export function useCartAnalyticsItems(skip = false): ReadonlyMap<string, AnalyticsItem> | null {
  const { data, error } = useQuery(CartAnalyticsItemsDocument, { skip });
  return useMemo(() => {
    if (error) return new Map();
    if (!data) return null;
    return new Map(data.shoppingCart?.entries.flatMap((e) => (e.product ? [[e.id, analyticsItem(e.product)] as const] : [])));
  }, [data, error]);
}

/** An entry's item: its product's, else what the entry says itself (no collection; a cart never holds a subscription). */
export function cartEntryItem(entry: Entry, items: ReadonlyMap<string, AnalyticsItem> | null): AnalyticsItem {
  return (
    items?.get(entry.id) ?? {
      id: entry.itemId,
      title: entry.title,
      productType: entry.productTypeCode,
      isSubscription: false,
      soldOut: !entry.unlimited && entry.inStock <= 0,
    }
  );
}
