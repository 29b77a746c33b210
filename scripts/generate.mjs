// Generates everything derived from the one schema: the SQLite schema variant, both Prisma clients, Pothos types,
// and the storefront's GraphQL types.
// Prisma's native schema engine cannot be downloaded here, so generation runs with it disabled.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { readSchema, schemaPath, sqliteSchemaPath, toSqliteSchema } from '../prisma/schema-variants.mjs';

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
