// The rule for code inside a transaction: every statement goes through the transaction's client (`tx`), never the
// request's `ctx.db`. On SQLite a `ctx.db` statement awaited inside a transaction waits for the turn that transaction
// holds (sqlite-adapter.ts), which the transaction gives back only when its work ends: it would hang until the
// transaction's timeout. On PostgreSQL it runs beside the transaction, on another connection, without its writes.
// Outside production the work of every transaction runs in a scope (an AsyncLocalStorage), and on SQLite a statement
// of that scope still waiting for the turn its own transaction holds after NESTED_WAIT_MS fails with
// NestedStatementError, naming the mistake. (Not at once: Prisma batches the reads of one tick, so another request's
// read may run in this scope's context and wait, briefly, for the transaction to end.) Production skips the check.
import { AsyncLocalStorage } from 'node:async_hooks';

export const CHECKS_NESTED_STATEMENTS = process.env.NODE_ENV !== 'production';

/** How long a statement of a transaction's own scope may wait for the turn that transaction holds. */
export const NESTED_WAIT_MS = 2_000;

/** Open while the transaction's work runs: work it started that runs after the end (a follow-up) is not inside it. */
export type Scope = { open: boolean };
const scope = new AsyncLocalStorage<Scope>();

export class NestedStatementError extends Error {
  constructor() {
    super(
      "A statement was sent on the database's own client while this code's transaction is open: inside a transaction, use the transaction's client (tx).",
    );
    this.name = 'NestedStatementError';
  }
}

/** Runs a transaction's `work` inside the scope (outside production). */
export async function inTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  if (!CHECKS_NESTED_STATEMENTS) return work();
  const current: Scope = { open: true };
  try {
    return await scope.run(current, work);
  } finally {
    current.open = false;
  }
}

/** The open transaction whose work is running now, if any (always undefined in production). */
export function currentTransactionScope(): Scope | undefined {
  const current = scope.getStore();
  return current?.open ? current : undefined;
}
