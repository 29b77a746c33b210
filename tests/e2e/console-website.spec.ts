// The owner console's website screens (docs/console.md) in Chromium, on real data: an admin adds a page, gives it a
// text block and a gallery block whose design settings are refused out of range and then saved, sees it in the
// preview and a shopper sees it on the storefront; pages are reordered; blog posts and gallery images are added,
// edited, uploaded and deleted; a template's error is shown at its line and column and fixed; a viewer sees all of
// it without a control; forms, products and a product's image are put in blocks by choosing them by name (never
// typing an id), and ids that no longer resolve still show and can be changed. Every screen is checked with axe.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { RoleCode } from '../../domain/permissions.ts';
import { expectAccessible, newOwner, signIn, toast } from './console.ts';
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
  test.slow(); // a page built block by block, the storefront in a second browser, axe on every step
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
  await expect(page.getByLabel('Text (HTML)')).toBeFocused();
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
  await expect(toast(page, 'Page saved.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
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
  await expect(page.getByRole('button', { name: 'Move Opening Hours up' })).toBeFocused();
  await page.getByRole('button', { name: 'Move Home down' }).click();
  await expect(mainNavigation(page)).toHaveText(['Shop', 'Home', 'Journal', 'Events', 'Galleries', 'Opening Hours', 'More']);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/pages.png', fullPage: true });

  // Into the folder "More": the page editor's Folder, sent only because it changed.
  await page.getByRole('link', { name: 'Opening Hours' }).click();
  await page.getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'More' });
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toast(page, 'Page saved.')).toBeVisible();
  await page.getByRole('link', { name: 'All pages' }).click();
  const inMore = page.getByRole('list', { name: 'Pages in More' }).locator(':scope > li > .website-row-line > .website-row-title');
  await expect(inMore).toHaveText(['About', 'Questions', 'Opening Hours']);
  await expect(mainNavigation(page)).toHaveText(['Shop', 'Home', 'Journal', 'Events', 'Galleries', 'More']);
});

test('an admin adds, publishes and deletes a blog post, uploads a gallery image and adds an event', async ({ page, db, store }) => {
  test.slow(); // three lists and two editors, axe on each
  await openConsole(page, '/pages', RoleCode.ADMIN, db, store);
  await page.getByRole('link', { name: 'Posts of Journal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Posts of Journal' })).toBeVisible();
  const posts = page.getByRole('table', { name: 'Posts of Journal' });
  await expect(posts.getByRole('row', { name: /Caring for wool/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Title').fill('Spring notes');
  await page.getByRole('button', { name: 'Add post' }).click();
  await expect(toast(page, 'Added “Spring notes” as a draft.')).toBeVisible();
  const row = posts.getByRole('row', { name: /Spring notes/ });
  await expect(row).toContainText('Draft');
  await row.getByRole('link', { name: 'Spring notes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring notes' })).toBeVisible();
  await page.getByLabel('Publish state').selectOption({ label: 'Published' });
  await page.getByLabel('Block type').selectOption({ label: 'Text' });
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByLabel('Text (HTML)').fill('<p>Linen is back in the studio.</p>');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Saved.')).toBeVisible();
  await expect(page.frameLocator('iframe[title="Preview of Spring notes"]').getByText('Linen is back in the studio.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Posts of Journal' }).click();
  await expect(row).toContainText('Published');
  await row.getByRole('button', { name: 'Delete Spring notes' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Delete “Spring notes”\?/ });
  await expect(confirm).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);

  await page.getByRole('link', { name: 'All pages' }).click();
  await page.getByRole('link', { name: 'Images of Lookbook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Images of Lookbook' })).toBeVisible();
  await page.getByLabel('Title').fill('Harbor at dawn');
  await page.getByRole('button', { name: 'Add image' }).click();
  await page.getByRole('table', { name: 'Images of Lookbook' }).getByRole('link', { name: 'Harbor at dawn' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor at dawn' })).toBeVisible();
  await expect(page.getByText('No image yet.')).toBeVisible();
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3060a0' } })
    .png()
    .toBuffer();
  await page.getByLabel('Image file').setInputFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Alt text of the new image').fill('Boats at dawn');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(toast(page, 'Uploaded harbor.png.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Boats at dawn' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/config/pages');
  await page.getByRole('link', { name: 'Events of Events' }).click();
  const events = page.getByRole('table', { name: 'Events of Events' });
  await expect(events.getByRole('row', { name: /Winter market/ })).toBeVisible();
  await page.getByLabel('Title').fill('Spring fair');
  await page.getByLabel('Starts').fill('2031-04-12T10:00');
  await page.getByLabel('Ends').fill('2031-04-12T16:00');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(events.getByRole('row', { name: /Spring fair/ })).toContainText('Apr 12, 2031');
  await expectAccessible(page);
});

