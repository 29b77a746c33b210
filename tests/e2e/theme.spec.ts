// The storefront theme (issue: a theme shoppers trust): the header on a phone (one row, a menu drawer that keeps the
// focus and closes on Escape), the cart link always in place, the product page's gallery (every image, a variant's
// own image, a lightbox), its description, stale option errors cleared, the installment pill kept off sold-out
// products, cart lines that never overlap on a phone, the home hero's space kept before its image arrives; every page
// kind at 390 and 1366 px without a serious or critical accessibility violation, photographed for docs/storefront.md
// (with the cart drawer, the checkout and the confirmation).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  addFromProductPage,
  cartLink,
  cartPill,
  checkOutFromCart,
  chooseOptions,
  expect,
  expectOrderConfirmed,
  fillContact,
  fillUsShippingAddress,
  holdRequests,
  openCart,
  openProduct,
  payWithCard,
  test,
} from './storefront.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 1014 };

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('on a phone the header is one row with a menu drawer: focus stays in it, Escape and a link close it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const header = page.locator('[data-site-header]');
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(72);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('navigation', { name: 'Menu' }).getByRole('link')).toHaveText([
    'Home',
    'Shop',
    'Journal',
    'Events',
    'Galleries',
  ]);
  // The page behind is inert: tabbing round never reaches it (past the drawer's last link focus may go to the
  // browser's own controls, then comes back to the drawer).
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await drawer.getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
});

test('the cart link is always in the header: its count appears with the first item without moving the header', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/shop');
  await expect(cartLink(page)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await expect(cartPill(page)).toBeHidden();
  const before = await page.locator('[data-site-header]').boundingBox();
  await addFromProductPage(page, 'Canvas Tote');
  await expect(cartLink(page)).toHaveAccessibleName(/^Cart 1 item in cart/);
  await expect(cartPill(page)).toBeVisible();
  expect((await page.locator('[data-site-header]').boundingBox())?.height).toBe(before?.height);
});

test('the cart link opens the cart drawer: the line, its price and quantity, the subtotal and Checkout; Escape closes it', async ({
  page,
}) => {
  await addFromProductPage(page, 'Classic Tee', { Size: 'M', Color: 'Black' });
  // The popover shows the line added and the way on.
  const popover = page.locator('.added-to-cart-popover');
  await expect(popover).toContainText('M / Black');
  await expect(popover).toContainText('$19.00');
  await expect(popover.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  await expect(popover.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', /^\/checkout\?cartToken=/);

  await cartLink(page).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer).toBeVisible();
  const line = drawer.getByRole('listitem').filter({ hasText: 'Classic Tee' });
  await expect(line).toContainText('Size: M, Color: Black');
  // On sale: the price it is bought at, and the original struck through.
  await expect(line.locator('.cart-line__unit')).toHaveText(/Sale Price:\s*\$19\.00 each\s*Original Price:\s*\$25\.00/);
  await line.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await line.getByRole('spinbutton', { name: 'Quantity' }).press('Enter');
  await expect(drawer.getByRole('region', { name: 'Summary' })).toContainText('$38.00');
  await expect(drawer.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartLink(page)).toBeFocused();
  await expect(cartLink(page)).toHaveAccessibleName(/^Cart 2 items in cart/);

  await cartLink(page).click();
  await drawer.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('the product gallery shows every image; a colour brings its own, and a slide opens the lightbox', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const tee = await openProduct(page, 'Classic Tee');
  const gallery = tee.getByRole('region', { name: 'Product images' });
  const thumbs = gallery.getByRole('button', { name: /^Show image/ });
  await expect(thumbs).toHaveCount(5);
  await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');

  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('status')).toContainText('3 of 5');

  // Choosing Black brings the black tee to the front.
  await chooseOptions(tee, { Color: 'Black' });
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('status')).toContainText('2 of 5: Classic Tee in black');

  await gallery.getByRole('button', { name: 'Open larger image: Classic Tee in black, front' }).click();
  await expect(page.getByRole('dialog', { name: 'Classic Tee in black, front' })).toBeVisible();
  const lightbox = page.getByRole('dialog');
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  await expect(lightbox).toContainText('3 of 5');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(gallery.getByRole('button', { name: /^Open larger image/ }).nth(1)).toBeFocused();
});

