// The gallery block on a page (spec §3 "Gallery settings"): the owner makes a gallery page of images and a page with
// gallery blocks through the API; the visitor sees the four designs, moves through a slideshow by its controls, its
// keys, its thumbnails and its dots, watches autoplay move on, counts a grid's rows, and opens the lightbox.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SeededCopy } from '../../prisma/seed.ts';
import { expect, ownerGraphql, test } from './owner.ts';

const CREATE_PAGE = `mutation P($i: CreatePageInput!) { createPage(input: $i) { page { id urlSlug } userErrors { field message } } }`;
const CREATE_ITEM = `mutation I($i: CreateItemInput!) { createItem(input: $i) { item { id } userErrors { field message } } }`;
/** The demo store's pictures, served by the site itself. */
const PICTURES = ['/images/tee.svg', '/images/tote.svg', '/images/beanie.svg', '/images/mug.svg', '/images/coffee.svg'];

type Owner = { request: APIRequestContext; store: SeededCopy; ownerToken: string };
type Picture = { title: string; altText: string; excerpt?: string; externalLink?: string };

async function createPage(owner: Owner, input: Record<string, unknown>): Promise<{ id: string; urlSlug: string }> {
  const data = (await ownerGraphql(owner.request, owner.store, owner.ownerToken, CREATE_PAGE, { i: input })) as any;
  expect(data.createPage.userErrors).toEqual([]);
  return data.createPage.page;
}

/** A gallery page holding the pictures (published, in order); answers its id. */
async function createGallery(owner: Owner, title: string, pictures: Picture[]): Promise<string> {
  const gallery = await createPage(owner, { kind: 'gallery', title });
  for (const [i, picture] of pictures.entries()) {
    const input = { collectionId: gallery.id, status: 'PUBLISHED', assetUrl: PICTURES[i % PICTURES.length], ...picture };
    const data = (await ownerGraphql(owner.request, owner.store, owner.ownerToken, CREATE_ITEM, { i: input })) as any;
    expect(data.createItem.userErrors).toEqual([]);
  }
  return gallery.id;
}

