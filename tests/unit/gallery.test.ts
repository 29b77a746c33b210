// The gallery block in the storefront (spec §3 "Gallery settings"): moving between slides, autoplay, the boxes and
// layouts each setting makes, what a click does, which meta shows, and the labels read out.
import { describe, expect, it } from 'vitest';
import {
  alignedScrollLeft,
  aspectRatioCss,
  aspectRatioValue,
  autoplayDelayMs,
  blockGallerySettings,
  focalPointCss,
  galleryImages,
  galleryStyle,
  gridLayout,
  imageAlt,
  imageClick,
  imageFit,
  imageLoader,
  imageSizes,
  intrinsicSize,
  linkAttributes,
  nextIndex,
  offersAutoplayToggle,
  previousIndex,
  showImageLabel,
  slideAfter,
  slideAnnouncement,
  slideMoveForKey,
  thumbnailStrip,
  wrapIndex,
} from '../../client/src/lib/gallery.ts';
import { excerptText, metaDisplay } from '../../client/src/lib/gallery-meta.ts';
import { DEFAULT_GALLERY_SETTINGS, type GallerySettings } from '../../domain/gallery-settings.ts';

const settings = (changes: Partial<GallerySettings> = {}): GallerySettings => ({ ...DEFAULT_GALLERY_SETTINGS, ...changes });

describe('slide index wrapping', () => {
  it('next after the last slide is the first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('previous before the first slide is the last', () => {
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('an index out of range wraps into the gallery, and an empty gallery stays at 0', () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
    expect(nextIndex(0, 1)).toBe(0);
  });

  it('← → Home End move to the previous, next, first and last slide; other keys do nothing', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter', 'a'].map(slideMoveForKey)).toEqual([
      'previous',
      'next',
      'first',
      'last',
      null,
      null,
    ]);
    expect(slideAfter('previous', 0, 4)).toBe(3);
    expect(slideAfter('next', 3, 4)).toBe(0);
    expect(slideAfter('first', 2, 4)).toBe(0);
    expect(slideAfter('last', 0, 4)).toBe(3);
  });
});

describe('autoplay', () => {
  const running = {
    autoplay: true,
    durationSeconds: 3,
    count: 4,
    stopped: false,
    engaged: false,
    hidden: false,
    reducedMotion: false,
    covered: false,
  };

  it('moves on after autoplay-duration seconds', () => {
    expect(autoplayDelayMs(running)).toBe(3000);
    expect(autoplayDelayMs({ ...running, durationSeconds: 10 })).toBe(10_000);
  });

  it('keeps the duration within 1 to 10 seconds', () => {
    expect(autoplayDelayMs({ ...running, durationSeconds: 0 })).toBe(1000);
    expect(autoplayDelayMs({ ...running, durationSeconds: 60 })).toBe(10_000);
  });

  it('holds still when autoplay is off or there is one image', () => {
    expect(autoplayDelayMs({ ...running, autoplay: false })).toBeNull();
    expect(autoplayDelayMs({ ...running, count: 1 })).toBeNull();
  });

  it('pauses on hover or focus, while the page is hidden, under the lightbox and once stopped', () => {
    expect(autoplayDelayMs({ ...running, engaged: true })).toBeNull();
    expect(autoplayDelayMs({ ...running, hidden: true })).toBeNull();
    expect(autoplayDelayMs({ ...running, covered: true })).toBeNull();
    expect(autoplayDelayMs({ ...running, stopped: true })).toBeNull();
  });

  it('never advances by itself when the visitor prefers reduced motion, and offers no pause button then', () => {
    expect(autoplayDelayMs({ ...running, reducedMotion: true })).toBeNull();
    expect(offersAutoplayToggle(true, 4, true)).toBe(false);
    expect(offersAutoplayToggle(true, 4, false)).toBe(true);
    expect(offersAutoplayToggle(false, 4, false)).toBe(false);
    expect(offersAutoplayToggle(true, 1, false)).toBe(false);
  });
});