test('the product page shows its full description, and choosing the missing options clears Please select', async ({ page }) => {
  const tee = await openProduct(page, 'Classic Tee');
  await expect(tee.getByRole('heading', { name: 'Materials and care' })).toBeVisible();
  await expect(tee.getByRole('listitem').filter({ hasText: '100% organic cotton jersey' })).toBeVisible();

  await tee.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(tee.getByRole('alert')).toHaveText('Please select the Size and Color options.');
  await chooseOptions(tee, { Size: 'M' });
  await expect(tee.getByRole('alert')).toHaveText('Please select the Color option.');
  await chooseOptions(tee, { Color: 'Black' });
  await expect(tee.getByRole('alert')).toHaveCount(0);
  await expect(tee.getByRole('button', { name: 'Add To Cart' })).toBeEnabled();
});

test('on a phone, a bar keeps Add To Cart in reach once the form has scrolled away, and goes at the top; with options missing it goes back to them', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const tote = await openProduct(page, 'Canvas Tote');
  const bar = page.locator('.sticky-add');
  await expect(bar).toBeHidden();
  await tote.getByRole('heading', { name: 'Details' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Canvas Tote');
  await bar.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.locator('.added-to-cart-popover')).toContainText('Canvas Tote was added to your cart.');
  await expect(tote.getByRole('button', { name: 'Added!' })).toBeAttached();
  // Back to the top in one jump (past the button, which is then below the screen): the bar goes.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();

  await openProduct(page, 'Classic Tee');
  await page.getByRole('heading', { name: 'Materials and care' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await bar.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('group', { name: 'Size' })).toBeInViewport();
  await expect(bar).toBeHidden();
});

test('the installment pill is left off a sold-out product', async ({ page }) => {
  const tote = await openProduct(page, 'Canvas Tote');
  await expect(tote.getByRole('button', { name: /interest-free payments/ })).toBeVisible();
  const beanie = await openProduct(page, 'Wool Beanie');
  await expect(beanie.getByText('Sold Out').first()).toBeVisible();
  await expect(beanie.getByRole('button', { name: /interest-free payments/ })).toHaveCount(0);
});

test("on a phone the home page keeps its hero image's space before the image arrives: nothing below it moves", async ({ page }) => {
  await page.setViewportSize(PHONE);
  // The hero's response is held until the page has been laid out without it (it is then answered as the server sends it).
  const release = await holdRequests(page, '**/images/site/studio-hero.svg');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const heading = page.getByRole('heading', { name: 'Clothes made slowly, to be worn for years' });
  const hero = page.getByRole('img', { name: 'The studio, with bolts of cloth' });
  const before = await heading.boundingBox();
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
  release();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await heading.boundingBox())?.y).toBe(before?.y);
});

test('on a phone no two texts of a cart line overlap', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await addFromProductPage(page, 'Classic Tee', { Size: 'M', Color: 'Black' });
  await openCart(page);
  const line = page.locator('.cart-line').first();
  await expect(line).toContainText('$19.00 each');
  const boxes = await line.evaluate((li) => {
    const texts = [...li.querySelectorAll('h2, p, label, input, button')].filter((el) => el.getClientRects().length > 0);
    return texts.map((el) => {
      const r = el.getBoundingClientRect();
      return { name: el.textContent || el.tagName, x: r.x, y: r.y, right: r.right, bottom: r.bottom };
    });
  });
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.x < b.right && b.x < a.right && a.y < b.bottom && b.y < a.bottom)
      .map((b) => `${a.name} / ${b.name}`),
  );
  // A label holds its input: those two may share a box.
  expect(overlapping.filter((pair) => !/^Quantity \/ INPUT$/.test(pair))).toEqual([]);
});

