// Loads Prisma's wasm schema engine (the native one cannot be downloaded here) and runs it over a driver adapter.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import {
  bindMigrationAwareSqlAdapterFactory,
  type ErrorRegistry,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import * as bg from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { Provider } from './migration-files.ts';
import { sqliteNativeBinding } from './sqlite-binding.mjs';

export type { SchemaEngine };

export const NO_FILTERS = { externalTables: [], externalEnums: [] };

let wasmReady: Promise<void> | undefined;
let lastPanic = '';

// The wasm glue reports a Rust panic here just before it traps; withSchemaEngine puts the message on the error.
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message(message: string) {
    lastPanic = message;
  },
};

/** Compiles and starts the wasm module once per process (Node 20 cannot import `.wasm` directly). */
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const gluePath = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const module = await WebAssembly.compile(await readFile(gluePath.replace(/\.js$/, '.wasm')));
    const instance = await WebAssembly.instantiate(module, { './schema_engine_bg.js': glueImports() });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return wasmReady;
}

/**
 * The glue module as the wasm imports, except that the engine's timers are unref'd: it never clears them (a 10 s one
 * per PostgreSQL operation), and they must not keep a finished CLI or a stopping server alive.
 */
function glueImports(): WebAssembly.ModuleImports {
  const entries = Object.entries(bg).map(([name, value]) => {
    if (!name.startsWith('__wbg_setTimeout_')) return [name, value];
    const setTimer = value as unknown as (callback: () => void, ms: number) => NodeJS.Timeout;
    return [name, (callback: () => void, ms: number) => setTimer(callback, ms).unref()];
  });
  return Object.fromEntries(entries);
}

/**
 * Runs `work` with an engine connected through `adapterFactory` to a `provider` database, then frees the engine and
 * closes its connections (the engine never does, and an open pg pool keeps the process alive).
 * "External error id#N" is replaced by the adapter error it stands for, a panic by its message.
 */
export async function withSchemaEngine<T>(
  provider: Provider,
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  work: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  await loadWasm();
  const connections: SqlDriverAdapter[] = [];
  const track = async (connecting: Promise<SqlDriverAdapter>) => {
    const connection = await connecting;
    connections.push(connection);
    return provider === 'postgresql' ? scriptsWhole(connection) : connection;
  };
  const bound = bindMigrationAwareSqlAdapterFactory({
    provider: adapterFactory.provider,
    adapterName: adapterFactory.adapterName,
    connect: () => track(adapterFactory.connect()),
    connectToShadowDb: () => track(adapterFactory.connectToShadowDb()),
  });
  const datasource = `datasource db {\n  provider = "${provider}"\n}\n`;
  let engine: SchemaEngine | undefined;
  try {
    engine = await bg.SchemaEngine.new({ datamodels: [['schema.prisma', datasource]] }, () => {}, bound);
    return await work(engine);
  } catch (err) {
    throw revealCause(err, bound.errorRegistry);
  } finally {
    engine?.free();
    await Promise.all(connections.map((connection) => connection.dispose()));
  }
}

/**
 * PrismaPg's executeScript splits a migration at every ";", inside a function's body too, so a migration that creates
 * a trigger function cannot be applied. Prisma's native engine sends a script whole, and PostgreSQL runs its
 * statements in order: so does this, on the adapter's own pool (a simple query, which takes several statements).
 */
function scriptsWhole(connection: SqlDriverAdapter): SqlDriverAdapter {
  const pool = (connection as unknown as { client?: { query?: (text: string) => Promise<unknown> } }).client;
  if (typeof pool?.query !== 'function') throw new Error('@prisma/adapter-pg no longer keeps its pool as `client`: see schema-engine.ts.');
  const query = pool.query.bind(pool);
  return Object.assign(Object.create(connection) as SqlDriverAdapter, {
    executeScript: async (script: string) => {
      await query(script);
    },
  });
}

function revealCause(err: unknown, registry: ErrorRegistry): unknown {
  if (lastPanic) {
    const panic = new Error(`Schema engine panicked: ${lastPanic}`, { cause: err });
    lastPanic = '';
    return panic;
  }
  if (!(err instanceof Error)) return err;
  const id = /External error id#(\d+)/.exec(err.message)?.[1];
  const record = id === undefined ? undefined : registry.consumeError(Number(id));
  if (record) return record.error;
  err.message = withoutSpanTrace(err.message);
  return err;
}

/** The engine appends a Rust span trace; keep the message and the migration it names. */
function withoutSpanTrace(message: string): string {
  const [text = message, trace] = message.split(/\n\s+0: /, 2);
  const migration = trace && /migration_name="([^"]+)"/.exec(trace)?.[1];
  return migration ? `${text.trimEnd()} (migration ${migration})` : text.trimEnd();
}

/**
 * The SQL that turns the `from` schema (null: an empty database) into the `to` schema, in the dialect of their
 * datasource provider, or null when they agree.
 * Needs no database: the engine insists on an adapter, so it gets a throwaway in-memory SQLite one.
 */
export async function diffSchemas(from: string | null, to: string): Promise<string | null> {
  const schema = (content: string) => ({ tag: 'schemaDatamodel' as const, files: [{ path: 'schema.prisma', content }] });
  const result = await withSchemaEngine(
    'sqlite',
    new PrismaBetterSqlite3({ url: ':memory:', nativeBinding: sqliteNativeBinding() }),
    (engine) =>
      engine.diff({
        from: from === null ? { tag: 'empty' } : schema(from),
        to: schema(to),
        script: true,
        exitCode: true,
        filters: NO_FILTERS,
      }),
  );
  return result.exitCode === 2 ? (result.stdout ?? '') : null;
}

/**
 * The SQL that turns the database behind `adapterFactory` into schema `to`, or null when it already is that schema.
 * SQLite only here: the WebAssembly engine cannot read PostgreSQL's catalog (tests/api/migrations.test.ts).
 */
export async function diffFromDatabase(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  configDir: string,
  to: string,
): Promise<string | null> {
  const files = [{ path: 'schema.prisma', content: to }];
  const result = await withSchemaEngine('sqlite', adapterFactory, (engine) =>
    engine.diff({
      from: { tag: 'schemaDatasource', files, configDir },
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: NO_FILTERS,
    }),
  );
  return result.exitCode === 2 ? (result.stdout ?? '') : null;
}
