// A site form's failures in Chromium against the real server (spec §8 "Site forms" and its status mapping, §8 "Add to
// cart" with cookies off): each says the spec's message, keeps the answers and unlocks the form to try again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expectUnlocked, fillContact, formCalls, holdSave, openContact } from './contact-form.ts';
import { expect, openProduct, test, waitForHydration } from './storefront.ts';

test('HTTP 404: a form the owner removed while the page was open says "This form has not been configured yet."', async ({
  page,
  db,
  store,
}) => {
  const form = await openContact(page);
  await fillContact(form);
  await db.customForm.delete({ where: { id: store.forms.contact } });
  const saved = page.waitForResponse('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await saved).status()).toBe(404);
  await expect(form.getByRole('alert').filter({ hasText: 'configured' })).toHaveText('This form has not been configured yet.');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  await expectUnlocked(form);
});

test('HTTP 401: a submission key that expired before the save says "Unable to submit form. Please try again later."', async ({
  page,
  db,
  store,
}) => {
  const form = await openContact(page);
  await fillContact(form, 'late@example.com');
  const release = await holdSave(page);
  const keyed = page.waitForResponse('**/api/form/FormSubmissionKey');
  const saved = page.waitForResponse('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  await keyed;
  // The key runs out while the save is on its way.
  await db.formSubmissionKey.updateMany({ where: { websiteId: store.websiteId }, data: { expiresAt: new Date(Date.now() - 1000) } });
  release();
  expect((await saved).status()).toBe(401);
  await expect(form.getByRole('alert').filter({ hasText: 'Unable' })).toHaveText('Unable to submit form. Please try again later.');
  await expectUnlocked(form);
  const stored = await db.formSubmission.findMany({ where: { formId: store.forms.contact } });
  expect(stored.filter((s) => JSON.stringify(s.values).includes('late@example.com'))).toEqual([]);
});

test('HTTP 429: over the submission rate limit says "Unable to submit form. Submission rate limit exceeded. Please try again later."', async ({
  page,
}) => {
  const form = await openContact(page);
  await fillContact(form);
  // The visitor has already asked for nine keys this minute (ten form calls a minute are allowed): the form's key
  // is the tenth, its save one too many.
  const asked = await page.evaluate(async () => {
    const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await fetch('/api/form/FormSubmissionKey', { method: 'POST', headers: { 'X-CSRF-Token': crumb } });
      statuses.push(((await res.json()) as { key?: string }).key ? res.status : -1);
    }
    return statuses;
  });
  expect(asked).toEqual(Array(9).fill(200));
  const saved = page.waitForResponse('**/api/form/SaveFormSubmission');
  await form.getByRole('button', { name: 'Submit' }).click();
  expect((await saved).status()).toBe(429);
  await expect(form.getByRole('alert').filter({ hasText: 'rate limit' })).toHaveText(
    'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  );
  await expectUnlocked(form);
});

test('a network failure says "Unknown error, please try again later.", and the form is sent once back online', async ({ page }) => {
  const form = await openContact(page);
  await fillContact(form);
  await page.context().setOffline(true);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Unknown' })).toHaveText('Unknown error, please try again later.');
  await expectUnlocked(form);

  await page.context().setOffline(false);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you! We will be in touch soon.');
});

test.describe('cookies off', () => {
  let context: BrowserContext;
  let profile: string;

  // A browser whose settings block every cookie: the page keeps none and the server is sent none. Headless Chromium
  // still reports navigator.cookieEnabled as true under that setting, so each page also has document cookies turned
  // off through the DevTools protocol, which makes it report false as a browser with cookies off does.
  test.beforeEach(async ({ playwright, launchOptions, baseURL, extraHTTPHeaders }) => {
    profile = mkdtempSync(join(tmpdir(), 'shopwright-no-cookies-'));
    mkdirSync(join(profile, 'Default'));
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
    context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, extraHTTPHeaders });
  });

  test.afterEach(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  async function open(path: string): Promise<Page> {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDocumentCookieDisabled', { disabled: true });
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => [navigator.cookieEnabled, document.cookie])).toEqual([false, '']);
    return page;
  }

  test('a site form cannot pass the crumb check: "Error processing form submission. Please reload and try again."', async () => {
    const page = await open('/contact');
    const form = page.getByRole('main').getByRole('form', { name: 'Contact us' });
    const calls = formCalls(page);
    await fillContact(form);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'reload' })).toHaveText(
      'Error processing form submission. Please reload and try again.',
    );
    await expectUnlocked(form);
    // The key was asked for twice (the second time with the fresh crumb), and never given: nothing was saved.
    expect(calls).toEqual(['/api/form/FormSubmissionKey', '/api/form/FormSubmissionKey']);
  });

  test('adding to cart says "Please enable cookies in your browser, reload the page, and try again."', async () => {
    const page = await open('/shop');
    const tote = await openProduct(page, 'Canvas Tote');
    await tote.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Unable to Add Item' })).toContainText(
      'Please enable cookies in your browser, reload the page, and try again.',
    );
  });
});
