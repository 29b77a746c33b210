// The added-to-cart notice (spec §4 popover): which product was just added, for the one popover the layout shows.
import { useSyncExternalStore } from 'react';

/** `variantId`: the variant added, to show its cart line (image, options, price) beside the message. */
export type AddedNotice = { id: number; productName: string; variantId: string | null };

let notice: AddedNotice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: AddedNotice | null): void {
  notice = next;
  for (const listener of listeners) listener();
}

export function announceAddedToCart(productName: string, variantId: string | null = null): void {
  publish({ id: nextId++, productName, variantId });
}

/** Removes the notice, unless a newer one replaced it meanwhile. */
export function dismissAddedNotice(id: number): void {
  if (notice?.id === id) publish(null);
}

export function useAddedNotice(): AddedNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
    () => null,
  );
}
