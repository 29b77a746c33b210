// The owner console's frame (docs/console.md "Finding your way"): the top bar, the sidebar's groups and, on narrow
// screens, the menu drawer. Every screen an admin can open is visited at the two widths owners use most (1440 and
// 1024 px): none may be wider than the window and the sidebar marks where the owner is; at 1024 px, the narrower,
// each also passes axe (the other console tests check their screens with axe at Playwright's 1280 px). At 390 px (a
// phone) every screen and a product's editor fit the window too.
import type { Page } from '@playwright/test';
import { CONSOLE_NAVIGATION } from '../../client/src/console/frame/navigation.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { expectAccessible, ownerSignsIn } from './console.ts';
import { expect, test } from './storefront.ts';

const sidebar = (page: Page) => page.getByRole('complementary').getByRole('navigation', { name: 'Console' });

async function expectNotWiderThanWindow(page: Page, what: string): Promise<void> {
  const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(sizes.page, `${what} is ${sizes.page} px wide in a ${sizes.window} px window`).toBeLessThanOrEqual(sizes.window);
}

for (const width of [1440, 1024]) {
  test(`at ${width} px the sidebar groups every screen an admin may use, each no wider than the window and accessible`, async ({
    page,
    db,
    store,
  }) => {
    test.slow(); // some 25 screens
    await page.setViewportSize({ width, height: 900 });
    await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const nav = sidebar(page);
    for (const group of CONSOLE_NAVIGATION) {
      await expect(nav.getByRole('list', { name: group.title, exact: true })).toBeVisible();
      for (const item of group.items.filter((entry) => !entry.external)) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/config${item.to}$`));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        await expectNotWiderThanWindow(page, item.label);
        if (width === 1024) await expectAccessible(page);
      }
    }
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await page.screenshot({ path: `docs/console/frame-${width}.png` });
  });
}

test('at 390 px no screen is wider than the phone: tables scroll inside their cards, forms fit', async ({ page, db, store }) => {
  test.slow(); // some 25 screens
  await page.setViewportSize({ width: 390, height: 844 });
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/dashboard');
  const product = await db.product.findFirstOrThrow({ where: { websiteId: store.websiteId, item: { urlSlug: 'classic-tee' } } });
  const paths = CONSOLE_NAVIGATION.flatMap((group) => group.items.filter((entry) => !entry.external).map((entry) => entry.to));
  for (const path of [...paths, `/products/${product.id}`]) {
    await page.goto(`/config${path}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNotWiderThanWindow(page, path);
  }
});

test('a viewer’s sidebar shows only the screens the role may use, and no empty group', async ({ page, db, store }) => {
  await ownerSignsIn(page, db, store, RoleCode.VIEWER, '/config/products');
  const nav = sidebar(page);
  await expect(nav.getByRole('link')).toHaveText([
    'Products',
    'Inventory',
    'Collections',
    'Import / export',
    'Orders',
    'Customers',
    'Pages and navigation',
    'Templates',
    'Trackers',
    'Store',
    'Bot check',
    'API tokens',
    'API explorer (opens in a new tab)↗',
  ]);
  await expect(nav.getByRole('list', { name: 'Home' })).toHaveCount(0);
});

test('the skip link leads past the sidebar to the screen', async ({ page, db, store }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  // The skip link is the page's first stop: one step back from the top bar's first control.
  await page.getByRole('button', { name: 'Sign out' }).focus();
  await page.keyboard.press('Shift+Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#content$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

for (const { width, height } of [
  { width: 800, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px the sidebar is a menu drawer: focus stays inside, Escape closes it, choosing a screen closes it`, async ({
    page,
    db,
    store,
  }) => {
    await page.setViewportSize({ width, height });
    await ownerSignsIn(page, db, store, RoleCode.ADMIN, '/config/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
    await expectNotWiderThanWindow(page, 'the dashboard');

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(/^Signed in as console-.*\(admin\)$/)).toBeVisible();
    await expectAccessible(page);
    if (width === 390) await page.screenshot({ path: 'docs/console/menu-390.png' });
    // Focus is trapped: tabbing past the last link comes back into the drawer.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();

    await menu.click();
    await drawer.getByRole('link', { name: 'Restock', exact: true }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Restock' })).toBeVisible();
    await expectNotWiderThanWindow(page, 'Restock');
    await menu.click();
    await expect(drawer.getByRole('link', { name: 'Restock', exact: true })).toHaveAttribute('aria-current', 'page');
  });
}