describe('aspect ratio, crop and fit', () => {
  it('each of the seven aspect ratios is a CSS aspect-ratio', () => {
    expect(
      (
        ['square', 'standard', 'standard-vertical', 'four-three', 'three-four-vertical', 'widescreen', 'anamorphic-widescreen'] as const
      ).map(aspectRatioCss),
    ).toEqual(['1 / 1', '3 / 2', '2 / 3', '4 / 3', '3 / 4', '16 / 9', '12 / 5']);
  });

  it('a carousel slide is its height times the ratio wide', () => {
    expect(aspectRatioValue('standard')).toBe(1.5);
    expect(aspectRatioValue('widescreen')).toBe(1.7778);
    expect(aspectRatioValue('anamorphic-widescreen')).toBe(2.4);
  });

  it('auto-crop fills the box (cover); without it the whole image fits (contain)', () => {
    expect(imageFit(true)).toBe('cover');
    expect(imageFit(false)).toBe('contain');
  });

  it('a crop keeps the focal point in view, kept within the image', () => {
    expect(focalPointCss(0.5, 0.5)).toBe('50% 50%');
    expect(focalPointCss(0.25, 0.8)).toBe('25% 80%');
    expect(focalPointCss(-1, 3)).toBe('0% 100%');
    expect(focalPointCss(Number.NaN, 0)).toBe('50% 0%');
  });

  it("the <img> gets the image's own size when known, else the box's shape", () => {
    expect(intrinsicSize({ imageWidth: 1600, imageHeight: 1200 }, 'square')).toEqual({ width: 1600, height: 1200 });
    expect(intrinsicSize({ imageWidth: null, imageHeight: null }, 'standard')).toEqual({ width: 1000, height: 667 });
    expect(intrinsicSize({ imageWidth: 0, imageHeight: 500 }, 'square')).toEqual({ width: 1000, height: 1000 });
  });
});

describe('grid layout', () => {
  it('thumbnails-per-row columns with padding pixels between them', () => {
    expect(gridLayout(4, 20)).toEqual({ columns: 4, narrowColumns: 2, gapPx: 20 });
    expect(gridLayout(10, 0)).toEqual({ columns: 10, narrowColumns: 2, gapPx: 0 });
  });

  it('a narrow screen shows at most two a row, never more than asked', () => {
    expect(gridLayout(1, 50).narrowColumns).toBe(1);
    expect(gridLayout(3, 5).narrowColumns).toBe(2);
  });

  it('keeps per-row within 1 to 10 and padding within 0 to 50', () => {
    expect(gridLayout(0, -5)).toEqual({ columns: 1, narrowColumns: 1, gapPx: 0 });
    expect(gridLayout(12, 80)).toEqual({ columns: 10, narrowColumns: 2, gapPx: 50 });
  });

  it('the settings reach the stylesheet as custom properties', () => {
    expect(galleryStyle(settings({ 'thumbnails-per-row': 3, padding: 8, 'aspect-ratio': 'standard', 'auto-crop': false }))).toEqual({
      '--gallery-ratio': '3 / 2',
      '--gallery-ratio-value': '1.5',
      '--gallery-fit': 'contain',
      '--gallery-gap': '8px',
      '--gallery-columns': '3',
      '--gallery-columns-narrow': '2',
      '--gallery-max-width': '300px',
      '--gallery-strip-height': '80px',
      '--gallery-strip-margin': '20px',
    });
  });

  it('each design asks for images the width it shows them', () => {
    expect(imageSizes('grid', settings({ 'thumbnails-per-row': 3 }))).toBe('(min-width: 600px) 34vw, 50vw');
    expect(imageSizes('stacked', settings({ 'max-width': 200 }))).toBe('min(200px, 100vw)');
    expect(imageSizes('slideshow', settings())).toBe('100vw');
  });
});

