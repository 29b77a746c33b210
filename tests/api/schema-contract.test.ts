// The schema as a contract (README "Releases and the schema contract"): `npm run schema:check` passes on the tree, and
// fails when the code's schema breaks what worked against the released one unless CHANGELOG.md's Unreleased section
// lists the change under Breaking; a removal needs a released deprecation first; dangerous changes are reported.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkContract, contractHolds, releasedVersion, unreleasedBreaking } from '../../schema/contract.ts';
import { schema } from '../../schema/index.ts';

const root = new URL('../../', import.meta.url);
const released = readFileSync(new URL('schema/released.graphql', root), 'utf8');
const changelog = readFileSync(new URL('CHANGELOG.md', root), 'utf8');
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));

/** The released SDL with one more field on Query, as if the code had dropped it since. */
const releasedWith = (field: string) => released.replace(/^type Query \{\n/m, `type Query {\n  ${field}\n`);
/** The changelog with one more entry in the Unreleased section's Breaking list. */
const changelogListing = (path: string) =>
  changelog.replace(
    '## [Unreleased]\n\n### Breaking\n\n',
    `## [Unreleased]\n\n### Breaking\n\n- \`${path}\` is gone: use something else.\n`,
  );

describe('the schema contract', () => {
  it('the released schema is the schema of package.json’s version', () => {
    expect(releasedVersion(released)).toBe(version);
  });

  it('the code’s schema keeps the released contract: every breaking change is listed in CHANGELOG.md', async () => {
    const report = await checkContract(released, schema, changelog);
    expect(report.unlisted.map((c) => c.path)).toEqual([]);
    expect(report.removedUndeprecated).toEqual([]);
    expect(contractHolds(report)).toBe(true);
    // The one this version lists: the customer's name is required.
    expect(report.listed.map((c) => c.path)).toContain('PlaceOrderInput.name');
  });

  it('a field the released schema has and the code no longer has fails the check, listed or not, unless a release deprecated it', async () => {
    const unlisted = await checkContract(releasedWith('retiredField: String'), schema, changelog);
    expect(unlisted.unlisted.map((c) => c.path)).toContain('Query.retiredField');
    expect(contractHolds(unlisted)).toBe(false);
    const listed = await checkContract(releasedWith('retiredField: String'), schema, changelogListing('Query.retiredField'));
    expect(listed.unlisted.map((c) => c.path)).not.toContain('Query.retiredField');
    expect(listed.removedUndeprecated.map((c) => c.path)).toEqual(['Query.retiredField']);
    expect(contractHolds(listed)).toBe(false);
    const deprecated = await checkContract(
      releasedWith('retiredField: String @deprecated(reason: "Use website.")'),
      schema,
      changelogListing('Query.retiredField'),
    );
    expect(contractHolds(deprecated)).toBe(true);
  });

  it('a new required input field or a narrowed argument type is breaking', async () => {
    // As released before this version: the customer's name was optional.
    const report = await checkContract(released, schema, changelog.replace('`PlaceOrderInput.name`', 'the name'));
    expect(report.unlisted.map((c) => c.path)).toEqual(['PlaceOrderInput.name']);
  });

  it('a new enum value is reported as dangerous, and passes', async () => {
    const withoutViewCart = released.replace('  """“view cart”"""\n  VIEW_CART\n', '');
    const report = await checkContract(withoutViewCart, schema, changelog);
    expect(report.dangerous.map((c) => c.path)).toContain('ShoppingEventName.VIEW_CART');
    expect(contractHolds(report)).toBe(true);
  });

  it('reads the Breaking list of the Unreleased section only', () => {
    const text =
      '# Changelog\n\n## [Unreleased]\n\n### Added\n\n- `A.b`\n\n### Breaking\n\n- `C.d` is required.\n\n## [0.1.0]\n\n### Breaking\n\n- `E.f`\n';
    expect(unreleasedBreaking(text).trim()).toBe('- `C.d` is required.');
  });

  it('npm run schema:check passes on the tree and exits 1 on a released schema with a field the code lacks', async () => {
    const run = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'schema/check-contract.ts', ...args], { cwd: root });
    const ok = await run();
    expect(ok.stdout).toMatch(new RegExp(`^Against ${version.replaceAll('.', '\\.')}: \\d+ breaking`));
    const dir = mkdtempSync(join(tmpdir(), 'shopwright-contract-'));
    writeFileSync(join(dir, 'released.graphql'), releasedWith('retiredField: String'));
    const failed = await run('--released', join(dir, 'released.graphql')).catch((err) => err);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Query.retiredField');
  });
});
