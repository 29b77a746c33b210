// Site forms (contact, newsletter, custom): single-use submission keys bound to the visitor, validation with the
// form-field engine, saving a submission with its notification email and, for newsletter forms, the mailing list.

import { randomBytes, randomUUID } from 'node:crypto';
import { type FormField, parseFormField } from '../../domain/form-fields.ts';
import { type FormSchema, type FormSchemaType, formSchema, MAX_FORM_SCHEMA_FIELDS } from '../../domain/form-schema.ts';
import { validateAnswers } from '../../domain/form-validation.ts';
import { type FormQuery, normalizeAnswers } from '../../domain/form-values.ts';
import { CAPTCHA_FIELD_MESSAGE, CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE } from '../../domain/messages.ts';
import { PROMO_POPUP_CAPTCHA_ACTION } from '../../domain/promo-popup.ts';
import { parseVisitorCookie } from '../../domain/visitor-cookie.ts';
import type { Prisma } from '../db/client.ts';
import type { CustomForm, CustomFormField } from '../db/generated/postgresql/client.ts';
import { recordLeadEvent } from './analytics/commerce-events.ts';
import { botCheck } from './captcha/bot-check.ts';
import type { CaptchaAction } from './captcha/captcha-verifier.ts';
import type { RequestContext, ServiceContext } from './context.ts';
import { enqueue } from './outbox.ts';

export const FORM_KEY_MINUTES = 30;

export type SaveOutcome =
  /** marketingId: the browser's marketing id when a newsletter form put its email on the list (the doors keep it in
   * the SS_MID cookie), else null. */
  | { status: 'saved'; submissionId: string; marketingId: string | null }
  | { status: 'not-found' }
  | { status: 'bad-key' }
  | { status: 'invalid'; errors: Record<string, string> };

type FormWithFields = CustomForm & { fields: CustomFormField[] };

const loadForm = (ctx: ServiceContext, formId: string): Promise<FormWithFields | null> =>
  ctx.db.customForm.findFirst({ where: { id: formId, websiteId: ctx.website.id }, include: { fields: { orderBy: { position: 'asc' } } } });

/** A form of this website by id, or its first site form of a kind (its contact form, its newsletter form). */
export const findForm = <Q extends Omit<Prisma.CustomFormFindFirstArgs, 'where'>>(
  ctx: ServiceContext,
  by: { id: string } | { kind: 'CONTACT' | 'NEWSLETTER' | 'PRODUCT' },
  query?: Q,
) =>
  ctx.db.customForm.findFirst({
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    ...(query as object),
    where: { ...by, websiteId: ctx.website.id },
  });

/** The website's forms (site forms and products' forms), by name, for owners choosing one (a form block). */
export const listForms = <Q extends Omit<Prisma.CustomFormFindManyArgs, 'where'>>(
  ctx: ServiceContext,
  kind: 'CONTACT' | 'NEWSLETTER' | 'PRODUCT' | null | undefined,
  query?: Q,
) =>
  ctx.db.customForm.findMany({
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    ...(query as object),
    where: { websiteId: ctx.website.id, ...(kind ? { kind } : {}) },
  });

/** The schema of a form of this type (spec §7 GetTemplateSchema): the one named by id (it must be of that type), else
 * the website's first form of the type; null when there is none. */
