// The gallery block's rules (spec §3 "Gallery settings"), pure so they are tested apart from the page: moving between
// slides with wrap-around, when autoplay may advance, the aspect-ratio boxes, crop or fit, the grid's columns, the
// thumbnail strip, where a scrolled strip stops for each alignment, what a click on an image does, and the labels.
import {
  DEFAULT_GALLERY_SETTINGS,
  GALLERY_ASPECT_RATIOS,
  type GalleryAlignment,
  type GalleryAspectRatio,
  type GalleryDesign,
  type GallerySettings,
  gallerySettings,
} from '../../../domain/gallery-settings.ts';
import { fallbackAlt } from '../../../domain/image.ts';
import { isVimeoThumbnail } from '../../../domain/image-loaders.ts';

/** One image of a gallery page (an item with an image address), as the block shows it. */
export type GalleryImage = {
  id: string;
  title: string;
  excerpt: string;
  assetUrl: string;
  altText: string;
  externalLink: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  focalX: number;
  focalY: number;
};

/** Items as read: those without an image address have nothing to show and are left out. */
export function galleryImages<T extends Omit<GalleryImage, 'assetUrl'> & { assetUrl: string | null }>(items: readonly T[]): GalleryImage[] {
  return items.flatMap((item) => (item.assetUrl ? [{ ...item, assetUrl: item.assetUrl }] : []));
}

/** The most setting names one block's data is read for (each setting under either of its names, with room). */
const MAX_SETTING_KEYS = 60;

/**
 * A block's settings made whole. The server stores them completed, but a block saved before a setting existed, or
 * data edited by hand, may lack some or carry a bad value: missing ones take their defaults and bad ones are
 * dropped one by one, so one wrong value never loses the rest.
 */
export function blockGallerySettings(raw: unknown): GallerySettings {
  const whole = gallerySettings(raw);
  if (whole.ok) return whole.settings;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { ...DEFAULT_GALLERY_SETTINGS };
  let settings: GallerySettings = { ...DEFAULT_GALLERY_SETTINGS };
  for (const [name, value] of Object.entries(raw).slice(0, MAX_SETTING_KEYS)) {
    const one = gallerySettings({ [name]: value }, settings);
    if (one.ok) settings = one.settings;
  }
  return settings;
}

// Moving between slides.

/** The index wrapped into 0…count-1 (0 for an empty gallery). */
export const wrapIndex = (index: number, count: number): number => (count > 0 ? ((index % count) + count) % count : 0);
/** The next slide; after the last comes the first. */
export const nextIndex = (index: number, count: number): number => wrapIndex(index + 1, count);
/** The previous slide; before the first comes the last. */
export const previousIndex = (index: number, count: number): number => wrapIndex(index - 1, count);

export type SlideMove = 'previous' | 'next' | 'first' | 'last';

