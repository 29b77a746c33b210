// The owner console's coupons, shipping, tax and bot check screens (docs/console.md) in Chromium, on real data: an
// admin's coupon (a bad one refused first) takes money off a shopper's checkout until it is switched off; a shipping
// option with two weight tiers and a tax rule for one state reach a cart over the public GraphQL API; captcha keys
// are set (the secret only shown as set) and cleared; a viewer sees no controls. Every screen is checked with axe.
import type { Browser, Page } from '@playwright/test';
import { RoleCode } from '../../domain/permissions.ts';
import { TRACKER_MESSAGES } from '../../domain/trackers.ts';
import { expectAccessible, newOwner, signIn, toast } from './console.ts';
import { addFromProductPage, checkOutFromCart, expect, test } from './storefront.ts';

/** A shopper in a browser of their own, on the test's store. */
async function shopper(browser: Browser, baseURL: string | undefined, use: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A public GraphQL call from the shopper's page, with the page's crumb, as the storefront makes it. */
async function shopperGraphql(page: Page, query: string, variables: object = {}) {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    { query, variables },
  );
  expect(body.errors).toBeUndefined();
  return body.data;
}

type CartAt = {
  shippingOptions: { name: string; cost: { formatted: string } }[];
  applicableTaxRules: { name: string; rateBps: number }[];
  tax: { formatted: string };
};

/** A cart holding the Canvas Tote (300 g, $32.00), shipped to `location`: what checkout offers and taxes. */
async function toteCartShippedTo(page: Page, location: { country: string; region?: string; postalCode?: string }): Promise<CartAt> {
  await page.goto('/');
  const { product } = await shopperGraphql(page, '{ product(urlSlug: "canvas-tote") { id } }');
  const added = await shopperGraphql(
    page,
    'mutation A($id: ID!) { addToCart(input: { itemId: $id }) { cart { cartToken } userErrors { message } } }',
    {
      id: product.id,
    },
  );
  expect(added.addToCart.userErrors).toEqual([]);
  const placed = await shopperGraphql(
    page,
    `mutation L($t: String, $l: ShippingLocationInput!) { setShippingLocation(cartToken: $t, location: $l) {
      cart { shippingOptions { name cost { formatted } } applicableTaxRules { name rateBps } tax { formatted } } userErrors { message } } }`,
    { t: added.addToCart.cart.cartToken, l: location },
  );
  expect(placed.setShippingLocation.userErrors).toEqual([]);
  return placed.setShippingLocation.cart;
}

