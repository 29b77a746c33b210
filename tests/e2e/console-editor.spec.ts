// The console's product editor and collections (docs/console.md) in Chromium, on real data: an admin owner manages
// collections (create, rename, reorder, a refused and a done delete), creates a product in a new collection, sets its
// options and variants, uploads an image and sets its focal point, publishes it, and a shopper then sees it with its
// new price; a viewer sees the editor's values as text and no control. Every screen is checked with axe.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { RoleCode } from '../../domain/permissions.ts';
import { expectAccessible, newOwner, signIn, toast } from './console.ts';
import { expect, test } from './owner.ts';
import { chooseOptions, openProduct } from './storefront.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const collectionList = (page: Page) => page.getByRole('list', { name: 'Product collections, in order' });
const collectionItems = (page: Page) => collectionList(page).getByRole('listitem');

async function createCollection(page: Page, title: string) {
  const form = page.getByRole('form', { name: 'New collection' });
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(toast(page, `Collection “${title}” created.`)).toBeVisible();
}

/** Types a variant's price, stock and (when given) sale price in the grid and saves its row. */
async function editVariant(page: Page, options: string, values: { price: string; stock: string; salePrice?: string }) {
  const row = page.getByRole('table', { name: /^Variants of/ }).getByRole('row', { name: new RegExp(options) });
  await row.getByLabel(/^Price,/).fill(values.price);
  await row.getByLabel(/^Stock,/).fill(values.stock);
  if (values.salePrice) {
    await row.getByLabel(/^On sale,/).check();
    await row.getByLabel(/^Sale price,/).fill(values.salePrice);
  }
  await row.getByRole('button', { name: /^Save / }).click();
  await expect(toast(page, new RegExp(`^Variant ${options} \\(.+\\) saved\\.$`))).toBeVisible();
}

/** A small PNG (80×60) made for the upload. */
const pngImage = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: '#33669a' } })
    .png()
    .toBuffer();

async function signInAs(page: Page, email: string) {
  await page.goto('/config');
  await signIn(page, email);
  await expect(nav(page)).toBeVisible();
}

