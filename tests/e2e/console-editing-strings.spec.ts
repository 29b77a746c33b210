// Spec §5 and §8 editing UI strings where the console does the act, on real data: a form's notification address and
// subject, renaming a digital product's file, a block of a deprecated type, code on Android, a product search that
// cannot reach the server (the browser really goes offline; nothing the server answers is rewritten).
import type { Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import { expectAccessible, newOwner, signIn, toast } from './console.ts';
import { expect, ownerGraphql, test } from './owner.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const CREATE_PAGE = 'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id } userErrors { message } } }';
const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

async function openAsAdmin(page: Page, path: string, db: Parameters<typeof newOwner>[0], store: Parameters<typeof newOwner>[1]) {
  const email = await newOwner(db, store, RoleCode.ADMIN);
  await page.goto(`/config${path}`);
  await signIn(page, email);
}

test("a form's notification: Emails must be formatted as name@example.com, Add an email subject, then saved", async ({
  page,
  db,
  store,
}) => {
  await openAsAdmin(page, '/forms', db, store);
  await page.getByLabel('Show submissions of').selectOption({ label: 'Contact us' });
  const settings = page.getByRole('form', { name: 'Settings of Contact us' });
  const address = settings.getByLabel(/^Email submissions to/);
  const subject = settings.getByLabel('Email subject');
  await expect(address).toHaveValue('owner@shopwright.test');
  await expect(subject).toHaveValue('New message from the contact form');

  await address.fill('sales-at-example');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Emails must be formatted as name@example.com');
  await expect(address).toHaveAccessibleDescription('Emails must be formatted as name@example.com');

  await address.fill('sales@example.com');
  await subject.fill('');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Add an email subject');
  await expect(subject).toHaveAccessibleDescription('Add an email subject');
  await expectAccessible(page);

  await subject.fill('A message for sales');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Saved.')).toBeVisible();
  await expect(settings.getByRole('alert')).toHaveCount(0);
  const form = await db.customForm.findUniqueOrThrow({ where: { id: store.forms.contact } });
  expect({ notifyEmail: form.notifyEmail, notifySubject: form.notifySubject }).toEqual({
    notifyEmail: 'sales@example.com',
    notifySubject: 'A message for sales',
  });
});

test("renaming a digital product's file: Unable to Rename File with Please enter a file name; offline There was a problem while renaming your file; then renamed", async ({
  page,
  context,
  db,
  store,
}) => {
  await openAsAdmin(page, '/products', db, store);
  await page.getByRole('link', { name: 'Digital Lookbook' }).click();
  const file = page.getByRole('region', { name: 'File to download' });
  const rename = file.getByRole('form', { name: 'Rename the file' });
  const name = rename.getByLabel('File name');
  await expect(name).toHaveValue(/\.pdf$/);
  const original = await name.inputValue();

  await name.fill('  ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByRole('alert')).toHaveText('Unable to Rename FilePlease enter a file name');
  await expect(name).toHaveAccessibleDescription('Unable to Rename File Please enter a file name');
  await expectAccessible(page);

  await name.fill('Spring Lookbook.pdf');
  await context.setOffline(true);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByRole('alert')).toHaveText('Unable to Rename FileThere was a problem while renaming your file');
  await context.setOffline(false);
  const stored = await db.digitalFile.findFirstOrThrow({ where: { websiteId: store.websiteId } });
  expect(stored.fileName).toBe(original);

  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(toast(page, 'File renamed.')).toBeVisible();
  await expect(file).toContainText('Spring Lookbook.pdf, ');
  await expect(rename.getByRole('alert')).toHaveCount(0);
  expect((await db.digitalFile.findFirstOrThrow({ where: { websiteId: store.websiteId } })).fileName).toBe('Spring Lookbook.pdf');
});

test('a kept block of a deprecated type is labelled Deprecated; on Android a code block and a template say Code editing is not available on Android', async ({
  page,
  browser,
  baseURL,
  db,
  store,
  request,
  ownerToken,
}) => {
  const made = (await ownerGraphql(request, store, ownerToken, CREATE_PAGE, {
    i: {
      kind: 'page',
      title: 'Old Summary',
      blocks: [
        { type: 'summary', data: { collectionId: 'journal', design: 'list' } },
        { type: 'code', data: { code: '<b>Open late</b>', mode: 'source' } },
      ],
    },
  })) as { createPage: { page: { id: string } } };
  const path = `/pages/${made.createPage.page.id}`;

  await openAsAdmin(page, path, db, store);
  const old = page.getByRole('group', { name: /^Block 1: summary/ });
  await expect(old.locator('legend')).toHaveText('Block 1: summary Deprecated');
  await expect(old).toContainText('A later version replaces it: add a Summary block instead.');
  const code = page.getByRole('group', { name: /^Block 2: Code/ });
  await expect(code.locator('legend')).toHaveText('Block 2: Code');
  await expect(code.getByLabel('Code', { exact: true })).toBeEditable();
  await expect(code).not.toContainText('Code editing is not available on Android');
  await expectAccessible(page);

  const android = await browser.newContext({ baseURL, userAgent: ANDROID });
  try {
    const phone = await android.newPage();
    await openAsAdmin(phone, path, db, store);
    const area = phone.getByRole('group', { name: /^Block 2: Code/ }).getByLabel('Code', { exact: true });
    await expect(area).toHaveValue('<b>Open late</b>');
    await expect(area).not.toBeEditable();
    await expect(area).toHaveAccessibleDescription('Code editing is not available on Android');
    await expectAccessible(phone);
    // A template's text too.
    await nav(phone).getByRole('link', { name: 'Templates' }).click();
    await phone.getByLabel('Page').selectOption({ label: 'Journal (Blog)' });
    await phone.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'List template' });
    const template = phone.getByLabel('List template of Journal');
    await expect(template).not.toBeEditable();
    await expect(template).toHaveAccessibleDescription('Code editing is not available on Android');
  } finally {
    await android.close();
  }
});

test('offline, a product search in a block says Unable to load results; back online it finds the product', async ({
  page,
  context,
  db,
  store,
  request,
  ownerToken,
}) => {
  const made = (await ownerGraphql(request, store, ownerToken, CREATE_PAGE, { i: { kind: 'page', title: 'Picks' } })) as {
    createPage: { page: { id: string } };
  };
  await openAsAdmin(page, `/pages/${made.createPage.page.id}`, db, store);
  await page.getByLabel('Block type').selectOption({ label: 'Product' });
  await page.getByRole('button', { name: 'Add block' }).click();
  const search = page.getByLabel('Search products');
  await expect(page.getByRole('list', { name: 'Products to choose' })).toBeVisible();
  // The page's preview (the storefront in a frame) has loaded its scripts before the connection drops.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await search.fill('Lookbook');
  const failed = page.getByRole('alert').filter({ hasText: 'Unable to load results' });
  await expect(failed).toContainText('The products: Network error');
  await expectAccessible(page);
  await context.setOffline(false);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('list', { name: 'Products to choose matching “Lookbook”' })).toContainText('Digital Lookbook');
  await expect(nav(page)).toBeVisible();
});
