// A shopper buys each demo product type end to end (issue 5, "Done when"): product page → add (or Subscribe) → cart
// → checkout → the test card → the confirmation. A physical tee shipped to a US address, the digital lookbook (its
// download link), the styling session (a service: no shipping), a $25 gift card (through the gift card page), a
// monthly coffee subscription (subscription checkout page → subscription confirmed), and an order paid entirely with
// the demo gift card.
// The run shares one database: these buy the Classic Tee in L/White (other specs count on the tote's 3 units and on
// the tee's S/M variants), and only this file spends the demo gift card.
import type { Page } from '@playwright/test';
import { formatGiftCardCode } from '../../domain/gift-card.ts';
import { test as ownerTest } from './owner.ts';
import {
  addFromProductPage,
  cartPill,
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
const AUSTIN = { address: '500 Congress Avenue', city: 'Austin', state: 'Texas', zip: '78701' };

function summary(page: Page) {
  return page.getByRole('region', { name: 'Summary' });
}

/** A cart that ships nothing: the checkout asks for no address and no shipping method. */
async function expectNoShipping(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: 'Shipping address' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Shipping method' })).toHaveCount(0);
}

test('a physical item: a Classic Tee in L/White shipped to a US address', async ({ page }) => {
  await addFromProductPage(page, 'Classic Tee', { Size: 'L', Color: 'White' });
  await checkOutFromCart(page);
  await fillContact(page);
  await fillUsShippingAddress(page, CUPERTINO);
  await page.getByRole('radio', { name: /^Standard/ }).check();
  await expect(summary(page)).toContainText('Classic Tee × 1');
  await expect(summary(page)).toContainText(/Shipping\s*\$5\.00/);
  await expect(summary(page)).toContainText(/Tax\s*\$0\.00/);
  await expect(summary(page)).toContainText(/Total\s*\$30\.00/);
  await payWithCard(page);

  const orderNumber = await expectOrderConfirmed(page);
  await expect(summary(page)).toContainText('Classic Tee × 1');
  await expect(summary(page)).toContainText(/Total\s*\$30\.00/);
  await expect(page.getByText('1 Infinite Loop, Cupertino, CA, 95014, US')).toBeVisible();
  await expect(cartPill(page)).toBeHidden();

  await page.getByRole('link', { name: 'View your order status' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Paid' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Standard' })).toBeVisible();
});

test('a digital product: the Digital Lookbook, with its download link on the confirmation', async ({ page }) => {
  await addFromProductPage(page, 'Digital Lookbook');
  await checkOutFromCart(page);
  await expectNoShipping(page);
  await fillContact(page);
  await expect(summary(page)).toContainText(/Total\s*\$8\.00/);
  await payWithCard(page);

  await expectOrderConfirmed(page);
  await expect(summary(page)).toContainText('Digital Lookbook × 1');
  const download = page.getByRole('link', { name: 'Download Digital Lookbook' });
  await expect(download).toHaveAttribute('href', /^\/api\/commerce\/downloads\/[\w-]+$/);
  // The browser follows the link (only it resolves the store's *.localhost host).
  const file = await page.evaluate(
    async (href) => {
      const res = await fetch(href);
      return { status: res.status, type: res.headers.get('content-type'), start: (await res.text()).slice(0, 5) };
    },
    (await download.getAttribute('href')) ?? '',
  );
  expect(file).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });
});

test('a service: the Styling Session, booked without shipping', async ({ page }) => {
  await addFromProductPage(page, 'Styling Session');
  await checkOutFromCart(page);
  await expectNoShipping(page);
  await fillContact(page);
  await expect(summary(page)).toContainText('Styling Session × 1');
  await expect(summary(page)).toContainText(/Total\s*\$90\.00/);
  await payWithCard(page);

  await expectOrderConfirmed(page);
  await expect(summary(page)).toContainText('Styling Session × 1');
  await expect(summary(page)).toContainText(/Total\s*\$90\.00/);
});

/** Adds the gift card from its product page: the shopper lands on the gift card page, headed by its title, with the
 * denomination and who gets the code. */
async function toGiftCardPage(page: Page, denomination: string, recipient?: { email: string; message: string }): Promise<void> {
  const card = await openProduct(page, 'Gift Card');
  await card.getByRole('radio', { name: denomination }).check();
  if (recipient) {
    await card.getByLabel('Recipient email').fill(recipient.email);
    await card.getByLabel('Message').fill(recipient.message);
  }
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page).toHaveURL(/\/checkout\/gift-card\?cartToken=[\w-]+$/);
  await expect(page.getByRole('main')).toHaveAttribute('data-checkout', 'gift-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Gift Card' })).toBeVisible();
  const shown = [denomination, ...(recipient ? [recipient.email, recipient.message] : ['You, at the email below'])];
  await expect(page.getByRole('region', { name: 'Your gift card' }).getByRole('definition')).toHaveText(shown);
}

