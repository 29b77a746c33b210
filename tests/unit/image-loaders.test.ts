// The Image component's loaders (spec §3 image component props: loader sqs, raw, vimeo, youtube; formats jpg or webp):
// what each puts in the image's src and srcset.
import { describe, expect, it } from 'vitest';
import { imageSources, isVimeoThumbnail, vimeoThumbnailUrl, youtubeThumbnailUrl } from '../../domain/image-loaders.ts';

const VIMEO = 'https://i.vimeocdn.com/video/452001751-8216e0571c-d_295x166';
const tiers = (url: (w: number) => string) => [100, 300, 500, 750, 1000, 1500, 2500].map((w) => `${url(w)} ${w}w`).join(', ');

describe('image loaders', () => {
  it('loader sqs: the store’s image, with every width tier in its srcset', () => {
    expect(imageSources({ loader: 'sqs', src: '/media/w/a.jpg', width: 800 })).toEqual({
      src: '/media/w/a.jpg',
      srcSet: tiers((w) => `/media/w/a.jpg?format=${w}w`),
    });
    expect(imageSources({ src: '/media/w/a.jpg', width: 800 }).srcSet).toContain('/media/w/a.jpg?format=2500w 2500w');
  });

  it('loader raw: the given src and the caller’s srcset as is', () => {
    expect(imageSources({ loader: 'raw', src: 'https://cdn.example.com/a.jpg', srcset: 'a.jpg 1x, a@2x.jpg 2x', width: 10 })).toEqual({
      src: 'https://cdn.example.com/a.jpg',
      srcSet: 'a.jpg 1x, a@2x.jpg 2x',
    });
    expect(imageSources({ loader: 'raw', src: 'https://cdn.example.com/a.jpg', width: 10 })).toEqual({
      src: 'https://cdn.example.com/a.jpg',
    });
  });

  it('loader youtube: the video’s thumbnail from videoId, jpg under /vi/ and webp under /vi_webp/', () => {
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ', 'jpg')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ', 'webp')).toBe('https://i.ytimg.com/vi_webp/dQw4w9WgXcQ/hqdefault.webp');
    expect(imageSources({ loader: 'youtube', videoId: 'dQw4w9WgXcQ', format: 'webp', width: 480 })).toEqual({
      src: 'https://i.ytimg.com/vi_webp/dQw4w9WgXcQ/hqdefault.webp',
    });
  });

  it('a videoId stays inside the thumbnail’s path', () => {
    expect(youtubeThumbnailUrl('../x?y=1#z')).toBe('https://i.ytimg.com/vi/..%2Fx%3Fy%3D1%23z/hqdefault.jpg');
  });

  it('loader vimeo: the thumbnail in the requested format, its own size dropped for the width asked', () => {
    expect(vimeoThumbnailUrl(VIMEO, 500, 'webp')).toBe('https://i.vimeocdn.com/video/452001751-8216e0571c-d.webp?mw=500');
    expect(vimeoThumbnailUrl('https://i.vimeocdn.com/video/97276391_640.jpg', 300)).toBe(
      'https://i.vimeocdn.com/video/97276391.jpg?mw=300',
    );
    expect(vimeoThumbnailUrl('https://i.vimeocdn.com/video/97276391_295x166.webp?r=pad&mh=166', 750, 'jpg')).toBe(
      'https://i.vimeocdn.com/video/97276391.jpg?r=pad&mw=750',
    );
  });

  it('loader vimeo: src at the image’s width tier, every width tier in the srcset', () => {
    const sized = (w: number) => `https://i.vimeocdn.com/video/452001751-8216e0571c-d.jpg?mw=${w}`;
    expect(imageSources({ loader: 'vimeo', src: VIMEO, width: 640 })).toEqual({ src: sized(750), srcSet: tiers(sized) });
  });

  it('loader vimeo: an address that is not a Vimeo thumbnail is used as given', () => {
    for (const src of [
      'https://vimeo.com/76979871',
      'http://i.vimeocdn.com/video/1_640.jpg',
      'https://i.vimeocdn.com/video/',
      'not a url',
    ]) {
      expect(isVimeoThumbnail(src), src).toBe(false);
      expect(imageSources({ loader: 'vimeo', src, format: 'webp', width: 640 }), src).toEqual({ src });
    }
    expect(isVimeoThumbnail(VIMEO)).toBe(true);
  });
});
