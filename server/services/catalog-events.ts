// Change notifications: services that write catalog data (products, variants, stock, settings) announce it, and read
// caches (the GraphQL response cache) drop what they hold for those entities; a revoked API token is announced too,
// for the verified tokens held in memory (auth/bearer-cache.ts).

export type CatalogEntity = {
  websiteId: string;
  typename: 'Product' | 'ProductVariant' | 'Collection' | 'Website' | 'ApiToken';
  id: string;
};
type Listener = (entities: CatalogEntity[]) => void;

/** The websites whose catalog or content these changes touch (a revoked token changes no page or answer). */
export const changedWebsites = (changes: readonly CatalogEntity[]): Set<string> =>
  new Set(changes.filter((c) => c.typename !== 'ApiToken').map((c) => c.websiteId));

export class CatalogEvents {
  private readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(entities: CatalogEntity[]): void {
    for (const listener of this.listeners) listener(entities);
  }
}
