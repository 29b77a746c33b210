// A submission's answers (valuesJson, keyed by field id) as title and text, in the form's field order when the form
// is known; answers of fields it no longer has come last under their id.

type Field = { id: string; title: string };

function answerText(value: unknown): string {
  if (value == null) return '';
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(' ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map(answerText)
      .filter(Boolean)
      .join(', ');
  return String(value);
}

export function answersOf(valuesJson: string, fields: Field[]): { title: string; text: string }[] {
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(valuesJson) as Record<string, unknown>;
  } catch {
    return [{ title: 'Answers', text: valuesJson }];
  }
  const known = fields.filter((f) => f.id in values).map((f) => ({ title: f.title || f.id, text: answerText(values[f.id]) }));
  const ids = new Set(fields.map((f) => f.id));
  const rest = Object.entries(values)
    .filter(([id]) => !ids.has(id))
    .map(([id, value]) => ({ title: id, text: answerText(value) }));
  return [...known, ...rest].filter((a) => a.text !== '');
}
