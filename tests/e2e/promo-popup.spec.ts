// The promo popup (page type 104) in Chromium: it shows after its delay as a non-modal dialog, closes with Escape or
// its Close button and stays closed on reload, its newsletter sign-up sends with the popup's captcha action and
// shows the submission message, and it never shows on the cart page. Each test sets the popup it needs on its own
// copy of the demo store (the demo's: '10% off your first order', the home page only, after 5 s).
import type { APIRequestContext, Page } from '@playwright/test';
import type { SeededCopy } from '../../prisma/seed.ts';
import { expect, ownerGraphql, test } from './owner.ts';

const TITLE = '10% off your first order';
const UPDATE = 'mutation($i: PromoPopupInput!) { updatePromoPopup(input: $i) { userErrors { message field } } }';

async function setPopup(request: APIRequestContext, store: SeededCopy, token: string, input: Record<string, unknown>) {
  const data = (await ownerGraphql(request, store, token, UPDATE, { i: input })) as { updatePromoPopup: { userErrors: unknown[] } };
  expect(data.updatePromoPopup.userErrors).toEqual([]);
}

const popup = (page: Page) => page.getByRole('dialog', { name: TITLE });

/** Loads a page and waits until the popup (set to no delay) has decided: off on this page, dismissed, or open. The
 * storefront says so on the root element once it has read the popup's settings and the page is hydrated. */
async function loadAndSettle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-promo-popup', /^(off|dismissed|open)$/);
}

test('appears after its delay as a non-modal dialog of page type 104, without taking focus', async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  await setPopup(request, store, ownerToken, { delaySeconds: 2 });
  const started = Date.now();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Clothes made slowly, to be worn for years' })).toBeVisible();
  await expect(popup(page)).toHaveCount(0);

  await expect(popup(page)).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  await expect(popup(page)).toHaveAttribute('data-page-type', '104');
  await expect(popup(page)).toHaveAttribute('aria-modal', 'false');
  await expect(popup(page)).toContainText('Join our newsletter for new pieces and studio events');
  await expect(popup(page)).not.toBeFocused();
  expect(await popup(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(false);
  // The page behind stays usable.
  await page.getByRole('link', { name: 'Shop now' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('closes with Escape or its Close button, and stays closed on reload', async ({ page, request, store, ownerToken }) => {
  await setPopup(request, store, ownerToken, { delaySeconds: 0 });
  await page.goto('/');
  await expect(popup(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await loadAndSettle(page, '/');
  await expect(popup(page)).toHaveCount(0);

  // Forgotten by the browser, it shows again. Keyboard users reach it right after the header; its Close button puts
  // it away, and focus goes back where it came from.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(popup(page)).toBeVisible();
  const cart = page.getByRole('navigation', { name: 'Shopper' }).getByRole('link', { name: /^Cart/ });
  await cart.focus();
  await page.keyboard.press('Tab');
  await expect(popup(page).getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup(page)).toHaveCount(0);
  await expect(cart).toBeFocused();
  await loadAndSettle(page, '/');
  await expect(popup(page)).toHaveCount(0);
});

test('signing up in it sends the popup’s captcha action and shows the submission message', async ({
  page,
  request,
  store,
  ownerToken,
  db,
}) => {
  // A captcha site key (set first: the popup's change below makes the server read the website afresh), and a
  // stand-in provider (its script cannot load in tests) that records the actions it is asked for; the server's test
  // verifier passes its 'pass'.
  await db.website.update({ where: { id: store.websiteId }, data: { captchaSiteKey: 'test-site-key', captchaEnterprise: true } });
  await setPopup(request, store, ownerToken, { delaySeconds: 0 });
  await page.addInitScript(() => {
    const actions: string[] = [];
    const provider = {
      render: (container: HTMLElement) => {
        container.textContent = 'protected by reCAPTCHA';
        return 3;
      },
      execute: async (_widgetId: number, options: { action: string }) => {
        actions.push(options.action);
        return 'pass';
      },
      getResponse: () => '',
      reset: () => {},
    };
    Object.assign(window, { grecaptcha: { ...provider, enterprise: provider }, captchaActions: actions });
  });

  await page.goto('/');
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`popup-${Date.now()}@example.com`);
  const saved = page.waitForRequest('**/api/form/SaveFormSubmission');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ captchaKey: 'pass', captchaAction: 'PROMO_POPUP_SUBMISSION' });
  await expect(dialog.getByRole('status')).toHaveText('Thanks for subscribing! Check your inbox to confirm.');
  expect(await page.evaluate(() => (window as unknown as { captchaActions: string[] }).captchaActions)).toEqual(['PROMO_POPUP_SUBMISSION']);

  // Signed up: it does not come back.
  await loadAndSettle(page, '/');
  await expect(popup(page)).toHaveCount(0);
});

test('never shows on the cart page, and only on the pages it is set for', async ({ page, request, store, ownerToken }) => {
  // The demo's: the home page only, at '/' or at its own address.
  await setPopup(request, store, ownerToken, { delaySeconds: 0 });
  await loadAndSettle(page, '/shop');
  await expect(popup(page)).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(popup(page)).toBeVisible();

  await setPopup(request, store, ownerToken, { delaySeconds: 0, pages: 'ALL' });
  await loadAndSettle(page, '/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(popup(page)).toHaveCount(0);

  // Leaving the cart for a page it shows on brings it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(popup(page)).toBeVisible();
});