test('on a phone the checkout opens with the order summary folded under its total, first; the button unfolds it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await addFromProductPage(page, 'Classic Tee', { Size: 'M', Color: 'Black' });
  await checkOutFromCart(page);
  const fold = page.getByRole('button', { name: /^Show order summary/ });
  await expect(fold).toContainText('$19.00');
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Summary' })).toBeHidden();
  // Above the form: the shopper sees what they pay before the first field.
  const foldTop = (await fold.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const emailTop = (await page.getByLabel('Email').boundingBox())?.y ?? 0;
  expect(foldTop).toBeLessThan(emailTop);
  await fold.click();
  await expect(page.getByRole('button', { name: /^Hide order summary/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Classic Tee × 1');
  // On a laptop the summary is always open, with no fold.
  await page.setViewportSize(LAPTOP);
  await expect(page.getByRole('button', { name: /order summary/ })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
});

/** A whole page from its top (a sticky header would otherwise sit where the page was scrolled to). */
/** The whole page as a shopper scrolling down it sees it: lazy images come as they near the screen, so the page is
 * scrolled through first and every image across the page's width waits to be loaded. */
async function fullPageShot(page: Page, path: string): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  // What slid in while the page was scrolled (the product page's add bar) has slid out again.
  await expect(page.locator('.sticky-add[data-shown]')).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.left < window.innerWidth && box.right > 0;
      })
      .every((img) => img.complete),
  );
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
}

const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/', ready: (p) => expect(p.getByRole('heading', { name: 'Featured products' })).toBeVisible() },
  { name: 'listing', path: '/shop', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible() },
  {
    name: 'product',
    path: '/shop/classic-tee',
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible(),
  },
  {
    name: 'blog-post',
    path: '/journal',
    ready: async (p) => {
      await p.getByRole('link', { name: 'Why we switched to organic cotton' }).click();
      await expect(p.getByRole('heading', { level: 1, name: 'Why we switched to organic cotton' })).toBeVisible();
    },
  },
  { name: 'gallery', path: '/galleries', ready: (p) => expect(p.locator('main')).toBeVisible() },
];

for (const [size, viewport] of [
  ['390', PHONE],
  ['1366', LAPTOP],
] as const) {
  test(`every page kind at ${size} px: no serious accessibility violation (screenshots for docs/storefront.md)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // Photographed as a returning shopper sees them: in the web font, which the landing page fetches once it has loaded.
    await page.goto('/');
    await page.waitForFunction(() => localStorage.getItem('shopwright.web-font') === 'cached');
    for (const { name, path, ready } of PAGES) {
      await page.goto(path);
      await ready(page);
      await expectNoSeriousViolations(page);
      await fullPageShot(page, `docs/storefront/${name}-${size}.png`);
    }
    // The cart drawer, the cart page and the checkout with a tee in the cart, then the confirmation.
    await addFromProductPage(page, 'Classic Tee', { Size: 'M', Color: 'Black' });
    await page.locator('.added-to-cart-popover').getByRole('button', { name: 'Close' }).click();
    await cartLink(page).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `docs/storefront/cart-drawer-${size}.png` });
    await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'View cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await fullPageShot(page, `docs/storefront/cart-${size}.png`);
    await page.getByRole('main').getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await fillContact(page);
    await fillUsShippingAddress(page, { address: '350 Fifth Avenue', city: 'New York', state: 'New York', zip: '10001' });
    await page.getByRole('radio', { name: /^Standard/ }).check();
    await expectNoSeriousViolations(page);
    await fullPageShot(page, `docs/storefront/checkout-${size}.png`);
    await payWithCard(page);
    await expectOrderConfirmed(page);
    await expectNoSeriousViolations(page);
    await fullPageShot(page, `docs/storefront/confirmation-${size}.png`);
  });
}
