// Custom forms (spec §3 Custom form): a product's additional-fields form and the site's forms, with their fields; and
// the settings owners change on a form (updateFormSettings, settings:write).
import { updateFormSettings } from '../server/services/form-settings.ts';
import { findForm, listForms } from '../server/services/site-forms.ts';
import type { UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';

const FormKind = builder.enumType('FormKind', { values: ['PRODUCT', 'CONTACT', 'NEWSLETTER'] as const });

builder.prismaObject('CustomFormField', {
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type', {
      description: 'date, name, time, address, checkbox, likert, radio, select, phone, hidden, text, email, textarea, section',
    }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    required: t.exposeBoolean('required'),
    optionsJson: t.string({
      nullable: true,
      description: 'Type-specific settings as JSON: choices, questions, defaultValue, maxLength, placeholder.',
      resolve: (f) => (f.options == null ? null : JSON.stringify(f.options)),
    }),
  }),
});

export const CustomForm = builder.prismaObject('CustomForm', {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: FormKind, resolve: (f) => f.kind }),
    submissionMessage: t.exposeString('submissionMessage'),
    successRedirect: t.exposeString('successRedirect', { nullable: true }),
    disclaimer: t.exposeString('disclaimer', { nullable: true }),
    postSubmitHtml: t.exposeString('postSubmitHtml', {
      nullable: true,
      description: 'HTML shown after a successful submission; its scripts run again.',
    }),
    captchaRequired: t.exposeBoolean('captchaRequired', {
      description: "A submission needs a captcha response (the website's captcha site key draws it).",
    }),
    clientValidation: t.exposeBoolean('clientValidation', {
      description: 'The storefront checks the answers before sending them (spec §4); false: sent as they are, the server checks.',
    }),
    notifyEmail: t.exposeString('notifyEmail', {
      nullable: true,
      authScopes: { can: 'forms:read' },
      description: 'Where submissions are emailed; null: they are not (owners with forms:read).',
    }),
    notifySubject: t.exposeString('notifySubject', {
      nullable: true,
      authScopes: { can: 'forms:read' },
      description: 'The subject of the emails of submissions (owners with forms:read).',
    }),
    fields: t.relation('fields', { query: { orderBy: { position: 'asc' } } }),
    fieldCount: t.relationCount('fields', { description: 'How many fields the form has (sections included).' }),
  }),
});

builder.prismaObjectField('Product', 'additionalFieldsForm', (t) => t.relation('additionalFieldsForm', { nullable: true }));

builder.queryField('siteForm', (t) =>
  t.prismaField({
    type: 'CustomForm',
    nullable: true,
    description: "A form of this website by id (a site form or a product's form), or the website's contact or newsletter form by kind.",
    args: { id: t.arg.id(), kind: t.arg({ type: FormKind }) },
    resolve: (query, _root, { id, kind }, ctx) => (id ? findForm(ctx, { id }, query) : kind ? findForm(ctx, { kind }, query) : null),
  }),
);

builder.queryField('customForms', (t) =>
  t.prismaConnection({
    type: 'CustomForm',
    cursor: 'id',
    authScopes: { can: 'forms:read' },
    description: "The website's forms by name (contact, newsletter and products' forms; only one kind when asked), at most 100 a page.",
    args: { kind: t.arg({ type: FormKind }) },
    resolve: (query, _root, { kind }, ctx) => listForms(ctx, kind, query),
  }),
);

const FormSettingsInput = builder.inputType('FormSettingsInput', {
  description: 'Absent fields stay as they are.',
  fields: (t) => ({
    clientValidation: t.boolean({ description: 'Check answers in the browser before sending (default true).' }),
    captchaRequired: t.boolean({ description: 'Refuse submissions without a captcha response (default false).' }),
    notifyEmail: t.string({ description: "Where submissions are emailed; '' to email none. Needs notifySubject." }),
    notifySubject: t.string({ description: 'The subject of the emails of submissions.' }),
  }),
});

type FormSettingsResult = { form: (typeof CustomForm)['$inferType'] | null; userErrors: UserError[] };

const FormSettingsPayload = builder.objectRef<FormSettingsResult>('FormSettingsPayload').implement({
  fields: (t) => ({
    form: t.expose('form', { type: CustomForm, nullable: true }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
  }),
});

builder.mutationField('updateFormSettings', (t) =>
  t.field({
    type: FormSettingsPayload,
    authScopes: { can: 'settings:write' },
    description:
      "Changes a form's settings: client-side validation, whether a captcha is required, where and under what subject submissions are emailed (audited).",
    args: { formId: t.arg.id({ required: true }), input: t.arg({ type: FormSettingsInput, required: true }) },
    resolve: async (_root, { formId, input }, ctx) => {
      const result = await updateFormSettings(ctx, String(formId), input);
      return result.ok ? { form: result.form, userErrors: [] } : { form: null, userErrors: result.userErrors };
    },
  }),
);
