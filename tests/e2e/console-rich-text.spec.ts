// The product editor's description (client/src/console/shared/RichTextField.tsx) in Chromium: an owner writes it with
// the keyboard alone — a bold word, a bulleted list, a link asked for in the page — saves, finds it again after a
// reload, and a shopper sees the same formatting on the product page. The editor passes axe, Tab leaves it, and the
// field is photographed at desktop and phone widths (test-results/).
import type { Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import { expectAccessible, ownerSignsIn, toast } from './console.ts';
import { expect, test } from './owner.ts';
import { openProduct } from './storefront.ts';

const basics = (page: Page) => page.getByRole('region', { name: 'Basics' });
const description = (page: Page) => basics(page).getByRole('textbox', { name: 'Description', exact: true });
const toolbar = (page: Page) => basics(page).getByRole('toolbar', { name: 'Description formatting' });
const tool = (page: Page, name: string) => toolbar(page).getByRole('button', { name, exact: true });

async function openClassicTee(page: Page) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Classic Tee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  await expect(description(page)).toBeVisible();
}

async function saveProduct(page: Page) {
  await page.getByRole('button', { name: 'Save product' }).press('Enter');
  await expect(toast(page, 'Product saved.')).toBeVisible();
}

test('an owner writes a bold word and a bulleted list with the keyboard; it is kept and shoppers see it', async ({ page, db, store }) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  // Nothing refused by the console's content policy (a style element without its nonce), no warning.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  await ownerSignsIn(page, db, store, RoleCode.ADMIN);
  await openClassicTee(page);
  // The seeded description (HTML with a heading and a list) loads as it was written.
  await expect(description(page).getByRole('heading', { level: 2, name: 'Materials and care' })).toBeVisible();
  await expectAccessible(page);
  // A change made with a toolbar button alone counts as an unsaved change; Discard puts the saved text back.
  await description(page).getByRole('heading', { level: 2, name: 'Materials and care' }).click();
  await tool(page, 'Heading 2').click();
  await expect(description(page).getByRole('heading', { level: 2, name: 'Materials and care' })).toHaveCount(0);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(description(page).getByRole('heading', { level: 2, name: 'Materials and care' })).toBeVisible();
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  // From the name, Tab reaches the toolbar (one stop), then the text.
  await basics(page).getByLabel('Name', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(tool(page, 'Bold')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(description(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Soft cotton, ');
  await page.keyboard.press('ControlOrMeta+B');
  await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('heavyweight');
  await page.keyboard.press('ControlOrMeta+B');
  await expect(tool(page, 'Bold')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' and made to last.');
  await page.keyboard.press('Enter');

  // Back into the toolbar, where arrow keys move between the buttons; the chosen one returns to the text.
  await page.keyboard.press('Shift+Tab');
  await expect(tool(page, 'Bold')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'Link')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'Bulleted list')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(description(page)).toBeFocused();
  await expect(tool(page, 'Bulleted list')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Pre-washed');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sewn in Portland');
  // Tab leaves the editor even inside a list.
  await page.keyboard.press('Tab');
  await expect(basics(page).getByLabel(/^Excerpt/)).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('description-1440.png'), fullPage: true });
  await saveProduct(page);

  await page.reload();
  await expect(description(page).locator('strong')).toHaveText('heavyweight');
  await expect(description(page).getByRole('listitem')).toHaveText(['Pre-washed', 'Sewn in Portland']);
  await expect(description(page).getByRole('paragraph').first()).toHaveText('Soft cotton, heavyweight and made to last.');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('description-390.png'), fullPage: true });
  expect(problems).toEqual([]);

  const product = await openProduct(page, 'Classic Tee');
  const shown = product.locator('.product__description');
  await expect(shown.locator('p').first()).toHaveText('Soft cotton, heavyweight and made to last.');
  await expect(shown.locator('strong')).toHaveText('heavyweight');
  await expect(shown.locator('ul > li')).toHaveText(['Pre-washed', 'Sewn in Portland']);
  await expect(shown.getByRole('heading', { name: 'Materials and care' })).toHaveCount(0);
});

test('a link is asked for in the page with Ctrl+K; an address no link may have is refused', async ({ page, db, store }) => {
  await ownerSignsIn(page, db, store, RoleCode.ADMIN);
  await openClassicTee(page);
  await description(page).focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type('See our sizes');
  await page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 'sizes'.length - 1; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ControlOrMeta+K');
  const address = basics(page).getByLabel('Link address');
  await expect(address).toBeFocused();
  await page.keyboard.type('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(address).toHaveAccessibleDescription(/^Enter a web address/);
  await expectAccessible(page);
  await basics(page).screenshot({ path: test.info().outputPath('link-refused.png') });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('/size-guide');
  await page.keyboard.press('Enter');
  await expect(address).toHaveCount(0);
  await expect(description(page)).toBeFocused();
  await expect(description(page).getByRole('link', { name: 'sizes' })).toHaveAttribute('href', '/size-guide');
  await expect(tool(page, 'Link')).toHaveAttribute('aria-pressed', 'true');
  await basics(page).screenshot({ path: test.info().outputPath('linked.png') });
  // Escape goes back to the text without a change.
  await page.keyboard.press('ControlOrMeta+K');
  await expect(address).toHaveValue('/size-guide');
  await page.keyboard.press('Escape');
  await expect(description(page)).toBeFocused();
  await saveProduct(page);

  const product = await openProduct(page, 'Classic Tee');
  await expect(product.locator('.product__description').getByRole('link', { name: 'sizes' })).toHaveAttribute('href', '/size-guide');
});
