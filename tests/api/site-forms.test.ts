// Site forms: keys (single use, bound to the visitor, expiring), validation by field id, the §8 status mapping,
// captcha, newsletter sign-up, notifications and the owners' CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_PARSE_ERROR_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { TestCaptchaVerifier } from '../../server/services/captcha/captcha-verifier.ts';
import { RateLimits } from '../../server/services/rate-limits.ts';
import { browser, setCookies, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let f: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp({
    captcha: { standard: new TestCaptchaVerifier(), enterprise: new TestCaptchaVerifier() },
    limits: new RateLimits({ store: 'memory' }, { forms: { points: 1000, durationSeconds: 60 } }),
  });
  const fields = await t.db.customFormField.findMany({ where: { formId: 'form-contact' } });
  f = Object.fromEntries(fields.map((x) => [x.title, x.id]));
});
afterAll(() => t.close());

type Visitor = ReturnType<typeof browser>;
const visitor = async () => {
  const b = browser(t);
  await b.get('/shop');
  return b;
};
const post = (b: Visitor, path: string, body: unknown) =>
  b.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
    body: JSON.stringify(body),
  });
const keyFor = async (b: Visitor) => ((await (await post(b, '/api/form/FormSubmissionKey', {})).json()) as { key: string }).key;
const good = () => ({
  [f.Name]: ['Ada', 'Lovelace'],
  [f.Email]: 'ada@example.com',
  [f.Topic]: 'Order',
  [f.Message]: 'Where is my order?',
});
const save = async (b: Visitor, values: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  post(b, '/api/form/SaveFormSubmission', {
    key: await keyFor(b),
    formId: 'form-contact',
    form: JSON.stringify(values),
    pagePath: '/contact?source=ad',
    ...extra,
  });

describe('SaveFormSubmission', () => {
  it('saves a valid submission (204), takes hidden fields from the page query, and queues the owner notification', async () => {
    const b = await visitor();
    const res = await save(b, good());
    expect(res.status).toBe(204);
    const row = await t.db.formSubmission.findFirstOrThrow({ where: { formId: 'form-contact' }, orderBy: { createdAt: 'desc' } });
    expect(row.values).toMatchObject({ [f.Email]: 'ada@example.com', [f.source]: 'ad' });
    expect(
      await t.db.outboxMessage.count({ where: { kind: 'email.formNotification', payload: { equals: { submissionId: row.id } } } }),
    ).toBe(1);
  });

  it('answers 400 with errors keyed by field id, with the spec messages', async () => {
    const b = await visitor();
    const res = await save(b, { ...good(), [f.Email]: 'nope', [f.Name]: ['', ''], [f.Message]: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).errors).toEqual({
      [f.Name]: 'Required',
      [f.Email]: 'Email is not valid. Email addresses should follow the format email@example.com.',
      [f.Message]: 'You have exceeded the character limit.',
    });
  });

  it('answers 401 to a reused, expired or foreign key', async () => {
    const b = await visitor();
    const key = await keyFor(b);
    expect((await post(b, '/api/form/SaveFormSubmission', { key, formId: 'form-contact', form: JSON.stringify(good()) })).status).toBe(204);
    expect((await post(b, '/api/form/SaveFormSubmission', { key, formId: 'form-contact', form: JSON.stringify(good()) })).status).toBe(401);
    const other = await visitor();
    expect(
      (await post(other, '/api/form/SaveFormSubmission', { key: await keyFor(b), formId: 'form-contact', form: JSON.stringify(good()) }))
        .status,
    ).toBe(401);
    const stale = await keyFor(b);
    await t.db.formSubmissionKey.update({ where: { key: stale }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await post(b, '/api/form/SaveFormSubmission', { key: stale, formId: 'form-contact', form: JSON.stringify(good()) });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: 'Unable to submit form. Please try again later.' });
  });

  it('the key is used up with the submission it lets through: a write the database refuses leaves the key usable', async () => {
    // The database refuses the submission's row, inside the transaction that used up the key.
    const refuse = process.env.TEST_DATABASE_URL
      ? [
          `CREATE FUNCTION refuse_submission() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'submission refused'; END $$ LANGUAGE plpgsql`,
          `CREATE TRIGGER refuse_submission BEFORE INSERT ON "FormSubmission" FOR EACH ROW WHEN (NEW."pageUrl" = '/refused') EXECUTE FUNCTION refuse_submission()`,
        ]
      : [
          `CREATE TRIGGER refuse_submission BEFORE INSERT ON "FormSubmission" WHEN NEW."pageUrl" = '/refused' BEGIN SELECT RAISE(ABORT, 'submission refused'); END`,
        ];
    const allow = process.env.TEST_DATABASE_URL
      ? ['DROP TRIGGER refuse_submission ON "FormSubmission"', 'DROP FUNCTION refuse_submission()']
      : ['DROP TRIGGER refuse_submission'];
    const b = await visitor();
    const key = await keyFor(b);
    const send = (pagePath: string) =>
      post(b, '/api/form/SaveFormSubmission', { key, formId: 'form-contact', form: JSON.stringify(good()), pagePath });
    for (const sql of refuse) await t.db.$executeRawUnsafe(sql);
    let refused: Response;
    try {
      refused = await send('/refused');
    } finally {
      for (const sql of allow) await t.db.$executeRawUnsafe(sql);
    }
    expect(refused.status).toBe(500);
    expect(await t.db.formSubmission.count({ where: { pageUrl: '/refused' } })).toBe(0);
    expect((await t.db.formSubmissionKey.findUniqueOrThrow({ where: { key } })).usedAt).toBeNull();
    expect((await send('/contact?retried=1')).status).toBe(204);
    expect(await t.db.formSubmission.count({ where: { pageUrl: '/contact?retried=1' } })).toBe(1);
    expect((await send('/contact?retried=2')).status).toBe(401);
  });

  it('two submissions sent at once with one key: exactly one is saved, the other answers 401', async () => {
    const b = await visitor();
    const key = await keyFor(b);
    const pagePath = `/contact?twice=${key.slice(0, 8)}`;
    const send = () => post(b, '/api/form/SaveFormSubmission', { key, formId: 'form-contact', form: JSON.stringify(good()), pagePath });
    const statuses = (await Promise.all([send(), send()])).map((r) => r.status);
    expect(statuses.sort()).toEqual([204, 401]);
    expect(await t.db.formSubmission.count({ where: { pageUrl: pagePath } })).toBe(1);
  });

  it("answers 404 'This form has not been configured yet.' for an unknown form", async () => {
    const b = await visitor();
    const res = await post(b, '/api/form/SaveFormSubmission', { key: await keyFor(b), formId: 'nope', form: '{}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'This form has not been configured yet.' });
  });

  it("answers 400 'Could not parse the form fields, please check your entries.' when the form field is not JSON, never 500", async () => {
    const b = await visitor();
    const res = await post(b, '/api/form/SaveFormSubmission', { key: await keyFor(b), formId: 'form-contact', form: '{oops' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: {}, error: FORM_PARSE_ERROR_MESSAGE });
    expect(FORM_PARSE_ERROR_MESSAGE).toBe('Could not parse the form fields, please check your entries.');
    const validated = await post(b, '/api/rest/forms/validate/form-contact', ['not', 'an', 'object']);
    expect(validated.status).toBe(400);
    expect(await validated.json()).toEqual({ errors: {}, error: FORM_PARSE_ERROR_MESSAGE });
  });

  it("a form that requires a captcha asks for it: 'Complete CAPTCHA before submitting'", async () => {
    await t.db.customForm.update({ where: { id: 'form-contact' }, data: { captchaRequired: true } });
    await t.db.website.update({ where: { id: 'site-demo' }, data: { captchaSiteKey: 'k' } });
    t.catalogChanged();
    const b = await visitor();
    const missing = await save(b, good());
    expect(((await missing.json()) as any).errors).toEqual({ captcha: 'Complete CAPTCHA before submitting' });
    expect((await save(b, good(), { captchaKey: 'fail' })).status).toBe(400);
    expect((await save(b, good(), { captchaKey: 'pass' })).status).toBe(204);
    await t.db.customForm.update({ where: { id: 'form-contact' }, data: { captchaRequired: false } });
    await t.db.website.update({ where: { id: 'site-demo' }, data: { captchaSiteKey: null } });
    t.catalogChanged();
  });
});

describe('the form submission payload (spec §3): visitorCookie and the page fields', () => {
  it('keeps the page the form was sent from (path and query of `url`) and the visitor, as the census posts name them', async () => {
    const b = await visitor();
    const cookie = decodeURIComponent(/(?:^|; )ss_cvr=([^;]+)/.exec(b.cookies)?.[1] ?? '');
    const res = await post(b, '/api/form/SaveFormSubmission', {
      key: await keyFor(b),
      formId: 'form-contact',
      form: JSON.stringify(good()),
      visitorCookie: cookie,
      url: 'http://localhost/contact?source=newsletter',
      pageType: 2,
    });
    expect(res.status).toBe(204);
    const row = await t.db.formSubmission.findFirstOrThrow({ where: { formId: 'form-contact' }, orderBy: { createdAt: 'desc' } });
    expect(row).toMatchObject({ pageUrl: '/contact?source=newsletter', visitorId: cookie.split('|')[0] });
    expect(row.values).toMatchObject({ [f.source]: 'newsletter' });
    const owner = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` } };
    const read = await t.gql<any>('{ formSubmissions(first: 100, formId: "form-contact") { edges { node { id pageUrl } } } }', {}, owner);
    expect(read.data.formSubmissions.edges).toContainEqual({ node: { id: row.id, pageUrl: '/contact?source=newsletter' } });
  });

  it('a call without visitor cookies (a bearer token) is named by its visitorCookie; one that is not an ss_cvr value names nobody', async () => {
    const headless = { authorization: `Bearer ${t.owner.token}`, 'content-type': 'application/json' };
    const send = async (visitorCookie: string) => {
      const key = ((await (await t.request('/api/form/FormSubmissionKey', { method: 'POST', headers: headless })).json()) as any).key;
      const body = JSON.stringify({ key, formId: 'form-contact', form: JSON.stringify(good()), visitorCookie, url: '/contact' });
      expect((await t.request('/api/form/SaveFormSubmission', { method: 'POST', headers: headless, body })).status).toBe(204);
      return t.db.formSubmission.findFirstOrThrow({ where: { formId: 'form-contact' }, orderBy: { createdAt: 'desc' } });
    };
    expect(await send('headless-visitor|1700000000000|1700000000000|1700000000000|3')).toMatchObject({
      visitorId: 'headless-visitor',
      pageUrl: '/contact',
    });
    expect((await send('not a visitor cookie')).visitorId).toBeNull();
  });

  it('the fields are bounded: an over-long visitorCookie or url, or a pageType that is not a number, answers 400', async () => {
    const b = await visitor();
    for (const extra of [{ visitorCookie: 'x'.repeat(201) }, { url: `/contact?${'x'.repeat(2000)}` }, { pageType: 'pdp' }]) {
      const res = await save(b, good(), extra);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: {}, error: FORM_PARSE_ERROR_MESSAGE });
    }
  });
});

describe('validate and newsletter', () => {
  it('POST /api/rest/forms/validate/{formId} answers 200 when valid, else 400 {errors}', async () => {
    const b = await visitor();
    expect((await post(b, '/api/rest/forms/validate/form-contact', good())).status).toBe(200);
    const bad = await post(b, '/api/rest/forms/validate/form-contact', { ...good(), [f.Topic]: 'Nonsense' });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as any).errors)).toEqual([f.Topic]);
  });

  it('a newsletter submission subscribes the email pending confirmation and records the lead', async () => {
    const b = await visitor();
    const emailField = (await t.db.customFormField.findFirstOrThrow({ where: { formId: 'form-newsletter' } })).id;
    const res = await post(b, '/api/form/SaveFormSubmission', {
      key: await keyFor(b),
      formId: 'form-newsletter',
      form: JSON.stringify({ [emailField]: 'News@Example.com' }),
    });
    expect(res.status).toBe(204);
    expect(await t.db.mailingListSubscriber.findFirstOrThrow({ where: { email: 'news@example.com' } })).toMatchObject({
      status: 'PENDING',
      source: 'newsletter',
    });
    expect(await t.db.outboxMessage.count({ where: { kind: 'email.newsletterConfirm' } })).toBe(1);
    expect(await t.db.analyticsEvent.count({ where: { name: 'lead' } })).toBe(1);
  });

  it('SS_MID: joining the mailing list gives the browser its marketing id (the subscriber id, readable, 2 years); a contact form does not', async () => {
    const b = await visitor();
    const emailField = (await t.db.customFormField.findFirstOrThrow({ where: { formId: 'form-newsletter' } })).id;
    const res = await post(b, '/api/form/SaveFormSubmission', {
      key: await keyFor(b),
      formId: 'form-newsletter',
      form: JSON.stringify({ [emailField]: 'marketing@example.com' }),
    });
    expect(res.status).toBe(204);
    const subscriber = await t.db.mailingListSubscriber.findFirstOrThrow({ where: { email: 'marketing@example.com' } });
    const cookie = setCookies(res).SS_MID;
    expect(cookie).toMatch(new RegExp(`^SS_MID=${subscriber.id}; Max-Age=${2 * 365 * 24 * 3600}; Path=/; SameSite=Lax$`));
    expect(cookie).not.toContain('HttpOnly');
    expect(setCookies(await save(await visitor(), good())).SS_MID).toBeUndefined();
  });
});

describe('owners', () => {
  it('export submissions of a form as CSV (forms:read), formulas neutralised', async () => {
    const b = await visitor();
    await save(b, { ...good(), [f.Message]: '=HYPERLINK("x")' });
    const editor = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` } };
    const res = await t.request('/api/owner/forms/form-contact/submissions.csv', editor);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = (await res.text()).trim().split('\r\n');
    expect(header).toBe('Submitted,Name,Email,Phone,Topic,Message,source');
    expect(rows.at(-1)).toContain(`"'=HYPERLINK(""x"")"`);
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    expect((await t.request('/api/owner/forms/form-contact/submissions.csv', viewer)).status).toBe(403);
  });
});

describe('rate limit', () => {
  it("too many submissions from one visitor answer 429 (the client shows 'Unable to submit form. Submission rate limit exceeded. Please try again later.')", async () => {
    const limited = await startTestApp({ limits: new RateLimits({ store: 'memory' }, { forms: { points: 3, durationSeconds: 60 } }) });
    const b = browser(limited);
    await b.get('/shop');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await b.request('/api/form/FormSubmissionKey', { method: 'POST', headers: { 'X-CSRF-Token': b.crumb() } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await limited.close();
  });
});

describe('newsletter links', () => {
  it('the confirm link confirms the subscription and the unsubscribe link (page type 300) ends it', async () => {
    const sub = await t.db.mailingListSubscriber.create({
      data: { websiteId: 'site-demo', email: 'links@example.com', status: 'PENDING', confirmToken: 'tok-links' },
    });
    const confirm = await t.request('/newsletter/confirm?token=tok-links');
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('Your subscription is confirmed.');
    expect((await t.db.mailingListSubscriber.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('CONFIRMED');
    const unsubscribe = await t.request('/newsletter/unsubscribe?token=tok-links');
    expect(await unsubscribe.text()).toContain('data-page-type="300"');
    expect((await t.db.mailingListSubscriber.findUniqueOrThrow({ where: { id: sub.id } })).status).toBe('UNSUBSCRIBED');
    expect((await t.request('/newsletter/confirm?token=nope')).status).toBe(404);
    expect((await t.request('/newsletter/confirm?token=tok-links', { host: 'jp.localhost' })).status).toBe(404);
  });
});
