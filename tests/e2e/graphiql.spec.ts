// GraphiQL at GET /graphql (served from @graphql-yoga/render-graphiql, no CDN) as the store owner would use it
// (issues 2, 5 and 6, "Done when"): the README's example query as the default, orders and restock groups listed with
// an owner token in the Headers editor, restock emails sent, and a token of one website refused on another; and the
// owners' API explorer opened from the console, on the owner's session.
// The editors are Monaco: a click into the editor, select all, insertText and delete what the editor auto-closed;
// the response pane renders only the lines in view, so queries stay short and the viewport tall, and its spaces are
// no-break spaces, which a pattern matches with \s.
import type { Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import { newOwner, signIn } from './console.ts';
import { expect, test } from './owner.ts';
import {
  addFromProductPage,
  checkOutFromCart,
  chooseOptions,
  expectOrderConfirmed,
  fillContact,
  openProduct,
  payWithCard,
} from './storefront.ts';

test.use({ viewport: { width: 1600, height: 1200 } });

function responsePane(page: Page) {
  return page.getByRole('region', { name: 'Result Window' });
}

/** Opens GraphiQL on `origin` (the demo store by default) and waits until its operation editor is there. */
async function openGraphiQL(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/graphql`);
  await expect(page).toHaveTitle('Shopwright GraphiQL');
  await expect(page.getByRole('region', { name: 'Operation Editor' }).getByRole('code')).toBeVisible();
  await expect(responsePane(page).getByRole('code')).toBeVisible();
}

/** Replaces the whole text of one of GraphiQL's editors (a region named 'Operation Editor', 'Headers'…). */
async function replaceEditorText(page: Page, editor: string, text: string): Promise<void> {
  const region = page.getByRole('region', { name: editor });
  await region.getByRole('code').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
  // Whatever the editor closed for us (a bracket) sits after the cursor: removed.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
  await expect(region).toContainText(text);
}

async function setHeaders(page: Page, headers: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Headers' }).click();
  await replaceEditorText(page, 'Headers', JSON.stringify(headers));
}

/**
 * Types a named operation (one line: a typed newline would indent and close brackets) and runs it once GraphiQL has
 * parsed it: its tab takes the operation's name (consecutive operations are named differently), else the run would
 * still use the previous operation's name.
 */
async function run(page: Page, operation: string): Promise<void> {
  const name = /^(?:query|mutation) (\w+)/.exec(operation)?.[1];
  if (!name) throw new Error(`Name the operation: ${operation}`);
  await replaceEditorText(page, 'Operation Editor', operation);
  await expect(page.getByRole('tablist', { name: 'Select active operation' }).getByRole('tab', { selected: true })).toHaveAccessibleName(
    name,
  );
  await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
}

const ORDERS = 'query Orders { orders(first: 5) { edges { node { orderNumber } } } }';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('the default query is the README’s example, and it answers with the demo catalog', async ({ page }) => {
  await openGraphiQL(page);
  const editor = page.getByRole('region', { name: 'Operation Editor' });
  await expect(editor).toContainText('# Shopwright: the products of each collection with their prices and availability.');
  await expect(editor).toContainText('query Catalog {');
  await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
  await expect(responsePane(page)).toContainText('"name": "Shopwright Demo Store"');
  await expect(responsePane(page)).toContainText('"title": "Classic Tee"');
});

test('an owner lists the latest orders with their token in the Headers editor', async ({ page, ownerToken }) => {
  await addFromProductPage(page, 'Digital Lookbook');
  await checkOutFromCart(page);
  await fillContact(page);
  await payWithCard(page);
  const orderNumber = await expectOrderConfirmed(page);

  await openGraphiQL(page);
  await setHeaders(page, bearer(ownerToken));
  await run(page, ORDERS);
  await expect(responsePane(page)).toContainText(`"orderNumber": ${orderNumber}`);
  await expect(responsePane(page)).not.toContainText('"errors"');
});

test('without a token, orders are not shown', async ({ page }) => {
  await openGraphiQL(page);
  await run(page, ORDERS);
  await expect(responsePane(page)).toContainText('"message": "Please log in first."');
  await expect(responsePane(page)).toContainText('"code": "UNAUTHENTICATED"');
  await expect(responsePane(page)).not.toContainText('"orderNumber"');
});

test('an owner lists the restock groups and sends one group’s emails from GraphiQL', async ({ page, db, store, ownerToken }) => {
  // A shopper joins the Grey beanie's list (only this test signs up for Grey).
  const beanie = await openProduct(page, 'Wool Beanie');
  await chooseOptions(page, { Color: 'Grey' });
  const restock = beanie.getByRole('form', { name: 'Notify me when it’s back in stock' });
  await restock.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('grey'));
  await restock.getByRole('button', { name: 'Notify Me' }).click();
  await expect(beanie.getByRole('status').filter({ hasText: 'Signed up!' })).toBeVisible();
  const grey = await db.productVariant.findFirstOrThrow({
    where: { sku: 'BEANIE-GREY', websiteId: store.websiteId },
    select: { id: true, productId: true },
  });

  await openGraphiQL(page);
  await setHeaders(page, bearer(ownerToken));
  const groups = 'query RestockGroups { restockSignUpGroups { signUpGroups { productName attributes { value } pending } } }';
  await run(page, groups);
  await expect(responsePane(page)).toContainText(
    /"productName":\s*"Wool\sBeanie",\s*"attributes":\s*\[\s*\{\s*"value":\s*"Grey"\s*\}\s*\],\s*"pending":\s*[1-9]/,
  );

  // Grey is sold out: the send is refused, then goes once Grey is back in stock.
  const send = `mutation SendRestock { sendRestockNotifications(productId: "${grey.productId}", variantId: "${grey.id}") }`;
  await run(page, send);
  await expect(responsePane(page)).toContainText('NO_STOCK_TO_ANNOUNCE');
  await db.productVariant.update({ where: { id: grey.id }, data: { qtyInStock: 3 } });
  await run(page, send);
  await expect(responsePane(page)).toContainText(/"sendRestockNotifications":\s*[1-9]/);

  await run(page, groups);
  await expect(responsePane(page)).toContainText(/"value":\s*"Grey"\s*\}\s*\],\s*"pending":\s*0\b/);
});

test('an owner token of one store is refused by another (the Tokyo store): FORBIDDEN, shown as GraphQL errors', async ({
  page,
  ownerToken,
  baseURL,
}) => {
  const tokyo = new URL(baseURL ?? '');
  tokyo.hostname = 'jp.localhost';
  await openGraphiQL(page, tokyo.origin);
  await setHeaders(page, bearer(ownerToken));
  await run(page, ORDERS);
  await expect(responsePane(page)).toContainText('"message": "This token belongs to another website."');
  await expect(responsePane(page)).toContainText('"code": "FORBIDDEN"');
  await expect(responsePane(page)).not.toContainText('"orderNumber"');
});

test('an owner opens the API explorer from the console: GraphiQL on their session, with the examples', async ({ page, db, store }) => {
  await page.goto('/config');
  await signIn(page, await newOwner(db, store, RoleCode.ADMIN));
  const explorer = page.waitForEvent('popup');
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: /^API explorer/ })
    .click();
  const tab = await explorer;
  await expect(tab).toHaveTitle('Shopwright API explorer');
  await expect(tab.getByRole('region', { name: 'Operation Editor' }).getByRole('code')).toBeVisible();
  // The examples, as named operations of one document; no token: the session's cookies and crumb, so an owner's
  // query answers with the owner's data.
  // (the editor draws only the lines in view: the first three examples)
  for (const operation of ['query Catalog', 'query RestockGroups', 'query LatestOrders'])
    await expect(tab.getByRole('region', { name: 'Operation Editor' })).toContainText(operation);
  await run(tab, ORDERS);
  await expect(responsePane(tab)).toContainText(/"orders":\s*\{/);
});
