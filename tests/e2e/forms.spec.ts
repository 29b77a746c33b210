// Site forms and the restock form in Chromium: the contact form's errors then success, the textarea counter, the
// footer's newsletter block, the captcha badge, and joining a sold-out variant's restock list.
import type { Locator, Page } from '@playwright/test';
import { serveCaptchaStandIn } from './captcha.ts';
import { holdSave } from './contact-form.ts';
import { chooseOptions, expect, openProduct, test } from './storefront.ts';

const ABOVE_NOTICE = 'Your form has encountered a problem. Please scroll down to review.';
const BELOW_NOTICE = 'Your form has encountered a problem. Please scroll up to review.';
const RESTOCK_FORM = 'Notify me when it’s back in stock';

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens /contact (the storefront renders it whatever status the server answers) and returns its form. */
async function openContact(page: Page): Promise<Locator> {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  return page.getByRole('main').getByRole('form', { name: 'Contact us' });
}

async function fillContact(form: Locator, email: string): Promise<void> {
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('Order');
  await form.getByRole('textbox', { name: 'Message' }).fill('  Where is my order?  ');
}

test('the contact form shows a field error with the scroll notices, then sends once fixed', async ({ page, store }) => {
  const form = await openContact(page);
  await fillContact(form, 'ada-at-example');
  await form.getByRole('button', { name: 'Submit' }).click();

  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is not valid. Email addresses should follow the format email@example.com.');
  await expect(email).toBeFocused();
  await expect(form.getByText(ABOVE_NOTICE)).toBeVisible();
  await expect(form.getByText(BELOW_NOTICE)).toBeVisible();

  await email.fill('ada@example.com');
  const release = await holdSave(page);
  const saved = page.waitForRequest('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true');
  release();

  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you! We will be in touch soon.');
  await expect(form).toHaveCount(0);
  const body = (await saved).postDataJSON() as Record<string, unknown> & { form: string };
  expect(body.formId).toBe(store.forms.contact);
  expect(body.key).not.toBe('');
  expect(body.pagePath).toBe('/contact');
  // The form submission payload carries the census's visitor and page fields (spec §3).
  const visitor = (await page.context().cookies()).find((c) => c.name === 'ss_cvr');
  expect(body.visitorCookie).toBe(decodeURIComponent(visitor?.value ?? ''));
  expect(body.url).toBe(new URL('/contact', page.url()).href);
  expect(body.pageType).toEqual(expect.any(Number));
  const answers = JSON.parse(body.form) as Record<string, unknown>;
  expect(Object.values(answers)).toEqual(
    expect.arrayContaining(['ada@example.com', 'Order', 'Where is my order?', 'website', ['Ada', 'Lovelace']]),
  );
});