test('a template error is shown at its line and column, the caret goes there, and the fixed text passes', async ({ page, db, store }) => {
  await openConsole(page, '/templates', RoleCode.ADMIN, db, store);
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await page.getByLabel('Page').selectOption({ label: 'Journal (Blog)' });
  await page.getByRole('combobox', { name: 'Template' }).selectOption({ label: 'List template' });
  const text = page.getByLabel('List template of Journal');
  await text.fill('<ul>\n{.repeated section items}<li>{title|shout}</li>{.end}\n</ul>');
  await page.getByRole('button', { name: 'Check template' }).click();
  const problem = page.getByRole('main').getByRole('alert').filter({ hasText: 'Problems of the template:' }).getByRole('button');
  await expect(problem).toHaveCount(1);
  await expect(problem).toHaveText(/^Line 2, column \d+: .*shout/);
  await expect(text).toHaveAccessibleDescription(/Line 2, column \d+: .*shout/);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/templates.png', fullPage: true });

  const column = Number((await problem.textContent())?.match(/column (\d+)/)?.[1]);
  await problem.click();
  await expect(text).toBeFocused();
  const caret = await text.evaluate((el: HTMLTextAreaElement) => el.selectionStart);
  expect(caret).toBe('<ul>\n'.length + column - 1);
  expect('<ul>\n{.repeated section items}<li>{title|shout}</li>{.end}\n</ul>'.slice(caret)).toMatch(/^\{title\|shout\}/);
  await expect(page.getByText('Line 2, column')).toHaveCount(2);

  await text.fill('<ul>\n{.repeated section items}<li>{title}</li>{.end}\n</ul>');
  await page.getByRole('button', { name: 'Check template' }).click();
  await expect(toast(page, 'No problems found.')).toBeVisible();
  await expect(page.getByText('Problems of the template:')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Template saved.')).toBeVisible();
  await page.reload();
  await page.getByLabel('Page').selectOption({ label: 'Journal (Blog)' });
  await expect(page.getByLabel('List template of Journal')).toHaveValue('<ul>\n{.repeated section items}<li>{title}</li>{.end}\n</ul>');
  await expectAccessible(page);
});

test('a viewer sees the pages, a page’s blocks, posts and templates without any control', async ({ page, db, store }) => {
  await openConsole(page, '/pages', RoleCode.VIEWER, db, store);
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(mainNavigation(page)).toHaveText(['Home', 'Shop', 'Journal', 'Events', 'Galleries', 'More']);
  await expect(page.getByRole('form', { name: 'Add a page' })).toHaveCount(0);
  for (const name of ['Rename', 'Move up', 'Move down', 'Delete'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Galleries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galleries' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Block 1: Gallery' }).getByLabel('Design').first()).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled();
  for (const name of ['Save page', 'Add block', 'Remove']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.frameLocator('iframe[title="Preview of Galleries"]').getByRole('heading', { name: 'Galleries' }).first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/config/pages');
  await page.getByRole('link', { name: 'Posts of Journal' }).click();
  await expect(page.getByRole('table', { name: 'Posts of Journal' }).getByRole('row', { name: /Caring for wool/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Add post|Delete)/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Templates' }).click();
  await page.getByLabel('Page').selectOption({ label: 'Journal (Blog)' });
  await expect(page.getByLabel('List template of Journal')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: /template/ })).toHaveCount(0);
  await expectAccessible(page);
});

/** A new page of kind Page, open in its editor. */
async function addPage(page: Page, title: string) {
  const add = page.getByRole('form', { name: 'Add a page' });
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Kind').selectOption({ label: 'Page' });
  await add.getByRole('button', { name: 'Add page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function addBlock(page: Page, label: string, number: number) {
  await page.getByLabel('Block type').selectOption({ label });
  await page.getByRole('button', { name: 'Add block' }).click();
  return page.getByRole('group', { name: `Block ${number}: ${label}` });
}

async function savePage(page: Page) {
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(toast(page, 'Page saved.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
}

test('an admin puts a form and products on a page by choosing them by name, and a shopper sees them', async ({
  page,
  db,
  store,
  browser,
  baseURL,
}) => {
  test.slow(); // three blocks chosen by search, the storefront in a second browser, axe on every step
  await openConsole(page, '/pages', RoleCode.ADMIN, db, store);
  await addPage(page, 'Visit Us');

  const form = await addBlock(page, 'Form', 1);
  const formChoice = form.getByLabel('Form', { exact: true });
  await expect(formChoice.locator('option')).toHaveText([
    'Choose a form',
    'Contact us (contact form, 6 fields)',
    'Engraving details (product form, 3 fields)',
    'Newsletter (newsletter form, 1 field)',
  ]);
  await formChoice.selectOption({ label: 'Contact us (contact form, 6 fields)' });
  await form.getByLabel('Title').fill('Write to us');

  const product = await addBlock(page, 'Product', 2);
  const search = product.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toBeFocused();
  await search.fill('tote');
  const found = product.getByRole('list', { name: 'Products to choose matching “tote”' });
  await expect(found.getByRole('button')).toHaveText(['Canvas Tote']);
  await found.getByRole('button', { name: 'Canvas Tote' }).click();
  await expect(product.getByText('Chosen: Canvas Tote')).toBeVisible();
  await expect(product.getByRole('button', { name: 'Change product' })).toBeFocused();
  await expectAccessible(page);

  const addOns = await addBlock(page, 'Add-on products', 3);
  await addOns.getByLabel('Title').fill('Goes well with');
  const more = addOns.getByRole('searchbox', { name: 'Add a product' });
  for (const [typed, title] of [
    ['beanie', 'Wool Beanie'],
    ['tee', 'Classic Tee'],
    ['lookbook', 'Digital Lookbook'],
  ]) {
    await more.fill(typed);
    await expect(addOns.getByRole('list', { name: `Products to choose matching “${typed}”` }).getByRole('button')).toHaveText([title]);
    await more.press('Tab'); // the keyboard alone: the first match, then Enter
    await expect(addOns.getByRole('button', { name: title })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(more).toBeFocused();
  }
  const chosen = addOns.getByRole('list', { name: 'Chosen products, at most 12' });
  await expect(chosen.getByRole('listitem')).toHaveText([/^Wool Beanie/, /^Classic Tee/, /^Digital Lookbook/]);
  await chosen.getByRole('button', { name: 'Move product 3 up' }).click();
  await expect(chosen.getByRole('listitem')).toHaveText([/^Wool Beanie/, /^Digital Lookbook/, /^Classic Tee/]);
  await expect(chosen.getByRole('button', { name: 'Move product 2 up' })).toBeFocused();
  await chosen.getByRole('button', { name: 'Remove product 3' }).click();
  await expect(chosen.getByRole('listitem')).toHaveText([/^Wool Beanie/, /^Digital Lookbook/]);
  await expect(more).toBeFocused();
  await expectAccessible(page);
  await savePage(page);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Block 1: Form' }).getByLabel('Form', { exact: true })).toHaveValue(store.forms.contact);
  await expect(page.getByRole('group', { name: 'Block 2: Product' }).getByText('Chosen: Canvas Tote')).toBeVisible();
  await expect(chosen.getByRole('listitem')).toHaveText([/^Wool Beanie/, /^Digital Lookbook/]);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/block-pickers.png', fullPage: true });

  await asShopper(browser, baseURL ?? '', async (shopper) => {
    await shopper.goto('/visit-us');
    await expect(shopper.getByRole('heading', { name: 'Write to us' })).toBeVisible();
    await expect(shopper.getByRole('textbox', { name: /Message/ })).toBeVisible();
    await expect(shopper.getByRole('article', { name: 'Canvas Tote' })).toBeVisible();
    const goesWell = shopper.getByRole('region', { name: 'Goes well with' }).getByRole('article');
    await expect(goesWell).toHaveCount(2);
    await expect(goesWell.first()).toHaveAccessibleName('Wool Beanie');
    await expect(goesWell.last()).toHaveAccessibleName('Digital Lookbook');
  });

  // A product and a form that no longer resolve still show, by their id, and can be chosen again.
  const row = await db.collection.findFirstOrThrow({ where: { websiteId: store.websiteId, title: 'Visit Us' } });
  const stale = JSON.stringify(row.blocks)
    .replace(`${store.websiteId}-prod-canvas-tote`, 'prod-gone')
    .replace(store.forms.contact, 'form-gone');
  await db.collection.update({ where: { id: row.id }, data: { blocks: JSON.parse(stale) } });
  await page.reload();
  const again = page.getByRole('group', { name: 'Block 2: Product' });
  await expect(again.getByText('Chosen: Unknown product (id prod-gone)')).toBeVisible();
  const formAgain = page.getByRole('group', { name: 'Block 1: Form' }).getByLabel('Form', { exact: true });
  await expect(formAgain.locator('option:checked')).toHaveText('Unknown form (id form-gone)');
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(again.getByRole('alert')).toHaveText('No such product.');
  await expect(page.getByRole('group', { name: 'Block 1: Form' }).getByRole('alert')).toHaveText('No such form.');
  await expect(formAgain).toHaveAccessibleDescription('No such form.');
  await expectAccessible(page);
  await formAgain.selectOption({ label: 'Newsletter (newsletter form, 1 field)' });
  await again.getByRole('button', { name: 'Change product' }).click();
  await expect(again.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
  await again.getByRole('searchbox', { name: 'Search products' }).fill('session');
  await again.getByRole('button', { name: 'Styling Session' }).click();
  await expect(again.getByText('Chosen: Styling Session')).toBeVisible();
  await savePage(page);

  // A viewer sees what was chosen, by name, and no way to change it.
  const viewer = await browser.newContext({ baseURL });
  try {
    const view = await viewer.newPage();
    await openConsole(view, '/pages', RoleCode.VIEWER, db, store);
    await view.getByRole('link', { name: 'Visit Us' }).click();
    await expect(view.getByRole('group', { name: 'Block 2: Product' }).getByText('Chosen: Styling Session')).toBeVisible();
    const viewedForm = view.getByRole('group', { name: 'Block 1: Form' }).getByLabel('Form', { exact: true });
    await expect(viewedForm).toBeDisabled();
    await expect(viewedForm.locator('option:checked')).toHaveText('Newsletter (newsletter form, 1 field)');
    await expect(view.getByRole('group', { name: 'Block 3: Add-on products' }).getByRole('listitem')).toHaveText([
      /^Wool Beanie/,
      /^Digital Lookbook/,
    ]);
    await expect(view.getByRole('searchbox')).toHaveCount(0);
    await expect(view.getByRole('button', { name: /^(Change product|Move product|Remove product)/ })).toHaveCount(0);
    await expectAccessible(view);
  } finally {
    await viewer.close();
  }
});

test('an admin chooses an image block’s picture from a product’s or a gallery’s images instead of typing its id, and a shopper sees it', async ({
  page,
  db,
  store,
  browser,
  baseURL,
}) => {
  await openConsole(page, '/pages', RoleCode.ADMIN, db, store);
  await addPage(page, 'Our Tee');
  const image = await addBlock(page, 'Image', 1);
  const uploaded = image.getByRole('group', { name: 'Uploaded image' });
  await expect(uploaded.getByText('None chosen.')).toBeVisible();
  await uploaded.getByText('Choose from a product’s images').click();
  await uploaded.getByRole('searchbox', { name: 'Find the product' }).fill('tee');
  await uploaded.getByRole('button', { name: 'Classic Tee' }).click();
  await uploaded.getByRole('button', { name: 'Use image 1 of Classic Tee' }).click();
  await expect(uploaded.getByText('Chosen: an image of Classic Tee')).toBeVisible();
  await expect(uploaded.getByRole('img', { name: 'Classic Tee' })).toHaveAttribute('src', /tee/);
  await expect(image.getByLabel('Alt text')).toHaveValue('Classic Tee in white, front');
  await expect(image.getByLabel('Image URL')).toHaveValue('');
  await expectAccessible(page);
  await savePage(page);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Uploaded image' }).getByText('Chosen: an image of Classic Tee')).toBeVisible();

  await asShopper(browser, baseURL ?? '', async (shopper) => {
    await shopper.goto('/our-tee');
    await expect(shopper.locator('figure.image-block img')).toHaveAttribute('src', /tee/);
    await expect(shopper.getByRole('img', { name: 'Classic Tee' })).toBeVisible();
  });

  // A gallery's image instead; then an image that no longer exists shows by its id and can be removed.
  const again = page.getByRole('group', { name: 'Uploaded image' });
  await again.getByText('Choose from a gallery’s images').click();
  await again.getByLabel('Gallery page').selectOption({ label: 'Lookbook' });
  await again.getByRole('button', { name: 'Use image 1 of Lookbook' }).click();
  await expect(again.getByText(/^Chosen: the gallery image .+/)).toBeVisible();
  await expectAccessible(page);
  await savePage(page);
  const row = await db.collection.findFirstOrThrow({ where: { websiteId: store.websiteId, title: 'Our Tee' } });
  const blocks = row.blocks as { data: { imageId?: string } }[];
  blocks[0].data.imageId = 'image-gone';
  await db.collection.update({ where: { id: row.id }, data: { blocks } });
  await page.reload();
  await expect(again.getByText('Chosen: Unknown image (id image-gone)')).toBeVisible();
  await again.getByRole('button', { name: 'Remove uploaded image' }).click();
  await expect(again.getByText('None chosen.')).toBeVisible();
});

test('an admin chooses the product of a customers-also-bought block by name, or clears it for the page’s product', async ({
  page,
  db,
  store,
}) => {
  await openConsole(page, '/pages', RoleCode.ADMIN, db, store);
  await addPage(page, 'Also Bought');
  const also = await addBlock(page, 'Customers also bought', 1);
  const product = also.getByRole('group', { name: 'Product (else the page’s product)' });
  await expect(also.getByLabel('Title')).toBeFocused();
  await expect(product.getByText('None chosen: the product of the page it is shown on.')).toBeVisible();
  await product.getByRole('searchbox', { name: 'Search products' }).fill('beanie');
  await product.getByRole('button', { name: 'Wool Beanie' }).click();
  await expect(product.getByText('Chosen: Wool Beanie')).toBeVisible();
  await expectAccessible(page);
  await savePage(page);
  await page.reload();
  await expect(product.getByText('Chosen: Wool Beanie')).toBeVisible();
  await product.getByRole('button', { name: 'Clear product' }).click();
  await expect(product.getByText('None chosen: the product of the page it is shown on.')).toBeVisible();
  await expect(product.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
  await savePage(page);
  const row = await db.collection.findFirstOrThrow({ where: { websiteId: store.websiteId, title: 'Also Bought' } });
  expect((row.blocks as { data: Record<string, unknown> }[])[0].data).not.toHaveProperty('productId');
});

test('leaving a page with an unsaved change of its blocks asks first', async ({ page, db, store }) => {
  await openConsole(page, '/pages', RoleCode.ADMIN, db, store);
  await mainNavigation(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // A block removed with its button alone (no field typed in) is a change.
  await page.getByRole('button', { name: 'Remove block 1', exact: true }).click();
  await page.getByRole('link', { name: 'All pages' }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave this page? Your changes are not saved.' });
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('link', { name: 'All pages' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
});
