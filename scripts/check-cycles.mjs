// Fails when modules of the source import each other in a circle. TypeScript 7 has no JavaScript API for
// dependency-cruiser to read .ts with, so each file goes through Babel's TypeScript preset first (types dropped, and
// `import type` with them: a circle of types alone is erased and never runs) and is cruised as JavaScript.
// `node scripts/check-cycles.mjs [folder …]`; scripts/test.sh runs it on the source folders.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { cruise } from 'dependency-cruiser';

const folders = process.argv.length > 2 ? process.argv.slice(2) : ['server', 'domain', 'client/src', 'schema', 'prisma'];
const skipped = /(^|\/)(node_modules|dist|generated)\/|\.d\.ts$/;
// The files are named one by one: left to find them in a folder, dependency-cruiser would only take the extensions it
// can read itself, which leaves out .ts without a TypeScript it knows.
const files = folders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((path) => /\.(ts|tsx|mts|mjs|js)$/.test(path) && !skipped.test(path)),
);
const typescript = (isTSX) => ['@babel/preset-typescript', { allExtensions: true, isTSX, onlyRemoveTypeImports: true }];

const result = await cruise(
  files,
  {
    ruleSet: { forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }] },
    exclude: { path: skipped.source },
    doNotFollow: { path: 'node_modules' },
    validate: true,
    outputType: 'err',
  },
  { extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'] },
  {
    babelConfig: {
      babelrc: false,
      configFile: false,
      presets: [typescript(false)],
      overrides: [{ test: /\.tsx$/, presets: [typescript(true)] }],
    },
  },
);
process.stdout.write(result.output);
process.exitCode = result.exitCode;
