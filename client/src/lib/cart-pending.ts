// The cart changes in flight (spec §4 cart, STYLE "derived optimism"): what the shopper asked for and the server has
// not answered yet. Components derive an optimistic cart from these on every render; nothing stores a second cart.
import { useSyncExternalStore } from 'react';

// Adds are not listed: a new line has no entry to change yet, and the add button shows its own progress.
export type PendingCartChange =
  | { kind: 'quantity'; entryId: string; quantity: number }
  | { kind: 'remove'; entryId: string }
  | { kind: 'fields'; entryId: string };

/** Nothing in flight: the server's rendering, and the start. */
const NONE_PENDING: readonly PendingCartChange[] = [];
let pending = NONE_PENDING;
const listeners = new Set<() => void>();

function publish(next: readonly PendingCartChange[]): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** Runs `request` with `change` marked as in flight until it settles, however it ends. */
export async function trackCartChange<T>(change: PendingCartChange, request: () => Promise<T>): Promise<T> {
  publish([...pending, change]);
  try {
    return await request();
  } finally {
    publish(pending.filter((c) => c !== change));
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingCartChanges(): readonly PendingCartChange[] {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => NONE_PENDING,
  );
}
