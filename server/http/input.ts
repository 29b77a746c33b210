// The one validation layer of the REST doors: bodies (JSON or form-encoded, as Content-Type says) and query strings
// are parsed with a zod schema into typed input, or into field issues that each path family answers in its own
// documented shape (400). Nothing reaches a service unparsed, and a client's mistake is never a 500.
import type { Context } from 'hono';
import { z } from 'zod';
import { MALFORMED_JSON_MESSAGE, NOT_AN_OBJECT_MESSAGE, NUL_CHARACTER_MESSAGE } from '../../domain/messages.ts';
import { type FieldIssue, type Parsed, parseWith } from '../services/validation.ts';
import { containsNul } from './nul-characters.ts';

export type { FieldIssue, Parsed };

/** Text that clients send as a string or a number (ids, SKUs); blank means absent. */
export const text = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().max(1000),
);

/** A JSON object given as itself or as a JSON string (form fields and query parameters carry JSON as text). */
export const jsonObject = z.preprocess(
  (v, ctx) => {
    if (typeof v !== 'string') return v;
    if (v === 'null' || v === '') return undefined;
    try {
      return JSON.parse(v);
    } catch {
      ctx.issues.push({ code: 'custom', message: 'is not valid JSON.', input: v });
      return z.NEVER;
    }
  },
  z.record(z.string(), z.unknown()),
);

/** The request body as fields: JSON (any JSON type for JSON bodies), form fields, or {} when empty. */
export async function bodyValue(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; issues: FieldIssue[] }> {
  const type = c.req.header('content-type') ?? '';
  // URL-encoded forms (census hits, page forms) are read as text: no web Request or FormData is built for them.
  if (type.includes('application/x-www-form-urlencoded')) {
    const raw = await c.req.text().catch(() => null);
    if (raw === null) return { ok: false, issues: [{ field: 'body', message: 'The form could not be read.' }] };
    return withoutNul(Object.fromEntries(new URLSearchParams(raw)));
  }
  if (type.includes('form')) {
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return { ok: false, issues: [{ field: 'body', message: 'The form could not be read.' }] };
    return withoutNul(Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : ''])));
  }
  const raw = await c.req.text();
  if (raw.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, issues: [{ field: 'body', message: MALFORMED_JSON_MESSAGE }] };
  }
  return withoutNul(value);
}

/** The body's value, or the issue of a NUL character in it (nul-characters.ts). */
function withoutNul(value: unknown): { ok: true; value: unknown } | { ok: false; issues: FieldIssue[] } {
  return containsNul(value) ? { ok: false, issues: [{ field: 'body', message: NUL_CHARACTER_MESSAGE }] } : { ok: true, value };
}

/** The body parsed with an object schema. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  const body = await bodyValue(c);
  if (!body.ok) return body;
  if (body.value === null || typeof body.value !== 'object' || Array.isArray(body.value))
    return { ok: false, issues: [{ field: 'body', message: NOT_AN_OBJECT_MESSAGE }] };
  return parseWith(schema, body.value);
}

/** The query string (first value of each parameter) parsed with an object schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<z.output<S>> {
  return parseWith(schema, c.req.query());
}