test('an admin creates, renames, reorders and deletes collections', async ({ page, db, store }) => {
  await signInAs(page, await newOwner(db, store, RoleCode.ADMIN));
  await nav(page).getByRole('link', { name: 'Collections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await expect(collectionItems(page).first()).toBeVisible();
  await createCollection(page, 'Summer');
  await createCollection(page, 'Winter');
  await expect(collectionItems(page).last()).toContainText('Winter');
  await page.getByRole('button', { name: 'Move Winter up' }).click();
  await expect(collectionItems(page).last()).toContainText('Summer');

  await page.getByRole('button', { name: 'Edit Winter' }).click();
  const edit = page.getByRole('form', { name: 'Edit Winter' });
  await edit.getByLabel('Title', { exact: true }).fill('Winter Sale');
  await edit.getByLabel(/URL slug/).fill('winter-sale');
  await edit.getByRole('button', { name: 'Save collection' }).click();
  await expect(collectionList(page)).toContainText('Winter Sale');
  await expect(collectionList(page)).toContainText('/winter-sale');

  await page.getByRole('button', { name: 'Delete Shop' }).click();
  await page.getByRole('button', { name: 'Delete collection' }).click();
  await expect(collectionItems(page).filter({ hasText: 'Shop' }).getByRole('alert')).toContainText(/.+/);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/collections.png', fullPage: true });

  await page.getByRole('button', { name: 'Delete Summer' }).click();
  await page.getByRole('button', { name: 'Delete collection' }).click();
  await expect(collectionList(page)).not.toContainText('Summer');
});

test('a new product asks for its price and stock, takes one image, and is sellable at once', async ({ page, db, store }) => {
  await signInAs(page, await newOwner(db, store, RoleCode.ADMIN));
  await page.goto('/config/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel(/^Price/)).toHaveAccessibleDescription('Enter the price shoppers pay, such as 25.00.');
  await page.getByLabel(/^Price/).fill('35.00');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel('In stock')).toHaveAccessibleDescription(
    'Enter how many you have in stock (a whole number), or tick Unlimited.',
  );
  // A digital product's stock is not counted: no stock is asked.
  await page.getByLabel('Type', { exact: true }).selectOption('DIGITAL');
  await expect(page.getByLabel('In stock')).toHaveCount(0);
  await page.getByLabel('Type', { exact: true }).selectOption('PHYSICAL');
  await page.getByLabel('In stock').fill('5');
  // The server's refusal of the blank name, in words: the field's label, never its path (input.title).
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Name cannot be blank.');
  await page.getByLabel('Name', { exact: true }).fill('Rain Hat');
  await page.getByLabel(/^Image \(optional/).setInputFiles({ name: 'hat.png', mimeType: 'image/png', buffer: await pngImage() });
  await page.getByLabel('State').selectOption({ label: 'Published now' });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Rain Hat' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'image 1 (hat.png), main image' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Variants of Rain Hat/ }).getByLabel(/^Stock,/)).toHaveValue('5');
  const product = await openProduct(page, 'Rain Hat');
  await expect(product.getByText('$35.00').first()).toBeVisible();
  await expect(product.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  await expect(product.getByText(/sold out/i)).toHaveCount(0);
});

test('an admin creates a product, edits it and publishes it; a shopper sees it', async ({ page, db, store }) => {
  test.slow(); // many screens and changes in one story
  await signInAs(page, await newOwner(db, store, RoleCode.ADMIN));
  await nav(page).getByRole('link', { name: 'Collections' }).click();
  await createCollection(page, 'Outerwear');

  await nav(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Harbour Jacket');
  await page.getByLabel('Type', { exact: true }).selectOption('PHYSICAL');
  await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Outerwear' });
  await page.getByLabel(/^Price/).fill('180.00');
  await page.getByLabel('In stock').fill('6');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Jacket' })).toBeVisible();
  await expect(page.getByText(/^Draft ·/)).toBeVisible();

  const options = page.getByRole('form', { name: 'Options' });
  await options.getByLabel('Option name').fill('Size');
  await options.getByLabel('Values').fill('S, M');
  await options.getByRole('button', { name: 'Save options' }).click();
  await expect(toast(page, 'Options saved.')).toBeVisible();
  const variants = page.getByRole('table', { name: /^Variants of Harbour Jacket/ });
  await expect(variants.getByRole('row', { name: /Size: M/ })).toBeVisible();
  await editVariant(page, 'Size: S', { price: '170.00', stock: '4' });
  await editVariant(page, 'Size: M', { price: '175.00', stock: '2', salePrice: '150.00' });
  await options.getByLabel('Values').first().fill('Small, M');
  await options.getByRole('button', { name: 'Save options' }).click();
  await expect(toast(page, 'Options saved.')).toBeVisible();
  await expect(variants.getByRole('row', { name: /Size: Small/ }).getByLabel(/^Price,/)).toHaveValue('170.00');
  await expectAccessible(page);

  await page.getByLabel(/^Add images/).setInputFiles({ name: 'jacket.png', mimeType: 'image/png', buffer: await pngImage() });
  const image = page.getByRole('listitem', { name: 'image 1 (jacket.png), main image' });
  await expect(image).toContainText('80x60 pixels');
  await image.getByRole('button', { name: /^Focal point of/ }).click({ position: { x: 8, y: 8 } });
  await expect(image.getByLabel('Focal point across (%)')).not.toHaveValue('50');
  await image.getByLabel('Focal point across (%)').fill('25');
  await image.getByLabel('Focal point down (%)').fill('70');
  await image.getByRole('button', { name: /^Focal point of/ }).press('ArrowRight');
  await expect(image.getByLabel('Focal point across (%)')).toHaveValue('30');
  await image.getByLabel(/^Alt text/).fill('Harbour Jacket, front');
  await image.getByRole('button', { name: /^Save image/ }).click();
  await expect(toast(page, 'Image 1 saved.')).toBeVisible();
  await page.reload();
  await expect(image.getByLabel('Focal point down (%)')).toHaveValue('70');
  await expect(image.getByLabel(/^Alt text/)).toHaveValue('Harbour Jacket, front');
  await expectAccessible(page);

  const medium = page.getByRole('table', { name: /^Variants of/ }).getByRole('row', { name: /Size: M/ });
  await medium.getByLabel(/^Image,/).selectOption({ label: 'Image 1 (jacket.png)' });
  await medium.getByRole('button', { name: /^Save / }).click();
  await expect(toast(page, /^Variant Size: M \(.+\) saved\.$/)).toBeVisible();

  // One form, one Save: merchandising, plans and basics are saved together.
  const details = page.getByRole('form', { name: 'Product' });
  const save = details.getByRole('button', { name: 'Save product' });
  await expect(details.getByText('No unsaved changes')).toBeVisible();
  const merchandising = details.getByRole('region', { name: 'Merchandising' });
  await merchandising.getByLabel('Show a scarcity message when stock is low').check();
  await merchandising.getByLabel('Show it at or below this stock').fill('0');
  await expect(details.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await save.click();
  await expect(merchandising.getByRole('alert')).toBeVisible();
  await merchandising.getByLabel('Show it at or below this stock').fill('3');
  const plans = details.getByRole('region', { name: 'Subscription plans' });
  await plans.getByLabel('Shoppers may subscribe').check();
  await plans.getByRole('button', { name: 'Add a plan' }).click();
  await save.click();
  await expect(toast(page, 'Product saved.')).toBeVisible();
  await expect(details.getByText('No unsaved changes')).toBeVisible();

  const basics = details.getByRole('region', { name: 'Basics' });
  await basics.getByLabel('Description', { exact: true }).fill('Waxed cotton, made to last.');
  await basics.getByLabel('State', { exact: true }).selectOption('SCHEDULED');
  await basics.getByLabel(/Publish on/).fill('2020-01-01T09:00');
  await save.click();
  await expect(basics.getByRole('alert')).toHaveText('Choose a date and time ahead to schedule the product.');
  await basics.getByLabel(/Publish on/).fill('2099-06-01T09:00');
  await save.click();
  await expect(page.getByText(/^Scheduled ·/)).toBeVisible();
  await expect(details.getByText('No unsaved changes')).toBeVisible();
  await expectAccessible(page);

  await basics.getByLabel('State', { exact: true }).selectOption('PUBLISHED');
  await basics.getByLabel('Collection', { exact: true }).selectOption({ label: 'Shop' });
  await basics.getByLabel(/^Product form/).selectOption({ index: 1 });
  await save.click();
  await expect(page.getByText(/^Published · \/shop\//)).toBeVisible();
  await page.reload();
  await expect(merchandising.getByLabel('Show it at or below this stock')).toHaveValue('3');
  await expect(plans.getByRole('group', { name: 'Plan 1' })).toBeVisible();
  await expect(basics.getByLabel(/^Product form/)).not.toHaveValue('');
  await page.screenshot({ path: 'docs/console/product-editor.png', fullPage: true });

  const product = await openProduct(page, 'Harbour Jacket');
  await expect(product).toContainText('from $150.00');
  await chooseOptions(page, { Size: 'Small' });
  await expect(product).toContainText('$170.00');
  await chooseOptions(page, { Size: 'M' });
  await expect(product).toContainText('$150.00');
  await expect(product).toContainText('$175.00');
});

test('an admin duplicates, archives and deletes a product; a viewer sees the editor as text', async ({ page, db, store }) => {
  test.slow(); // many screens and changes in one story
  await signInAs(page, await newOwner(db, store, RoleCode.ADMIN));
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Classic Tee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee (copy)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Basics' }).getByLabel('Name', { exact: true })).toHaveValue('Classic Tee (copy)');
  await expect(page.getByText(/^Draft ·/)).toBeVisible();
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Product archived.')).toBeVisible();
  await expect(page.getByText(/^Archived ·/)).toBeVisible();
  await page.getByRole('button', { name: 'Delete Classic Tee (copy)' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Digital Lookbook' }).click();
  const file = page.getByRole('region', { name: 'File to download' });
  await expect(file).toContainText(/lookbook\.pdf/i);
  await file
    .getByLabel(/^Replace the file/)
    .setInputFiles({ name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 guide') });
  await expect(file).toContainText('guide.pdf, 1 KB');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  await signIn(page, await newOwner(db, store, RoleCode.VIEWER));
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('link', { name: 'New product' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Classic Tee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Variants' })).toContainText('$19.00');
  // The description as shoppers read it (its headings and lists), not its HTML source.
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Materials and care' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('<h2>');
  await expect(page.getByRole('button')).toHaveText(['Sign out']);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await nav(page).getByRole('link', { name: 'Collections' }).click();
  await expect(collectionItems(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Delete|Move)/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('leaving the product form with unsaved changes asks first; Discard puts the saved values back', async ({ page, db, store }) => {
  await signInAs(page, await newOwner(db, store, RoleCode.ADMIN));
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Classic Tee' }).click();
  const details = page.getByRole('form', { name: 'Product' });
  const name = details.getByRole('region', { name: 'Basics' }).getByLabel('Name', { exact: true });
  await name.fill('Classic Tee, renamed');
  await expect(details.getByText('Unsaved changes', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'All products' }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave this page? Your changes are not saved.' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(name).toHaveValue('Classic Tee, renamed');

  await details.getByRole('button', { name: 'Discard' }).click();
  await expect(name).toHaveValue('Classic Tee');
  await expect(details.getByText('No unsaved changes')).toBeVisible();
  await page.getByRole('link', { name: 'All products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  await page.getByRole('link', { name: 'Classic Tee' }).click();
  await name.fill('Classic Tee, renamed');
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(name).toHaveValue('Classic Tee, renamed');
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const saved = await db.item.findFirst({ where: { websiteId: store.websiteId, title: { startsWith: 'Classic Tee' } } });
  expect(saved?.title).toBe('Classic Tee');
});
