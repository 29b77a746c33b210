// `npm run schema:check`: fails when the schema the code builds breaks what worked against the released schema
// (schema/released.graphql) and CHANGELOG.md's Unreleased section does not list it under Breaking (schema/contract.ts),
// or when the released schema is not package.json's version. Dangerous changes are printed.
// `npm run schema:release`: at a release, writes the code's schema as the released one of package.json's version.
import { readFileSync, writeFileSync } from 'node:fs';
import { checkContract, contractHolds, printedSchema, releasedHeader, releasedVersion } from './contract.ts';
import { schema } from './index.ts';

const file = (name: string) => new URL(name, import.meta.url);
const { version } = JSON.parse(readFileSync(file('../package.json'), 'utf8')) as { version: string };

if (process.argv.includes('--release')) {
  writeFileSync(file('./released.graphql'), releasedHeader(version) + printedSchema(schema));
  console.log(`schema/released.graphql is now the schema of ${version}.`);
  process.exit(0);
}

/** `--released <file>` and `--changelog <file>` read other files than the repository's (the tests' own). */
const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const released = readFileSync(option('--released') ?? file('./released.graphql'), 'utf8');
const changelog = readFileSync(option('--changelog') ?? file('../CHANGELOG.md'), 'utf8');
const releasedAs = releasedVersion(released);
if (releasedAs !== version) {
  console.error(`schema/released.graphql is the schema of ${releasedAs ?? 'no version'}, but package.json says ${version}.`);
  console.error('At a release, run `npm run schema:release` after setting the version (README "Releases").');
  process.exit(1);
}

const report = await checkContract(released, schema, changelog);
const line = (c: { path?: string; message: string }) => `  ${c.path ?? '(schema)'}: ${c.message}`;
console.log(
  `Against ${version}: ${report.listed.length + report.unlisted.length} breaking, ${report.dangerous.length} dangerous, ${report.safe.length} safe changes.`,
);
if (report.listed.length) console.log(`Breaking, listed in CHANGELOG.md:\n${report.listed.map(line).join('\n')}`);
if (report.dangerous.length)
  console.log(`Dangerous (read them: clients may need to handle them):\n${report.dangerous.map(line).join('\n')}`);
if (report.unlisted.length)
  console.error(
    `Breaking, and not listed under "### Breaking" in CHANGELOG.md's [Unreleased] section (name each path in backticks, with what a client must do):\n${report.unlisted.map(line).join('\n')}`,
  );
if (report.removedUndeprecated.length)
  console.error(
    `Removed without a released deprecation (mark it @deprecated(reason: …) for at least one minor version first):\n${report.removedUndeprecated.map(line).join('\n')}`,
  );
if (!contractHolds(report)) process.exit(1);