test('a gift card: the $25.00 denomination on the gift card page, delivered by email, so no shipping', async ({ page }) => {
  await toGiftCardPage(page, '$25.00');
  await expectNoShipping(page);
  await fillContact(page, 'giver@example.com');
  await expect(summary(page)).toContainText('Gift Card × 1');
  await expect(summary(page)).toContainText(/Total\s*\$25\.00/);
  await payWithCard(page);

  await expectOrderConfirmed(page);
  await expect(page.getByText('We will send a confirmation to giver@example.com.')).toBeVisible();
  await expect(summary(page)).toContainText('Gift Card × 1');
  await expect(summary(page)).toContainText(/Total\s*\$25\.00/);
});

test('a subscription: House Coffee monthly, through the subscription checkout to the subscription confirmed page', async ({ page }) => {
  const coffee = await openProduct(page, 'House Coffee');
  await expect(coffee.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await coffee.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/checkout\/subscription\?cartToken=[\w-]+$/);
  await expect(page.getByRole('main')).toHaveAttribute('data-checkout', 'subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'House Coffee' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your subscription' }).getByRole('definition')).toHaveText([
    'Monthly',
    '$18.00 every month',
  ]);
  await fillContact(page);
  await fillUsShippingAddress(page, AUSTIN);
  await page.getByRole('radio', { name: /^Standard/ }).check();
  await expect(summary(page)).toContainText('House Coffee × 1');
  await expect(summary(page)).toContainText(/Total\s*\$23\.00/);
  await payWithCard(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for subscribing' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('data-page-type', '206');
  await expect(page.getByText('Your subscription has started.')).toBeVisible();
  await expect(page.getByText(/^Order #\d+$/)).toBeVisible();
  await expect(summary(page)).toContainText('House Coffee × 1');
  await expect(page.getByText('500 Congress Avenue, Austin, TX, 78701, US')).toBeVisible();
});

test('an order paid entirely with the demo gift card: the card fields go away when nothing is due', async ({ page, store }) => {
  const DEMO_GIFT_CARD = formatGiftCardCode(store.giftCardCode);
  await addFromProductPage(page, 'Digital Lookbook');
  await checkOutFromCart(page);
  await fillContact(page);
  const payment = page.getByRole('group', { name: 'Payment' });
  await expect(payment.getByRole('textbox', { name: 'Card number' })).toBeVisible();

  const giftCard = page.getByRole('form', { name: 'Gift card' });
  await giftCard.getByRole('textbox', { name: 'Gift card code' }).fill(DEMO_GIFT_CARD);
  await giftCard.getByRole('button', { name: 'Apply' }).click();
  await expect(giftCard.getByRole('listitem')).toContainText(DEMO_GIFT_CARD);
  await expect(summary(page)).toContainText(new RegExp(`Gift card ${DEMO_GIFT_CARD}\\s*−\\$8\\.00`));
  await expect(summary(page)).toContainText(/Amount due\s*\$0\.00/);
  await expect(payment).toHaveCount(0);
  await expect(page.getByText('Your gift card covers this order.')).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expectOrderConfirmed(page);
  await expect(summary(page)).toContainText('Digital Lookbook × 1');
  await expect(summary(page)).toContainText(/Gift card\s*−\$8\.00/);
  await expect(page.getByRole('link', { name: 'Download Digital Lookbook' })).toBeVisible();
});

ownerTest('a gift card for someone else: the code goes to the recipient email, with the message', async ({ page, db, store }) => {
  await toGiftCardPage(page, '$50.00', { email: 'friend@example.com', message: 'Happy birthday!' });
  await fillContact(page, 'giver2@example.com');
  await payWithCard(page);
  await expectOrderConfirmed(page);
  const order = await db.order.findFirstOrThrow({ where: { email: 'giver2@example.com', websiteId: store.websiteId } });
  await expect
    .poll(async () =>
      db.giftCard.findFirst({ where: { orderId: order.id }, select: { recipientEmail: true, message: true, balanceCents: true } }),
    )
    .toEqual({
      recipientEmail: 'friend@example.com',
      message: 'Happy birthday!',
      balanceCents: 5000,
    });
});
