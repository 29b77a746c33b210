// Custom-form and site-form validation (spec §5 "Custom form", "Site form email", "Textarea with max length").

import { isValidEmail } from './email.ts';
import { answerableFields, type FieldValue, type FormField, parseMaxLength } from './form-fields.ts';
import { isPlainObject, toText, toTextList } from './form-value-coerce.ts';
import { isEmptyValue } from './form-values.ts';
import {
  CHARACTER_LIMIT_MESSAGE,
  EMAIL_FORMAT_EXAMPLE,
  INVALID_CHOICE_MESSAGE,
  LIKERT_LABELS,
  LIKERT_MISSING_MESSAGE,
  REQUIRED_MESSAGE,
  siteFormEmailInvalidMessage,
} from './messages.ts';

export type CharacterCount = { count: number; limit: number | null; over: boolean };

/** Characters as a shopper sees them: one per code point, a line break (\r\n or \n) counts once. */
export function countCharacters(value: string): number {
  return [...value.replace(/\r\n/g, '\n')].length;
}

/** The textarea counter (current/limit) and its error flag; a limit of 0 or invalid means no limit (null). */
export function characterCount(value: string | null | undefined, maxLength: unknown): CharacterCount {
  const count = countCharacters(value ?? '');
  const limit = parseMaxLength(maxLength);
  return { count, limit, over: limit !== null && count > limit };
}

/**
 * Messages keyed by field id; empty when every answer is valid. Answers are expected normalised (see form-values.ts);
 * a value of the wrong shape is treated as no answer. Hidden fields are never 'Required': the shopper cannot fill them.
 */
export function validateAnswers(
  fields: readonly FormField[],
  answers: Readonly<Record<string, FieldValue | null | undefined>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of answerableFields(fields)) {
    const message = fieldError(field, Object.hasOwn(answers, field.id) ? answers[field.id] : undefined);
    if (message !== null) errors[field.id] = message;
  }
  return errors;
}

function fieldError(field: FormField, value: unknown): string | null {
  if (field.type === 'hidden') return null;
  if (field.type === 'likert') return likertError(field, value);
  if (isEmptyValue(value)) return field.required ? REQUIRED_MESSAGE : null;
  const choices = field.options?.choices;
  switch (field.type) {
    case 'checkbox':
      return choices && toTextList(value).some((v) => !choices.includes(v)) ? INVALID_CHOICE_MESSAGE : null;
    case 'radio':
    case 'select':
      return choices && !choices.includes(toText(value) ?? '') ? INVALID_CHOICE_MESSAGE : null;
    case 'email':
      return isValidEmail(toText(value) ?? '') ? null : siteFormEmailInvalidMessage(EMAIL_FORMAT_EXAMPLE);
    case 'text':
    case 'textarea':
      return typeof value === 'string' && characterCount(value, field.options?.maxLength).over ? CHARACTER_LIMIT_MESSAGE : null;
    default:
      return null;
  }
}

/** Required likert: every question answered (or, with no questions listed, at least one); answers are '-2'…'2'. */
function likertError(field: FormField, value: unknown): string | null {
  const map = isPlainObject(value) ? value : {};
  const answered = (question: string) => toTextList(map[question]).length > 0;
  if (field.required) {
    const questions = field.options?.questions ?? [];
    const missing = questions.length > 0 ? questions.some((q) => !answered(q)) : !Object.keys(map).some(answered);
    if (missing) return LIKERT_MISSING_MESSAGE;
  }
  const allAnswers = Object.values(map).flatMap((answers) => toTextList(answers));
  return allAnswers.some((a) => !Object.hasOwn(LIKERT_LABELS, a)) ? INVALID_CHOICE_MESSAGE : null;
}
