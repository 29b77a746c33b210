// A form's settings in the browser (spec §4 'Client validation runs first unless disabled', §8 Captcha): with client
// validation on an invalid form is not sent; with it off the form is sent and the server's messages show by field;
// a form requiring a captcha on a website without a site key says 'site key not found'. The owner changes the
// test's own store.
import type { Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import { expectAccessible, newOwner, signIn, toast } from './console.ts';
import { expect, ownerGraphql, test } from './owner.ts';

const UPDATE = 'mutation F($id: ID!, $i: FormSettingsInput!) { updateFormSettings(formId: $id, input: $i) { userErrors { message } } }';

/** Counts the form's calls to the server from now on. */
function formCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/form/')) calls.push(path);
  });
  return calls;
}

async function openContact(page: Page) {
  await page.goto('/contact');
  return page.getByRole('main').getByRole('form', { name: 'Contact us' });
}

test('client validation on (the default): an invalid contact form is checked in the browser and not sent', async ({ page }) => {
  const form = await openContact(page);
  const calls = formCalls(page);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada-at-example');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toEqual([]);
});

test("client validation off: the form is sent as it is and the server's validation answers by field", async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  await ownerGraphql(request, store, ownerToken, UPDATE, { id: store.forms.contact, i: { clientValidation: false } });
  const form = await openContact(page);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada-at-example');
  const saved = page.waitForResponse('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await saved).status()).toBe(400);
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Email is not valid. Email addresses should follow the format email@example.com.');
  await expect(form.getByText('Your form has encountered a problem. Please scroll down to review.')).toBeVisible();
});

test("a form that requires a captcha on a website without a site key says 'site key not found' and is not sent", async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  await ownerGraphql(request, store, ownerToken, UPDATE, { id: store.forms.contact, i: { captchaRequired: true } });
  const form = await openContact(page);
  const calls = formCalls(page);
  await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await form.getByRole('combobox', { name: 'Topic' }).selectOption('Order');
  await form.getByRole('textbox', { name: 'Message' }).fill('Where is my order?');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('site key not found', { exact: true })).toBeVisible();
  expect(calls).toEqual([]);
});

test('in the console an admin turns client validation off for the contact form; an editor only reads the settings', async ({
  page,
  db,
  store,
}) => {
  await page.goto('/config');
  await signIn(page, await newOwner(db, store, RoleCode.ADMIN));
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Forms' }).click();
  await page.getByLabel('Show submissions of').selectOption({ label: 'Contact us' });
  const settings = page.getByRole('form', { name: 'Settings of Contact us' });
  const validation = settings.getByRole('checkbox', { name: /Check answers in the browser/ });
  await expect(validation).toBeChecked();
  await validation.uncheck();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Saved.')).toBeVisible();
  await expectAccessible(page);

  const form = await openContact(page);
  await form.getByRole('textbox', { name: 'Email' }).fill('ada-at-example');
  const saved = page.waitForResponse('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await saved).status()).toBe(400);

  await page.context().clearCookies();
  await page.goto('/config');
  await signIn(page, await newOwner(db, store, RoleCode.EDITOR));
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Forms' }).click();
  await page.getByLabel('Show submissions of').selectOption({ label: 'Contact us' });
  await expect(page.getByText('Checks answers in the browser: off. Requires a captcha: off.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
});
