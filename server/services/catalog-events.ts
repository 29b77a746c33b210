// Change notifications: services that write catalog data (products, variants, stock, settings) announce it, and read
// caches (the GraphQL response cache) drop what they hold for those entities; a revoked API token is announced too,
// for the verified tokens held in memory (auth/bearer-cache.ts). On PostgreSQL, changes made on other nodes arrive
// here too, as 'remote' (change-relay.ts).

export type CatalogEntity = {
  websiteId: string;
  typename: 'Product' | 'ProductVariant' | 'Collection' | 'Website' | 'ApiToken';
  id: string;
};
/** Where a change was made: by this node's services, or by another node's (relayed). */
export type ChangeSource = 'local' | 'remote';
type Listener = (entities: CatalogEntity[], source: ChangeSource) => void;

/** The websites whose catalog or content these changes touch (a revoked token changes no page or answer). */
export const changedWebsites = (changes: readonly CatalogEntity[]): Set<string> =>
  new Set(changes.filter((c) => c.typename !== 'ApiToken').map((c) => c.websiteId));

export class CatalogEvents {
  private readonly listeners = new Set<Listener>();
  private readonly resets = new Set<() => void>();

  /** Calls `listener` with each change, and `everything` (if given) when anything may have changed. */
  subscribe(listener: Listener, everything?: () => void): () => void {
    this.listeners.add(listener);
    if (everything) this.resets.add(everything);
    return () => {
      this.listeners.delete(listener);
      if (everything) this.resets.delete(everything);
    };
  }

  changed(entities: CatalogEntity[], source: ChangeSource = 'local'): void {
    for (const listener of this.listeners) listener(entities, source);
  }

  /** Anything may have changed (changes made elsewhere were missed): every cache starts again. */
  changedEverything(): void {
    for (const reset of this.resets) reset();
  }
}
