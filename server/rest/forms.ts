// Site form shims (spec §7, §8 status mapping): a submission key, validation by form, saving a submission, and the
// owners' CSV export. Client mistakes answer 400/401/404/429 with the spec's messages, never 500.
import type { Context, Hono } from 'hono';
import { FORM_NOT_CONFIGURED_MESSAGE, FORM_UNAUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import type { AppEnv } from '../http/app-env.ts';
import { refusal } from '../http/permissions.ts';
import { issueFormKey, saveFormSubmission, submissionsCsv, validateFormValues } from '../services/site-forms.ts';

/** JSON or form-encoded bodies, as real clients send them. */
async function fields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = await c.req.json().catch(() => null);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  if (type.includes('form'))
    return Object.fromEntries(
      Object.entries(await c.req.parseBody().catch(() => ({}))).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    );
  return {};
}

/** The query string of the page the form was on: hidden fields take same-named parameters from it. */
function pageQuery(body: Record<string, unknown>): URLSearchParams | undefined {
  const page = typeof body.pagePath === 'string' ? body.pagePath : typeof body.pageUrl === 'string' ? body.pageUrl : '';
  const at = page.indexOf('?');
  return at >= 0 ? new URLSearchParams(page.slice(at + 1)) : undefined;
}

export function formRoutes(app: Hono<AppEnv>) {
  app.post('/api/form/FormSubmissionKey', async (c) => c.json({ key: await issueFormKey(c.get('ctx')) }));

  app.post('/api/rest/forms/validate/:formId', async (c) => {
    const errors = await validateFormValues(c.get('ctx'), c.req.param('formId'), await fields(c));
    if (!errors) return c.json({ error: FORM_NOT_CONFIGURED_MESSAGE }, 404);
    return Object.keys(errors).length > 0 ? c.json({ errors }, 400) : c.json({ valid: true });
  });

  app.post('/api/form/SaveFormSubmission', async (c) => {
    const body = await fields(c);
    const formId = typeof body.formId === 'string' ? body.formId : '';
    if (!formId) return c.json({ error: FORM_NOT_CONFIGURED_MESSAGE }, 404);
    let form: unknown = body.form;
    if (typeof form === 'string') {
      try {
        form = JSON.parse(form);
      } catch {
        return c.json({ errors: {}, error: 'Could not parse the form fields, please check your entries.' }, 400);
      }
    }
    const outcome = await saveFormSubmission(c.get('ctx'), {
      formId,
      key: typeof body.key === 'string' ? body.key : '',
      form,
      captchaKey: typeof body.captchaKey === 'string' ? body.captchaKey : null,
      pageUrl: typeof body.pagePath === 'string' ? body.pagePath : null,
      query: pageQuery(body),
    });
    if (outcome.status === 'not-found') return c.json({ error: FORM_NOT_CONFIGURED_MESSAGE }, 404);
    if (outcome.status === 'bad-key') return c.json({ error: FORM_UNAUTHORIZED_MESSAGE }, 401);
    if (outcome.status === 'invalid') return c.json({ errors: outcome.errors }, 400);
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
