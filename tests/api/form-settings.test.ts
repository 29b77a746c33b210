// A form's settings (spec §4 'Client validation runs first unless disabled', §8 Captcha): owners with settings:write
// turn client-side validation off (the server still checks every submission) and require a captcha; a required
// captcha on a website without a site key answers 'site key not found'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { TestCaptchaVerifier } from '../../server/services/captcha/captcha-verifier.ts';
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
    expect(audit.before).toEqual({ clientValidation: true, captchaRequired: false });
    expect(audit.after).toEqual({ clientValidation: false, captchaRequired: false });
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
