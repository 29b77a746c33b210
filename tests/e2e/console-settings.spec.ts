// The owner console's store settings, API tokens, restock and forms screens (docs/console.md) in Chromium, on real
// data: an admin changes the store's name and checkout minimum, makes an API token, uses it over HTTP and revokes it,
// emails a restock list a shopper joined, and reads a shopper's contact form; a viewer sees no controls. Every
// screen is checked with axe.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import type { SeededCopy } from '../../prisma/seed.ts';
import { expectAccessible, newOwner, ownerSignsIn, signIn, toast } from './console.ts';
import { ownerGraphql } from './owner.ts';
import { chooseOptions, expect, openProduct, test, waitForHydration } from './storefront.ts';

const port = process.env.SHOPWRIGHT_E2E_PORT;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A shopper in a browser of their own, on the test's store. */
async function shopper(browser: Browser, baseURL: string, use: (page: Page) => Promise<void>): Promise<void> {
  const context: BrowserContext = await browser.newContext({ baseURL });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

async function openScreen(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A raw GraphQL call with a bearer token, as a program would make it. */
async function callWithToken(page: Page, store: SeededCopy, token: string) {
  return page.request.post(`http://127.0.0.1:${port}/graphql`, {
    headers: { authorization: `Bearer ${token}`, host: `${store.hostname}:${port}` },
    data: { query: '{ ownerAccess { email roleName } }' },
  });
}

test('an admin changes the store name and checkout minimum, a bad minimum is refused', async ({ page, db, store }) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Store settings' })).toBeVisible();
  for (const legend of ['Store', 'Checkout', 'Reviews', 'Analytics']) await expect(page.getByRole('group', { name: legend })).toBeVisible();
  await expectAccessible(page);

  const minimum = page.getByLabel(/Checkout minimum/);
  await minimum.fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The checkout minimum must be a whole number of minor units, 0 or more.',
  );
  await expect(minimum).toHaveAttribute('aria-invalid', 'true');
  await expect(minimum).toHaveAccessibleDescription('The checkout minimum must be a whole number of minor units, 0 or more.');
  await minimum.fill('12.5x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Enter the minimum as an amount in USD, such as 25.00, or 0 for none.',
  );

  await page.getByLabel('Store name').fill('Ada’s Corner Shop');
  await minimum.fill('25.50');
  await page.getByLabel('Shoppers may review products').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings saved.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.console-site')).toContainText('Ada’s Corner Shop');

  await page.reload();
  await expect(page.getByLabel('Store name')).toHaveValue('Ada’s Corner Shop');
  await expect(page.getByLabel(/Checkout minimum/)).toHaveValue('25.50');
  await expect(page.getByLabel('Shoppers may review products')).not.toBeChecked();
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/store-settings.png', fullPage: true });
});

test('an admin creates an API token, sees its secret once, uses it over HTTP and revokes it', async ({ page, db, store }) => {
  const email = await newOwner(db, store, RoleCode.ADMIN);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/config');
  await signIn(page, email);
  await openScreen(page, 'API tokens', 'API tokens');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Give the token a name.');
  await page.getByLabel('Token name').fill('Stock sync');
  await page.getByLabel('Kind').selectOption({ label: 'Personal: acts as you, with your role' });
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  const secret = await page.getByLabel('The new token').inputValue();
  expect(secret).toMatch(/^sw_owner_/);
  await page.getByRole('button', { name: 'Copy token' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const row = page.getByRole('table', { name: 'API tokens, newest first' }).getByRole('row', { name: /Stock sync/ });
  await expect(row).toContainText(secret.slice(0, 14));
  await expect(row).toContainText('Personal');
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/api-tokens.png', fullPage: true });

  // The token works: a program calling the API with it is this owner.
  expect(await ownerGraphql(page.request, store, secret, '{ ownerAccess { email roleName } }')).toEqual({
    ownerAccess: { email, roleName: 'admin' },
  });

  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByLabel('The new token')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByRole('button', { name: 'Revoke Stock sync' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Revoke “Stock sync”\?/ });
  await expect(confirm).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Revoke Stock sync' })).toBeFocused();
  expect((await callWithToken(page, store, secret)).status()).toBe(200);

  await row.getByRole('button', { name: 'Revoke Stock sync' }).click();
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);
  const refused = await callWithToken(page, store, secret);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ errors: [{ message: 'Invalid or revoked API token.', extensions: { code: 'UNAUTHENTICATED' } }] });
});

