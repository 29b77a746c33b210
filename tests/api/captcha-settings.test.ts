// updateCaptchaSettings: owners with settings:write set and clear the website's captcha keys; the secret is write-only;
// with a site key the pages let the provider's script load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_KEY_MESSAGE, CAPTCHA_SECRET_NEEDED_MESSAGE, NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof ownerHeaders>>;
beforeAll(async () => {
  t = await startTestApp();
  as = await ownerHeaders(t, RoleCode.WEBSITE_MANAGER);
});
afterAll(() => t.close());

const SET = `mutation ($input: CaptchaSettingsInput!) {
  updateCaptchaSettings(input: $input) { captchaSettings { siteKey enterprise secretSet } userErrors { code message field } }
}`;
type Payload = { captchaSettings: { siteKey: string | null; enterprise: boolean; secretSet: boolean } | null; userErrors: unknown[] };
const set = async (input: Record<string, unknown>) =>
  (await t.gql<{ updateCaptchaSettings: Payload }>(SET, { input }, as)).data!.updateCaptchaSettings;
const stored = () =>
  t.db.website.findUniqueOrThrow({
    where: { id: 'site-demo' },
    select: { captchaSiteKey: true, captchaSecret: true, captchaEnterprise: true },
  });
const SECRET = '6LdSecret_value-0123456789';

describe('updateCaptchaSettings', () => {
  it('the captcha secret is write-only: owners see only whether it is set, and the audit trail never records it', async () => {
    const res = await set({ siteKey: ' 6LdSiteKey-abc ', secret: SECRET, enterprise: true });
    expect(res).toEqual({ captchaSettings: { siteKey: '6LdSiteKey-abc', enterprise: true, secretSet: true }, userErrors: [] });
    expect(await stored()).toEqual({ captchaSiteKey: '6LdSiteKey-abc', captchaSecret: SECRET, captchaEnterprise: true });
    const read = await t.gql('{ website { captchaSettings { siteKey enterprise secretSet } } }', {}, as);
    expect(read.data?.website).toEqual({ captchaSettings: { siteKey: '6LdSiteKey-abc', enterprise: true, secretSet: true } });
    const asked = await t.gql('{ website { captchaSettings { secret } } }', {}, as);
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "secret"/);
    const audit = await t.db.auditEntry.findMany({ where: { action: 'settings.captcha' } });
    expect(audit.map((a) => a.after)).toEqual([
      { captchaSiteKey: '6LdSiteKey-abc', captchaSecretSet: true, captchaEnterprise: true, captchaSecretChanged: true },
    ]);
    expect(JSON.stringify(audit)).not.toContain(SECRET);
  });

  it('changing only the site key keeps the secret', async () => {
    await set({ siteKey: 'first-key', secret: SECRET });
    expect((await set({ siteKey: 'second-key' })).captchaSettings).toMatchObject({ siteKey: 'second-key', secretSet: true });
    expect((await stored()).captchaSecret).toBe(SECRET);
  });

  it('a site key without its secret is refused, and nothing is written', async () => {
    await set({ siteKey: null });
    const res = await set({ siteKey: 'lonely-key' });
    expect(res).toEqual({
      captchaSettings: null,
      userErrors: [{ code: 'INVALID_INPUT', message: CAPTCHA_SECRET_NEEDED_MESSAGE, field: 'input.secret' }],
    });
    expect((await stored()).captchaSiteKey).toBeNull();
    expect((await set({ siteKey: 'has key', secret: SECRET })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: CAPTCHA_KEY_MESSAGE, field: 'input.siteKey' },
    ]);
  });

  it('clearing the site key turns the bot check off and forgets the secret', async () => {
    await set({ siteKey: 'key-to-clear', secret: SECRET });
    const res = await set({ siteKey: '' });
    expect(res.captchaSettings).toMatchObject({ siteKey: null, secretSet: false });
    expect(await stored()).toMatchObject({ captchaSiteKey: null, captchaSecret: null });
    const publicRead = await t.gql('{ website { captchaSettings { siteKey } } }');
    expect(publicRead.data?.website).toEqual({ captchaSettings: { siteKey: null } });
  });

  it('whether the secret is set is for settings managers only; the site key stays public', async () => {
    await set({ siteKey: 'public-key', secret: SECRET });
    const anonymous = await t.gql<{ website: { captchaSettings: { siteKey: string; secretSet: null } } }>(
      '{ website { captchaSettings { siteKey secretSet } } }',
    );
    expect(anonymous.data?.website.captchaSettings).toEqual({ siteKey: 'public-key', secretSet: null });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const viewer = await t.gql(
      'mutation { updateCaptchaSettings(input: { siteKey: null }) { userErrors { code } } }',
      {},
      await ownerHeaders(t, RoleCode.VIEWER),
    );
    expect(viewer.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
  });

  it("with a site key, the pages' Content-Security-Policy lets the provider's script and challenge frames load; without, not", async () => {
    const csp = async () => (await t.request('/contact')).headers.get('content-security-policy') ?? '';
    const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    await set({ siteKey: '' });
    expect(directive(await csp(), 'script-src')).toBe("script-src 'self'");
    expect(await csp()).not.toContain('recaptcha');

    await set({ siteKey: 'csp-key', secret: SECRET });
    const policy = await csp();
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(directive(policy, 'frame-src')).toContain(' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });
});
