// A site form's captcha in Chromium (spec §4 "Form submission", §8 "Site forms" and "Captcha"): the provider's script
// loaded through the storefront's loader with explicit render and one shared load for every form on the page, a
// response missing or refused, and a script that cannot load. The provider is the local stand-in (captcha.ts).
import { captchaUnreachable, serveCaptchaStandIn } from './captcha.ts';
import { ABOVE_NOTICE, expectUnlocked, fillContact, formCalls, openContact } from './contact-form.ts';
import { expect, test } from './storefront.ts';

const ROBOT = 'I’m not a robot';

test.beforeEach(async ({ db, store }) => {
  await db.website.update({ where: { id: store.websiteId }, data: { captchaSiteKey: 'test-site-key', captchaEnterprise: false } });
});

test('captcha script loading uses explicit render and one shared load promise: one script for every form on the page', async ({ page }) => {
  const requested = await serveCaptchaStandIn(page);
  const contact = await openContact(page);
  const newsletter = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  // Both forms drew their own widget from the one script.
  await expect(contact.getByRole('checkbox', { name: ROBOT })).toBeVisible();
  await expect(newsletter.getByRole('checkbox', { name: ROBOT })).toBeVisible();

  expect(requested).toHaveLength(1);
  const script = new URL(requested[0]);
  expect(script.origin + script.pathname).toBe('https://www.google.com/recaptcha/api.js');
  expect(script.searchParams.get('render')).toBe('explicit');
  const onload = script.searchParams.get('onload') ?? '';
  expect(onload).not.toBe('');
  expect(await page.evaluate((name) => typeof (window as unknown as Record<string, unknown>)[name], onload)).toBe('function');
  expect(await page.locator('script[src*="/recaptcha/"]').count()).toBe(1);
  // Rendered by the storefront (explicitly), each widget once.
  expect(await page.locator('[data-stand-in-widget]').count()).toBe(2);
});

test('a captcha left unticked: "Complete CAPTCHA before submitting." and nothing is sent; once ticked its response goes with the form', async ({
  page,
}) => {
  await serveCaptchaStandIn(page);
  const form = await openContact(page);
  const calls = formCalls(page);
  await fillContact(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Complete CAPTCHA before submitting.' })).toHaveText(
    'Complete CAPTCHA before submitting.',
  );
  await expect(form.getByText(ABOVE_NOTICE)).toBeVisible();
  await expectUnlocked(form);
  expect(calls).toEqual([]);

  await form.getByRole('checkbox', { name: ROBOT }).check();
  const saved = page.waitForRequest('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect(((await saved).postDataJSON() as { captchaKey?: string }).captchaKey).toBe('pass');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you! We will be in touch soon.');
});

test('a captcha response the server refuses is marked at the captcha, the captcha is reset and the form unlocked', async ({
  page,
  db,
  store,
}) => {
  await serveCaptchaStandIn(page, { token: 'expired-response' });
  const form = await openContact(page);
  await fillContact(form, 'refused-captcha@example.com');
  const robot = form.getByRole('checkbox', { name: ROBOT });
  await robot.check();
  const saved = page.waitForResponse('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await saved).status()).toBe(400);

  const captcha = form.getByRole('group', { name: 'CAPTCHA' });
  await expect(captcha).toHaveAccessibleDescription('Complete CAPTCHA before submitting');
  await expect(form.getByText(ABOVE_NOTICE)).toBeVisible();
  await expect(robot).not.toBeChecked();
  await expectUnlocked(form);
  const stored = await db.formSubmission.findMany({ where: { formId: store.forms.contact } });
  expect(stored.filter((s) => JSON.stringify(s.values).includes('refused-captcha@example.com'))).toEqual([]);
});

test('a captcha script that cannot load: "ReCaptcha has not been set up" and nothing is sent', async ({ page }) => {
  const requested = await captchaUnreachable(page);
  const form = await openContact(page);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  const calls = formCalls(page);
  await fillContact(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'ReCaptcha' })).toHaveText('ReCaptcha has not been set up');
  await expectUnlocked(form);
  expect(calls).toEqual([]);
});
