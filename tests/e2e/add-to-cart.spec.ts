// The add-to-cart button (spec §4, §9): Adding…, 'Added!' after 1 s and back 2 s later; 'Select Option' for 2 s with
// the inline error; the §8 alerts for refusals, rate limits and expired sessions; a gift card goes to the gift card
// page, a subscription to the subscription checkout page.
import type { Page } from '@playwright/test';
import { addedPopover, cartLink, cartPill, chooseOptions, expect, openProduct, recordGraphqlRequests, test } from './storefront.ts';

const T0 = new Date('2026-03-02T10:00:00Z').getTime();

test('the button shows Adding…, then Added! 1 s after the add, then its text again 2 s later', async ({ page }) => {
  await page.clock.install({ time: T0 });
  const tote = await openProduct(page, 'Canvas Tote');
  await page.clock.pauseAt(T0 + 60_000);

  await tote.getByRole('button', { name: 'Add To Cart' }).click();
  // The popover appears the moment the add succeeded: the clock runs from there.
  await expect(addedPopover(page)).toContainText('Canvas Tote was added to your cart.');
  const button = tote.getByRole('button', { name: /Adding…|Added!|Add To Cart/ });
  await expect(button).toHaveText('Adding…');
  await expect(button).toBeDisabled();

  await page.clock.runFor(999);
  await expect(button).toHaveText('Adding…');
  await page.clock.runFor(1);
  await expect(button).toHaveText('Added!');
  await button.click({ force: true });
  await page.clock.runFor(1999);
  await expect(button).toHaveText('Added!');
  await page.clock.runFor(1);
  await expect(button).toHaveText('Add To Cart');
  await expect(button).toBeEnabled();
  // The click while 'Added!' was ignored: one tote in the cart.
  await expect(cartLink(page)).toHaveAccessibleName(/1 item in cart/);
});

test('a missing option shows the inline error and a disabled Select Option for 2 s, without a request', async ({ page }) => {
  await page.clock.install({ time: T0 });
  const tee = await openProduct(page, 'Classic Tee');
  await page.clock.pauseAt(T0 + 60_000);
  await chooseOptions(page, { Size: 'M' });
  const requests = recordGraphqlRequests(page);

  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(tee.getByRole('alert')).toHaveText('Please select the Color option.');
  const button = tee.getByRole('button', { name: 'Select Option' });
  await expect(button).toBeDisabled();
  await page.clock.runFor(1999);
  await expect(button).toHaveText('Select Option');
  await page.clock.runFor(1);
  await expect(tee.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
  expect(requests).toEqual([]);
});

test('asking for more than is in stock shows the Unable to Add Item alert, and the button comes back', async ({ page }) => {
  const tote = await openProduct(page, 'Canvas Tote');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
  await tote.getByRole('button', { name: 'Add To Cart' }).click();

  const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
  await expect(alert).toContainText('Sorry, we do not have enough of that item available.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(tote.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test('a sold-out choice shows a disabled Sold Out until another choice resets it', async ({ page }) => {
  const tee = await openProduct(page, 'Classic Tee');
  await chooseOptions(page, { Size: 'S', Color: 'White' });
  await expect(tee.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await chooseOptions(page, { Color: 'Black' });
  await expect(tee.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test('HTTP 429 from the server shows Please try again in a few seconds.', async ({ page }) => {
  const tote = await openProduct(page, 'Canvas Tote');
  // This visitor spends the minute's cart writes (60) as a runaway client would; the server then answers 429.
  await page.evaluate(async () => {
    const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    for (let i = 0; i < 60; i++)
      await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': crumb },
        body: JSON.stringify({ query: 'mutation { addToCart(input: { itemId: "no-such-item" }) { userErrors { code } } }' }),
      });
  });
  await tote.getByRole('button', { name: 'Add To Cart' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Unable to Add Item' });
  await expect(alert).toContainText('Please try again in a few seconds.');
});

test('a crumb that keeps failing shows the session-expired message', async ({ page }) => {
  const tote = await openProduct(page, 'Canvas Tote');
  // The add and its retry go with a crumb the server never gave: the server refuses both.
  await page.route('**/graphql', async (route) => {
    if (!(route.request().postData() ?? '').includes('mutation AddToCart')) return route.fallback();
    await route.continue({ headers: { ...route.request().headers(), 'x-csrf-token': 'a-crumb-the-server-never-gave' } });
  });
  await tote.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unable to Add Item' })).toContainText(
    'Your session has expired. Please reload the page and try again.',
  );
});

/** A direct checkout page (201) of one item: its address, its marker, the product as heading, what it buys, the line. */
async function expectDirectCheckout(
  page: Page,
  kind: 'gift-card' | 'subscription',
  title: string,
  bought: { region: string; terms: string[]; definitions: string[] },
): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/checkout/${kind}\\?cartToken=[\\w-]+$`));
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('data-page-type', '201');
  await expect(main).toHaveAttribute('data-checkout', kind);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const region = page.getByRole('region', { name: bought.region });
  await expect(region.getByRole('term')).toHaveText(bought.terms);
  await expect(region.getByRole('definition')).toHaveText(bought.definitions);
  await expect(page.getByText(`${title} × 1`)).toBeVisible();
}

test('a gift card needs a denomination, then goes to the gift card page', async ({ page }) => {
  const card = await openProduct(page, 'Gift Card');
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Unable to purchase Gift Card' });
  await expect(alert).toContainText('Select a denomination for the Gift Card');
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();

  await card.getByRole('radio', { name: '$50.00' }).check();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expectDirectCheckout(page, 'gift-card', 'Gift Card', {
    region: 'Your gift card',
    terms: ['Amount', 'Send to'],
    definitions: ['$50.00', 'You, at the email below'],
  });
  // The gift card has a cart of its own: the shopper's cart stays empty.
  await expect(addedPopover(page)).toHaveCount(0);
  await expect(cartPill(page)).toBeHidden();
});

test('a subscription goes straight to the subscription checkout page', async ({ page }) => {
  const coffee = await openProduct(page, 'House Coffee');
  await coffee.getByRole('radio', { name: /Yearly/ }).check();
  await coffee.getByRole('button', { name: 'Subscribe' }).click();
  await expectDirectCheckout(page, 'subscription', 'House Coffee', {
    region: 'Your subscription',
    terms: ['Plan', 'Billing'],
    definitions: ['Yearly', '$194.00 every year'],
  });
});
