// The cart pill and the added-to-cart popover (spec §4, §9): no cart request without a cart, the count with its
// spoken label, '100+' above 100, hidden at zero; '{productName} was added to your cart.' for 3 s or until closed.
import {
  addedPopover,
  addFromProductPage,
  cartLine,
  cartLink,
  cartPill,
  expect,
  openCart,
  openProduct,
  recordGraphqlRequests,
  test,
} from './storefront.ts';

const T0 = new Date('2026-03-02T10:00:00Z').getTime();

test('a new visitor has no cart: the pill is hidden and the cart is not requested', async ({ page }) => {
  const requests = recordGraphqlRequests(page);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.locator('[data-cart-pill]')).toHaveClass(/cart-pill--zero-quantity/);
  await expect(page.locator('[data-cart-pill]')).toHaveClass(/cart-pill--initialized/);
  await expect(cartPill(page)).toBeHidden();
  expect(requests.filter((body) => body.includes('query ShoppingCart'))).toEqual([]);
});

test('the pill shows the count and subtotal, and keeps them after a reload', async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  await expect(cartPill(page)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart 1 item in cart $32.00');

  await addFromProductPage(page, 'Classic Tee', { Size: 'M', Color: 'Black' });
  await expect(cartLink(page)).toHaveAccessibleName('Cart 2 items in cart $51.00');

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart 2 items in cart $51.00');
  await expect(page.locator('[data-cart-pill]')).toHaveClass(/cart-pill--initialized/);
});

test('above 100 items the pill shows 100+ and says More than 100 items in cart; at zero it hides', async ({ page }) => {
  await addFromProductPage(page, 'Digital Lookbook');
  await openCart(page);
  const quantity = cartLine(page, 'Digital Lookbook').getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('101');
  await quantity.press('Enter');
  await expect(cartPill(page)).toContainText('100+');
  await expect(cartLink(page)).toHaveAccessibleName(/^Cart More than 100 items in cart/);

  await cartLine(page, 'Digital Lookbook').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You have nothing in your shopping cart.')).toBeVisible();
  await expect(page.locator('[data-cart-pill]')).toHaveClass(/cart-pill--zero-quantity/);
  await expect(cartPill(page)).toBeHidden();
});

test('the popover names the product, closes on its close control, and sits under the header', async ({ page }) => {
  await addFromProductPage(page, 'Canvas Tote');
  const popover = addedPopover(page);
  await expect(popover.getByText('Canvas Tote was added to your cart.', { exact: true })).toBeVisible();
  const header = await page.locator('[data-site-header]').boundingBox();
  const box = await popover.locator('.added-to-cart-popover').boundingBox();
  expect(box?.y).toBe((header?.y ?? 0) + (header?.height ?? 0) + 16);

  await popover.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Canvas Tote was added to your cart.')).toBeHidden();
});

test('the popover removes itself after 3 s and stays under the sticky header (and its cart) while the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 400 });
  await page.clock.install({ time: T0 });
  const tote = await openProduct(page, 'Canvas Tote');
  await page.clock.pauseAt(T0 + 60_000);
  await tote.getByRole('button', { name: 'Add To Cart' }).click();
  const message = page.getByText('Canvas Tote was added to your cart.');
  await expect(message).toBeVisible();

  // The theme's header stays at the top, so the cart never scrolls away (without it, the popover would go top right,
  // 33 px down: tests/unit/popover-placement.test.ts).
  await page.mouse.wheel(0, 300);
  await page.clock.runFor(100);
  const header = await page.locator('[data-site-header]').boundingBox();
  await expect(page.locator('.added-to-cart-popover')).toHaveCSS('top', `${(header?.y ?? 0) + (header?.height ?? 0) + 16}px`);

  await page.clock.runFor(2000);
  await expect(message).toBeVisible();
  await page.clock.runFor(1000);
  await expect(message).toBeHidden();
});

test('the popover appears over the default tween of 300 ms and follows the cart over the 50 ms scroll animation; the pill fades in over 0.2 s', async ({
  page,
}) => {
  await addFromProductPage(page, 'Canvas Tote');
  const popover = page.locator('.added-to-cart-popover');
  await expect(popover).toHaveCSS('animation-duration', '0.3s');
  await expect(popover).toHaveCSS('transition-duration', '0.05s, 0.05s');
  await expect(page.locator('[data-cart-pill]')).toHaveCSS('transition-duration', '0.2s, 0.3s, 0s');
});

test('prefers-reduced-motion: the popover and the cart pill appear and move without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await addFromProductPage(page, 'Canvas Tote');
  const popover = page.locator('.added-to-cart-popover');
  await expect(popover).toBeVisible();
  await expect(popover).toHaveCSS('animation-name', 'none');
  await expect(popover).toHaveCSS('transition-duration', '0s');
  await expect(page.locator('[data-cart-pill]')).toHaveCSS('transition-duration', '0s');
  await expect(popover).toHaveAttribute('style', /--motion-tween: 0ms/);
});
