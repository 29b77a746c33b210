// The schema as a contract (README "Releases"): the schema the code builds is compared with the one last released
// (schema/released.graphql, the SDL of package.json's version) by graphql-inspector's diff. A change that breaks an
// operation which worked against the released schema — a removed or renamed field, argument or enum value, a new
// required argument or input field, a narrowed type — must be listed, by its path in backticks, under the Breaking
// heading of CHANGELOG.md's Unreleased section; a field or enum value may only be removed once a released schema
// marked it @deprecated. Dangerous changes (a new enum value, a changed default) are reported to be read, not refused.
import { type Change, CriticalityLevel, diff } from '@graphql-inspector/core';
import { buildSchema, type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';

/** The first line of schema/released.graphql: which version it is the schema of. */
export const releasedHeader = (version: string) =>
  `# The GraphQL schema of Shopwright ${version}, as released: npm run schema:check compares the code's schema with it.\n`;

/** The version named by a released schema's first line, or null. */
export function releasedVersion(sdl: string): string | null {
  return /^# The GraphQL schema of Shopwright (\S+), as released/.exec(sdl)?.[1] ?? null;
}

export type ContractReport = {
  /** Breaking changes the changelog lists. */
  listed: Change[];
  /** Breaking changes it does not: each fails the check. */
  unlisted: Change[];
  /** Fields and enum values removed without a released deprecation: each fails the check, listed or not. */
  removedUndeprecated: Change[];
  dangerous: Change[];
  safe: Change[];
};

/** The text of the Breaking list in CHANGELOG.md's Unreleased section ('' when there is none). */
export function unreleasedBreaking(changelog: string): string {
  const unreleased = /^## \[Unreleased\][^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog)?.[1] ?? '';
  return /^### Breaking[^\n]*\n([\s\S]*?)(?=^### |(?![\s\S]))/m.exec(unreleased)?.[1] ?? '';
}

/** Whether the changelog's Breaking list names the change's path (`Type.field`, `Type.field.argument`) in backticks. */
const listedIn = (breaking: string, change: Change) => change.path !== undefined && breaking.includes(`\`${change.path}\``);

const removedUndeprecated = (change: Change) =>
  (change.type === 'FIELD_REMOVED' && change.meta.isRemovedFieldDeprecated === false) ||
  (change.type === 'ENUM_VALUE_REMOVED' && change.meta.isEnumValueDeprecated === false);

/** The SDL a schema is released as (and schema/schema.graphql holds). */
export const printedSchema = (schema: GraphQLSchema) => `${printSchema(lexicographicSortSchema(schema))}\n`;

/** Compares the code's schema with the released SDL, against the changelog's Breaking list. Both sides are read from
 * their SDL, so the comparison sees what a client sees (not, say, how a scalar was built in code). */
export async function checkContract(releasedSdl: string, current: GraphQLSchema, changelog: string): Promise<ContractReport> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(printedSchema(current)));
  const breaking = changes.filter((c) => c.criticality.level === CriticalityLevel.Breaking);
  const list = unreleasedBreaking(changelog);
  return {
    listed: breaking.filter((c) => listedIn(list, c)),
    unlisted: breaking.filter((c) => !listedIn(list, c)),
    removedUndeprecated: breaking.filter(removedUndeprecated),
    dangerous: changes.filter((c) => c.criticality.level === CriticalityLevel.Dangerous),
    safe: changes.filter((c) => c.criticality.level === CriticalityLevel.NonBreaking),
  };
}

/** Whether the report lets the schema ship. */
export const contractHolds = (report: ContractReport) => report.unlisted.length === 0 && report.removedUndeprecated.length === 0;