describe('thumbnail strip', () => {
  const slideshow = settings({ design: 'slideshow', thumbnails: true });

  it('the slideshow shows a strip thumbnail-strip-height high, thumbnail-strip-margin under the slide', () => {
    expect(thumbnailStrip(slideshow, 3)).toEqual({ heightPx: 80, marginPx: 20, square: true });
    expect(thumbnailStrip({ ...slideshow, 'thumbnail-strip-height': 120, 'square-thumbs': false }, 3)).toEqual({
      heightPx: 120,
      marginPx: 20,
      square: false,
    });
  });

  it('no strip with thumbnails off, a strip 0 px high, one image, or another design', () => {
    expect(thumbnailStrip({ ...slideshow, thumbnails: false }, 3)).toBeNull();
    expect(thumbnailStrip({ ...slideshow, 'thumbnail-strip-height': 0 }, 3)).toBeNull();
    expect(thumbnailStrip(slideshow, 1)).toBeNull();
    expect(thumbnailStrip({ ...slideshow, design: 'grid' }, 3)).toBeNull();
  });
});

describe('active alignment', () => {
  const strip = { itemLeft: 500, itemWidth: 100, viewportWidth: 300, contentWidth: 2000 };

  it('puts the active image at the left edge, the centre or the right edge of the strip', () => {
    expect(alignedScrollLeft({ ...strip, alignment: 'left' })).toBe(500);
    expect(alignedScrollLeft({ ...strip, alignment: 'center' })).toBe(400);
    expect(alignedScrollLeft({ ...strip, alignment: 'right' })).toBe(300);
  });

  it('never scrolls before the start or past the end', () => {
    expect(alignedScrollLeft({ ...strip, itemLeft: 0, alignment: 'center' })).toBe(0);
    expect(alignedScrollLeft({ ...strip, itemLeft: 1900, alignment: 'left' })).toBe(1700);
    expect(alignedScrollLeft({ ...strip, contentWidth: 200, alignment: 'left' })).toBe(0);
  });
});

