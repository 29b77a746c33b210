// A form's settings (spec §4 'Client validation runs first unless disabled', §8 Captcha): owners with settings:write
// turn client-side validation off (the server still checks every submission) and require a captcha; a required
// captcha on a website without a site key answers 'site key not found'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { TestCaptchaVerifier } from '../../server/services/captcha/captcha-verifier.ts';
import { renderOutboxEmail } from '../../server/services/email/templates.ts';
import { browser, ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ captcha: { standard: new TestCaptchaVerifier(), enterprise: new TestCaptchaVerifier() } });
});
afterAll(() => t.close());

const UPDATE = `mutation F($id: ID!, $i: FormSettingsInput!) { updateFormSettings(formId: $id, input: $i) {
  form { id clientValidation captchaRequired } userErrors { code message field } } }`;
const PUBLIC = '{ siteForm(id: "form-contact") { clientValidation captchaRequired } }';

async function submit(values: Record<string, unknown>) {
  const b = browser(t);
  await b.get('/contact');
  const post = (path: string, body: unknown) =>
    b.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
      body: JSON.stringify(body),
    });
  const { key } = (await (await post('/api/form/FormSubmissionKey', {})).json()) as { key: string };
  return post('/api/form/SaveFormSubmission', { key, formId: 'form-contact', form: JSON.stringify(values) });
}