async function openAs(page: Page, email: string, path: string, heading: string): Promise<void> {
  await page.goto(`/config/${path}`);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('an admin creates a coupon (a bad one refused by field), a shopper applies it, switched off it no longer applies', async ({
  page,
  db,
  store,
  browser,
  baseURL,
}) => {
  await openAs(page, await newOwner(db, store, RoleCode.ADMIN), 'coupons', 'Coupons');
  await expect(page.getByRole('table', { name: 'Coupons by code' }).getByRole('row', { name: /WELCOME10/ })).toContainText('10%');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'New coupon' });
  const code = form.getByLabel('Code');
  await code.fill('welcome10');
  await form.getByLabel('Kind').selectOption({ label: 'Amount off the subtotal' });
  await expect(form.getByLabel('Amount off (USD)')).toBeVisible();
  await form.getByLabel('Kind').selectOption({ label: 'Percentage off the subtotal' });
  const percent = form.getByLabel('Percent off (%)');
  // A percentage above 100: refused before sending, with the API's own message, next to the field.
  await percent.fill('150');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  const refusal = 'A percentage coupon takes off from 0.01% to 100% (percentOffBps 1 to 10000).';
  await expect(form.getByRole('alert')).toHaveText(refusal);
  await expect(percent).toHaveAttribute('aria-invalid', 'true');
  await expect(percent).toHaveAccessibleDescription(new RegExp(refusal.replace(/[.()%]/g, '\\$&')));
  await expectAccessible(page);

  // A code taken already: the server's refusal, next to the code.
  await percent.fill('12.5');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(form.getByRole('alert')).toHaveText('This coupon code already exists.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(percent).not.toHaveAttribute('aria-invalid');
  await code.fill('spring-15');
  await form.getByLabel('Minimum subtotal (USD)').fill('20.00');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(toast(page, 'Coupon SPRING-15 created.')).toBeVisible();
  const row = page.getByRole('row', { name: /SPRING-15/ });
  await expect(row).toContainText('12.5%');
  await expect(row).toContainText('$20.00');
  await expect(row).toContainText('Active');
  await page.screenshot({ path: 'docs/console/coupons.png', fullPage: true });

  await shopper(browser, baseURL, async (shop) => {
    await addFromProductPage(shop, 'Canvas Tote');
    await checkOutFromCart(shop);
    const discount = shop.getByRole('form', { name: 'Discount code' });
    await discount.getByRole('textbox', { name: 'Discount code' }).fill('spring-15');
    await discount.getByRole('button', { name: 'Apply' }).click();
    await expect(shop.locator('.checkout-summary')).toContainText('−$4.00');

    await row.getByRole('button', { name: 'Switch off coupon SPRING-15' }).click();
    await expect(row).toContainText('Off');
    await shop.reload();
    await expect(shop.getByText('This code is no longer active.')).toBeVisible();
    await expect(shop.locator('.checkout-summary')).not.toContainText('−$4.00');
  });

  await row.getByRole('button', { name: 'Delete coupon SPRING-15' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete coupon SPRING-15? This cannot be undone.' });
  await expect(confirm).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('an admin creates a shipping option with two weight tiers, moves it up, and a cart is offered it', async ({
  page,
  db,
  store,
  browser,
  baseURL,
}) => {
  await openAs(page, await newOwner(db, store, RoleCode.ADMIN), 'shipping', 'Shipping');
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'New shipping option' });
  await form.getByLabel('Name').fill('Courier');
  await form.getByLabel('Kind').selectOption({ label: 'By weight (rate tiers in grams)' });
  await form.getByLabel('Countries').fill('US, ZZ');
  await form.getByRole('button', { name: 'Add tier' }).click();
  await form.getByRole('button', { name: 'Add tier' }).click();
  await form.getByLabel('Tier 1 up to (grams)').fill('250');
  await form.getByLabel('Tier 1 rate (USD)').fill('5.00');
  await form.getByLabel('Tier 2 up to (grams)').fill('1000');
  await form.getByLabel('Tier 2 rate (USD)').fill('9.00');
  await form.getByRole('button', { name: 'Create shipping option' }).click();
  await expect(form.getByRole('alert')).toHaveText('ZZ: use two-letter ISO country codes, like US or GB.');
  await form.getByLabel('Countries').fill('us, ca');
  await form.getByRole('button', { name: 'Create shipping option' }).click();
  await expect(toast(page, 'Shipping option Courier created.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Shipping options in the order checkout offers them' });
  const courier = table.getByRole('row', { name: /Courier/ });
  await expect(courier).toContainText('US, CA');
  await expect(courier).toContainText('up to 250 g: $5.00; up to 1000 g: $9.00');

  await courier.getByRole('button', { name: 'Move Courier up' }).click();
  await expect(table.getByRole('row').nth(2)).toContainText('Courier');
  await expect(table.getByRole('row').nth(3)).toContainText('Express');
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/shipping.png', fullPage: true });

  await shopper(browser, baseURL, async (shop) => {
    const us = await toteCartShippedTo(shop, { country: 'US', region: 'CA', postalCode: '94103' });
    expect(us.shippingOptions.map((o) => [o.name, o.cost.formatted])).toEqual([
      ['Standard', '$5.00'],
      ['Courier', '$9.00'],
      ['Express', '$15.00'],
    ]);
    const gb = await toteCartShippedTo(shop, { country: 'GB', region: 'ENG', postalCode: 'SW1A 1AA' });
    expect(gb.shippingOptions.map((o) => o.name)).toEqual(['Standard']);
  });

  await courier.getByRole('button', { name: 'Switch off shipping option Courier' }).click();
  await expect(courier).toContainText('Off');
});

test('an admin creates a tax rule for one state and a cart shipped there is taxed by it', async ({ page, db, store, browser, baseURL }) => {
  await openAs(page, await newOwner(db, store, RoleCode.ADMIN), 'tax', 'Tax');
  await expect(page.getByRole('row', { name: /New York sales tax/ })).toContainText('8.88%');
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'New tax rule' });
  await form.getByLabel('Name', { exact: true }).fill('California sales tax');
  await expect(form.getByLabel('Country')).toHaveValue('US');
  await form.getByLabel('State').selectOption({ label: 'California' });
  const rate = form.getByLabel('Rate (%)');
  await rate.fill('7.255');
  await form.getByRole('button', { name: 'Create tax rule' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter the rate as a percentage from 0 to 100, such as 8.25.');
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await rate.fill('7.25');
  await form.getByLabel('Tax the shipping cost too').check();
  await form.getByRole('button', { name: 'Create tax rule' }).click();
  await expect(toast(page, 'Tax rule California sales tax created.')).toBeVisible();
  const row = page.getByRole('row', { name: /California sales tax/ });
  await expect(row).toContainText('California');
  await expect(row).toContainText('7.25%');
  await expect(row).toContainText('Taxed');
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/tax.png', fullPage: true });

  await row.getByRole('button', { name: 'Edit tax rule California sales tax' }).click();
  const editing = page.getByRole('form', { name: 'Edit tax rule California sales tax' });
  await expect(editing.getByRole('heading', { name: 'Edit tax rule California sales tax' })).toBeFocused();
  await expect(editing.getByLabel('State')).toHaveValue('CA');
  await editing.getByLabel('Rate (%)').fill('7.5');
  await editing.getByRole('button', { name: 'Save tax rule' }).click();
  await expect(toast(page, 'Tax rule California sales tax saved.')).toBeVisible();
  await expect(row).toContainText('7.5%');

  await shopper(browser, baseURL, async (shop) => {
    const california = await toteCartShippedTo(shop, { country: 'US', region: 'CA', postalCode: '94103' });
    expect(california.applicableTaxRules).toEqual([{ name: 'California sales tax', rateBps: 750 }]);
    const newYork = await toteCartShippedTo(shop, { country: 'US', region: 'NY', postalCode: '10001' });
    expect(newYork.applicableTaxRules.map((r) => r.name)).toEqual(['New York sales tax']);
  });

  await row.getByRole('button', { name: 'Delete tax rule California sales tax' }).click();
  await page
    .getByRole('alertdialog', { name: /^Delete tax rule California sales tax\?/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row).toHaveCount(0);
});

test('an admin sets the captcha keys, sees that a secret is set after a reload, then clears them', async ({ page, db, store }) => {
  await openAs(page, await newOwner(db, store, RoleCode.ADMIN), 'captcha', 'Bot check');
  await expect(page.getByText('The bot check is off: no site key is set.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Site key').fill('6LcTestSiteKey_123');
  await page.getByRole('button', { name: 'Save' }).click();
  const secret = page.getByLabel('Secret');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Give the secret that goes with the site key: without it no bot check can pass.',
  );
  await expect(secret).toHaveAttribute('aria-invalid', 'true');
  await secret.fill('6LcTestSecret_456');
  await page.getByLabel('reCAPTCHA Enterprise keys').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Bot check keys saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByText('The bot check is on.')).toBeVisible();
  await expect(page.getByLabel('Site key')).toHaveValue('6LcTestSiteKey_123');
  await expect(page.getByLabel('Secret')).toHaveValue('');
  await expect(page.getByText(/A secret is set/)).toBeVisible();
  await expect(page.getByLabel('reCAPTCHA Enterprise keys')).toBeChecked();
  await expect(page.getByText('6LcTestSecret_456')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'docs/console/captcha.png', fullPage: true });

  // An empty secret field keeps the secret.
  await page.getByLabel('reCAPTCHA Enterprise keys').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Bot check keys saved.')).toBeVisible();
  await expect(page.getByText(/A secret is set/)).toBeVisible();

  await page.getByLabel('Site key').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Bot check turned off: the site key and the secret are cleared.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('The bot check is off: no site key is set.')).toBeVisible();
  await expect(page.getByText(/No secret is set/)).toBeVisible();
});

