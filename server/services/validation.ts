// Input validation with zod, shared by both doors: the REST shims parse bodies and queries with it
// (server/http/input.ts), and services whose input reaches them from GraphQL and REST alike validate with one
// schema here, so the two doors can never accept different things.
import type { z } from 'zod';
import type { UserError } from './user-errors.ts';

export type FieldIssue = { field: string; message: string };
export type Parsed<T> = { ok: true; data: T } | { ok: false; issues: FieldIssue[] };

const fieldName = (path: PropertyKey[]) => path.map(String).join('.') || 'body';

function issuesOf(error: z.ZodError, at: PropertyKey[]): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = fieldName([...at, ...issue.path]);
    const detail = issue.message.replace(/^Invalid input: /, '');
    return { field, message: detail === 'Required' ? `${field} is required.` : `${field}: ${detail}` };
  });
}

/** Parses a value (the input named `at`, if given) with the schema; a missing value reads 'x is required.', others
 * name the field and the problem. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, at?: string): Parsed<z.output<S>> {
  const result = schema.safeParse(value, { error: (issue) => (issue.input === undefined ? 'Required' : undefined) });
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: issuesOf(result.error, at ? [at] : []) };
}

/** Field issues as the userErrors of a refused change. */
export const invalidInput = (issues: FieldIssue[]): { ok: false; userErrors: UserError[] } => ({
  ok: false,
  userErrors: issues.map((i) => ({ code: 'INVALID_INPUT', message: i.message, field: i.field })),
});