describe('updateFormSettings', () => {
  it('client validation is on by default; an owner with settings:write turns it off, audited, and the form says so', async () => {
    expect((await t.gql<any>(PUBLIC)).data.siteForm).toEqual({ clientValidation: true, captchaRequired: false });
    const admin = await ownerHeaders(t, RoleCode.ADMIN);
    const res = await t.gql<any>(UPDATE, { id: 'form-contact', i: { clientValidation: false } }, admin);
    expect(res.data.updateFormSettings).toEqual({
      form: { id: 'form-contact', clientValidation: false, captchaRequired: false },
      userErrors: [],
    });
    expect((await t.gql<any>(PUBLIC)).data.siteForm).toEqual({ clientValidation: false, captchaRequired: false });
    const audit = await t.db.auditEntry.findFirstOrThrow({ where: { action: 'form.settings', entityId: 'form-contact' } });
    const notification = { notifyEmail: 'owner@shopwright.test', notifySubject: 'New message from the contact form' };
    expect(audit.before).toEqual({ clientValidation: true, captchaRequired: false, ...notification });
    expect(audit.after).toEqual({ clientValidation: false, captchaRequired: false, ...notification });
  });

  it('with client validation off the server still checks the answers: 400 with messages keyed by field id', async () => {
    const res = await submit({});
    expect(res.status).toBe(400);
    expect(Object.values(((await res.json()) as { errors: Record<string, string> }).errors)).toContain('Required');
  });

  it('needs settings:write; an unknown or foreign form is NOT_FOUND', async () => {
    const editor = await t.gql<any>(UPDATE, { id: 'form-contact', i: { clientValidation: true } }, await ownerHeaders(t, RoleCode.EDITOR));
    expect(editor.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const admin = await ownerHeaders(t, RoleCode.ADMIN);
    const unknown = await t.gql<any>(UPDATE, { id: 'no-such-form', i: { clientValidation: true } }, admin);
    expect(unknown.data.updateFormSettings.userErrors).toEqual([
      { code: 'NOT_FOUND', message: 'No form with that id in this store.', field: 'formId' },
    ]);
  });
});

describe('where submissions are emailed', () => {
  const NOTIFY = `mutation F($id: ID!, $i: FormSettingsInput!) { updateFormSettings(formId: $id, input: $i) {
    form { notifyEmail notifySubject } userErrors { code message field } } }`;
  const READ = '{ customForms(first: 10) { edges { node { id notifyEmail notifySubject } } } }';

  it("an address not formatted as an email is refused: 'Emails must be formatted as name@example.com'", async () => {
    const admin = await ownerHeaders(t, RoleCode.ADMIN);
    const res = await t.gql<any>(NOTIFY, { id: 'form-contact', i: { notifyEmail: 'owner-at-example', notifySubject: 'Hello' } }, admin);
    expect(res.data.updateFormSettings).toEqual({
      form: null,
      userErrors: [{ code: 'INVALID_INPUT', message: 'Emails must be formatted as name@example.com', field: 'notifyEmail' }],
    });
    const form = await t.db.customForm.findUniqueOrThrow({ where: { id: 'form-contact' } });
    expect(form.notifyEmail).toBe('owner@shopwright.test');
  });

  it("an address with no subject is refused: 'Add an email subject'; with one it is kept, trimmed", async () => {
    const admin = await ownerHeaders(t, RoleCode.ADMIN);
    const blank = await t.gql<any>(NOTIFY, { id: 'form-contact', i: { notifyEmail: 'sales@example.com', notifySubject: '  ' } }, admin);
    expect(blank.data.updateFormSettings.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Add an email subject', field: 'notifySubject' },
    ]);
    const ok = await t.gql<any>(
      NOTIFY,
      { id: 'form-contact', i: { notifyEmail: ' sales@example.com ', notifySubject: ' Contact ' } },
      admin,
    );
    expect(ok.data.updateFormSettings).toEqual({ form: { notifyEmail: 'sales@example.com', notifySubject: 'Contact' }, userErrors: [] });
    const none = await t.gql<any>(NOTIFY, { id: 'form-contact', i: { notifyEmail: '', notifySubject: '' } }, admin);
    expect(none.data.updateFormSettings).toEqual({ form: { notifyEmail: null, notifySubject: null }, userErrors: [] });
    await t.gql(
      NOTIFY,
      { id: 'form-contact', i: { notifyEmail: 'owner@shopwright.test', notifySubject: 'New message from the contact form' } },
      admin,
    );
  });

  it('a form kept with an address and no subject still takes other changes; a change of its address needs a subject', async () => {
    const admin = await ownerHeaders(t, RoleCode.ADMIN);
    await t.db.customForm.update({ where: { id: 'form-contact' }, data: { notifySubject: null } });
    const other = await t.gql<any>(NOTIFY, { id: 'form-contact', i: { captchaRequired: false } }, admin);
    expect(other.data.updateFormSettings.userErrors).toEqual([]);
    const address = await t.gql<any>(NOTIFY, { id: 'form-contact', i: { notifyEmail: 'sales@example.com' } }, admin);
    expect(address.data.updateFormSettings.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Add an email subject', field: 'notifySubject' },
    ]);
    await t.db.customForm.update({ where: { id: 'form-contact' }, data: { notifySubject: 'New message from the contact form' } });
  });

  it("a submission is emailed to the form's address under the form's subject", async () => {
    const admin = await ownerHeaders(t, RoleCode.ADMIN);
    await t.gql(NOTIFY, { id: 'form-contact', i: { notifyEmail: 'sales@example.com', notifySubject: 'A message for sales' } }, admin);
    const row = await t.db.formSubmission.create({ data: { websiteId: 'site-demo', formId: 'form-contact', values: {} } });
    const mail = await renderOutboxEmail(
      t.db,
      { websiteId: 'site-demo', kind: 'email.formNotification', payload: { submissionId: row.id } },
      'http://localhost',
    );
    expect({ to: mail.to, subject: mail.subject }).toEqual({ to: 'sales@example.com', subject: 'A message for sales' });
    await t.db.formSubmission.delete({ where: { id: row.id } });
    await t.gql(
      NOTIFY,
      { id: 'form-contact', i: { notifyEmail: 'owner@shopwright.test', notifySubject: 'New message from the contact form' } },
      admin,
    );
  });

  it('only owners with forms:read read where submissions are emailed', async () => {
    const editor = await t.gql<any>(READ, {}, await ownerHeaders(t, RoleCode.EDITOR));
    const contact = editor.data.customForms.edges.find((e: any) => e.node.id === 'form-contact').node;
    expect(contact).toEqual({
      id: 'form-contact',
      notifyEmail: 'owner@shopwright.test',
      notifySubject: 'New message from the contact form',
    });
    const visitor = await t.gql<any>('{ siteForm(id: "form-contact") { notifyEmail } }');
    expect(visitor.data.siteForm).toEqual({ notifyEmail: null });
    expect(visitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('captcha site key', () => {
  it("a form that requires a captcha on a website without a site key answers 'site key not found'", async () => {
    const admin = await ownerHeaders(t, RoleCode.ADMIN);
    await t.gql(UPDATE, { id: 'form-contact', i: { captchaRequired: true } }, admin);
    expect((await t.gql<any>(PUBLIC)).data.siteForm.captchaRequired).toBe(true);
    const res = await submit({});
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.captcha).toBe(CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE);
    expect(CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE).toBe('site key not found');
    await t.gql(UPDATE, { id: 'form-contact', i: { captchaRequired: false } }, admin);
  });
});
