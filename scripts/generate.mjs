// Generates everything derived from the one schema: the SQLite schema variant, both Prisma clients, Pothos types,
// and the storefront's GraphQL types.
// Prisma's native schema engine cannot be downloaded here, so generation runs with it disabled.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readSchema, schemaPath, sqliteSchemaPath, toSqliteSchema } from '../prisma/schema-variants.mjs';

// A production install (`npm ci --omit=dev`) of a built tree has no generators and needs none: the generated code is
// in the server bundle (dist/), the storefront is built (client/dist).
if (!existsSync('node_modules/prisma/build/index.js')) {
  console.log('No code generators installed (a production install): the built server in dist/ is used as it is.');
  process.exit(0);
}

mkdirSync(dirname(sqliteSchemaPath), { recursive: true });
writeFileSync(sqliteSchemaPath, toSqliteSchema(readSchema()));
const env = {
  ...process.env,
  PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}`,
  PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false',
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
};
for (const schema of [schemaPath, sqliteSchemaPath]) {
  execFileSync(process.execPath, ['node_modules/prisma/build/index.js', 'generate', '--schema', schema], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
}

// The storefront's typed GraphQL documents and Apollo's possibleTypes (client/src/graphql/generated/).
execFileSync(process.execPath, ['node_modules/.bin/graphql-codegen', '--config', 'codegen.ts'], { stdio: 'inherit', env });
