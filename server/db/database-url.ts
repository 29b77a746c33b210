// Reads DATABASE_URL (SQLite file or PostgreSQL) and turns bad configuration or an unreachable database into one line.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDir } from '../ensure-dir.ts';

export type DatabaseTarget = { provider: 'sqlite' | 'postgresql'; url: string; filePath?: string };

export const DEFAULT_DATABASE_URL = 'file:./data/shop.db';

const USAGE = 'use file:./path.db (SQLite) or postgresql://user:pass@host:port/db';

/** DATABASE_URL is missing a part, malformed or names an unsupported database. */
export class DatabaseConfigError extends Error {
  override name = 'DatabaseConfigError';
}

/** The database could not be reached or opened; the message is the one line from `describeConnectionFailure`. */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
}

/** The target for `raw` (default `file:./data/shop.db`, relative to the working directory, whose folder is created). */
export function resolveDatabaseUrl(raw = process.env.DATABASE_URL): DatabaseTarget {
  const url = raw?.trim() || DEFAULT_DATABASE_URL;
  if (url.startsWith('file:')) return sqliteTarget(url);
  if (/^postgres(ql)?:\/\//.test(url)) return postgresTarget(url);
  throw new DatabaseConfigError(`DATABASE_URL "${maskPassword(url)}" is not supported: ${USAGE}`);
}

function sqliteTarget(url: string): DatabaseTarget {
  const location = url.replace(/\?.*$/, '');
  const path = location.startsWith('file://') ? fileURLToPath(location) : location.slice('file:'.length);
  if (!path) throw new DatabaseConfigError(`DATABASE_URL "${url}" names no file: ${USAGE}`);
  const filePath = resolve(path);
  try {
    ensureDir(dirname(filePath));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new DatabaseConfigError(`Cannot create the folder ${dirname(filePath)} for the SQLite database (${code}).`);
  }
  return { provider: 'sqlite', url, filePath };
}

/** The file of a SQLite target (its URL without `file:` when it was made without resolving one). */
export const sqliteFilePath = (target: DatabaseTarget): string => target.filePath ?? target.url.replace(/^file:/, '');

function postgresTarget(url: string): DatabaseTarget {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    // reported below, like a URL without a host
  }
  if (!host) throw new DatabaseConfigError(`DATABASE_URL "${maskPassword(url)}" is not a valid PostgreSQL URL: ${USAGE}`);
  return { provider: 'postgresql', url };
}

/** `url` with the password replaced by `***`. */
export function maskPassword(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/?#@]*):[^@/?#]*@/i, '$1:***@');
}

type Failure = { reason: string; hint: string };

const NOT_RUNNING: Failure = { reason: 'connection refused', hint: 'Is PostgreSQL running?' };
const NO_HOST: Failure = { reason: 'host not found', hint: 'Check the host name in DATABASE_URL.' };
const TIMED_OUT: Failure = { reason: 'connection timed out', hint: 'Is the host reachable and PostgreSQL listening?' };
const CLOSED: Failure = { reason: 'connection closed by the server', hint: 'Does it expect TLS (add ?sslmode=require)?' };
const BAD_LOGIN: Failure = { reason: 'authentication failed', hint: 'Check the user name and password in DATABASE_URL.' };
const DENIED: Failure = { reason: 'access denied', hint: 'Check that the user may connect to this database.' };
const NO_DATABASE: Failure = { reason: 'database does not exist', hint: 'Create it first (createdb).' };

/** Keyed by Node's socket codes, PostgreSQL's SQLSTATEs and the `kind` of a Prisma driver adapter error. */
const POSTGRES_FAILURES: Record<string, Failure> = {
  ECONNREFUSED: NOT_RUNNING,
  DatabaseNotReachable: NOT_RUNNING,
  ENOTFOUND: NO_HOST,
  EAI_AGAIN: NO_HOST,
  ETIMEDOUT: TIMED_OUT,
  SocketTimeout: TIMED_OUT,
  ECONNRESET: CLOSED,
  ConnectionClosed: CLOSED,
  '28P01': BAD_LOGIN,
  AuthenticationFailed: BAD_LOGIN,
  '28000': DENIED,
  DatabaseAccessDenied: DENIED,
  '3D000': NO_DATABASE,
  DatabaseDoesNotExist: NO_DATABASE,
  TlsConnectionError: { reason: 'TLS handshake failed', hint: 'Check sslmode and the server certificate.' },
};

