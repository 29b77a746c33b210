// Shared browser-test helpers: a `test` that fails on any uncaught page error and runs in a store of its own, and
// role-based storefront actions.
//
// Every test gets a fresh copy of the USD demo store (its own website, products, stock, forms, settings) at its own
// host `t<random>.localhost` (Chromium sends every *.localhost name to this machine), made in the run's database
// beside the server. Tests therefore never see each other's carts, stock or settings, and run in parallel.
import { randomBytes } from 'node:crypto';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import { type SeededCopy, seedDemoStoreCopy } from '../../prisma/seed.ts';
import type { Db } from '../../server/db/client.ts';
import { openDatabase } from '../../server/db/open.ts';
import { LocalDiskStorage } from '../../server/services/media/storage.ts';

export const test = base.extend<{ pageErrors: Error[]; store: SeededCopy }, { db: Db }>({
  db: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const url = process.env.SHOPWRIGHT_E2E_DATABASE_URL;
      if (!url) throw new Error('SHOPWRIGHT_E2E_DATABASE_URL is set by tests/e2e/playwright.config.ts');
      const db = await openDatabase(url);
      await use(db);
      await db.$disconnect();
    },
    { scope: 'worker' },
  ],
  store: async ({ db }, use) => {
    // The digital lookbook's file goes where the server keeps uploads.
    const storage = new LocalDiskStorage(process.env.SHOPWRIGHT_E2E_MEDIA_DIR ?? '');
    await use(await seedDemoStoreCopy(db, `t${randomBytes(5).toString('hex')}`, storage));
  },
  baseURL: async ({ store }, use) => {
    await use(`http://${store.hostname}:${process.env.SHOPWRIGHT_E2E_PORT}`);
  },
  // Each test is a client of its own (the server trusts X-Forwarded-For here, as behind a proxy): per-IP rate limits
  // count each test's requests apart.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    const [a, b, c] = randomBytes(3);
    await use({ 'X-Forwarded-For': `10.${a}.${b}.${c}` });
  },
  // A server-rendered page shows its buttons before the browser has made them work: every navigation the tests make
  // waits for hydration, as a shopper's first click on a slow phone waits for the script.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Holds the requests to `url` (those `which` picks, else all) until the returned release is called; each then goes
 * to the server unchanged. To see a page while it waits for an answer, never to change the answer. */
export async function holdRequests(page: Page, url: string, which: (request: Request) => boolean = () => true): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (which(route.request())) await held;
    await route.continue();
  });
  return release;
}

/** Waits until a server-rendered page has hydrated: the document says `data-hydrated` once its screen and every part
 * whose code comes later work (client/src/lib/deferred.tsx). Pages the browser renders alone (no #apollo-state) are
 * ready at once. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('apollo-state') || document.documentElement.hasAttribute('data-hydrated'));
}

/** A product's card in a listing grid, found by its title. */
export function productCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** Opens a product page from the demo store's /shop listing by following its link. */
export async function openProduct(page: Page, title: string): Promise<Locator> {
  await page.goto('/shop');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The product's reviews come with their own code: the page is complete once they are there.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  return page.getByRole('article', { name: title });
}

/** An option's group of buttons (a fieldset named by the option, then ': {chosen value}' once one is chosen). */
export function optionGroup(scope: Page | Locator, option: string): Locator {
  return scope.getByRole('group', { name: new RegExp(`^${option}\\b`) });
}

/** Chooses option values, e.g. { Size: 'M', Color: 'Black' }: the value's button for an option of few values, else
 * the value in the option's dropdown. */
export async function chooseOptions(scope: Page | Locator, choice: Record<string, string>): Promise<void> {
  for (const [option, value] of Object.entries(choice)) {
    const group = optionGroup(scope, option);
    const dropdown = scope.getByRole('combobox', { name: option });
    await expect(group.or(dropdown).first()).toBeVisible();
    if ((await group.count()) > 0) await group.getByRole('radio', { name: new RegExp(`^${value}\\b`) }).check();
    else await dropdown.selectOption(value);
  }
}

/** Records GraphQL requests from now on, to prove an interaction needed none. */
export function recordGraphqlRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') requests.push(request.postData() ?? request.url());
  });
  return requests;
}

/** The header's cart link, always there: named 'Cart', then the spoken count ('1 item in cart') and the subtotal. */
export function cartLink(page: Page): Locator {
  return page.getByRole('link', { name: /^Cart\b/ });
}

/** The cart pill inside it (spec §4): the count and the subtotal, hidden while the cart is empty. */
export function cartPill(page: Page): Locator {
  return page.locator('[data-cart-pill]');
}

/** The added-to-cart popover's live region. */
export function addedPopover(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'was added to your cart.' });
}

/** Adds the product on its page (after choosing `options`) and waits until the cart holds it. */
export async function addFromProductPage(page: Page, title: string, options: Record<string, string> = {}): Promise<void> {
  await openProduct(page, title);
  await chooseOptions(page, options);
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Add To Cart' }).click();
  await expect(addedPopover(page)).toContainText(`${title} was added to your cart.`);
}

/** Opens the cart page through the header's cart link (its drawer) and the drawer's View cart. */
export async function openCart(page: Page): Promise<void> {
  await cartLink(page).click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
}

/** A line of the cart page, found by its product name. */
export function cartLine(page: Page, title: string): Locator {
  return page.getByRole('listitem', { name: title });
}

/** The built-in test payment provider's cards. */
export const TEST_CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** From the cart page to the checkout page through its Checkout link. */
export async function checkOutFromCart(page: Page): Promise<void> {
  await openCart(page);
  await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** Fills the checkout's contact: the email and the customer's full name (the phone is optional). */
export async function fillContact(page: Page, email = 'ada@example.com', name = 'Ada Lovelace'): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
}

export type TestAddress = { address: string; city: string; state: string; zip: string };

/** Fills the checkout's US shipping address, leaving the ZIP code so that it is checked. */
export async function fillUsShippingAddress(page: Page, a: TestAddress): Promise<void> {
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await expect(shipping.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await shipping.getByRole('textbox', { name: 'Address', exact: true }).fill(a.address);
  await shipping.getByRole('textbox', { name: 'City' }).fill(a.city);
  await shipping.getByRole('combobox', { name: 'State' }).selectOption({ label: a.state });
  await shipping.getByRole('textbox', { name: 'ZIP code' }).fill(a.zip);
  await shipping.getByRole('textbox', { name: 'ZIP code' }).blur();
}

/** Types the card into the checkout's Payment fields and places the order. */
export async function payWithCard(page: Page, cardNumber: string = TEST_CARDS.success): Promise<void> {
  const payment = page.getByRole('group', { name: 'Payment' });
  await payment.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await payment.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('12');
  await payment.getByRole('textbox', { name: 'Expiry year (YY)' }).fill('34');
  await payment.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: 'Place order' }).click();
}

/** The order confirmed page (202) after a paid checkout; answers the order number it shows. */
export async function expectOrderConfirmed(page: Page): Promise<number> {
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('data-page-type', '202');
  const number = page.getByText(/^Order #\d+$/);
  await expect(number).toBeVisible();
  return Number((await number.textContent())?.replace('Order #', ''));
}
