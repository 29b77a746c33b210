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

/** Kysely selections `alias.column as prefixcolumn` for each of `columns`: the columns of several joined tables apart. */
export function prefixed<A extends string, P extends string, const C extends readonly string[]>(alias: A, prefix: P, columns: C) {
  type Each = { [K in C[number]]: `${A}.${K} as ${P}${K}` }[C[number]];
  return columns.map((c) => `${alias}.${c} as ${prefix}${c}` as Each);
}

/** The columns `prefixed` selected, back under their own names, each with the type its selection has. */
export function unprefixed<P extends string, const C extends readonly string[], R extends Record<string, unknown>>(
  row: R,
  prefix: P,
  columns: C,
): { [K in C[number]]: R[`${P}${K}`] } {
  const out: Record<string, unknown> = {};
  for (const c of columns) out[c] = row[`${prefix}${c}`];
  return out as { [K in C[number]]: R[`${P}${K}`] };
}
