// Prints the schema to schema/schema.graphql (committed); `--check` fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { printedSchema } from './contract.ts';
import { schema } from './index.ts';

const target = new URL('./schema.graphql', import.meta.url);
const printed = printedSchema(schema);
if (process.argv.includes('--check')) {
  const committed = readFileSync(target, 'utf8');
  if (committed !== printed) {
    console.error('schema/schema.graphql is stale: run `npm run schema:print` and commit it.');
    process.exit(1);
  }
} else {
  writeFileSync(target, printed);
}
