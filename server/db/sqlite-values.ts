// How values cross between Prisma's query compiler and better-sqlite3 (sqlite-adapter.ts). The compiler sends each
// argument with its type and decodes each result column by the type the adapter reports, so these convert exactly as
// Prisma's own SQLite adapter (@prisma/adapter-better-sqlite3, with its default options) does: the data already written
// by it reads back the same, and a statement answers what it answered (tests/api/sqlite-adapter.test.ts compares the two).
import { type ArgType, type ColumnType, ColumnTypeEnum } from '@prisma/driver-adapter-utils';

/**
 * An argument as it is bound: numbers and 64-bit integers sent as text parsed, booleans as 0/1, times (Date or text)
 * as ISO 8601 text ending "+00:00" (what the stored rows hold), bytes sent as base64 decoded; the rest as given.
 */
export function boundValue(arg: unknown, type: ArgType): unknown {
  if (arg === null) return null;
  if (typeof arg === 'string')
    switch (type.scalarType) {
      case 'int':
        // biome-ignore lint/correctness/useParseIntRadix: parsed as Prisma's adapter parses it ("0x10" is 16)
        return Number.parseInt(arg);
      case 'float':
      case 'decimal':
        return Number.parseFloat(arg);
      case 'bigint':
        return BigInt(arg);
      case 'datetime':
        return isoTime(new Date(arg));
      case 'bytes':
        return Buffer.from(arg, 'base64');
      default:
        return arg;
    }
  if (typeof arg === 'boolean') return arg ? 1 : 0;
  if (arg instanceof Date) return isoTime(arg);
  return arg;
}

/** A time as the rows store it: `2026-01-02T03:04:05.678+00:00` (an invalid Date throws, as toISOString does). */
const isoTime = (date: Date) => date.toISOString().replace('Z', '+00:00');

/** Column types by declared type, upper-cased (SQLite keeps a column's type as written in its CREATE TABLE). */
const DECLARED_TYPES = new Map<string, ColumnType>([
  ['DECIMAL', ColumnTypeEnum.Numeric],
  ['FLOAT', ColumnTypeEnum.Float],
  ...['DOUBLE', 'DOUBLE PRECISION', 'NUMERIC', 'REAL'].map((t) => [t, ColumnTypeEnum.Double] as const),
  ...['TINYINT', 'SMALLINT', 'MEDIUMINT', 'INT', 'INTEGER', 'SERIAL', 'INT2'].map((t) => [t, ColumnTypeEnum.Int32] as const),
  ...['BIGINT', 'UNSIGNED BIG INT', 'INT8'].map((t) => [t, ColumnTypeEnum.Int64] as const),
  ['DATETIME', ColumnTypeEnum.DateTime],
  ['TIMESTAMP', ColumnTypeEnum.DateTime],
  ['TIME', ColumnTypeEnum.Time],
  ['DATE', ColumnTypeEnum.Date],
  ...['TEXT', 'CLOB', 'CHARACTER', 'VARCHAR', 'VARYING CHARACTER', 'NCHAR', 'NATIVE CHARACTER', 'NVARCHAR'].map(
    (t) => [t, ColumnTypeEnum.Text] as const,
  ),
  ['BLOB', ColumnTypeEnum.Bytes],
  ['BOOLEAN', ColumnTypeEnum.Boolean],
  ['JSONB', ColumnTypeEnum.Json],
]);

/** The type of a table's column by its declared type; null for an expression (COUNT(*), MAX(…)) or an unknown type. */
export function declaredColumnType(declared: string | null): ColumnType | null {
  return declared === null ? null : (DECLARED_TYPES.get(declared.toUpperCase()) ?? null);
}

/** The result's column types: the declared ones, and for the others the type of the column's first non-null value
 * (Int32 when every value is null). */
export function resultColumnTypes(declared: readonly (ColumnType | null)[], rows: readonly unknown[][]): ColumnType[] {
  return declared.map((type, column) => {
    if (type !== null) return type;
    const row = rows.find((r) => r[column] !== null);
    return row ? valueType(row[column]) : ColumnTypeEnum.Int32;
  });
}

/** The column type a value stands for. A blob is refused, as Prisma's adapter refuses it (it expects an ArrayBuffer,
 * better-sqlite3 gives a Buffer): no statement here reads one from an expression. */
function valueType(value: unknown): ColumnType {
  switch (typeof value) {
    case 'string':
      return ColumnTypeEnum.Text;
    case 'bigint':
      return ColumnTypeEnum.Int64;
    case 'boolean':
      return ColumnTypeEnum.Boolean;
    case 'number':
      return ColumnTypeEnum.UnknownNumber;
  }
  if (value instanceof ArrayBuffer) return ColumnTypeEnum.Bytes;
  throw new UnexpectedTypeError(value);
}

export class UnexpectedTypeError extends Error {
  name = 'UnexpectedTypeError';
  constructor(value: unknown) {
    const type = typeof value;
    super(`unexpected value of type ${type}: ${type === 'object' ? JSON.stringify(value) : String(value)}`);
  }
}

/**
 * One row's values as the compiler reads them, converted in place: the connection answers integers as bigint (safe
 * integers on), given as numbers where they fit and as text where not; an integer column's fraction is dropped; a
 * DateTime column holding a number (milliseconds) is given as ISO text.
 */
export function resultRow(row: unknown[], types: readonly ColumnType[]): unknown[] {
  for (let i = 0; i < row.length; i++) {
    const value = row[i];
    const type = types[i];
    if (typeof value === 'number') {
      if ((type === ColumnTypeEnum.Int32 || type === ColumnTypeEnum.Int64) && !Number.isInteger(value)) row[i] = Math.trunc(value);
      else if (type === ColumnTypeEnum.DateTime) row[i] = new Date(value).toISOString();
    } else if (typeof value === 'bigint') {
      const n = Number(value);
      if (type === ColumnTypeEnum.DateTime) row[i] = new Date(n).toISOString();
      else row[i] = Number.isSafeInteger(n) ? n : value.toString();
    }
  }
  return row;
}
