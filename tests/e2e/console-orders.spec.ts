// The console's orders, gift cards, subscriptions and customers (docs/console.md) in Chromium, on real data: shoppers
// buy with the test card in browsers of their own and sign up over HTTP; an admin signs in through the console's form,
// finds an order by a part of the buyer's email, fulfils it with a tracking number, refunds part of it and sees the
// refund listed, disables and enables the demo gift card (the row flips at once, and back when the API refuses),
// pauses, resumes and cancels a subscription and cancels a paid order after confirming; a viewer reads an order, follows
// its customer account to the Customers screen and has no action, and pages through 21 customer accounts. Every
// screen is checked with axe.
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import type { SeededCopy } from '../../prisma/seed.ts';
import type { Db } from '../../server/db/client.ts';
import { expectAccessible, ownerSignsIn, toast } from './console.ts';
import {
  addFromProductPage,
  checkOutFromCart,
  expect,
  expectOrderConfirmed,
  fillContact,
  fillUsShippingAddress,
  openProduct,
  payWithCard,
  test,
} from './storefront.ts';

const CUPERTINO = { address: '1 Infinite Loop', city: 'Cupertino', state: 'California', zip: '95014' };
const forwardedFor = () => `10.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** Runs `act` as a shopper in a browser of their own. */
async function asShopper<T>(browser: Browser, baseURL: string, act: (shopper: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': forwardedFor() } });
  try {
    return await act(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Fills the checkout's email, a Cupertino address and Standard shipping, and pays with the test card. */
async function payShipped(shopper: Page, email: string): Promise<void> {
  await fillContact(shopper, email);
  await fillUsShippingAddress(shopper, CUPERTINO);
  await shopper.getByRole('radio', { name: /^Standard/ }).check();
  await payWithCard(shopper);
}

/** A Classic Tee (L/White) shipped to Cupertino, $30.00 with shipping; answers the order number. */
const buyTee = (email: string) => async (shopper: Page) => {
  await addFromProductPage(shopper, 'Classic Tee', { Size: 'L', Color: 'White' });
  await checkOutFromCart(shopper);
  await payShipped(shopper, email);
  return expectOrderConfirmed(shopper);
};

/** House Coffee every month ($18.00, $23.00 with shipping); answers the first order's number. */
const subscribeToCoffee = (email: string) => async (shopper: Page) => {
  await openProduct(shopper, 'House Coffee');
  await shopper.getByRole('button', { name: 'Subscribe' }).click();
  await expect(shopper.getByRole('main')).toHaveAttribute('data-checkout', 'subscription');
  await payShipped(shopper, email);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Thank you for subscribing' })).toBeVisible();
  const number = shopper.getByText(/^Order #\d+$/);
  return Number((await number.textContent())?.replace('Order #', ''));
};

/** A shopper's sign-up over HTTP (signUp), from an address of its own (sign-ups are limited per address): the first
 * answer hands out the crumb, sent back as X-CSRF-Token, as the storefront's crumb link does. */
async function signUpOverHttp(request: APIRequestContext, store: SeededCopy, email: string, name = ['', '']): Promise<void> {
  const port = process.env.SHOPWRIGHT_E2E_PORT;
  const headers = { host: `${store.hostname}:${port}`, 'X-Forwarded-For': forwardedFor() };
  const data = {
    query: 'mutation S($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }',
    variables: { i: { email, firstName: name[0], lastName: name[1], password: 'a long enough password' } },
  };
  const send = async (crumb?: string) =>
    (
      await request.post(`http://127.0.0.1:${port}/graphql`, { headers: crumb ? { ...headers, 'X-CSRF-Token': crumb } : headers, data })
    ).json();
  let answer = await send();
  if (answer.crumbFail) answer = await send(answer.crumb);
  expect(answer.data).toEqual({ signUp: { userErrors: [] } });
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const value = (page: Page, term: string) => page.getByRole('definition').and(page.locator(`dt:text-is("${term}") + dd`));

