// Custom-form value shapes (spec §3): normalising submitted answers and the stable key that merges cart entries.

import { answerableFields, type FieldValue, type FormField, isMultiPart, type LikertValue } from './form-fields.ts';
import { isPlainObject, toParts, toText, toTextList } from './form-value-coerce.ts';

export type FormQuery = URLSearchParams | Readonly<Record<string, string>>;
export type FormAnswers = Record<string, FieldValue>;

function queryParam(query: FormQuery | undefined, name: string): string | null {
  if (!query || name === '') return null;
  const value = query instanceof URLSearchParams ? query.get(name) : Object.hasOwn(query, name) ? query[name] : null;
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Checked values, in the order of the field's choices (then any others as sent), without repeats. */
function checkboxValue(field: FormField, raw: unknown): string[] | null {
  const checked = isPlainObject(raw)
    ? Object.entries(raw)
        .filter(([, v]) => v === true || v === 1 || v === 'true' || v === 'on')
        .map(([k]) => k)
    : toTextList(raw);
  const choices = field.options?.choices ?? [];
  const ordered = [...choices.filter((c) => checked.includes(c)), ...checked.filter((c) => !choices.includes(c))];
  return ordered.length > 0 ? ordered : null;
}

/** Question → checked answers; questions the field does not ask are dropped when it lists its questions. */
function likertValue(field: FormField, raw: unknown): LikertValue | null {
  if (!isPlainObject(raw)) return null;
  const questions = field.options?.questions;
  const out: LikertValue = {};
  for (const [question, answers] of Object.entries(raw)) {
    const q = question.trim();
    if (q === '' || (questions && !questions.includes(q))) continue;
    const list = toTextList(answers);
    if (list.length > 0) out[q] = list;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The answer of one field in its §3 shape, or null for no answer (sections never have one). Hidden fields take the
 * query-string parameter named like the field's title (or id) when present and non-empty, then the value sent, then
 * the default.
 */
export function normalizeValue(field: FormField, raw: unknown, query?: FormQuery): FieldValue | null {
  if (field.type === 'section') return null;
  if (field.type === 'hidden') {
    const fromQuery = queryParam(query, field.title) ?? queryParam(query, field.id);
    return fromQuery ?? toText(raw) ?? toText(field.options?.defaultValue ?? null);
  }
  if (isMultiPart(field.type)) return toParts(field.type, raw);
  if (field.type === 'checkbox') return checkboxValue(field, raw);
  if (field.type === 'likert') return likertValue(field, raw);
  return toText(raw);
}

/**
 * Submitted answers keyed by field id → normalised answers; unknown ids, sections and empty answers are dropped. The
 * raw answers may also be a JSON string of them; null, "null", "[]", "{}" and junk mean no answers.
 */
export function normalizeAnswers(fields: readonly FormField[], raw: unknown, query?: FormQuery): FormAnswers {
  const source = parseAnswersInput(raw);
  const out: FormAnswers = {};
  for (const field of answerableFields(fields)) {
    const value = normalizeValue(field, Object.hasOwn(source, field.id) ? source[field.id] : undefined, query);
    if (value !== null) out[field.id] = value;
  }
  return out;
}

/** The answers object from what clients send: an object, or a JSON string of one; anything else is no answers. */
export function parseAnswersInput(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return isPlainObject(raw) ? raw : {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPlainObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** No answer: missing, blank text, a list whose parts are all blank, or a likert map with nothing checked. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  if (isPlainObject(value)) return Object.values(value).every(isEmptyValue);
  return false;
}

/**
 * A stable text for a set of answers: keys sorted, empty answers left out, likert questions and their answers sorted.
 * Identical answers give the same key in any key order; no answers give ''.
 */
export function canonicalAnswersKey(answers: Readonly<Record<string, FieldValue | null | undefined>>): string {
  const entries = Object.keys(answers)
    .filter((id) => !isEmptyValue(answers[id]))
    .sort()
    .map((id) => [id, canonicalValue(answers[id] as FieldValue)] as const);
  return entries.length === 0 ? '' : JSON.stringify(entries);
}

function canonicalValue(value: FieldValue): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map((part) => String(part).trim());
  return Object.keys(value)
    .filter((q) => !isEmptyValue(value[q]))
    .sort()
    .map((q) => [q, [...new Set(toTextList(value[q]))].sort()]);
}
