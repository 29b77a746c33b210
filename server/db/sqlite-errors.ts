// better-sqlite3's errors as the driver adapter errors Prisma's query compiler understands, with the kinds and fields
// Prisma's own SQLite adapter gives: the client turns them into its error codes (a unique violation is P2002 with the
// columns as its target, a foreign key P2003, a busy database a timeout the server answers 503 to).
import { type Error as AdapterError, DriverAdapterError, type MappedError } from '@prisma/driver-adapter-utils';

/** SQLite's primary result code for a locked database, and the mask of an extended code's primary part. */
const SQLITE_BUSY = 5;
const PRIMARY_CODE_MASK = 0xff;
/** How better-sqlite3 names a result code it has no name for, followed by the number. */
const UNKNOWN_CODE_PREFIX = 'UNKNOWN_SQLITE_ERROR_';

type SqliteError = { code: string; message: string };

const isSqliteError = (err: unknown): err is SqliteError =>
  typeof err === 'object' &&
  err !== null &&
  typeof (err as SqliteError).code === 'string' &&
  typeof (err as SqliteError).message === 'string';

/** What a statement's failure is to be thrown as: an error of the driver (it has a code) as a DriverAdapterError, any
 * other (a bad argument) as it is. */
export function adapterError(err: unknown): unknown {
  if (!isSqliteError(err)) return err;
  const cause: AdapterError = { originalCode: err.code, originalMessage: err.message, ...mappedError(err) };
  return new DriverAdapterError(cause);
}

/** The columns a constraint message names ("UNIQUE constraint failed: Table.a, Table.b"), as written. */
const constraintColumns = (message: string) => message.split('constraint failed: ').at(1)?.split(', ');

/** A column named "Table.column" without its table. */
const fieldOf = (column: string) => column.split('.').pop() as string;

function mappedError({ code, message }: SqliteError): MappedError {
  switch (code) {
    case 'SQLITE_CONSTRAINT_UNIQUE':
    case 'SQLITE_CONSTRAINT_PRIMARYKEY': {
      const columns = constraintColumns(message);
      return {
        kind: 'UniqueConstraintViolation',
        constraint: columns ? { fields: columns.map(fieldOf) } : undefined,
        table: columns?.[0].split('.').slice(0, -1).join('.') || undefined,
      };
    }
    case 'SQLITE_CONSTRAINT_NOTNULL': {
      const columns = constraintColumns(message);
      return { kind: 'NullConstraintViolation', constraint: columns ? { fields: columns.map(fieldOf) } : undefined };
    }
    case 'SQLITE_CONSTRAINT_FOREIGNKEY':
    case 'SQLITE_CONSTRAINT_TRIGGER':
      return { kind: 'ForeignKeyConstraintViolation', constraint: { foreignKey: {} } };
  }
  const number = code.startsWith(UNKNOWN_CODE_PREFIX) ? Number(code.slice(UNKNOWN_CODE_PREFIX.length)) : Number.NaN;
  const extendedCode = Number.isInteger(number) ? number : undefined;
  if (code.startsWith('SQLITE_BUSY') || (extendedCode !== undefined && (extendedCode & PRIMARY_CODE_MASK) === SQLITE_BUSY))
    return { kind: 'SocketTimeout' };
  if (message.startsWith('no such table')) return { kind: 'TableDoesNotExist', table: message.split(': ').at(1) };
  if (message.startsWith('no such column')) return { kind: 'ColumnNotFound', column: message.split(': ').at(1) };
  if (message.includes('has no column named ')) return { kind: 'ColumnNotFound', column: message.split('has no column named ').at(1) };
  // SQLite's generic code (SQLITE_ERROR) when the driver names the code rather than numbering it.
  return { kind: 'sqlite', extendedCode: extendedCode ?? 1, message };
}
