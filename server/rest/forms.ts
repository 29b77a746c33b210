// Site form shims (spec §7, §8 status mapping): a form type's schema, a submission key, validation by form, saving a
// submission, and the owners' CSV export. Client mistakes answer 400/401/404/429 with the spec's messages, never 500: 400 carries
// `errors` keyed by field id for answers, or `error` for a request the form could not read at all.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { FORM_TYPE_MESSAGE, formSchemaType } from '../../domain/form-schema.ts';
import { FORM_NOT_CONFIGURED_MESSAGE, FORM_PARSE_ERROR_MESSAGE, FORM_UNAUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseBody, parseQuery, text } from '../http/input.ts';
import { refusal } from '../http/permissions.ts';
import { keepMarketingCookie } from '../http/visitor-cookies.ts';
import { formSchemaOf, issueFormKey, saveFormSubmission, submissionsCsv, validateFormValues } from '../services/site-forms.ts';
import { parseWith } from '../services/validation.ts';

const FieldValues = z.record(z.string(), z.unknown());
const Submission = z.object({
  formId: text.optional(),
  key: text.optional(),
  form: z.unknown().optional(),
  captchaKey: text.nullish(),
  /** The captcha action the response was asked for (the promo popup's sign-up names its own). */
  captchaAction: text.nullish(),
  /** The page the form was sent from: its path and query (`pagePath`), or its address (`url`, or `pageUrl`). */
  pagePath: z.string().max(2000).optional(),
  pageUrl: z.string().max(2000).optional(),
  /** The census's visitor and page fields (spec §3 "Form submission payload"): the ss_cvr value, the page's address
   * and its page type (read, bounded, not kept: the page is kept by its path). */
  visitorCookie: z.string().max(200).optional(),
  url: z.string().max(2000).optional(),
  pageType: z.coerce.number().int().min(0).max(9999).nullish(),
});
/** The answers: an object keyed by field id, or that object as a JSON string (how the Squarespace client sends it). */
const FormAnswers = z.union([
  FieldValues,
  z.string().transform((s, ctx) => {
    try {
      return FieldValues.parse(JSON.parse(s));
    } catch {
      ctx.issues.push({ code: 'custom', message: FORM_PARSE_ERROR_MESSAGE, input: s });
      return z.NEVER;
    }
  }),
]);

const unreadable = (c: Context<AppEnv>) => c.json({ errors: {}, error: FORM_PARSE_ERROR_MESSAGE }, 400);

/** The path and query of the page a form was sent from, given as an address or as a path. */
function pagePathOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  if (URL.canParse(address)) {
    const url = new URL(address);
    return url.pathname + url.search;
  }
  return address.startsWith('/') ? address : undefined;
}

/** The query string of the page the form was on: hidden fields take same-named parameters from it. */
function pageQuery(page: string | undefined): URLSearchParams | undefined {
  const at = page?.indexOf('?') ?? -1;
  return page && at >= 0 ? new URLSearchParams(page.slice(at + 1)) : undefined;
}

const SchemaQuery = z.object({ type: z.string().max(32).optional(), formId: z.string().max(64).optional() });

export function formRoutes(app: Hono<AppEnv>) {
  app.get('/api/template/GetTemplateSchema', async (c) => {
    const query = parseQuery(c, SchemaQuery);
    const type = query.ok ? formSchemaType(query.data.type) : null;
    if (!query.ok || !type) return c.json({ error: query.ok ? FORM_TYPE_MESSAGE : query.issues[0].message }, 400);
    const schema = await formSchemaOf(c.get('ctx'), type, query.data.formId || undefined);
    return schema ? c.json(schema) : c.json({ error: FORM_NOT_CONFIGURED_MESSAGE }, 404);
  });

  app.post('/api/form/FormSubmissionKey', async (c) => c.json({ key: await issueFormKey(c.get('ctx')) }));

  app.post('/api/rest/forms/validate/:formId', async (c) => {
    const values = await parseBody(c, FieldValues);
    if (!values.ok) return unreadable(c);
    const errors = await validateFormValues(c.get('ctx'), c.req.param('formId'), values.data);
    if (!errors) return c.json({ error: FORM_NOT_CONFIGURED_MESSAGE }, 404);
    return Object.keys(errors).length > 0 ? c.json({ errors }, 400) : c.json({ valid: true });
  });

  app.post('/api/form/SaveFormSubmission', async (c) => {
    const body = await parseBody(c, Submission);
    if (!body.ok) return unreadable(c);
    const { formId, key, captchaKey, captchaAction, visitorCookie } = body.data;
    const pagePath = body.data.pagePath ?? pagePathOf(body.data.url ?? body.data.pageUrl);
    if (!formId) return c.json({ error: FORM_NOT_CONFIGURED_MESSAGE }, 404);
    const form = parseWith(FormAnswers.default({}), body.data.form);
    if (!form.ok) return unreadable(c);
    const outcome = await saveFormSubmission(c.get('ctx'), {
      formId,
      key: key ?? '',
      form: form.data,
      captchaKey: captchaKey ?? null,
      captchaAction: captchaAction ?? null,
      pageUrl: pagePath ?? null,
      query: pageQuery(pagePath),
      visitorCookie: visitorCookie ?? null,
    });
    if (outcome.status === 'not-found') return c.json({ error: FORM_NOT_CONFIGURED_MESSAGE }, 404);
    if (outcome.status === 'bad-key') return c.json({ error: FORM_UNAUTHORIZED_MESSAGE }, 401);
    if (outcome.status === 'invalid') return c.json({ errors: outcome.errors }, 400);
    keepMarketingCookie(c.get('ctx'), outcome.marketingId);
    return c.body(null, 204);
  });

  app.get('/api/owner/forms/:formId/submissions.csv', async (c) => {
    const refused = refusal(c, 'forms:read');
    if (refused) return refused;
    const csv = await submissionsCsv(c.get('ctx'), c.req.param('formId'));
    if (csv === null) return c.json({ error: FORM_NOT_CONFIGURED_MESSAGE }, 404);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="submissions-${c.req.param('formId')}.csv"`,
    });
  });
}
