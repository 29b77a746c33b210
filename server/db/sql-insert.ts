// Rows written with one plain INSERT each, for the hot writes where Prisma's create costs several times the CPU of the
// statement itself (a shopper's new cart: docs/performance.md). The same SQL runs on SQLite and PostgreSQL: values go
// as parameters (dates as Date, JSON as its text, enums as their name), and each caller passes every column it writes
// every time (null where it has none), so the statement's text does not change and SQLite keeps it prepared
// (sqlite-statements.ts).
import { join, raw, type Sql, sqltag } from '@prisma/client/runtime/client';

/** `INSERT INTO "table" ("column", …) VALUES (…)` of one row. `table` and the column names come from the code, never
 * from a request. */
export function insertRow(table: string, row: Record<string, unknown>): Sql {
  const columns = Object.keys(row)
    .map((c) => `"${c}"`)
    .join(', ');
  return sqltag`${raw(`INSERT INTO "${table}" (${columns}) VALUES (`)}${join(Object.values(row))})`;
}