test('an admin switches the outbound trackers on by id, is told what an id looks like, and switches one off', async ({
  page,
  db,
  store,
}) => {
  await openAs(page, await newOwner(db, store, RoleCode.ADMIN), 'trackers', 'Trackers');
  await expectAccessible(page);
  const shopping = page.getByLabel('Shopping tracker (Google Analytics measurement id)');
  await shopping.fill('UA-12345-1');
  await page.getByLabel('Social pixel (Meta pixel id)').fill('1234567890');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(TRACKER_MESSAGES.shoppingTrackerId);
  await expect(shopping).toHaveAttribute('aria-invalid', 'true');
  await shopping.fill('G-ABC1234');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Trackers saved.')).toBeVisible();

  await page.reload();
  await expect(shopping).toHaveValue('G-ABC1234');
  await expect(page.getByLabel('Social pixel (Meta pixel id)')).toHaveValue('1234567890');
  await page.getByLabel('Social pixel (Meta pixel id)').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Trackers saved.')).toBeVisible();
  const row = await db.website.findUniqueOrThrow({ where: { id: store.websiteId }, select: { trackers: true } });
  expect(row.trackers).toEqual({ shoppingTrackerId: 'G-ABC1234', socialPixelId: null, clickCollectorUrl: null });
});

test('a viewer sees no coupon, shipping or tax screens and the bot check without controls', async ({ page, db, store }) => {
  await openAs(page, await newOwner(db, store, RoleCode.VIEWER), 'coupons', 'Coupons');
  await expect(page.getByText('You do not have permission to see coupons.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console' });
  for (const link of ['Coupons', 'Shipping', 'Tax']) await expect(nav.getByRole('link', { name: link, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create coupon' })).toHaveCount(0);
  await expectAccessible(page);
  for (const [link, heading, denied] of [
    ['shipping', 'Shipping', 'You do not have permission to see shipping options.'],
    ['tax', 'Tax', 'You do not have permission to see tax rules.'],
  ]) {
    await page.goto(`/config/${link}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(denied)).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Bot check' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bot check' })).toBeVisible();
  await expect(page.getByText('None: the bot check is off.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectAccessible(page);
});