export async function formSchemaOf(ctx: ServiceContext, type: FormSchemaType, formId?: string): Promise<FormSchema | null> {
  const kind = type.toUpperCase() as 'CONTACT' | 'NEWSLETTER' | 'PRODUCT';
  const form = await ctx.db.customForm.findFirst({
    where: { websiteId: ctx.website.id, kind, ...(formId ? { id: formId } : {}) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { fields: { orderBy: [{ position: 'asc' }, { id: 'asc' }], take: MAX_FORM_SCHEMA_FIELDS + 1 } },
  });
  if (!form) return null;
  const fields = form.fields.map((row) => ({ ...parseFormField(row), description: row.description }));
  return formSchema(form, type, fields);
}

/** A single-use key for one submission, bound to the visitor, valid for 30 minutes. */
export async function issueFormKey(ctx: RequestContext, formId?: string | null): Promise<string> {
  await ctx.limits.consume('forms', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const key = randomBytes(24).toString('base64url');
  await ctx.db.formSubmissionKey.create({
    data: {
      key,
      websiteId: ctx.website.id,
      visitorId: ctx.visitor.id ?? 'anonymous',
      formId: formId ?? null,
      expiresAt: new Date(Date.now() + FORM_KEY_MINUTES * 60_000),
    },
  });
  return key;
}

/** Field errors keyed by field id (empty when valid); null when the form does not exist. */
export async function validateFormValues(
  ctx: ServiceContext,
  formId: string,
  raw: unknown,
  query?: FormQuery,
): Promise<Record<string, string> | null> {
  const form = await loadForm(ctx, formId);
  if (!form) return null;
  const fields = form.fields.map(parseFormField);
  return validateAnswers(fields, normalizeAnswers(fields, raw, query));
}

export type SaveInput = {
  formId: string;
  key: string;
  form: unknown;
  captchaKey?: string | null;
  /** The action the captcha response was asked for; only the promo popup's, on a newsletter form, changes anything. */
  captchaAction?: string | null;
  /** The path and query of the page the form was sent from, kept with the submission. */
  pageUrl?: string | null;
  query?: FormQuery;
  /** The ss_cvr value the page sent: names the visitor of a call without visitor cookies (a headless client). */
  visitorCookie?: string | null;
};

/** The action a form's captcha response must be for: the form block's, the newsletter block's, or (a newsletter form
 * sent from the promo popup) the popup's. */
function captchaActionFor(kind: string, asked?: string | null): CaptchaAction {
  if (kind !== 'NEWSLETTER') return 'FORM_BLOCK_SUBMISSION';
  return asked === PROMO_POPUP_CAPTCHA_ACTION ? PROMO_POPUP_CAPTCHA_ACTION : 'NEWSLETTER_BLOCK_SUBMISSION';
}

/** Saves a submission: every rule runs again, then the key is used up and the row, its notification email and
 * (newsletter forms) the mailing-list sign-up and lead event are written, all in one transaction. */
export async function saveFormSubmission(ctx: RequestContext, input: SaveInput): Promise<SaveOutcome> {
  await ctx.limits.consume('forms', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const form = await loadForm(ctx, input.formId);
  if (!form) return { status: 'not-found' };
  const fields = form.fields.map(parseFormField);
  const answers = normalizeAnswers(fields, input.form, input.query);
  const errors = validateAnswers(fields, answers);
  // A required captcha with no site key to draw it cannot be completed: the owner must add one (spec §8 Captcha).
  if (form.captchaRequired && !ctx.website.captchaSiteKey) errors.captcha = CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE;
  else if (form.captchaRequired || ctx.website.captchaSiteKey) {
    const action = captchaActionFor(form.kind, input.captchaAction);
    const bot = await botCheck(ctx.captcha, ctx.website, { token: input.captchaKey, action, remoteIp: ctx.visitor.ip });
    if (!bot.ok || (form.captchaRequired && !input.captchaKey)) errors.captcha = CAPTCHA_FIELD_MESSAGE;
  }
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const saved = await ctx.db.$transaction(async (tx) => {
    // The key is used up by the write it lets through: a write that fails leaves it usable, and of two submissions
    // with one key only the first to take it writes (the other finds it used once the first commits).
    const consumed = await tx.formSubmissionKey.updateMany({
      where: {
        key: input.key,
        websiteId: ctx.website.id,
        visitorId: ctx.visitor.id ?? 'anonymous',
        usedAt: null,
        expiresAt: { gt: new Date() },
      },
      data: { usedAt: new Date() },
    });
    if (consumed.count !== 1) return null;
    const row = await tx.formSubmission.create({
      data: {
        websiteId: ctx.website.id,
        formId: form.id,
        visitorId: ctx.visitor.id ?? parseVisitorCookie(input.visitorCookie)?.id ?? null,
        values: answers as Prisma.InputJsonValue,
        pageUrl: input.pageUrl ?? null,
      },
    });
    if (form.notifyEmail)
      await enqueue(tx, { websiteId: ctx.website.id, kind: 'email.formNotification', payload: { submissionId: row.id } });
    const subscriberId =
      form.kind === 'NEWSLETTER' ? await joinNewsletter(tx, { website: ctx.website, visitorId: ctx.visitor.id }, fields, answers) : null;
    return { submissionId: row.id, subscriberId };
  });
  if (!saved) return { status: 'bad-key' };
  return { status: 'saved', submissionId: saved.submissionId, marketingId: saved.subscriberId };
}

type Tx = Prisma.TransactionClient;

/** Newsletter forms: the email joins the list pending confirmation (double opt-in), and the lead is recorded. Answers
 * the subscriber's id (the browser's marketing id), or null without an email. Given the transaction's client and
 * what it needs of the request (never the request context, whose db is outside the transaction). */
async function joinNewsletter(
  tx: Tx,
  by: Pick<RequestContext, 'website'> & { visitorId: string | null },
  fields: FormField[],
  answers: Record<string, unknown>,
): Promise<string | null> {
  const emailField = fields.find((f) => f.type === 'email');
  const email = emailField && typeof answers[emailField.id] === 'string' ? (answers[emailField.id] as string).trim().toLowerCase() : null;
  if (!email) return null;
  const subscriber = await tx.mailingListSubscriber.upsert({
    where: { websiteId_email: { websiteId: by.website.id, email } },
    create: { websiteId: by.website.id, email, status: 'PENDING', confirmToken: randomUUID(), source: 'newsletter' },
    update: {},
  });
  if (subscriber.status === 'PENDING')
    await enqueue(tx, { websiteId: by.website.id, kind: 'email.newsletterConfirm', payload: { subscriberId: subscriber.id } });
  await recordLeadEvent(tx, by.website, by.visitorId, 'newsletter');
  return subscriber.id;
}

/** Owners' export: every submission of a form as CSV rows (header: Submitted, then each field's title). */
export async function submissionsCsv(ctx: ServiceContext, formId: string): Promise<string | null> {
  const form = await loadForm(ctx, formId);
  if (!form) return null;
  const fields = form.fields.map(parseFormField).filter((f) => f.type !== 'section');
  const rows = await ctx.db.formSubmission.findMany({
    where: { websiteId: ctx.website.id, formId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const cell = (v: unknown) => {
    const raw = v == null ? '' : Array.isArray(v) ? v.join(' ') : typeof v === 'object' ? JSON.stringify(v) : String(v);
    // A leading =, +, - or @ would run as a formula in a spreadsheet.
    const text = /^[=+\-@]/.test(raw) ? `'${raw}` : raw;
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [['Submitted', ...fields.map((f) => f.title)].map(cell).join(',')];
  for (const r of rows) {
    const values = (r.values ?? {}) as Record<string, unknown>;
    lines.push([r.createdAt.toISOString(), ...fields.map((f) => values[f.id])].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
