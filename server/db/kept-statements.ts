// Prepared statements kept by their SQL text, for one SQLite connection (sqlite-adapter.ts). Preparing a statement
// again for every query cost about a tenth of the server's CPU on a catalog read; the product read, the listing and the
// cart sequence are 12–35 % faster with their statements kept (docs/performance.md).
import { LRUCache } from 'lru-cache';

/** Prepared statements kept per connection (least recently used dropped first). */
export const KEPT_STATEMENTS_MAX = 500;

export class KeptStatements<S extends {}> {
  private readonly kept: LRUCache<string, S>;

  constructor(
    /** Prepares the statement of an SQL text not kept (again, after it was dropped). */
    private readonly prepare: (sql: string) => S,
    max = KEPT_STATEMENTS_MAX,
  ) {
    this.kept = new LRUCache<string, S>({ max });
  }

  /** The prepared statement of `sql`. */
  get(sql: string): S {
    let statement = this.kept.get(sql);
    if (statement === undefined) {
      statement = this.prepare(sql);
      this.kept.set(sql, statement);
    }
    return statement;
  }

  /** How many are kept. */
  get size(): number {
    return this.kept.size;
  }

  clear(): void {
    this.kept.clear();
  }
}