test('an admin sends restock emails only for variants back in stock, and a sold-out one only after confirming', async ({
  page,
  browser,
  db,
  store,
  baseURL,
}) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN);
  await openScreen(page, 'Restock', 'Restock');
  await expect(page.getByText('Nobody has signed up for a restock email yet.')).toBeVisible();
  await expectAccessible(page);

  await shopper(browser, baseURL as string, async (shopperPage) => {
    for (const color of ['Navy', 'Grey']) {
      const product = await openProduct(shopperPage, 'Wool Beanie');
      await chooseOptions(shopperPage, { Color: color });
      const restock = product.getByRole('form', { name: 'Notify me when it’s back in stock' });
      await restock.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('beanie'));
      await restock.getByRole('button', { name: 'Notify Me' }).click();
      await expect(product.getByRole('status').filter({ hasText: 'Signed up!' })).toBeVisible();
    }
  });

  // Both colours are sold out: nothing may tell their shoppers they are back.
  await page.reload();
  const table = page.getByRole('table', { name: 'Restock sign-ups by product and variant' });
  const row = table.getByRole('row', { name: /Wool Beanie Color: Navy/ });
  const grey = table.getByRole('row', { name: /Wool Beanie Color: Grey/ });
  await expect(row.getByRole('cell')).toHaveText(['Color: Navy', 'No stock', '1', '1', 'Send anyway']);
  await page.getByRole('button', { name: 'Send all' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Queued 0 emails for every variant in stock with shoppers waiting. 2 variants with shoppers waiting have no stock and were left out.',
  );
  await expect(row.getByRole('cell')).toHaveText(['Color: Navy', 'No stock', '1', '1', 'Send anyway']);

  // Navy comes back in stock (as an inventory adjustment would make it): its shoppers can be told.
  await db.productVariant.updateMany({ where: { websiteId: store.websiteId, sku: 'BEANIE-NAVY' }, data: { qtyInStock: 5 } });
  await page.reload();
  await expect(row.getByRole('cell')).toHaveText(['Color: Navy', 'In stock', '1', '1', 'Send']);
  await expect(page.getByRole('button', { name: 'Send all' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/restock.png', fullPage: true });

  await row.getByRole('button', { name: 'Send for Wool Beanie (Color: Navy)' }).click();
  await expect(page.getByRole('status')).toHaveText('Queued 1 email for Wool Beanie (Color: Navy).');
  await expect(row.getByRole('cell')).toHaveText(['Color: Navy', 'In stock', '1', '0', 'All emailed']);

  // Grey is still sold out: sent only when the owner confirms.
  await grey.getByRole('button', { name: 'Send anyway for Wool Beanie (Color: Grey)' }).click();
  const question = page.getByRole('alertdialog', {
    name: 'Wool Beanie (Color: Grey) has no stock. Email its 1 waiting shopper that it is back anyway?',
  });
  await expect(question).toBeFocused();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Don’t send' }).click();
  await expect(grey.getByRole('cell')).toHaveText(['Color: Grey', 'No stock', '1', '1', 'Send anyway']);
  await grey.getByRole('button', { name: 'Send anyway for Wool Beanie (Color: Grey)' }).click();
  await question.getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.getByRole('status')).toHaveText('Queued 1 email for Wool Beanie (Color: Grey).');
  await expect(grey.getByRole('cell')).toHaveText(['Color: Grey', 'No stock', '1', '0', 'All emailed']);
  await expect(page.getByRole('button', { name: 'Send all' })).toHaveCount(0);
});

test('an admin reads a shopper’s contact form submission, exports the form as CSV and sees the mailing list', async ({
  page,
  browser,
  db,
  store,
  baseURL,
}) => {
  const email = await newOwner(db, store, RoleCode.ADMIN);
  const shopperEmail = uniqueEmail('ada');
  const readerEmail = uniqueEmail('reader');
  await shopper(browser, baseURL as string, async (shopperPage) => {
    await shopperPage.goto('/contact');
    // As every storefront page the tests open: the shopper types once the page works (a slow phone's first taps wait
    // for the script too).
    await waitForHydration(shopperPage);
    const form = shopperPage.getByRole('main').getByRole('form', { name: 'Contact us' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill(shopperEmail);
    await form.getByRole('combobox', { name: 'Topic' }).selectOption('Order');
    await form.getByRole('textbox', { name: 'Message' }).fill('Where is my order?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(shopperPage.getByRole('main').getByRole('status')).toContainText('Thank you!');
    const newsletter = shopperPage.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
    await newsletter.getByRole('textbox', { name: 'Email' }).fill(readerEmail);
    await newsletter.getByRole('button', { name: 'Sign Up' }).click();
    await expect(shopperPage.getByRole('contentinfo').getByRole('status')).toHaveText(
      'Thanks for subscribing! Check your inbox to confirm.',
    );
  });

  await page.goto('/config');
  await signIn(page, email);
  await openScreen(page, 'Forms', 'Forms');
  const all = page.getByRole('table', { name: 'Submissions of all forms, newest first' });
  await expect(all.getByRole('row', { name: new RegExp(shopperEmail) })).toContainText('Contact us');
  await expectAccessible(page);

  await page.getByLabel('Show submissions of').selectOption({ label: 'Contact us' });
  const contact = page.getByRole('table', { name: 'Submissions of Contact us, newest first' });
  const submission = contact.getByRole('row', { name: new RegExp(shopperEmail) });
  await expect(submission).toContainText('First: AdaLast: Lovelace');
  await expect(submission).toContainText('PhoneN/A');
  await expect(submission).toContainText('Where is my order?');
  const csvLink = page.getByRole('link', { name: 'Export Contact us submissions as CSV' });
  await expect(csvLink).toHaveAttribute('href', `/api/owner/forms/${store.forms.contact}/submissions.csv`);
  const download = page.waitForEvent('download');
  await csvLink.click();
  expect(await readFile(await (await download).path(), 'utf8')).toContain(shopperEmail);

  await openScreen(page, 'Mailing list', 'Mailing list');
  const list = page.getByRole('table', { name: 'Mailing list, newest first' });
  await expect(list.getByRole('row', { name: new RegExp(readerEmail) }).getByRole('cell')).toContainText([
    'Waiting for confirmation',
    'Newsletter block',
  ]);
  await page.getByLabel('Show addresses').selectOption({ label: 'Confirmed' });
  await expect(page.getByText('No addresses on the mailing list with this status.')).toBeVisible();
  await page.getByLabel('Show addresses').selectOption({ label: 'Waiting for confirmation' });
  await expect(list.getByRole('row', { name: new RegExp(readerEmail) })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/forms.png', fullPage: true });
});

test('an admin grants a role, cannot revoke the last admin and revokes the new member after confirming', async ({ page, db, store }) => {
  const email = await newOwner(db, store, RoleCode.ADMIN);
  const colleague = await newOwner(db, store, RoleCode.NONE); // an owner account with no role here yet
  await page.goto('/config');
  await signIn(page, email);
  await openScreen(page, 'Team', 'Team');
  const team = page.getByRole('table', { name: 'Owners of this website' });
  await expect(team.getByRole('row', { name: new RegExp(`${email} \\(you\\)`) })).toContainText('admin');
  await expect(team.getByRole('row', { name: new RegExp(colleague) })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Owner’s email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Grant role' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('No owner account has this email.');
  await expect(page.getByLabel('Owner’s email')).toHaveAccessibleDescription('No owner account has this email.');
  await page.getByLabel('Owner’s email').fill(colleague);
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'store manager' });
  await page.getByRole('button', { name: 'Grant role' }).click();
  await expect(toast(page, `${colleague} is now store manager.`)).toBeVisible();
  const member = team.getByRole('row', { name: new RegExp(colleague) });
  await expect(member).toContainText('store manager');

  const me = team.getByRole('row', { name: new RegExp(email) });
  await me.getByRole('button', { name: `Revoke role of ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke role' }).click();
  await expect(me.getByRole('alert')).toHaveText('A website needs at least one admin: make another owner an admin first.');
  await expect(me.getByRole('button', { name: `Revoke role of ${email}` })).toBeFocused();

  await member.getByRole('button', { name: `Revoke role of ${colleague}` }).click();
  const question = page.getByRole('alertdialog', { name: /^Take away the role of/ });
  await expect(question).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/team.png', fullPage: true });
  await question.getByRole('button', { name: 'Revoke role' }).click();
  await expect(member).toHaveCount(0);
});

test('a viewer sees the settings as text and no restock, forms or settings controls', async ({ page, db, store }) => {
  await ownerSignsIn(page, db, store, RoleCode.VIEWER, '/config/settings');
  await expect(page.getByText('Your role may see these settings but not change them.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Checkout minimum')).toBeVisible();
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await expect(main.getByRole('checkbox')).toHaveCount(0);
  await expect(main.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Restock' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Forms' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await page.goto('/config/restock');
  await expect(page.getByText('You do not have permission to see restock sign-ups.')).toBeVisible();
  await expect(main.getByRole('button')).toHaveCount(0);
  await page.goto('/config/forms');
  await expect(page.getByText('You do not have permission to see form submissions.')).toBeVisible();
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await expectAccessible(page);

  // A viewer may still make a personal token (it acts with the viewer's role), but not a storefront token.
  await openScreen(page, 'API tokens', 'API tokens');
  await expect(page.getByLabel('Token name')).toBeVisible();
  await expect(page.getByLabel('Kind')).toHaveCount(0);
  await expectAccessible(page);
});