/** Keyed by better-sqlite3's primary result codes: what to check, and what happened when the driver does not say. */
const SQLITE_FAILURES: Record<string, Failure> = {
  SQLITE_CANTOPEN: { reason: 'unable to open database file', hint: 'Check that the folder exists and is writable.' },
  SQLITE_PERM: { reason: 'access permission denied', hint: 'Check that the folder exists and is writable.' },
  SQLITE_READONLY: { reason: 'attempt to write a readonly database', hint: 'Check that the file and its folder are writable.' },
  SQLITE_NOTADB: { reason: 'file is not a database', hint: 'Is it a SQLite database file?' },
  SQLITE_CORRUPT: { reason: 'database disk image is malformed', hint: 'Restore it from a backup.' },
};

type ErrorRecord = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  originalMessage?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/** `err` and what it wraps: its cause, a Prisma error's driver adapter error, aggregated errors. */
function errorChain(err: unknown, seen = new Set<unknown>()): ErrorRecord[] {
  if (typeof err !== 'object' || err === null || seen.has(err)) return [];
  seen.add(err);
  const record = err as ErrorRecord;
  const nested = [record.cause, record.meta?.driverAdapterError, ...(Array.isArray(record.errors) ? record.errors : [])];
  return [record, ...nested.flatMap((inner) => errorChain(inner, seen))];
}

/** Error codes in the chain: Node's and the drivers' `code`, an adapter error's `kind` and `originalCode`. */
const errorCodes = (err: unknown): string[] =>
  errorChain(err).flatMap((r) => [r.code, r.kind, r.originalCode].filter((code): code is string => typeof code === 'string'));

/** The driver's own message (e.g. SQLite's 'file is not a database'), if it gave one. */
const driverMessage = (err: unknown): string | undefined =>
  errorChain(err).find((r) => typeof r.originalMessage === 'string')?.originalMessage as string | undefined;

/** What went wrong, when `err` carries a code meaning the database could not be reached, opened or logged into. */
function knownFailure(err: unknown, target: DatabaseTarget): Failure | undefined {
  const codes = errorCodes(err);
  if (target.provider === 'sqlite') {
    const known = codes.map((code) => SQLITE_FAILURES[code.replace(/^(SQLITE_[A-Z]+?)(_[A-Z]+)?$/, '$1')]).find(Boolean);
    return known ? { reason: driverMessage(err) ?? known.reason, hint: known.hint } : undefined;
  }
  const code = codes.find((c) => c in POSTGRES_FAILURES);
  return code ? POSTGRES_FAILURES[code] : undefined;
}

/** Whether `err` means the database could not be reached, opened or logged into (rather than a failing statement). */
export function isConnectionFailure(err: unknown, target: DatabaseTarget): boolean {
  return err instanceof DatabaseConnectionError || knownFailure(err, target) !== undefined;
}

/** One line naming the database (password masked), what went wrong and what to check. */
export function describeConnectionFailure(err: unknown, target: DatabaseTarget): string {
  if (err instanceof DatabaseConnectionError) return err.message;
  const { reason, hint } = knownFailure(err, target) ?? { reason: firstLine(err), hint: '' };
  const line =
    target.provider === 'sqlite'
      ? `Cannot open the SQLite database at ${target.filePath ?? target.url} (${reason}).`
      : `Cannot reach the database at ${maskPassword(target.url)} (${reason}).`;
  return hint ? `${line} ${hint}` : line;
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return (
    message
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? 'unknown error'
  );
}

/** Codes meaning the database is down, restarting, unreachable or out of connections for now: worth trying again. */
const UNAVAILABLE_CODES = new Set([
  ...['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH'],
  // Prisma's: can't reach, timed out, connection closed; no connection from the pool in time; too many connections.
  ...['P1001', 'P1002', 'P1017', 'P2024', 'P2037'],
  ...['DatabaseNotReachable', 'SocketTimeout', 'ConnectionClosed', 'TooManyConnections'],
  // PostgreSQL's SQLSTATEs: shutting down, crashed, starting up; too many connections; connection exceptions (08…).
  ...['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006'],
]);
/** node-postgres's own messages for a lost or unobtainable connection, which carry no code. */
const UNAVAILABLE_ERROR_PATTERN = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** Whether `err` means the database cannot serve this request right now (a client should try again: 503). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (errorCodes(err).some((code) => UNAVAILABLE_CODES.has(code))) return true;
  return errorChain(err).some((r) => UNAVAILABLE_ERROR_PATTERN.test(String((r as { message?: unknown }).message ?? '')));
}
