// Input validation with zod, shared by both doors: the REST shims parse bodies and queries with it
// (server/http/input.ts), and services whose input reaches them from GraphQL and REST alike validate with one
// schema here, so the two doors can never accept different things. Every refusal is one readable sentence that
// names the field once (`quantity must be a whole number.`), never a validator's default text.
import type { z } from 'zod';
import type { UserError } from './user-errors.ts';

export type FieldIssue = { field: string; message: string };
export type Parsed<T> = { ok: true; data: T } | { ok: false; issues: FieldIssue[] };

const fieldName = (path: PropertyKey[]) => path.map(String).join('.') || 'body';

/** Marks our own wording of an issue (below) from a message the schema wrote itself. */
const OURS = '\u0001';

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  bigint: 'a whole number',
  date: 'a date',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  set: 'a list',
  null: 'null',
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'an email address',
  url: 'a web address (URL)',
  datetime: 'a date and time (ISO 8601, such as 2026-12-01T09:30:00Z)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  uuid: 'a UUID',
  guid: 'a UUID',
};

/** Values listed in a sentence: the first ten, then how many more. */
function valueList(values: readonly unknown[]): string {
  const shown = values.slice(0, 10).map((v) => JSON.stringify(v));
  return values.length > 10 ? `${shown.join(', ')} or ${values.length - 10} more` : shown.join(', ');
}

const plural = (n: number | bigint, one: string, many: string) => `${n} ${n === 1 || n === 1n ? one : many}`;

/** What a size bound asks, after the field's name: 'can be at most 200 characters', 'must be at least 1'. */
function bound(kind: 'max' | 'min', origin: string, limit: number | bigint, inclusive = true, exact = false): string {
  const amount = (n: number | bigint) =>
    origin === 'string'
      ? plural(n, 'character', 'characters')
      : origin === 'array' || origin === 'set'
        ? plural(n, 'item', 'items')
        : origin === 'file'
          ? plural(n, 'byte', 'bytes')
          : String(n);
  if (exact) return `must be exactly ${amount(limit)}`;
  if (kind === 'min' && origin === 'string' && limit === 1) return 'cannot be empty';
  if (kind === 'min' && (origin === 'array' || origin === 'set') && limit === 1) return 'needs at least one item';
  const list = origin === 'array' || origin === 'set';
  if (kind === 'max') return inclusive ? `can ${list ? 'have' : 'be'} at most ${amount(limit)}` : `must be less than ${amount(limit)}`;
  return inclusive ? `${list ? 'needs' : 'must be'} at least ${amount(limit)}` : `must be more than ${amount(limit)}`;
}

/** Our sentence for an issue whose schema wrote no message, without the field's name (issuesOf puts it first). */
function wording(issue: z.core.$ZodRawIssue): string {
  if (issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union'))
    return 'is required.';
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'never' ? 'is not taken here.' : `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}.`;
    case 'too_big':
      return `${bound('max', issue.origin, issue.maximum, issue.inclusive, issue.exact)}.`;
    case 'too_small':
      return `${bound('min', issue.origin, issue.minimum, issue.inclusive, issue.exact)}.`;
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${valueList(issue.values)}.` : `must be one of ${valueList(issue.values)}.`;
    case 'invalid_format':
      return FORMAT_WORDS[issue.format] ? `must be ${FORMAT_WORDS[issue.format]}.` : 'is not in the form it takes.';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} it does not take: ${issue.keys.join(', ')}.`;
    case 'invalid_key':
      return 'has a key that is not valid.';
    case 'invalid_element':
      return 'has an element that is not valid.';
    default:
      return 'is not valid.';
  }
}

/** One sentence per issue. Our wordings, and a schema's own fragments ('is required.', 'not valid JSON.'), follow the
 * field's name; a schema's own full sentence ('Choose an image.') is kept as it is: the issue's field names it. */
function issuesOf(error: z.ZodError, at: PropertyKey[]): FieldIssue[] {
  return error.issues.map((issue) => {
    const field = fieldName([...at, ...issue.path]);
    const text = issue.message.startsWith(OURS) ? issue.message.slice(OURS.length) : issue.message;
    const fragment = issue.message.startsWith(OURS) || /^[a-z]/.test(text);
    return { field, message: fragment ? `${field} ${text}` : text };
  });
}

/** The value at `path` inside `value`. */
function valueAt(value: unknown, path: PropertyKey[]): unknown {
  let here = value;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/** A copy of `value` without the object fields at `paths` (list entries are kept: they are not absent fields). */
function withoutFields(value: unknown, paths: PropertyKey[][]): unknown {
  const copy = structuredClone(value);
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1));
    const key = path.at(-1);
    if (parent && typeof parent === 'object' && !Array.isArray(parent) && key !== undefined)
      delete (parent as Record<PropertyKey, unknown>)[key];
  }
  return copy;
}

/** How many times a parse drops refused nulls and tries again (each round removes every one it found). */
const NULL_ROUNDS = 3;

/** Parses a value (the input named `at`, if given) with the schema; each problem is one sentence naming its field.
 * A null where the field takes no null is read as the field left out, as GraphQL clients send an optional field they
 * do not set: the field's default applies, or, when it is required, 'is required.' — never 'must be text.' for null. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, at?: string): Parsed<z.output<S>> {
  const options = { error: (issue: z.core.$ZodRawIssue) => OURS + wording(issue) };
  let input = value;
  for (let round = 0; ; round++) {
    const result = schema.safeParse(input, options);
    if (result.success) return { ok: true, data: result.data };
    const nulls = result.error.issues.filter(
      (i) => i.path.length > 0 && typeof i.path.at(-1) !== 'number' && valueAt(input, i.path) === null,
    );
    if (nulls.length === 0 || round === NULL_ROUNDS) return { ok: false, issues: issuesOf(result.error, at ? [at] : []) };
    input = withoutFields(
      input,
      nulls.map((i) => i.path),
    );
  }
}

/** Field issues as the userErrors of a refused change. */
export const invalidInput = (issues: FieldIssue[]): { ok: false; userErrors: UserError[] } => ({
  ok: false,
  userErrors: issues.map((i) => ({ code: 'INVALID_INPUT', message: i.message, field: i.field })),
});
