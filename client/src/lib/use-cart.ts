// The shopper's cart for any component: loaded only for a signed-in user or a visitor with the hasCart cookie
// (spec §4, §6); otherwise only what this page's own changes wrote. Derived with the changes still in flight.
import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type CartFieldsFragment, ShoppingCartDocument } from '../graphql/generated/graphql.ts';
import { usePendingCartChanges } from './cart-pending.ts';
import { readCookie } from './cookies.ts';
import { type OptimisticCart, optimisticCart } from './optimistic-cart.ts';
import { useSiteUserInfo } from './site-user-info.ts';

/** Readable by page scripts while the visitor's cart has entries. */
export const HAS_CART_COOKIE = 'hasCart';

export type CartState = {
  cart: OptimisticCart | null;
  /** The first sync is done (or none was needed): the pill may be marked initialised. */
  synced: boolean;
};

export function shouldLoadCart(authenticated: boolean): boolean {
  return authenticated || readCookie(HAS_CART_COOKIE) === 'true';
}

export function useCart(): CartState {
  const { authenticated } = useSiteUserInfo();
  const load = shouldLoadCart(authenticated);
  const { data, loading } = useQuery(ShoppingCartDocument, { fetchPolicy: load ? 'cache-first' : 'cache-only' });
  const pending = usePendingCartChanges();
  const server = data?.shoppingCart ?? null;
  return { cart: server ? optimisticCart(server, pending) : null, synced: !loading };
}

/** Makes a mutation's cart the shopper's cart in the cache, so the pill and the cart page follow without a request. */
export function writeShopperCart(cache: ApolloCache, cart: CartFieldsFragment | null | undefined): void {
  if (cart) cache.writeQuery({ query: ShoppingCartDocument, data: { shoppingCart: cart } });
}
