// The console's catalog screens (docs/console.md) in Chromium, on real data: an admin owner searches and filters the
// products, bulk-adjusts stock on the inventory's low-stock view (checked through the API afterwards) and imports a
// CSV with a bad row, then a good one; a viewer sees the lists and the export, with no stock or import controls.
// Every screen is checked with axe.
import { readFileSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import type { SeededCopy } from '../../prisma/seed.ts';
import { expectAccessible, newOwner, ownerSignsIn, signIn, toast } from './console.ts';
import { expect, ownerGraphql, test } from './owner.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const productRows = (page: Page) =>
  page
    .getByRole('table', { name: /^Products/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
const inventoryTable = (page: Page) => page.getByRole('table', { name: /^Variants/ });

/** A second collection with one product in it, made through the owner API. */
async function giftsCollection(request: APIRequestContext, store: SeededCopy, token: string) {
  const made = (await ownerGraphql(
    request,
    store,
    token,
    'mutation { createCollection(input: { title: "Gifts" }) { collection { id } } }',
  )) as {
    createCollection: { collection: { id: string } };
  };
  const collectionId = made.createCollection.collection.id;
  await ownerGraphql(
    request,
    store,
    token,
    `mutation($c: ID!) { createProduct(input: { collectionId: $c, title: "Linen Scarf", productType: PHYSICAL, status: PUBLISHED,
      variants: [{ sku: "SCARF-LINEN", priceCents: 4200, qtyInStock: 6 }] }) { userErrors { message } } }`,
    { c: collectionId },
  );
}

async function stockOf(request: APIRequestContext, store: SeededCopy, token: string, search: string) {
  type Inventory = { inventory: { edges: { node: { sku: string; qtyInStock: number } }[] } };
  const data = (await ownerGraphql(
    request,
    store,
    token,
    'query($s: String) { inventory(search: $s, first: 20) { edges { node { sku qtyInStock } } } }',
    { s: search },
  )) as Inventory;
  const edges = data.inventory.edges;
  return Object.fromEntries(edges.map((e) => [e.node.sku, e.node.qtyInStock]));
}

test('an owner searches the products and filters them by collection', async ({ page, db, store, request, ownerToken }) => {
  await giftsCollection(request, store, ownerToken);
  await ownerSignsIn(page, db, store, RoleCode.ADMIN);
  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const tee = productRows(page).filter({ hasText: 'Classic Tee' });
  await expect(tee).toContainText('Physical');
  await expect(tee).toContainText('$19.00 – $25.00');
  await expect(tee).toContainText('60 in stock');
  await expect(tee).toContainText('Published');
  await expect(productRows(page).filter({ hasText: 'Wool Beanie' })).toContainText('Out of stock');
  await expect(productRows(page).filter({ hasText: 'Gift Card' })).toContainText('Unlimited');
  await expect(productRows(page)).toHaveCount(9);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/products.png', fullPage: true });

  await page.getByLabel('Search title or slug').fill('tee');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(productRows(page)).toHaveCount(1);
  await expect(productRows(page)).toContainText('Classic Tee');
  await page.getByLabel('Search title or slug').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Collection').selectOption({ label: 'Gifts' });
  await expect(productRows(page)).toHaveCount(1);
  await expect(productRows(page)).toContainText('Linen Scarf');
  await expect(productRows(page)).toContainText('$42.00');
  await page.getByLabel('Collection').selectOption({ label: 'All' });
  await page.getByLabel('Stock').selectOption({ label: 'Out of stock' });
  await expect(productRows(page)).toHaveCount(1);
  await expect(productRows(page)).toContainText('Wool Beanie');
  await page.getByLabel('Stock').selectOption({ label: 'All' });
  await page.getByLabel('Status').selectOption({ label: 'Archived' });
  await expect(page.getByText('No product matches these filters.')).toBeVisible();
  await expectAccessible(page);
});

test('an owner sorts the products by name from the column head with the keyboard, and back to the collections’ order', async ({
  page,
  db,
  store,
}) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/products');
  const table = page.getByRole('table', { name: /^Products,/ });
  const head = table.getByRole('columnheader', { name: /^Name/ });
  const names = () => productRows(page).getByRole('rowheader').getByRole('link').allInnerTexts();
  await expect(productRows(page)).toHaveCount(8);
  const ownOrder = await names();
  await expect(head).toHaveAttribute('aria-sort', 'none');
  const sorted = [...ownOrder].sort((a, b) => a.localeCompare(b));
  expect(ownOrder).not.toEqual(sorted);

  await head.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(head).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('table', { name: 'Products, by name (A to Z)' })).toBeVisible();
  await expect.poll(names).toEqual(sorted);
  await page.keyboard.press('Enter');
  await expect(head).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(names).toEqual([...sorted].reverse());
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(head).toHaveAttribute('aria-sort', 'none');
  await expect.poll(names).toEqual(ownOrder);
});

test('an owner bulk-adjusts two low-stock variants and the store’s stock changes', async ({ page, db, store, request, ownerToken }) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(inventoryTable(page).getByRole('row', { name: /TEE-M-BLACK/ })).toContainText('Size: M, Color: Black');
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Low stock' }).check();
  await expect(inventoryTable(page)).toHaveAccessibleName('Variants with 5 or fewer in stock');
  await expect(inventoryTable(page).getByRole('row')).toHaveCount(5); // the header, TEE-S-WHITE, two beanies, the tote
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Select Canvas Tote TOTE-NATURAL' }).check();
  await page.getByRole('checkbox', { name: 'Select Wool Beanie BEANIE-GREY' }).check();
  await expect(page.getByText('2 selected.')).toBeVisible();
  await page.getByLabel('Units to add (negative to remove)').fill('+10');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(toast(page, 'Stock changed')).toHaveText('Stock changed for 2 variants.');
  const result = page.getByRole('table', { name: 'Result of the last adjustment' });
  await expect(result.getByRole('row', { name: /TOTE-NATURAL/ }).getByRole('cell')).toHaveText(['Canvas Tote', '3', '13']);
  await expect(result.getByRole('row', { name: /BEANIE-GREY/ }).getByRole('cell')).toHaveText(['Wool Beanie', '0', '10']);
  // They are no longer low in stock.
  await expect(inventoryTable(page).getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/inventory.png', fullPage: true });
  expect(await stockOf(request, store, ownerToken, 'tote')).toEqual({ 'TOTE-NATURAL': 13 });
  expect(await stockOf(request, store, ownerToken, 'beanie')).toEqual({ 'BEANIE-NAVY': 0, 'BEANIE-GREY': 10 });

  // A change the store refuses changes nothing, and says which variant it concerns.
  await page.getByRole('checkbox', { name: 'Select Wool Beanie BEANIE-NAVY' }).check();
  await page.getByLabel('Units to add (negative to remove)').fill('-1');
  await page.getByRole('button', { name: 'Apply to selected' }).click();
  await expect(result.getByRole('row', { name: /BEANIE-NAVY/ }).getByRole('alert')).toHaveText(
    'Cannot take 1 from variant BEANIE-NAVY: not enough stock.',
  );
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByText('Select variants in the list to change their stock together.')).toBeVisible();
  await page.getByRole('radio', { name: 'All variants' }).check();
  await expect(
    inventoryTable(page)
      .getByRole('row', { name: /TOTE-NATURAL/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('13');
  await expectAccessible(page);
});

test('an owner imports a CSV with a bad row, reads File processing failed, cancelled, or failed to complete and the report, then drops the fixed file and imports it', async ({
  page,
  db,
  store,
}, testInfo) => {
  const email = await newOwner(db, store, RoleCode.ADMIN);
  // Two products, then (in the fixed file) eleven postcards: the catalog grows to 21 products, two pages.
  const cards = Array.from({ length: 11 }, (_, i) => `Postcard ${i + 1},postcard-${i + 1},2.00,50,Yes\r\n`).join('');
  const csv = (price: string, more = '') =>
    `Title,Product URL,Price,Stock,Visible\r\nLinen Apron,linen-apron,30.00,7,Yes\r\nCork Coaster,cork-coaster,${price},5,Yes\r\n${more}`;
  const bad = testInfo.outputPath('catalog-bad.csv');
  const good = testInfo.outputPath('catalog-good.csv');
  writeFileSync(bad, csv('forty'));
  writeFileSync(good, csv('4.50', cards));
  await page.goto('/config/import');
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Import / export' })).toBeVisible();
  await expect(page.getByText('No import yet.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('CSV file (or drop it here)').setInputFiles(bad);
  await expect(page.getByText('Chosen: catalog-bad.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const job = page.getByRole('region', { name: 'Import of catalog-bad.csv' });
  await expect(job.getByRole('status')).toHaveText('Failed: nothing was written.');
  await expect(job.getByRole('alert')).toHaveText('File processing failed, cancelled, or failed to complete');
  await expect(job.getByRole('progressbar')).toBeVisible();
  const errors = job.getByRole('table', { name: 'Errors (1)' });
  await expect(errors.getByRole('row').last().getByRole('cell')).toHaveText(['3', 'Price', 'forty is not a price: write it like 25.00.']);
  await expect(
    page.getByRole('table', { name: 'Recent imports, newest first' }).getByRole('row', { name: /catalog-bad\.csv/ }),
  ).toContainText('Failed');
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/import.png', fullPage: true });

  // The fixed file is dropped on the zone, as from a file manager.
  const dropped = await page.evaluateHandle(
    (text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'catalog-good.csv', { type: 'text/csv' }));
      return transfer;
    },
    readFileSync(good, 'utf8'),
  );
  await page.locator('.catalog-drop').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByText('Chosen: catalog-good.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const fixed = page.getByRole('region', { name: 'Import of catalog-good.csv' });
  await expect(fixed.getByRole('status')).toHaveText('Done: 13 of 13 rows written.');
  await expect(fixed.getByRole('progressbar')).toHaveJSProperty('position', 1);
  await expect(fixed).toContainText('Products created: 13; updated: 0; variants written: 13.');
  await expectAccessible(page);

  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(productRows(page)).toHaveCount(20);
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Product pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(productRows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(productRows(page)).toHaveCount(20);
  await page.getByLabel('Search title or slug').fill('cork');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(productRows(page)).toHaveCount(1);
  await expect(productRows(page)).toContainText('$4.50');
  await expect(productRows(page)).toContainText('5 in stock');
});

test('a viewer sees the catalog and the export, and no bulk adjust or import controls', async ({ page, db, store }) => {
  await ownerSignsIn(page, db, store, RoleCode.VIEWER, '/config/inventory');
  await expect(inventoryTable(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Bulk adjust' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply to selected' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Select all on this page' })).toHaveCount(0);
  await expectAccessible(page);

  await nav(page).getByRole('link', { name: 'Import / export' }).click();
  await expect(page.getByText('Your role may see imports but not start one.')).toBeVisible();
  await expect(page.getByLabel('CSV file (or drop it here)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all products as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('products.csv');
  const path = await file.path();
  expect(readFileSync(path, 'utf8')).toContain('Classic Tee');

  await nav(page).getByRole('link', { name: 'Products' }).click();
  await expect(productRows(page)).toHaveCount(8);
  await expectAccessible(page);
});
