// Outbound trackers (spec §7, docs/api.md "Outbound trackers"): the owner switches them on by id over the real API;
// nothing loads before the shopper consents; after consent the shopping tracker, the social pixel and the click
// collector get their events. The vendors' hosts cannot be reached from tests: their scripts and the collector are
// answered at the browser's network boundary (our server's answers are never touched).
import type { Page, Request } from '@playwright/test';
import { fillContact } from './contact-form.ts';
import { expect, ownerGraphql, test } from './owner.ts';
import { addFromProductPage } from './storefront.ts';

const THIRD_PARTY = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|collect\.example\.com)\//;
const TRACKERS = { shoppingTrackerId: 'G-TEST1234', socialPixelId: '1234567890', clickCollectorUrl: 'https://collect.example.com/clicks' };

const banner = (page: Page) => page.getByRole('region', { name: 'Tracking consent' });

/** Answers the vendors' scripts with a marker and the collector with 204, and lists what was asked of them. */
async function vendorBoundary(page: Page): Promise<Request[]> {
  const asked: Request[] = [];
  await page.route(THIRD_PARTY, (route) => {
    asked.push(route.request());
    const url = route.request().url();
    if (url.includes('collect.example.com')) return route.fulfill({ status: 204 });
    const marker = url.includes('googletagmanager') ? '__shoppingTrackerLoaded' : '__socialPixelLoaded';
    return route.fulfill({ contentType: 'text/javascript', body: `window.${marker} = true;` });
  });
  return asked;
}

const trackerEvents = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { dataLayer?: ArrayLike<unknown>[]; fbq?: { queue?: unknown[][] } };
    return {
      shopping: (w.dataLayer ?? [])
        .map((a) => Array.from(a))
        .filter((a) => a[0] === 'event')
        .map((a) => a[1]),
      pixel: (w.fbq?.queue ?? []).filter((a) => a[0] === 'track').map((a) => a[1]),
    };
  });

test.describe('outbound trackers', () => {
  test.beforeEach(async ({ request, store, ownerToken }) => {
    await ownerGraphql(
      request,
      store,
      ownerToken,
      'mutation ($i: TrackerSettingsInput!) { updateTrackerSettings(input: $i) { userErrors { message } } }',
      {
        i: TRACKERS,
      },
    );
  });

  test('nothing loads before the shopper consents, and declining keeps every tracker off', async ({ page }) => {
    const asked = await vendorBoundary(page);
    const response = await page.goto('/shop');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com https://connect.facebook.net");
    await expect(banner(page)).toContainText('This site would like to use third-party trackers for analytics and advertising.');
    await page.getByRole('link', { name: 'Classic Tee' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
    expect(asked).toEqual([]);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(0);
    expect(asked).toEqual([]);
    expect(await trackerEvents(page)).toEqual({ shopping: [], pixel: [] });
  });

  test('after consent the trackers load and get product views, cart adds, searches and interface clicks', async ({ page }) => {
    const asked = await vendorBoundary(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => Object.hasOwn(window, '__shoppingTrackerLoaded'))).toBe(true);
    await expect.poll(() => page.evaluate(() => Object.hasOwn(window, '__socialPixelLoaded'))).toBe(true);
    expect(asked.map((r) => r.url())).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234', 'https://connect.facebook.net/en_US/fbevents.js']),
    );

    await addFromProductPage(page, 'Classic Tee', { Size: 'L', Color: 'Black' });
    await expect.poll(async () => (await trackerEvents(page)).shopping).toEqual(expect.arrayContaining(['view_item', 'add_to_cart']));
    expect((await trackerEvents(page)).pixel).toEqual(['PageView', 'ViewContent', 'AddToCart']);

    // Interface clicks leave together within a second: the collector gets the button the shopper pressed.
    await expect
      .poll(() =>
        asked
          .filter((r) => r.url() === TRACKERS.clickCollectorUrl)
          .flatMap((r) => (JSON.parse(r.postData() ?? '{}') as { events: { element: string; label: string }[] }).events),
      )
      .toEqual(expect.arrayContaining([expect.objectContaining({ element: 'button', label: 'Add To Cart' })]));

    // The answer is kept: the next page asks nothing and starts the trackers at once.
    await page.goto('/search?q=tee');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(async () => (await trackerEvents(page)).pixel).toEqual(['PageView', 'Search']);
  });

  test('the social pixel’s Lead is a newsletter sign-up only: the contact form sent is no lead', async ({ page }) => {
    await vendorBoundary(page);
    await page.goto('/contact');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => page.evaluate(() => Object.hasOwn(window, '__socialPixelLoaded'))).toBe(true);

    const contact = page.getByRole('main').getByRole('form', { name: 'Contact us' });
    await fillContact(contact, `lead-${Date.now()}@example.com`);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you! We will be in touch soon.');
    expect((await trackerEvents(page)).pixel).toEqual(['PageView']);
    // The footer's newsletter sign-up, on the same page: its success is the page's one lead.
    const footer = page.getByRole('contentinfo');
    const newsletter = footer.getByRole('form', { name: 'Newsletter' });
    await newsletter.getByRole('textbox', { name: 'Email' }).fill(`reader-${Date.now()}@example.com`);
    await newsletter.getByRole('button', { name: 'Sign Up' }).click();
    await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing! Check your inbox to confirm.');
    expect((await trackerEvents(page)).pixel).toEqual(['PageView', 'Lead']);
  });
});

test('a store without trackers asks nothing and loads nothing', async ({ page }) => {
  const asked = await vendorBoundary(page);
  await page.goto('/shop');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});
