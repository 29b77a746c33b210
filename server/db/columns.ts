// Column lists for Kysely's statements (server/db/kysely.ts), checked against the database's generated types: a list
// naming a column the table lacks, or missing one it has, fails `npm run typecheck` — a renamed or added column is
// found at compile time, not by a test.
import type { DB } from './generated/kysely/types.ts';

type ColumnOf<T extends keyof DB> = keyof DB[T] & string;

/** `list` as given, when it names every column of table `T` (no more, no less). */
export function allColumns<T extends keyof DB>() {
  return <const L extends readonly ColumnOf<T>[]>(
    list: L & (Exclude<ColumnOf<T>, L[number]> extends never ? unknown : { missingColumns: Exclude<ColumnOf<T>, L[number]> }),
  ): L => list;
}
