// What the Kysely driver (kysely.ts) and the SQLite turns (sqlite-serial.ts) rely on in Prisma's driver adapters: their
// public interface, checked when a connection is made and on the first transaction, so that an upgrade of
// `@prisma/*` (pinned to exact versions in package.json) that changed it stops the server at start with the reason,
// instead of failing some statements later.
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from '@prisma/driver-adapter-utils';

export class AdapterProtocolError extends Error {
  constructor(what: string) {
    super(
      `Prisma's driver adapter no longer offers ${what}, which server/db/kysely.ts relies on: check the @prisma/* versions in package.json against docs/architecture.md.`,
    );
    this.name = 'AdapterProtocolError';
  }
}

type Shape = Record<string, unknown>;
const isObject = (v: unknown): v is Shape => typeof v === 'object' && v !== null;

function requireMethods(target: unknown, kind: string, methods: readonly string[]): void {
  for (const method of methods)
    if (!isObject(target) || typeof target[method] !== 'function') throw new AdapterProtocolError(`${kind}.${method}()`);
}

/** A connected adapter: a provider this store runs on, and the statements and transactions it sends. */
export function checkAdapter(adapter: unknown): void {
  requireMethods(adapter, 'the adapter', ['queryRaw', 'executeRaw', 'startTransaction', 'dispose']);
  const provider = (adapter as Shape).provider;
  if (provider !== 'sqlite' && provider !== 'postgres') throw new AdapterProtocolError(`a known provider (it says ${String(provider)})`);
}

/** A transaction the adapter began: its statements, its end, and whether the COMMIT is the caller's to send. */
export function checkTransaction(transaction: unknown): void {
  requireMethods(transaction, 'a transaction', ['queryRaw', 'executeRaw', 'commit', 'rollback']);
  const options = (transaction as Shape).options;
  if (!isObject(options) || typeof options.usePhantomQuery !== 'boolean')
    throw new AdapterProtocolError("a transaction's options.usePhantomQuery");
}

/** `factory`, each connection it makes checked (checkAdapter) and then handed to `wrap`, whose adapter Prisma gets. */
export function checkedFactory(
  factory: SqlDriverAdapterFactory,
  wrap: (adapter: SqlDriverAdapter) => SqlDriverAdapter,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const adapter = await factory.connect();
      checkAdapter(adapter);
      return wrap(adapter);
    },
  };
}
