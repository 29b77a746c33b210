// Which compiled better-sqlite3 the running Node.js loads. better-sqlite3 is a native module built for one Node.js ABI
// (process.versions.modules): its own build (node_modules/better-sqlite3/build) is made for the Node.js that npm
// scripts run on, Node.js 24, and scripts/native.mjs keeps a build for each other Node.js of the machine in
// node_modules/.cache/better-sqlite3/. The server opens its databases with `nativeBinding: sqliteNativeBinding()`,
// better-sqlite3's own option for a binary found elsewhere, so it runs on either. Plain JavaScript, so that the SQLite
// writer's thread, the built server and scripts/native.mjs share it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** better-sqlite3's folder and version, as installed. */
export function betterSqlite3Package() {
  const manifest = require.resolve('better-sqlite3/package.json');
  return { dir: dirname(manifest), version: JSON.parse(readFileSync(manifest, 'utf8')).version };
}

/** The folder of the builds kept for other Node.js versions (node_modules/.cache/better-sqlite3). */
export function keptBinariesFolder() {
  return join(dirname(betterSqlite3Package().dir), '.cache', 'better-sqlite3');
}

/** Where the build of better-sqlite3 for a Node.js ABI (default: the running one's) is kept. */
export function keptBinaryPath(abi = process.versions.modules) {
  const tag = `node-v${abi}-${process.platform}-${process.arch}`;
  return join(keptBinariesFolder(), betterSqlite3Package().version, tag, 'better_sqlite3.node');
}

let binding;

/** The `nativeBinding` option for better-sqlite3: the build kept for the running Node.js, or undefined (its own). */
export function sqliteNativeBinding() {
  if (binding === undefined) {
    const kept = keptBinaryPath();
    binding = existsSync(kept) ? kept : null;
  }
  return binding ?? undefined;
}