describe('images and clicks', () => {
  it('leaves out items without an image address', () => {
    const item = {
      id: 'a',
      title: 'A',
      excerpt: '',
      altText: '',
      externalLink: null,
      imageWidth: null,
      imageHeight: null,
      focalX: 0.5,
      focalY: 0.5,
    };
    expect(
      galleryImages([
        { ...item, assetUrl: '/images/tee.svg' },
        { ...item, id: 'b', assetUrl: null },
      ]).map((i) => i.id),
    ).toEqual(['a']);
  });

  it('alt text is the image’s own, else its title, else empty (decorative)', () => {
    expect(imageAlt({ altText: 'A red tee', title: 'Tee' })).toBe('A red tee');
    expect(imageAlt({ altText: '', title: '  Harbour   at dawn ' })).toBe('Harbour at dawn');
    expect(imageAlt({ altText: '', title: '' })).toBe('');
  });

  it('images on this site get width tiers; addresses elsewhere are used as they are', () => {
    expect(imageLoader('/media/abc.jpg')).toBe('sqs');
    expect(imageLoader('https://cdn.example.com/a.jpg')).toBe('raw');
    expect(imageLoader('//cdn.example.com/a.jpg')).toBe('raw');
  });

  it('Vimeo video thumbnails get width tiers too (loader vimeo); YouTube’s and other hosts’ are used as they are', () => {
    expect(imageLoader('https://i.vimeocdn.com/video/452001751-8216e0571c-d_295x166')).toBe('vimeo');
    expect(imageLoader('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg')).toBe('raw');
    expect(imageLoader('http://i.vimeocdn.com/video/452001751_640.jpg')).toBe('raw');
  });

  it('a click opens the lightbox when it is on, else follows the image’s link, else does nothing', () => {
    expect(imageClick({ lightbox: true }, { externalLink: 'https://example.com' })).toBe('lightbox');
    expect(imageClick({ lightbox: false }, { externalLink: 'https://example.com' })).toBe('link');
    expect(imageClick({ lightbox: false }, { externalLink: null })).toBe('none');
  });

  it('new-window links open in a new tab without an opener', () => {
    expect(linkAttributes('https://example.com', true)).toEqual({
      href: 'https://example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkAttributes('/about', false)).toEqual({ href: '/about' });
  });
});

describe('show meta', () => {
  it('no meta unless show-meta or show-meta-basic is on', () => {
    expect(metaDisplay(settings(), 'grid')).toBeNull();
    expect(metaDisplay(settings({ 'show-meta-only-title': true, 'show-meta-on-hover': true }), 'slideshow')).toBeNull();
  });

  it('show-meta lays title and description over the image at meta-position', () => {
    expect(metaDisplay(settings({ 'show-meta': true, 'meta-position': 'top-left' }), 'slideshow')).toEqual({
      description: true,
      placement: 'overlay',
      position: 'top-left',
      onHover: false,
    });
  });

  it('the stacked design puts the meta under each image', () => {
    expect(metaDisplay(settings({ 'show-meta': true, 'show-meta-on-hover': true }), 'stacked')).toMatchObject({
      placement: 'below',
      onHover: false,
    });
  });

  it('show-meta-basic is a plain caption under the image; show-meta wins when both are on', () => {
    expect(metaDisplay(settings({ 'show-meta-basic': true }), 'grid')).toMatchObject({ placement: 'below', description: true });
    expect(metaDisplay(settings({ 'show-meta-basic': true, 'show-meta': true }), 'grid')).toMatchObject({ placement: 'overlay' });
  });

  it('show-meta-only-title leaves the description out', () => {
    expect(metaDisplay(settings({ 'show-meta': true, 'show-meta-only-title': true }), 'slider')?.description).toBe(false);
  });

  it('show-meta-on-hover shows the overlay only on hover or focus; a caption under the image always shows', () => {
    expect(metaDisplay(settings({ 'show-meta': true, 'show-meta-on-hover': true }), 'grid')?.onHover).toBe(true);
    expect(metaDisplay(settings({ 'show-meta-basic': true, 'show-meta-on-hover': true }), 'grid')?.onHover).toBe(false);
  });

  it('the description is shown as text: tags and scripts gone, entities decoded, whitespace collapsed', () => {
    expect(excerptText('<p>Morning <strong>light</strong> &amp; fog</p><p>over&nbsp;the bay</p>')).toBe('Morning light & fog over the bay');
    expect(excerptText('<script>alert(1)</script><style>p{}</style>Safe<img src=x onerror=alert(1)>')).toBe('Safe');
    expect(excerptText('&lt;b&gt; &#39;quoted&#x27; &unknown;')).toBe("<b> 'quoted' &unknown;");
    expect(excerptText('')).toBe('');
  });
});

describe('block settings', () => {
  it('stored settings are used as they are', () => {
    const stored = settings({ design: 'slideshow', autoplay: true, 'autoplay-duration': 2 });
    expect(blockGallerySettings(stored)).toEqual(stored);
  });

  it('missing settings take their defaults, under either name', () => {
    expect(blockGallerySettings({ design: 'stacked', autoplayDuration: 3 })).toEqual(
      settings({ design: 'stacked', 'autoplay-duration': 3 }),
    );
    expect(blockGallerySettings(undefined)).toEqual(DEFAULT_GALLERY_SETTINGS);
  });

  it('a bad value falls back to its default without losing the others', () => {
    expect(blockGallerySettings({ design: 'slider', padding: 99, nonsense: true })).toEqual(settings({ design: 'slider' }));
    expect(blockGallerySettings('grid')).toEqual(DEFAULT_GALLERY_SETTINGS);
  });
});

describe('labels', () => {
  it('the live region names the image and its place', () => {
    expect(slideAnnouncement(1, 5, 'Harbour at dawn')).toBe('Image 2 of 5: Harbour at dawn');
    expect(slideAnnouncement(0, 3, '')).toBe('Image 1 of 3');
  });

  it('dots and thumbnails say which image they show', () => {
    expect(showImageLabel(2)).toBe('Show image 3');
    expect(showImageLabel(0, 'A red tee')).toBe('Show image 1: A red tee');
  });
});