test('a form with a success redirect takes the shopper there once it is saved, and stores the submission', async ({ page, db, store }) => {
  await db.customForm.update({ where: { id: store.forms.contact }, data: { successRedirect: '/shop?from=contact#top' } });
  const form = await openContact(page);
  const email = uniqueEmail('redirected');
  await fillContact(form, email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/shop\?from=contact#top$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  const stored = await db.formSubmission.findMany({ where: { formId: store.forms.contact } });
  expect(stored.map((s) => JSON.stringify(s)).some((row) => row.includes(email))).toBe(true);
});

test('the message counter shows characters used of the limit and flags going over it', async ({ page }) => {
  const form = await openContact(page);
  const message = form.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveAccessibleDescription('0/500');

  await message.fill('Hello');
  await expect(message).toHaveAccessibleDescription('5/500');
  await expect(message).not.toHaveAttribute('aria-invalid');

  await message.fill('x'.repeat(501));
  await expect(message).toHaveAccessibleDescription('501/500');
  await expect(message).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(message).toHaveAccessibleDescription('You have exceeded the character limit. 501/500');
  await expect(form.getByText(ABOVE_NOTICE)).toBeVisible();
});

test('the footer’s newsletter block subscribes an email, without the scroll notices on errors', async ({ page }) => {
  await openProduct(page, 'Classic Tee');
  const footer = page.getByRole('contentinfo');
  const newsletter = footer.getByRole('form', { name: 'Newsletter' });
  const email = newsletter.getByRole('textbox', { name: 'Email' });

  await email.fill('not-an-email');
  await newsletter.getByRole('button', { name: 'Sign Up' }).click();
  await expect(email).toHaveAccessibleDescription('Email is not valid. Email addresses should follow the format email@example.com.');
  await expect(footer.getByText(ABOVE_NOTICE)).toHaveCount(0);
  await expect(footer.getByText(BELOW_NOTICE)).toHaveCount(0);

  await email.fill(uniqueEmail('reader'));
  await newsletter.getByRole('button', { name: 'Sign Up' }).click();
  await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing! Check your inbox to confirm.');
  await expect(newsletter).toHaveCount(0);
});

test('with a captcha site key, the badge shows once a field has focus and its response goes with the form', async ({ page, db, store }) => {
  // The store's captcha settings, and the provider behind them: the local stand-in of its enterprise script, whose
  // token 'pass' the server's test verifier (CAPTCHA_VERIFIER=test) accepts.
  await db.website.update({ where: { id: store.websiteId }, data: { captchaSiteKey: 'test-site-key', captchaEnterprise: true } });
  const requested = await serveCaptchaStandIn(page);

  const form = await openContact(page);
  const badge = form.getByRole('group', { name: 'CAPTCHA', includeHidden: true });
  await expect(badge).toContainText('protected by reCAPTCHA');
  await expect(badge).toBeHidden();
  await fillContact(form, 'grace@example.com');
  await expect(badge).toBeVisible();

  const saved = page.waitForRequest('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect(((await saved).postDataJSON() as { captchaKey?: string }).captchaKey).toBe('pass');
  expect(requested.map((address) => new URL(address).pathname)).toEqual(['/recaptcha/enterprise.js']);
  await expect(page.locator('script[src*="/recaptcha/enterprise.js"]')).toHaveAttribute('data-executed-actions', 'FORM_BLOCK_SUBMISSION');
  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you! We will be in touch soon.');
  await expect(page.getByText('We usually answer within one business day.')).toBeVisible();
});

test('a shopper joins the restock list of a sold-out variant and sees “Signed up!”', async ({ page }) => {
  const product = await openProduct(page, 'Wool Beanie');
  const restock = product.getByRole('form', { name: RESTOCK_FORM });
  await restock.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('beanie'));
  await restock.getByRole('button', { name: 'Notify Me' }).click();
  await expect(restock.getByRole('alert')).toHaveText('Please select the Color option.');

  await chooseOptions(page, { Color: 'Navy' });
  await restock.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('beanie'));
  await expect(restock.getByRole('checkbox', { name: 'Sign up for news and updates' })).not.toBeChecked();
  await restock.getByRole('checkbox', { name: 'Sign up for news and updates' }).check();
  await restock.getByRole('button', { name: 'Notify Me' }).click();

  await expect(product.getByRole('status').filter({ hasText: 'Signed up!' })).toHaveText('Signed up!');
  await expect(restock).toHaveCount(0);
});

test('a restock sign-up the server refuses says why above the button, and the form stays to try again', async ({ page, db, store }) => {
  const product = await openProduct(page, 'Wool Beanie');
  await chooseOptions(page, { Color: 'Grey' });
  const restock = product.getByRole('form', { name: RESTOCK_FORM });
  await expect(restock).toBeVisible();
  // The owner turns restock sign-ups off while the shopper has the page open.
  const beanie = await db.product.findFirstOrThrow({ where: { websiteId: store.websiteId, item: { urlSlug: 'wool-beanie' } } });
  await db.merchandisingContext.update({ where: { productId: beanie.id }, data: { restockNotificationsEnabled: false } });
  await restock.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('refused'));
  await restock.getByRole('button', { name: 'Notify Me' }).click();
  await expect(restock.getByRole('alert')).toHaveText('Restock notifications are not available for this item.');
  await expect(restock.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(restock.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  expect(await db.restockSignUp.count({ where: { productId: beanie.id, siteVisitorEmail: { startsWith: 'refused-' } } })).toBe(0);
});

test('the restock form asks for a valid email', async ({ page }) => {
  const product = await openProduct(page, 'Wool Beanie');
  await chooseOptions(page, { Color: 'Grey' });
  const restock = product.getByRole('form', { name: RESTOCK_FORM });
  const email = restock.getByRole('textbox', { name: 'Email' });

  await restock.getByRole('button', { name: 'Notify Me' }).click();
  await expect(email).toHaveAccessibleDescription('Email cannot be blank');
  await expect(email).toBeFocused();

  await email.fill('beanie-fan');
  await restock.getByRole('button', { name: 'Notify Me' }).click();
  await expect(email).toHaveAccessibleDescription('Email is invalid');
});