async function openNav(page: Page, name: string) {
  await nav(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** A new owner of the test's store with `role` signs in through the form on `path`, whose heading is `heading`. */
async function ownerOpens(page: Page, db: Db, store: SeededCopy, role: RoleCode, path: string, heading: string) {
  await ownerSignsIn(page, db, store, role, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('an admin finds an order by a part of the email, fulfils it, refunds part of it and sees the refund listed with its time', async ({
  page,
  browser,
  baseURL,
  db,
  store,
}) => {
  const buyer = `buyer-${randomBytes(3).toString('hex')}@example.com`;
  const orderNumber = await asShopper(browser, baseURL as string, buyTee(buyer));

  await ownerOpens(page, db, store, RoleCode.ADMIN, '/config/orders', 'Orders');
  const orders = page.getByRole('table', { name: 'Orders, newest first' });
  await expect(orders.getByRole('link', { name: `#${orderNumber}` })).toBeVisible();
  await page.getByLabel('Customer email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No orders match.')).toBeVisible();
  await page.getByLabel('Customer email').fill(buyer.split('@')[0].slice(3).toUpperCase()); // a part, in another case
  await page.getByLabel('Status').selectOption({ label: 'Paid' });
  await page.getByLabel('Test orders').selectOption({ label: 'Any' });
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = orders.getByRole('row', { name: new RegExp(`#${orderNumber}`) });
  await expect(row).toContainText(`Ada Lovelace (${buyer})`);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('$30.00');
  await expect(orders.getByRole('row')).toHaveCount(2); // the header and the one order
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/orders.png', fullPage: true });

  await row.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lines and totals' })).toContainText('Classic Tee');
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('1 Infinite Loop');
  await expect(value(page, 'Tracking number')).toHaveText('None');
  await expect(value(page, 'Customer')).toHaveText(`Ada Lovelace (${buyer})`);
  await expect(value(page, 'Phone')).toHaveText('None given');
  await expect(value(page, 'Customer account')).toHaveText('None (checked out as a guest)');
  await expect(page.getByRole('table', { name: 'Refunds, newest first' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
  await page.getByRole('button', { name: 'Fulfil' }).click();
  await expect(toast(page, `Order #${orderNumber} is fulfilled.`)).toBeVisible();
  await expect(value(page, 'Status')).toContainText('Fulfilled');
  await expect(value(page, 'Tracking number')).toHaveText('1Z999AA10123456784');
  await expect(value(page, 'Fulfilled')).toHaveText(/\d{4}, \d{1,2}:\d{2}/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.getByLabel('Part of it').check();
  await page.getByLabel('Amount (USD)').fill('ten');
  await page.getByRole('button', { name: 'Refund…' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter an amount in USD, like 10.00.');
  await page.getByLabel('Amount (USD)').fill('40');
  await page.getByRole('button', { name: 'Refund…' }).click();
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Refund between 1 and 3000 minor units.'); // the API's words
  await expect(page.getByLabel('Amount (USD)')).toHaveAccessibleDescription('Refund between 1 and 3000 minor units.');
  await page.getByLabel('Part of it').check();
  await page.getByLabel('Amount (USD)').fill('10.00');
  await page.getByRole('button', { name: 'Refund…' }).click();
  await expect(page.getByText(`Refund 10.00 USD of order #${orderNumber} to the customer's card?`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(toast(page, `The refund of order #${orderNumber} is done.`)).toBeVisible();
  await expect(value(page, 'Refunded')).toHaveText('$10.00');
  await expect(value(page, 'Status')).toContainText('Fulfilled · Partially refunded');
  const refunds = page.getByRole('table', { name: 'Refunds, newest first' }).getByRole('row');
  await expect(refunds).toHaveCount(2); // the header and the one refund
  await expect(refunds.nth(1).getByRole('rowheader')).toHaveText(/\d{4}, \d{1,2}:\d{2}/); // when it was asked for
  await expect(refunds.nth(1).getByRole('cell')).toHaveText(['$10.00', 'Refund', 'Succeeded', /\d{4}, \d{1,2}:\d{2}/]);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/order.png', fullPage: true });
});

test('an admin disables and enables the demo gift card at once (flipped back when refused), and reads subscriptions and customers', async ({
  page,
  request,
  db,
  store,
}) => {
  await signUpOverHttp(request, store, 'grace@example.com', ['Grace', 'Hopper']);

  await ownerOpens(page, db, store, RoleCode.ADMIN, '/config/gift-cards', 'Gift cards');
  const codeEnd = store.giftCardCode.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  const card = page.getByRole('table', { name: 'Gift cards, newest first' }).getByRole('row', { name: new RegExp(codeEnd) });
  await expect(card).toContainText('$50.00');
  await expect(card).toContainText('Active');
  await expect(page.getByText(store.giftCardCode)).toHaveCount(0);
  await card.getByRole('button', { name: `Disable the gift card ending in ${codeEnd}` }).click();
  await expect(toast(page, `The gift card ending in ${codeEnd} is disabled.`)).toBeVisible();
  await expect(card).toContainText('Disabled');
  await expectAccessible(page);
  await card.getByRole('button', { name: `Enable the gift card ending in ${codeEnd}` }).click();
  await expect(toast(page, `The gift card ending in ${codeEnd} is enabled again.`)).toBeVisible();
  await expect(card).toContainText('Active');
  await page.screenshot({ path: 'docs/console/gift-cards.png', fullPage: true });

  // The row flips before the API answers; when the API refuses, it flips back and the refusal is shown. The request
  // waits (delayed, not changed) while the card is deleted behind the console's back, so the server really refuses.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'ConsoleSetGiftCardDisabled') return route.fallback();
    await held;
    await route.continue();
  });
  await card.getByRole('button', { name: `Disable the gift card ending in ${codeEnd}` }).click();
  await expect(card).toContainText('Disabled');
  await expect(card.getByRole('button', { name: `Enable the gift card ending in ${codeEnd}` })).toBeFocused();
  await db.giftCard.delete({ where: { code: store.giftCardCode } });
  answer();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('No such gift card.');
  await expect(card).toContainText('Active');
  await expect(card.getByRole('button', { name: `Disable the gift card ending in ${codeEnd}` })).toBeVisible();
  await page.unroute('**/graphql');

  await openNav(page, 'Subscriptions');
  await expect(page.getByText('No subscriptions yet.')).toBeVisible();
  await expectAccessible(page);

  await openNav(page, 'Customers');
  const customer = page.getByRole('table', { name: 'Customer accounts' }).getByRole('row', { name: /Grace Hopper/ });
  await expect(customer).toContainText('grace@example.com');
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/customers.png', fullPage: true });
});

test("a viewer reads orders and customers, follows an order's customer account, and has no order action, gift cards or subscriptions", async ({
  page,
  browser,
  baseURL,
  request,
  db,
  store,
}) => {
  const orderNumber = await asShopper(browser, baseURL as string, buyTee('ada@example.com'));
  // Ada has an account too, and the order is hers (as when she is signed in at checkout); Alan's address is near.
  await signUpOverHttp(request, store, 'ada@example.com', ['Ada', 'Lovelace']);
  await signUpOverHttp(request, store, 'alan@example.com', ['Alan', 'Turing']);
  const ada = await db.siteUser.findFirstOrThrow({ where: { email: 'ada@example.com' } });
  await db.order.updateMany({ where: { orderNumber, email: 'ada@example.com' }, data: { siteUserId: ada.id } });
  await ownerOpens(page, db, store, RoleCode.VIEWER, '/config/orders', 'Orders');
  await expect(nav(page).getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Gift cards' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
  await page.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(value(page, 'Status')).toContainText('Paid');
  await expect(page.getByText('Your role may see orders but not fulfil, refund or cancel them.')).toBeVisible();
  for (const name of ['Fulfil', 'Refund…', 'Cancel order']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/viewer-order.png', fullPage: true });

  await value(page, 'Customer account').getByRole('link', { name: 'Ada Lovelace (ada@example.com)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Email' })).toHaveValue('ada@example.com');
  const accounts = page.getByRole('table', { name: 'Customer accounts' }).getByRole('row');
  await expect(accounts).toHaveCount(2); // the header and Ada
  await expect(accounts.nth(1)).toContainText('Ada Lovelace');
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Email' }).fill('A@EXAMPLE');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(accounts).toHaveCount(2);
  await expect(accounts.nth(1)).toContainText('Ada Lovelace');
  await page.getByRole('searchbox', { name: 'Email' }).fill('nobody');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('No customer account matches.')).toBeVisible();
  await openNav(page, 'Customers');
  await expect(accounts).toHaveCount(3); // the header, Ada and Alan

  await page.goto('/config/gift-cards');
  await expect(page.getByText('You do not have permission to see gift cards.')).toBeVisible();
  await expectAccessible(page);
});

test('an admin pauses, resumes and cancels a subscription, then cancels its paid order after confirming', async ({
  page,
  browser,
  baseURL,
  db,
  store,
}) => {
  const orderNumber = await asShopper(browser, baseURL as string, subscribeToCoffee('lin@example.com'));
  await ownerOpens(page, db, store, RoleCode.ADMIN, '/config/subscriptions', 'Subscriptions');
  const row = page.getByRole('table', { name: 'Subscriptions, newest first' }).getByRole('row', { name: /lin@example\.com/ });
  await expect(row).toContainText('House Coffee');
  await expect(row).toContainText('$18.00 every month');
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Pause the subscription of lin@example.com' }).click();
  await expect(toast(page, 'The subscription of lin@example.com is paused.')).toBeVisible();
  await expect(row).toContainText('Paused');
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/subscriptions.png', fullPage: true });
  await row.getByRole('button', { name: 'Resume the subscription of lin@example.com' }).click();
  await expect(toast(page, 'The subscription of lin@example.com is resumed.')).toBeVisible();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Cancel the subscription of lin@example.com' }).click();
  await expect(page.getByText('Cancel the subscription of lin@example.com? It will not be billed again.')).toBeVisible();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, 'The subscription of lin@example.com is cancelled.')).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect(row.getByRole('button')).toHaveCount(0);

  await openNav(page, 'Orders');
  await page.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('button', { name: 'Yes, cancel the order' })).toBeFocused();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Keep the order' }).click();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeFocused();
  await expect(value(page, 'Status')).toContainText('Paid');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(toast(page, `Order #${orderNumber} is cancelled.`)).toBeVisible();
  await expect(value(page, 'Status')).toContainText('Cancelled');
  await expect(value(page, 'Refunded')).toHaveText('$23.00');
  await expect(page.getByRole('button', { name: 'Fulfil' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
  await expectAccessible(page);
});

test('customer accounts come 20 a page, with Next and Previous', async ({ page, request, db, store }) => {
  for (let i = 1; i <= 21; i++) await signUpOverHttp(request, store, `shopper${String(i).padStart(2, '0')}@example.com`);
  await ownerOpens(page, db, store, RoleCode.VIEWER, '/config/customers', 'Customers');
  const rows = page.getByRole('table', { name: 'Customer accounts' }).getByRole('row');
  const pager = page.getByRole('navigation', { name: 'Customer accounts pages' });
  await expect(rows).toHaveCount(21); // the header and 20 accounts
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectAccessible(page);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2');
  await expect(rows).toHaveCount(2);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1');
  await expect(rows).toHaveCount(21);
});

test('the commerce email preview (page type 301): an order’s confirmation email, opened from the order in a new tab', async ({
  page,
  browser,
  baseURL,
  db,
  store,
}) => {
  const orderNumber = await asShopper(browser, baseURL as string, buyTee('grace@example.com'));
  await ownerOpens(page, db, store, RoleCode.VIEWER, '/config/orders', 'Orders');
  await page.getByRole('link', { name: `#${orderNumber}` }).click();
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Preview the confirmation email' }).click(),
  ]);
  await expect(preview.locator('main')).toHaveAttribute('data-page-type', '301');
  await expect(preview.getByRole('heading', { level: 1, name: 'Order confirmation email' })).toBeVisible();
  await expect(preview.getByText('grace@example.com')).toBeVisible();
  await expect(preview.frameLocator('iframe[title="Email"]').getByText('Classic Tee').first()).toBeVisible();
});
