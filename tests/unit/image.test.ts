import { describe, expect, it } from 'vitest';
import {
  FALLBACK_ALT_MAX,
  fallbackAlt,
  IMAGE_WIDTH_TIERS,
  type ImageProps,
  imageAssertions,
  loadingFor,
  parseOriginalSize,
  sizedImageUrl,
  srcSet,
  widthTier,
} from '../../domain/image.ts';

const valid: ImageProps = { src: 'https://img/a.jpg', width: 800, height: 600, sizes: '100vw' };

describe('image', () => {
  it('image width tiers 100w, 300w, 500w, 750w, 1000w, 1500w, 2500w', () => {
    expect(IMAGE_WIDTH_TIERS).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });

  it('width tier thresholds above 1000, 750, 500, 300, 100', () => {
    const cases: [number, number][] = [
      [2400, 1500],
      [1001, 1500],
      [1000, 1000],
      [751, 1000],
      [750, 750],
      [501, 750],
      [500, 500],
      [301, 500],
      [300, 300],
      [101, 300],
      [100, 100],
      [1, 100],
    ];
    for (const [width, tier] of cases) expect(widthTier(width), `${width}`).toBe(tier);
  });

  it('srcset lists every width tier of the asset', () => {
    expect(srcSet('https://img/a.jpg')).toBe(
      'https://img/a.jpg?format=100w 100w, https://img/a.jpg?format=300w 300w, https://img/a.jpg?format=500w 500w, ' +
        'https://img/a.jpg?format=750w 750w, https://img/a.jpg?format=1000w 1000w, ' +
        'https://img/a.jpg?format=1500w 1500w, https://img/a.jpg?format=2500w 2500w',
    );
    expect(sizedImageUrl('https://img/a.jpg?v=2', 500)).toBe('https://img/a.jpg?v=2&format=500w');
  });

  it('priority high is eager loading; low or none is lazy', () => {
    expect(loadingFor('high')).toBe('eager');
    expect(loadingFor('low')).toBe('lazy');
    expect(loadingFor('none')).toBe('lazy');
    expect(loadingFor(undefined)).toBe('lazy');
  });

  it('valid props pass every assertion', () => {
    expect(imageAssertions(valid)).toEqual([]);
    expect(imageAssertions({ width: 1, height: 1, loader: 'youtube', videoId: 'abc', format: 'webp' })).toEqual([]);
    expect(imageAssertions({ ...valid, loader: 'raw', srcset: 'a 1x', sizes: undefined })).toEqual([]);
  });

  it('width and height required positive integers', () => {
    expect(imageAssertions({ ...valid, width: undefined, height: 0 })).toEqual([
      'width must be a positive integer',
      'height must be a positive integer',
    ]);
    expect(imageAssertions({ ...valid, width: 10.5, height: -1 })).toHaveLength(2);
  });

  it('sizes required when loader is sqs', () => {
    expect(imageAssertions({ ...valid, sizes: undefined })).toEqual(['sizes is required when loader is sqs']);
    expect(imageAssertions({ ...valid, loader: 'sqs', sizes: '' })).toEqual(['sizes is required when loader is sqs']);
  });

  it('src required unless loader is youtube', () => {
    expect(imageAssertions({ ...valid, src: undefined })).toEqual(['src is required unless loader is youtube']);
    expect(imageAssertions({ width: 1, height: 1, loader: 'youtube', videoId: 'v' })).toEqual([]);
  });

  it('videoId required for youtube', () => {
    expect(imageAssertions({ width: 1, height: 1, loader: 'youtube' })).toEqual(['videoId is required when loader is youtube']);
  });

  it('format only for vimeo or youtube and jpg or webp', () => {
    expect(imageAssertions({ ...valid, format: 'jpg' })).toEqual(['format is only allowed when loader is vimeo or youtube']);
    expect(imageAssertions({ ...valid, sizes: undefined, loader: 'vimeo', format: 'png' })).toEqual(['format must be jpg or webp']);
    expect(imageAssertions({ ...valid, sizes: undefined, loader: 'vimeo', format: 'jpg' })).toEqual([]);
  });

  it('srcset only with loader raw', () => {
    expect(imageAssertions({ ...valid, srcset: 'a 1x' })).toEqual(['srcset is only allowed when loader is raw']);
  });

  it('priority high, low or none', () => {
    expect(imageAssertions({ ...valid, priority: 'urgent' })).toEqual(['priority must be high, low or none']);
    expect(imageAssertions({ ...valid, priority: 'none' })).toEqual([]);
  });

  it('loader is sqs, raw, vimeo or youtube', () => {
    expect(imageAssertions({ ...valid, loader: 'cdn' })).toEqual(['loader must be sqs, raw, vimeo or youtube']);
  });

  it('fallback alt text at most 250 characters', () => {
    expect(FALLBACK_ALT_MAX).toBe(250);
    expect(fallbackAlt('x'.repeat(300))).toHaveLength(250);
    expect(fallbackAlt('  A  red\n chair ')).toBe('A red chair');
    expect(Array.from(fallbackAlt('😀'.repeat(300)))).toHaveLength(250);
  });

  it("originalSize is read as 'WxH'", () => {
    expect(parseOriginalSize('1200x800')).toEqual({ width: 1200, height: 800 });
    expect(parseOriginalSize('1200')).toBeNull();
    expect(parseOriginalSize('0x800')).toBeNull();
  });
});
