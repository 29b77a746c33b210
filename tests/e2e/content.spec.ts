// The website around the store in Chromium: the home page of blocks and the navigation, every implemented block type,
// the accordion, blog posts with comments and likes, events with calendar links, the lock screen, and the page type
// of every screen (2 page, 1 list, 50 item, 103 lock screen, 105 protected content, 100 not found, 101 error).
import { expect, ownerGraphql, test } from './owner.ts';

const CREATE_PAGE = 'mutation($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { message field } } }';
const UPDATE_PAGE = 'mutation($id: ID!, $i: UpdatePageInput!) { updatePage(id: $id, input: $i) { userErrors { message } } }';

const pageType = (page: import('@playwright/test').Page) => page.locator('main').first();

test('the home page is built from blocks and the navigation leads everywhere', async ({ page }) => {
  await page.goto('/');
  await expect(pageType(page)).toHaveAttribute('data-page-type', '2');
  await expect(page.getByRole('heading', { level: 2, name: 'Clothes made slowly, to be worn for years' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'The studio, with bolts of cloth' })).toBeVisible();
  // The page's title is for screen readers: the hero opens the page, then a grid of featured products.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toHaveClass('sr-only');
  await expect(page.getByRole('link', { name: 'Shop now' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Featured products' })).toBeVisible();
  for (const name of ['Classic Tee', 'Canvas Tote', 'Wool Beanie', 'Digital Lookbook'])
    await expect(page.getByRole('article', { name })).toBeVisible();
  await expect(page.getByText('Your words, engraved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Why we switched to organic cotton' })).toBeVisible();
  await expect(page.getByText('If it wears out, we will mend it.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Map of Shopwright Studio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in a map' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=45\.5231&mlon=-122\.6765/,
  );
  // One newsletter form a page: the footer's (the About page has the block of its own).
  await expect(page.getByRole('heading', { name: 'Letters from the studio' })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Shop', 'Journal', 'Events', 'Galleries']);
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await nav.getByRole('link', { name: 'Questions' }).click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();

  // A folder with the index behaviour opens its first page.
  await page.goto('/more');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Letters from the studio' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('link', { name: 'Shop now' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(pageType(page)).toHaveAttribute('data-page-type', '1');
});

test('the main navigation marks the page the shopper is on, and the pages under it, as they move', async ({ page }) => {
  await page.goto('/shop');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Journal' })).not.toHaveAttribute('aria-current');
  await page.getByRole('main').getByRole('link', { name: 'Classic Tee' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classic Tee' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Journal' }).click();
  await expect(nav.getByRole('link', { name: 'Journal' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
});

test('the accordion opens one section at a time', async ({ page }) => {
  await page.goto('/questions');
  const shipping = page.getByRole('button', { name: 'How long does shipping take?' });
  const returns = page.getByRole('button', { name: 'Can I return something?' });
  await expect(page.getByText('Two to five working days in the US.')).toBeHidden();
  await shipping.click();
  await expect(shipping).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Two to five working days in the US.')).toBeVisible();
  await returns.click();
  await expect(page.getByText('Within 30 days, unworn, with the tags on.')).toBeVisible();
  await expect(shipping).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Two to five working days in the US.')).toBeHidden();
});

test('a page of every other block type renders each one', async ({ page, request, store, ownerToken }) => {
  const blocks = [
    { type: 'markdown', data: { markdown: '## Made by hand\n\nEvery **stitch** counts.' } },
    { type: 'html', data: { html: '<p class="note">Plain <em>HTML</em><script>window.hacked = true</script></p>' } },
    { type: 'code', data: { code: 'const tee = "classic";', language: 'js' } },
    { type: 'video', data: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'How we dye' } },
    { type: 'audio', data: { url: 'https://example.com/episode-1.mp3', title: 'Episode 1' } },
    { type: 'button', data: { label: 'Read the journal', url: '/journal', alignment: 'left' } },
    {
      type: 'add-on-products',
      data: { title: 'Goes well with', productIds: [`${store.websiteId}-prod-canvas-tote`, `${store.websiteId}-prod-wool-beanie`] },
    },
    { type: 'customers-also-bought', data: { productId: `${store.websiteId}-prod-classic-tee`, limit: 2 } },
    { type: 'form', data: { formId: store.forms.contact, title: 'Write to us' } },
    { type: 'product', data: { productId: `${store.websiteId}-prod-canvas-tote`, showAddToCart: false } },
    { type: 'twitter', data: { handle: '@shop' } },
  ];
  const made = (await ownerGraphql(request, store, ownerToken, CREATE_PAGE, { i: { kind: 'page', title: 'All Blocks', blocks } })) as any;
  expect(made.createPage.userErrors).toEqual([]);
  await page.goto(`/${made.createPage.page.urlSlug}`);

  await expect(page.getByRole('heading', { level: 2, name: 'Made by hand' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'stitch' })).toBeVisible();
  await expect(page.locator('em', { hasText: 'HTML' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(page.locator('pre code')).toHaveText('const tee = "classic";');
  // The video shows its thumbnail (the youtube loader) and loads its player once played, playing at once.
  const video = page.getByRole('link', { name: 'Play video: How we dye' });
  await expect(video).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(video.locator('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  await expect(page.locator('iframe')).toHaveCount(0);
  await video.click();
  await expect(page.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  await expect(page.locator('iframe')).toHaveAttribute('title', 'How we dye');
  await expect(page.getByText('How we dye')).toBeVisible();
  await expect(page.locator('audio')).toHaveAttribute('src', 'https://example.com/episode-1.mp3');
  await expect(page.getByRole('link', { name: 'Read the journal' })).toHaveAttribute('href', '/journal');
  const addOns = page.getByRole('region', { name: 'Goes well with' });
  await expect(addOns.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Customers also bought' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write to us' })).toBeVisible();
  const tote = page
    .locator('.product-block')
    .filter({ has: page.getByRole('article', { name: 'Canvas Tote' }) })
    .last();
  await expect(tote.getByRole('button', { name: 'Add To Cart' })).toBeHidden();
  // The type stored without an implementation shows nothing.
  await expect(page.locator('[data-block-type="6"]')).toBeEmpty();
});

test('a blog lists its posts; a post takes likes and comments, held for moderation', async ({ page }) => {
  await page.goto('/journal');
  await expect(pageType(page)).toHaveAttribute('data-page-type', '1');
  const posts = page.locator('.post-card h2');
  await expect(posts).toHaveText(['Why we switched to organic cotton', 'Caring for wool', 'Our studio open day']);
  await expect(page.getByRole('link', { name: '2 Comments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'No Comments' })).toBeVisible();

  await page.getByRole('link', { name: 'Caring for wool' }).click();
  await expect(pageType(page)).toHaveAttribute('data-page-type', '50');
  await expect(page.getByRole('heading', { name: '1 Comment' })).toBeVisible();
  await expect(page.getByText('By Jonas Berg')).toBeVisible();

  const like = page.getByRole('button', { name: /like/i });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');

  await page.getByRole('textbox', { name: 'Name' }).fill('Robin');
  await page.getByLabel('Email (not shown)').fill('robin@example.com');
  await page.getByRole('textbox', { name: 'Comment' }).fill('Cold water it is.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Thank you. Your comment is awaiting moderation.')).toBeVisible();
  await expect(page.getByText('Cold water it is.')).toHaveCount(0);
});

test('the events page lists upcoming events with calendar links; an event has its own page', async ({ page }) => {
  await page.goto('/events');
  await expect(page.locator('.event-card h2')).toHaveText(['Winter market', 'Natural dye workshop']);
  const calendar = page.locator('.event-card').first().getByRole('link', { name: 'Add to calendar' });
  await expect(calendar).toHaveAttribute('href', /action=TEMPLATE.*text=Winter(\+|%20)market.*dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z/);
  await page.getByRole('link', { name: 'Winter market' }).click();
  await expect(pageType(page)).toHaveAttribute('data-page-type', '50');
  await expect(page.getByText('1 Market Square, Portland, OR 97204, United States')).toBeVisible();
});

test('a password-protected page shows the lock screen until the right password is given', async ({ page, request, store, ownerToken }) => {
  const about = `${store.websiteId}-about`;
  const changed = (await ownerGraphql(request, store, ownerToken, UPDATE_PAGE, { id: about, i: { password: 'studio' } })) as any;
  expect(changed.updatePage.userErrors).toEqual([]);
  await page.goto('/about');
  await expect(pageType(page)).toHaveAttribute('data-page-type', '103');
  await expect(page.getByText('This page is locked.')).toBeVisible();
  await expect(page.getByText('We are four people')).toHaveCount(0);

  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not right. Please try again.');
  await page.getByLabel('Password').fill('studio');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText(/We are four people/)).toBeVisible();
  await expect(pageType(page)).toHaveAttribute('data-page-type', '105');
  await page.reload();
  await expect(page.getByText(/We are four people/)).toBeVisible();
});

test('unknown pages are not found (100); a failed load shows the error page (101)', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(pageType(page)).toHaveAttribute('data-page-type', '100');
  await page.goto('/journal/no-such-post');
  await expect(pageType(page)).toHaveAttribute('data-page-type', '100');

  await page.goto('/journal');
  await expect(page.locator('.post-card')).toHaveCount(3);
  // The network goes away (the request never reaches the server): the next page cannot load.
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(pageType(page)).toHaveAttribute('data-page-type', '101');
  await expect(page.getByRole('heading', { name: 'Unable to load' })).toBeVisible();
});

test('a cover page (splash, 3) stands alone, without the header and footer', async ({ page, request, store, ownerToken }) => {
  const blocks = [{ type: 'button', data: { label: 'Enter the shop', url: '/shop' } }];
  const made = (await ownerGraphql(request, store, ownerToken, CREATE_PAGE, {
    i: { kind: 'splash', title: 'Welcome', navigation: 'NOT_LINKED', blocks },
  })) as any;
  await page.goto(`/${made.createPage.page.urlSlug}`);
  await expect(pageType(page)).toHaveAttribute('data-page-type', '3');
  await expect(page.locator('.site-header')).toBeHidden();
  await page.getByRole('link', { name: 'Enter the shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator('.site-header')).toBeVisible();
});
