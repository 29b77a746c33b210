// Rows read with one hand-written statement instead of Prisma's several (the cart, a product page, a listing page:
// docs/performance.md). The same SQL runs on SQLite and PostgreSQL: double-quoted names, TRUE/FALSE, enums cast to
// text. Each model's columns are listed with their kind and checked against Prisma's model types where they are
// declared (`satisfies Record<keyof Model, Kind>`), so a column added to a model fails to compile until it is read.

/** How a column's value arrives from either driver and becomes what Prisma would give. */
export type Kind = 'text' | 'enum' | 'int' | 'float' | 'bool' | 'date' | 'json';
export type Columns = Record<string, Kind>;
export type Row = Record<string, unknown>;

/** `alias."column" AS "prefix_column"` for each of `names` (all the model's columns by default). */
export function selectList(alias: string, prefix: string, model: Columns, names: string[] = Object.keys(model)): string {
  return names
    .map((c) => (model[c] === 'enum' ? `CAST(${alias}."${c}" AS TEXT) AS "${prefix}${c}"` : `${alias}."${c}" AS "${prefix}${c}"`))
    .join(', ');
}

/** One value as Prisma gives it: dates as Date, booleans from SQLite's 0/1 and PostgreSQL's true, JSON parsed. */
export function value(kind: Kind, v: unknown): unknown {
  if (v === null || v === undefined) return null;
  switch (kind) {
    case 'date':
      return v instanceof Date ? v : new Date(v as string | number);
    case 'bool':
      return v === true || v === 1 || v === 1n || v === '1' || v === 't';
    case 'int':
    case 'float':
      return typeof v === 'number' ? v : Number(v);
    case 'json':
      return typeof v === 'string' ? JSON.parse(v) : v;
    default:
      return v;
  }
}

/** The model's columns (or `names` of them) out of a joined row, under their own names. */
export function pick(row: Row, prefix: string, model: Columns, names: string[] = Object.keys(model)): Row {
  const out: Row = {};
  for (const name of names) out[name] = value(model[name], row[`${prefix}${name}`]);
  return out;
}
