// The cart as the shopper expects it once the changes in flight land (Hydrogen's useOptimisticCart idea): quantities
// and removals applied to the server's cart, changed lines flagged; money still comes from the server.
import type { CartEntryFieldsFragment } from '../graphql/generated/documents/CartEntryFieldsFragment.ts';
import type { CartFieldsFragment } from '../graphql/generated/documents/CartFieldsFragment.ts';
import type { PendingCartChange } from './cart-pending.ts';

export type OptimisticEntry = CartEntryFieldsFragment & { isOptimistic: boolean };
export type OptimisticCart = Omit<CartFieldsFragment, 'entries'> & {
  entries: OptimisticEntry[];
  /** An entry's additional fields are being updated: totals may change (spec §4 recalculation flag). */
  recalculating: boolean;
};

/** The last change asked for each entry wins, as rapid edits replace earlier ones. */
function latestChangeOf(entryId: string, pending: readonly PendingCartChange[]): PendingCartChange | undefined {
  return pending.findLast((c) => c.entryId === entryId);
}

export function optimisticCart(cart: CartFieldsFragment, pending: readonly PendingCartChange[]): OptimisticCart {
  let totalQuantity = cart.totalQuantity;
  const entries: OptimisticEntry[] = [];
  for (const entry of cart.entries) {
    const change = latestChangeOf(entry.id, pending);
    if (change?.kind === 'remove') {
      totalQuantity -= entry.quantity;
      continue;
    }
    const quantity = change?.kind === 'quantity' ? change.quantity : entry.quantity;
    totalQuantity += quantity - entry.quantity;
    entries.push({ ...entry, quantity, isOptimistic: change !== undefined });
  }
  return { ...cart, entries, totalQuantity, recalculating: pending.some((c) => c.kind === 'fields') };
}
