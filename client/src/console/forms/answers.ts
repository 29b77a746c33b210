// A submission's answers (valuesJson, keyed by field id) as the spec's answer display shows them
// (domain/form-answers-display.ts: sub-field labels, checkbox lists, likert labels, 'N/A'), in the form's field order.
// A submission of a form the console does not know (a product's form) shows its raw answers under their field ids.
import { displayAnswers } from '../../../../domain/form-answers-display.ts';
import { type FieldValue, parseFormField } from '../../../../domain/form-fields.ts';
import type { PickableFormFragment } from '../generated/graphql.ts';

export type Answer = { fieldId: string; title: string; lines: string[] };

const rawText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function answersOf(valuesJson: string, form: PickableFormFragment | undefined): Answer[] {
  let values: Record<string, FieldValue | null>;
  try {
    values = JSON.parse(valuesJson) as Record<string, FieldValue | null>;
  } catch {
    return [{ fieldId: '', title: 'Answers', lines: [valuesJson] }];
  }
  if (!form) return Object.entries(values).map(([id, value]) => ({ fieldId: id, title: id, lines: [rawText(value)] }));
  const fields = form.fields.map((f) =>
    parseFormField({ id: f.id, type: f.type, title: f.title, required: f.required, options: f.optionsJson }),
  );
  return displayAnswers(fields, values);
}