/** A plain page with one gallery block per settings object; opens it. */
async function openPageWithGalleries(page: Page, owner: Owner, galleryId: string, ...settings: Record<string, unknown>[]): Promise<void> {
  const title = `Gallery page ${Math.random().toString(36).slice(2, 8)}`;
  const blocks = settings.map((s) => ({ type: 'gallery', data: { collectionId: galleryId, settings: s } }));
  const plain = await createPage(owner, { kind: 'page', title, blocks });
  await page.goto(`/${plain.urlSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const pictures = (n: number): Picture[] =>
  Array.from({ length: n }, (_, i) => ({ title: `Picture ${i + 1}`, altText: `Alt ${i + 1}`, excerpt: `<p>About picture ${i + 1}</p>` }));

const design = (page: Page, name: string): Locator => page.locator(`[data-design="${name}"]`);
/** The image a slideshow shows now (its stage holds one). */
const slideImage = (slideshow: Locator): Locator => slideshow.locator('.gallery-slideshow__stage img');

test('each of the four designs shows the gallery’s images', async ({ page, request, store, ownerToken }) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Harbour', pictures(3));
  await openPageWithGalleries(
    page,
    owner,
    galleryId,
    { design: 'slideshow' },
    { design: 'slider' },
    { design: 'grid' },
    { design: 'stacked' },
  );

  await expect(slideImage(design(page, 'slideshow'))).toHaveAttribute('alt', 'Alt 1');
  await expect(design(page, 'slideshow').getByRole('img')).toHaveCount(1);
  for (const name of ['slider', 'grid', 'stacked']) {
    const gallery = design(page, name);
    await expect(gallery).toHaveAttribute('aria-label', 'Harbour');
    for (const alt of ['Alt 1', 'Alt 2', 'Alt 3']) await expect(gallery.getByRole('img', { name: alt })).toBeAttached();
  }
  // The stacked images are at most max-width (300 px by default) wide.
  const stacked = await design(page, 'stacked').getByRole('img', { name: 'Alt 1' }).boundingBox();
  expect(stacked?.width).toBeLessThanOrEqual(300);
});

test('the slideshow moves by its controls and by ← → while focused, wrapping at both ends', async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Harbour', pictures(3));
  await openPageWithGalleries(page, owner, galleryId, { design: 'slideshow', 'show-meta': true });
  const slideshow = design(page, 'slideshow');
  const live = slideshow.locator('[aria-live]');

  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 1');
  await expect(slideshow.getByText('About picture 1')).toBeVisible();
  await slideshow.getByRole('button', { name: 'Next image' }).click();
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 2');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveText('Image 2 of 3: Picture 2');
  await slideshow.getByRole('button', { name: 'Previous image' }).click();
  await slideshow.getByRole('button', { name: 'Previous image' }).click();
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 3');

  await slideshow.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 1');
  await page.keyboard.press('ArrowLeft');
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 3');
  await page.keyboard.press('Home');
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 1');
});

test('autoplay moves on within its duration, quietly, and holds still for reduced motion', async ({ page, request, store, ownerToken }) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Harbour', pictures(3));
  await openPageWithGalleries(page, owner, galleryId, { design: 'slideshow', autoplay: true, 'autoplay-duration': 2 });
  const slideshow = design(page, 'slideshow');

  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 1');
  // While the slides move by themselves the live region is quiet.
  await expect(slideshow.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 2', { timeout: 3000 });
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 3', { timeout: 3000 });
  await expect(slideshow.getByRole('button', { name: 'Pause autoplay' })).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 1');
  await expect(slideshow.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await expect(slideshow.getByRole('button', { name: 'Pause autoplay' })).toHaveCount(0);
});

test('a thumbnail or a dot shows its image', async ({ page, request, store, ownerToken }) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Harbour', pictures(4));
  await openPageWithGalleries(page, owner, galleryId, {
    design: 'slideshow',
    thumbnails: true,
    'thumbnail-strip-height': 60,
    'thumbnail-strip-margin': 12,
    indicators: true,
  });
  const slideshow = design(page, 'slideshow');

  const third = slideshow.getByRole('button', { name: 'Show image 3: Alt 3' });
  await third.click();
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 3');
  await expect(third).toHaveAttribute('aria-current', 'true');
  // Square thumbnails, as high as the strip.
  const box = await third.boundingBox();
  expect(box?.height).toBe(60);
  expect(box?.width).toBe(60);

  await slideshow.getByRole('button', { name: 'Show image 2', exact: true }).click();
  await expect(slideImage(slideshow)).toHaveAttribute('alt', 'Alt 2');
  await expect(slideshow.getByRole('button', { name: 'Show image 2: Alt 2' })).toHaveAttribute('aria-current', 'true');
});

test('the carousel scrolls its strip by its controls', async ({ page, request, store, ownerToken }) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Harbour', pictures(5));
  await openPageWithGalleries(page, owner, galleryId, { design: 'slider', 'active-alignment': 'left', padding: 10 });
  const slider = design(page, 'slider');
  const viewport = slider.locator('.gallery-slider__viewport');

  await expect(slider.getByRole('listitem').first()).toHaveAttribute('aria-current', 'true');
  await slider.getByRole('button', { name: 'Next image' }).click();
  await expect(slider.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'true');
  const second = await slider
    .getByRole('listitem')
    .nth(1)
    .evaluate((li) => (li as HTMLElement).offsetLeft);
  await expect.poll(() => viewport.evaluate((v) => v.scrollLeft)).toBeGreaterThan(0);
  expect(second).toBeGreaterThan(0);
  await slider.getByRole('button', { name: 'Previous image' }).click();
  await expect.poll(() => viewport.evaluate((v) => v.scrollLeft)).toBe(0);
});

test('the grid puts thumbnails-per-row images in a row, padding apart', async ({ page, request, store, ownerToken }) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Harbour', pictures(5));
  await openPageWithGalleries(page, owner, galleryId, {
    design: 'grid',
    'thumbnails-per-row': 3,
    padding: 10,
    'aspect-ratio': 'widescreen',
  });
  const cells = design(page, 'grid').getByRole('listitem');
  await expect(cells).toHaveCount(5);

  const boxes = await cells.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.slice(0, 3).map((b) => Math.round(b.top))).size).toBe(1);
  expect(boxes[3].top).toBeGreaterThan(boxes[0].top);
  expect(Math.round(boxes[3].left)).toBe(Math.round(boxes[0].left));
  expect(Math.round(boxes[1].left - boxes[0].right)).toBe(10);
  // Widescreen boxes: 16 by 9.
  const frame = await design(page, 'grid').getByRole('img', { name: 'Alt 1' }).boundingBox();
  expect((frame?.width ?? 0) / (frame?.height ?? 1)).toBeCloseTo(16 / 9, 1);
});

test('the lightbox opens on a click, moves by ← →, keeps focus, and Escape closes it back to the image', async ({
  page,
  request,
  store,
  ownerToken,
}) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Harbour', pictures(3));
  await openPageWithGalleries(page, owner, galleryId, { design: 'grid', lightbox: true, 'show-meta-basic': true });
  const opener = design(page, 'grid').getByRole('button', { name: 'Alt 2' });

  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Harbour' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toHaveClass(/gallery-lightbox--dark/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('img', { name: 'Alt 2' })).toBeVisible();
  await expect(dialog.getByText('About picture 2')).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('img', { name: 'Alt 3' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('img', { name: 'Alt 1' })).toBeVisible();

  // Focus goes round the dialog's controls and never reaches the page behind.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the light lightbox closes by its Close button, and links open in a new window', async ({ page, request, store, ownerToken }) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Harbour', [
    { title: 'Linked', altText: 'A linked picture', externalLink: 'https://example.com/harbour' },
    { title: 'Plain', altText: 'A plain picture' },
  ]);
  await openPageWithGalleries(
    page,
    owner,
    galleryId,
    { design: 'slideshow', lightbox: true, lightboxTheme: 'light', newWindow: true },
    { design: 'grid', newWindow: true },
  );

  const opener = design(page, 'slideshow').getByRole('button', { name: 'A linked picture' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Harbour' });
  await expect(dialog).toHaveClass(/gallery-lightbox--light/);
  await expect(dialog.getByRole('link', { name: 'Open link' })).toHaveAttribute('target', '_blank');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  // → on the focused image moves the slideshow on, and focus stays on the (now next) image.
  await page.keyboard.press('ArrowRight');
  await expect(design(page, 'slideshow').getByRole('button', { name: 'A plain picture' })).toBeFocused();

  // Without the lightbox an image with a link is that link.
  const link = design(page, 'grid').getByRole('link', { name: 'A linked picture' });
  await expect(link).toHaveAttribute('href', 'https://example.com/harbour');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a gallery without images shows nothing', async ({ page, request, store, ownerToken }) => {
  const owner = { request, store, ownerToken };
  const galleryId = await createGallery(owner, 'Empty', []);
  const full = await createGallery(owner, 'Full', pictures(1));
  const title = 'Two galleries';
  const blocks = [galleryId, full].map((id) => ({ type: 'gallery', data: { collectionId: id, settings: { design: 'grid' } } }));
  const plain = await createPage(owner, { kind: 'page', title, blocks });
  await page.goto(`/${plain.urlSlug}`);
  await expect(design(page, 'grid').getByRole('img', { name: 'Alt 1' })).toBeVisible();
  // Once both galleries have loaded, the empty one has left nothing behind.
  await page.waitForLoadState('networkidle');
  await expect(design(page, 'grid')).toHaveCount(1);
  await expect(design(page, 'grid')).toHaveAttribute('aria-label', 'Full');
});