/** The move a key asks for on a focused slideshow or carousel: ← →, Home, End; null for other keys. */
export function slideMoveForKey(key: string): SlideMove | null {
  switch (key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The slide a move lands on. */
export function slideAfter(move: SlideMove, index: number, count: number): number {
  switch (move) {
    case 'previous':
      return previousIndex(index, count);
    case 'next':
      return nextIndex(index, count);
    case 'first':
      return 0;
    case 'last':
      return wrapIndex(count - 1, count);
  }
}

// Autoplay.

export type AutoplayConditions = {
  /** The autoplay setting. */
  autoplay: boolean;
  /** The autoplay-duration setting, in seconds. */
  durationSeconds: number;
  count: number;
  /** The visitor stopped it with the pause button. */
  stopped: boolean;
  /** The pointer is over the gallery, or focus is in it. */
  engaged: boolean;
  /** The page is hidden (another tab, a minimised window). */
  hidden: boolean;
  /** The visitor asked for reduced motion: the slides never move by themselves. */
  reducedMotion: boolean;
  /** Something covers the gallery (its lightbox). */
  covered: boolean;
};

/** How long the current slide shows before autoplay moves on, or null while the gallery must hold still. */
export function autoplayDelayMs(c: AutoplayConditions): number | null {
  if (!c.autoplay || c.count < 2 || c.stopped || c.engaged || c.hidden || c.reducedMotion || c.covered) return null;
  return Math.min(Math.max(Math.round(c.durationSeconds), 1), 10) * 1000;
}

/** Whether the pause button shows: autoplay is on, there is somewhere to move, and motion is allowed. */
export const offersAutoplayToggle = (autoplay: boolean, count: number, reducedMotion: boolean): boolean =>
  autoplay && count > 1 && !reducedMotion;

// Boxes and layout.

/** The CSS aspect-ratio of a setting: 'standard' → '3 / 2'. */
export function aspectRatioCss(ratio: GalleryAspectRatio): string {
  const [width, height] = GALLERY_ASPECT_RATIOS[ratio] ?? GALLERY_ASPECT_RATIOS.square;
  return `${width} / ${height}`;
}

/** Width over height, as one number (a carousel slide's width is its height times this). */
export function aspectRatioValue(ratio: GalleryAspectRatio): number {
  const [width, height] = GALLERY_ASPECT_RATIOS[ratio] ?? GALLERY_ASPECT_RATIOS.square;
  return Math.round((width / height) * 10_000) / 10_000;
}

/** Auto-crop fills the box and cuts what overflows; without it the whole image fits inside the box. */
export const imageFit = (autoCrop: boolean): 'cover' | 'contain' => (autoCrop ? 'cover' : 'contain');

const unit = (n: number) => (Number.isFinite(n) ? Math.min(Math.max(n, 0), 1) : 0.5);
/** The focal point (0…1 across and down) as a CSS position, so a crop keeps what matters in view. */
export const focalPointCss = (x: number, y: number): string => `${Math.round(unit(x) * 100)}% ${Math.round(unit(y) * 100)}%`;

/** On narrow screens a grid shows at most this many per row. */
export const NARROW_GRID_COLUMNS = 2;

/** The grid: thumbnails-per-row columns (at most two on a narrow screen), `padding` pixels between them. */
export function gridLayout(perRow: number, padding: number): { columns: number; narrowColumns: number; gapPx: number } {
  const columns = Math.min(Math.max(Math.round(perRow), 1), 10);
  return { columns, narrowColumns: Math.min(columns, NARROW_GRID_COLUMNS), gapPx: Math.min(Math.max(Math.round(padding), 0), 50) };
}

export type ThumbnailStrip = { heightPx: number; marginPx: number; square: boolean };

/** The slideshow's thumbnail strip, or null when it has none (thumbnails off, a strip 0 px high, one image). */
export function thumbnailStrip(settings: GallerySettings, count: number): ThumbnailStrip | null {
  if (settings.design !== 'slideshow' || !settings.thumbnails || settings['thumbnail-strip-height'] <= 0 || count < 2) return null;
  return {
    heightPx: settings['thumbnail-strip-height'],
    marginPx: settings['thumbnail-strip-margin'],
    square: settings['square-thumbs'],
  };
}

/** Where a scrolled strip (the carousel, the thumbnails) puts its active image: at its left edge, centre or right. */
export function alignedScrollLeft(p: {
  itemLeft: number;
  itemWidth: number;
  viewportWidth: number;
  contentWidth: number;
  alignment: GalleryAlignment;
}): number {
  const wanted =
    p.alignment === 'left'
      ? p.itemLeft
      : p.alignment === 'right'
        ? p.itemLeft + p.itemWidth - p.viewportWidth
        : p.itemLeft + p.itemWidth / 2 - p.viewportWidth / 2;
  const max = Math.max(p.contentWidth - p.viewportWidth, 0);
  return Math.round(Math.min(Math.max(wanted, 0), max));
}

// Images.

/** Alt text: the image's own, else its title; '' (decorative) when it has neither. */
export const imageAlt = (image: Pick<GalleryImage, 'altText' | 'title'>): string => fallbackAlt(image.altText || image.title);

/** Images on this site get the image host's width tiers, and so do Vimeo's video thumbnails (Vimeo sizes them on
 * request); any other address is used as it is. */
export function imageLoader(assetUrl: string): 'sqs' | 'vimeo' | 'raw' {
  if (assetUrl.startsWith('/') && !assetUrl.startsWith('//')) return 'sqs';
  return isVimeoThumbnail(assetUrl) ? 'vimeo' : 'raw';
}

/** The width and height to give the <img>: the image's own when known, else the box's shape. */
export function intrinsicSize(
  image: Pick<GalleryImage, 'imageWidth' | 'imageHeight'>,
  ratio: GalleryAspectRatio,
): { width: number; height: number } {
  if (image.imageWidth && image.imageHeight && image.imageWidth > 0 && image.imageHeight > 0)
    return { width: image.imageWidth, height: image.imageHeight };
  const [w, h] = GALLERY_ASPECT_RATIOS[ratio] ?? GALLERY_ASPECT_RATIOS.square;
  return { width: 1000, height: Math.round((1000 * h) / w) };
}

/** The `sizes` of an image in each design: the width it takes on the page. */
export function imageSizes(design: GalleryDesign | 'thumbnail' | 'lightbox', settings: GallerySettings): string {
  switch (design) {
    case 'grid': {
      const { columns, narrowColumns } = gridLayout(settings['thumbnails-per-row'], settings.padding);
      return `(min-width: 600px) ${Math.ceil(100 / columns)}vw, ${Math.ceil(100 / narrowColumns)}vw`;
    }
    case 'stacked':
      return `min(${settings['max-width']}px, 100vw)`;
    case 'slider':
      return '(min-width: 600px) 50vw, 90vw';
    case 'thumbnail':
      return `${Math.max(settings['thumbnail-strip-height'], 1) * 2}px`;
    default:
      return '100vw';
  }
}

export type ImageClick = 'lightbox' | 'link' | 'none';

/** What a click on an image does: open the lightbox when it is on, else follow the image's link, else nothing. */
export function imageClick(settings: Pick<GallerySettings, 'lightbox'>, image: Pick<GalleryImage, 'externalLink'>): ImageClick {
  if (settings.lightbox) return 'lightbox';
  return image.externalLink ? 'link' : 'none';
}

/** A link's attributes; new-window links open apart from this page (no opener). */
export function linkAttributes(href: string, newWindow: boolean): { href: string; target?: '_blank'; rel?: string } {
  return newWindow ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}

// Words.

export const GALLERY_TEXT = {
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close',
  pause: 'Pause autoplay',
  play: 'Start autoplay',
  gallery: 'Gallery',
  thumbnails: 'Thumbnails',
  indicators: 'Choose an image',
  openLink: 'Open link',
} as const;

/** A slide's label in its group: '2 of 5'. */
export const slideLabel = (index: number, count: number): string => `${index + 1} of ${count}`;

/** A dot's or a thumbnail's label: 'Show image 2', or 'Show image 2: Harbour at dawn'. */
export const showImageLabel = (index: number, alt = ''): string => `Show image ${index + 1}${alt ? `: ${alt}` : ''}`;

/** What the live region says of the current slide: 'Image 2 of 5: Harbour at dawn'. */
export const slideAnnouncement = (index: number, count: number, title: string): string =>
  `Image ${index + 1} of ${count}${title ? `: ${title}` : ''}`;

/** The settings the stylesheet reads, as custom properties on the gallery's root. */
export function galleryStyle(settings: GallerySettings): Record<`--gallery-${string}`, string> {
  const grid = gridLayout(settings['thumbnails-per-row'], settings.padding);
  return {
    '--gallery-ratio': aspectRatioCss(settings['aspect-ratio']),
    '--gallery-ratio-value': String(aspectRatioValue(settings['aspect-ratio'])),
    '--gallery-fit': imageFit(settings['auto-crop']),
    '--gallery-gap': `${grid.gapPx}px`,
    '--gallery-columns': String(grid.columns),
    '--gallery-columns-narrow': String(grid.narrowColumns),
    '--gallery-max-width': `${settings['max-width']}px`,
    '--gallery-strip-height': `${settings['thumbnail-strip-height']}px`,
    '--gallery-strip-margin': `${settings['thumbnail-strip-margin']}px`,
  };
}
