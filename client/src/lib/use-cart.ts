// The shopper's cart for any component: loaded only for a signed-in user or a visitor with the hasCart cookie
// (spec §4, §6); otherwise only what this page's own changes wrote. Derived with the changes still in flight.
import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { createContext, createElement, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { CartFieldsFragment } from '../graphql/generated/documents/CartFieldsFragment.ts';
import { ShoppingCartDocument } from '../graphql/generated/documents/ShoppingCartQuery.ts';
import { usePendingCartChanges } from './cart-pending.ts';
import { useCookie } from './cookies.ts';
import { type OptimisticCart, optimisticCart } from './optimistic-cart.ts';
import { useSiteUserInfo } from './site-user-info.ts';

/** Readable by page scripts while the visitor's cart has entries. */
export const HAS_CART_COOKIE = 'hasCart';

export type CartState = {
  cart: OptimisticCart | null;
  /** The first sync is done (or none was needed): the pill may be marked initialised. */
  synced: boolean;
};

const CartContext = createContext<CartState>({ cart: null, synced: false });

/** Watches the shopper's cart once for everything below it (each watcher of a query costs the first load a cache read
 * and a subscription: every product card's add button needs the cart). */
export function CartProvider({ children }: { children: ReactNode }) {
  return createElement(CartContext.Provider, { value: useCartQuery() }, children);
}

/** The shopper's cart (CartProvider, at the top of the app, watches it). */
export function useCart(): CartState {
  return useContext(CartContext);
}

function useCartQuery(): CartState {
  const { authenticated } = useSiteUserInfo();
  const hasCart = useCookie(HAS_CART_COOKIE) === 'true';
  const load = authenticated || hasCart;
  const { data, loading, refetch } = useQuery(ShoppingCartDocument, { fetchPolicy: load ? 'cache-first' : 'cache-only' });
  // A changed fetch policy alone asks nothing: when the cart becomes worth loading after the first render (hydration
  // renders without cookies, then reads them; signing in) and no change of this page brought it, it is asked for
  // (identical requests are sent once).
  const loadedAtFirst = useRef(load);
  const known = Boolean(data);
  useEffect(() => {
    if (!load || loadedAtFirst.current) return;
    loadedAtFirst.current = true;
    if (!known) refetch().catch(() => undefined);
  }, [load, known, refetch]);
  const pending = usePendingCartChanges();
  const server = data?.shoppingCart ?? null;
  return { cart: server ? optimisticCart(server, pending) : null, synced: !loading };
}

/** Makes a mutation's cart the shopper's cart in the cache, so the pill and the cart page follow without a request. */
export function writeShopperCart(cache: ApolloCache, cart: CartFieldsFragment | null | undefined): void {
  if (cart) cache.writeQuery({ query: ShoppingCartDocument, data: { shoppingCart: cart } });
}
