// The form schema a form block needs (spec §7 GetTemplateSchema): a form's fields in order with their types, labels,
// required flags, value shapes and options, from the custom-form field model (form-fields.ts). Section fields stay:
// they lay the form out, though they take no answer.
import {
  type FieldType,
  type FormField,
  type FormFieldOptions,
  isMultiPart,
  PART_LABELS,
  type ValueShape,
  valueShape,
} from './form-fields.ts';
import { LIKERT_LABELS } from './messages.ts';

/** The form types GetTemplateSchema answers for, as a form block names them. */
export const FORM_SCHEMA_TYPES = ['contact', 'newsletter', 'product'] as const;
export type FormSchemaType = (typeof FORM_SCHEMA_TYPES)[number];
export const FORM_TYPE_MESSAGE = `Name a form type: ${FORM_SCHEMA_TYPES.join(', ')}.`;

/** A schema lists at most this many fields (the first ones, in order); `truncated` says when there were more. */
export const MAX_FORM_SCHEMA_FIELDS = 200;

export type FormSchemaField = {
  id: string;
  type: FieldType;
  title: string;
  description: string;
  required: boolean;
  valueShape: ValueShape;
  /** Multi-part fields (name, address, date, time, phone): the labels of their parts, in value order. */
  parts?: readonly string[];
  /** Likert fields: the answers each question offers, value and label (-2 … 2). */
  scale?: { value: string; label: string }[];
} & FormFieldOptions;

export type FormSchema = {
  id: string;
  type: FormSchemaType;
  name: string;
  submissionMessage: string;
  successRedirect: string | null;
  disclaimer: string | null;
  captchaRequired: boolean;
  fields: FormSchemaField[];
  truncated: boolean;
};

/** The form type a request names (any case), or null when it names none of them. */
export function formSchemaType(raw: string | undefined): FormSchemaType | null {
  const type = raw?.trim().toLowerCase();
  return (FORM_SCHEMA_TYPES as readonly string[]).includes(type ?? '') ? (type as FormSchemaType) : null;
}

export function formSchemaField(field: FormField & { description?: string }): FormSchemaField {
  const schema: FormSchemaField = {
    id: field.id,
    type: field.type,
    title: field.title,
    description: field.description ?? '',
    required: field.required,
    valueShape: valueShape(field.type),
    ...field.options,
  };
  if (isMultiPart(field.type)) schema.parts = PART_LABELS[field.type];
  if (field.type === 'likert') schema.scale = LIKERT_SCALE;
  return schema;
}

const LIKERT_SCALE = Object.entries(LIKERT_LABELS)
  .sort(([a], [b]) => Number(a) - Number(b))
  .map(([value, label]) => ({ value, label }));

type FormHead = Omit<FormSchema, 'type' | 'fields' | 'truncated'>;

/** A form's schema: its settings shoppers see (never, say, where its notifications go), and its fields in order (at
 * most MAX_FORM_SCHEMA_FIELDS). */
export function formSchema(form: FormHead, type: FormSchemaType, fields: readonly (FormField & { description?: string })[]): FormSchema {
  const { id, name, submissionMessage, successRedirect, disclaimer, captchaRequired } = form;
  return {
    id,
    type,
    name,
    submissionMessage,
    successRedirect,
    disclaimer,
    captchaRequired,
    fields: fields.slice(0, MAX_FORM_SCHEMA_FIELDS).map(formSchemaField),
    truncated: fields.length > MAX_FORM_SCHEMA_FIELDS,
  };
}
