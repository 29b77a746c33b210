// Reads DATABASE_URL (SQLite file or PostgreSQL) and turns bad configuration or an unreachable database into one line.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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
    mkdirSync(dirname(filePath), { recursive: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new DatabaseConfigError(`Cannot create the folder ${dirname(filePath)} for the SQLite database (${code}).`);
  }
  return { provider: 'sqlite', url, filePath };
}

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

const POSTGRES_FAILURES: Record<string, Failure> = {
  ECONNREFUSED: { reason: 'connection refused', hint: 'Is PostgreSQL running?' },
  DatabaseNotReachable: { reason: 'connection refused', hint: 'Is PostgreSQL running?' },
  ENOTFOUND: { reason: 'host not found', hint: 'Check the host name in DATABASE_URL.' },
  EAI_AGAIN: { reason: 'host not found', hint: 'Check the host name in DATABASE_URL.' },
  ETIMEDOUT: { reason: 'connection timed out', hint: 'Is the host reachable and PostgreSQL listening?' },
  SocketTimeout: { reason: 'connection timed out', hint: 'Is the host reachable and PostgreSQL listening?' },
  ECONNRESET: { reason: 'connection closed by the server', hint: 'Does the server expect TLS (add ?sslmode=require)?' },
  ConnectionClosed: { reason: 'connection closed by the server', hint: 'Does the server expect TLS (add ?sslmode=require)?' },
  '28P01': { reason: 'authentication failed', hint: 'Check the user name and password in DATABASE_URL.' },
  AuthenticationFailed: { reason: 'authentication failed', hint: 'Check the user name and password in DATABASE_URL.' },
  '28000': { reason: 'access denied', hint: 'Check that the user may connect to this database.' },
  DatabaseAccessDenied: { reason: 'access denied', hint: 'Check that the user may connect to this database.' },
  '3D000': { reason: 'database does not exist', hint: 'Create it first (createdb).' },
  DatabaseDoesNotExist: { reason: 'database does not exist', hint: 'Create it first (createdb).' },
  TlsConnectionError: { reason: 'TLS handshake failed', hint: 'Check sslmode and the server certificate.' },
};

const SQLITE_CODES = new Set(['SQLITE_CANTOPEN', 'SQLITE_PERM', 'SQLITE_READONLY', 'SQLITE_NOTADB', 'SQLITE_CORRUPT']);

/** Error codes found on `err`, its adapter cause (`kind`, `originalCode`) and its nested causes or aggregated errors. */
function errorCodes(err: unknown, seen = new Set<unknown>()): string[] {
  if (typeof err !== 'object' || err === null || seen.has(err)) return [];
  seen.add(err);
  const record = err as { code?: unknown; kind?: unknown; originalCode?: unknown; cause?: unknown; errors?: unknown };
  const own = [record.code, record.kind, record.originalCode].filter((code): code is string => typeof code === 'string');
  const nested = [record.cause, ...(Array.isArray(record.errors) ? record.errors : [])];
  return [...own, ...nested.flatMap((inner) => errorCodes(inner, seen))];
}

function connectionFailure(err: unknown, target: DatabaseTarget): Failure | undefined {
  const codes = errorCodes(err);
  if (target.provider === 'sqlite') {
    const code = codes.find((c) => SQLITE_CODES.has(c) || /^SQLITE_(CANTOPEN|READONLY)/.test(c));
    return code ? { reason: firstLine(err), hint: 'Check that the folder exists and is writable.' } : undefined;
  }
  const code = codes.find((c) => c in POSTGRES_FAILURES);
  return code ? POSTGRES_FAILURES[code] : undefined;
}

/** Whether `err` means the database could not be reached, opened or logged into (rather than a failing statement). */
export function isConnectionFailure(err: unknown, target: DatabaseTarget): boolean {
  return connectionFailure(err, target) !== undefined;
}

/** One line naming the database (password masked), what went wrong and what to check. */
export function describeConnectionFailure(err: unknown, target: DatabaseTarget): string {
  const failure = connectionFailure(err, target) ?? { reason: firstLine(err), hint: '' };
  const line =
    target.provider === 'sqlite'
      ? `Cannot open the SQLite database at ${target.filePath ?? target.url} (${failure.reason}).`
      : `Cannot reach the database at ${maskPassword(target.url)} (${failure.reason}).`;
  return failure.hint ? `${line} ${failure.hint}` : line;
}

function firstLine(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split('\n')[0]?.trim() || 'unknown error';
}
