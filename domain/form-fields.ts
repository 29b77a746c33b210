// The custom-form field model (spec §3 "Custom form"): field types, their options, and parsing a stored field row.

export const FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'date',
  'name',
  'time',
  'address',
  'checkbox',
  'likert',
  'radio',
  'select',
  'phone',
  'hidden',
  'section',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Fields whose value is a fixed list of sub-values, with the labels the answer display uses. */
export const PART_LABELS = {
  name: ['First', 'Last'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
} as const satisfies Record<string, readonly string[]>;
export type MultiPartType = keyof typeof PART_LABELS;

export type FormFieldOptions = {
  /** checkbox, radio, select */
  choices?: string[];
  /** likert */
  questions?: string[];
  /** hidden (and a prefill for others) */
  defaultValue?: string;
  /** text, textarea; absent = no limit */
  maxLength?: number;
  placeholder?: string;
};

export type FormField = {
  id: string;
  type: FieldType;
  title: string;
  required: boolean;
  options?: FormFieldOptions;
};

/** A likert answer maps each question to its checked answers ('-2'…'2'). */
export type LikertValue = Record<string, string[]>;
export type FieldValue = string | string[] | LikertValue;

/** How a field's value is shaped: none (section), one text, fixed parts, a list of checked values, a likert map. */
export type ValueShape = 'none' | 'text' | 'parts' | 'list' | 'map';

export function valueShape(type: FieldType): ValueShape {
  if (type === 'section') return 'none';
  if (type === 'checkbox') return 'list';
  if (type === 'likert') return 'map';
  return isMultiPart(type) ? 'parts' : 'text';
}

export function isMultiPart(type: FieldType): type is MultiPartType {
  return Object.hasOwn(PART_LABELS, type);
}

/** Section fields are layout only: skipped by values, validation and display. */
export function answerableFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((f) => f.type !== 'section');
}

/** A limit of 0 or anything that is not a positive whole number means no limit (null). */
export function parseMaxLength(raw: unknown): number | null {
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

/** Unknown or misspelt types fall back to single-value text (the spec's catch-all). */
export function parseFieldType(raw: string): FieldType {
  const t = raw.trim().toLowerCase();
  return (FIELD_TYPES as readonly string[]).includes(t) ? (t as FieldType) : 'text';
}

/** Builds a field from a database row; options are stored as JSON and may be junk, a JSON string, or missing. */
export function parseFormField(row: { id: string; type: string; title: string; required: boolean; options: unknown }): FormField {
  const field: FormField = { id: row.id, type: parseFieldType(row.type), title: row.title, required: row.required === true };
  const options = parseOptions(row.options);
  if (Object.keys(options).length > 0) field.options = options;
  return field;
}

function parseOptions(raw: unknown): FormFieldOptions {
  const obj = asObject(typeof raw === 'string' ? safeJson(raw) : raw);
  const options: FormFieldOptions = {};
  const choices = stringList(obj.choices);
  if (choices.length > 0) options.choices = choices;
  const questions = stringList(obj.questions);
  if (questions.length > 0) options.questions = questions;
  const defaultValue = scalarText(obj.defaultValue);
  if (defaultValue !== undefined) options.defaultValue = defaultValue;
  const maxLength = parseMaxLength(obj.maxLength);
  if (maxLength !== null) options.maxLength = maxLength;
  const placeholder = scalarText(obj.placeholder);
  if (placeholder !== undefined) options.placeholder = placeholder;
  return options;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function asObject(raw: unknown): Record<string, unknown> {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}

function scalarText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  return typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;
}

/** Trimmed, non-empty, de-duplicated strings; numbers become strings, anything else is dropped. */
function stringList(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const out: string[] = [];
  for (const item of raw) {
    const text = scalarText(item)?.trim();
    if (text && !out.includes(text)) out.push(text);
  }
  return out;
}
