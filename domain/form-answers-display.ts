// Answer display (spec §3 "Custom form"): sub-field labels, checkbox lists, likert labels and 'N/A' for no answer.

import { answerableFields, type FieldValue, type FormField, isMultiPart, PART_LABELS } from './form-fields.ts';
import { isPlainObject, toText, toTextList } from './form-value-coerce.ts';
import { EMPTY_ANSWER_TEXT, LIKERT_LABELS } from './messages.ts';

/** One answered (or unanswered) field; `title` is the field's raw title. */
export type AnswerDisplay = { fieldId: string; title: string; lines: string[] };

/** Every field but sections, in form order, with its answer as display lines (['N/A'] when empty). */
export function displayAnswers(
  fields: readonly FormField[],
  answers: Readonly<Record<string, FieldValue | null | undefined>>,
): AnswerDisplay[] {
  return answerableFields(fields).map((field) => {
    const lines = answerLines(field, Object.hasOwn(answers, field.id) ? answers[field.id] : undefined);
    return { fieldId: field.id, title: field.title, lines: lines.length > 0 ? lines : [EMPTY_ANSWER_TEXT] };
  });
}

function answerLines(field: FormField, value: unknown): string[] {
  if (isMultiPart(field.type)) {
    // Blank sub-values (a phone's country, a second address line) are left out; all blank shows 'N/A'.
    const parts = Array.isArray(value) ? value : [];
    return PART_LABELS[field.type].flatMap((label, i) => {
      const text = toText(parts[i]);
      return text === null ? [] : [`${label}: ${text}`];
    });
  }
  if (field.type === 'checkbox') {
    const checked = toTextList(value);
    return checked.length > 0 ? [checked.join(', ')] : [];
  }
  if (field.type === 'likert') return likertLines(field, value);
  const text = toText(value);
  return text === null ? [] : [text];
}

/** 'Question: Agree' per question, in the field's order then any others; an unanswered listed question shows 'N/A'. */
function likertLines(field: FormField, value: unknown): string[] {
  const map = isPlainObject(value) ? value : {};
  const listed = field.options?.questions ?? [];
  const answered = (q: string) => toTextList(map[q]).length > 0;
  const questions = [...listed, ...Object.keys(map).filter((q) => !listed.includes(q) && answered(q))];
  if (!questions.some(answered)) return [];
  return questions.map((q) => {
    const labels = toTextList(map[q]).map((a) => (Object.hasOwn(LIKERT_LABELS, a) ? LIKERT_LABELS[a] : a));
    return `${q}: ${labels.length > 0 ? labels.join(', ') : EMPTY_ANSWER_TEXT}`;
  });
}
