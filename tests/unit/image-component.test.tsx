// The Image component as the server renders it (spec §3 image component props): each loader's src and srcset,
// priority, format, class and style.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Image, type ImageProps } from '../../client/src/components/Image.tsx';

const html = (props: ImageProps) => renderToStaticMarkup(<Image {...props} />);
const attribute = (markup: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(markup)?.[1] ?? null;
const box = { width: 640, height: 360, alt: 'A clip' };

describe('Image component', () => {
  it('loader sqs (the default): the store’s image with width tiers in its srcset, and the caller’s sizes', () => {
    const markup = html({ ...box, src: '/media/w/a.jpg', sizes: '50vw' });
    expect(attribute(markup, 'src')).toBe('/media/w/a.jpg');
    expect(attribute(markup, 'srcSet')).toMatch(/^\/media\/w\/a\.jpg\?format=100w 100w, .*\/media\/w\/a\.jpg\?format=2500w 2500w$/);
    expect(attribute(markup, 'sizes')).toBe('50vw');
  });

  it('loader raw: the given src and srcset as is', () => {
    const markup = html({ ...box, loader: 'raw', src: 'https://cdn.example.com/a.jpg', srcset: 'https://cdn.example.com/a@2x.jpg 2x' });
    expect(attribute(markup, 'src')).toBe('https://cdn.example.com/a.jpg');
    expect(attribute(markup, 'srcSet')).toBe('https://cdn.example.com/a@2x.jpg 2x');
  });

  it('loader youtube: src is the thumbnail of videoId, webp when the format asks for it', () => {
    expect(attribute(html({ ...box, loader: 'youtube', videoId: 'dQw4w9WgXcQ' }), 'src')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    const webp = html({ ...box, loader: 'youtube', videoId: 'dQw4w9WgXcQ', format: 'webp' });
    expect(attribute(webp, 'src')).toBe('https://i.ytimg.com/vi_webp/dQw4w9WgXcQ/hqdefault.webp');
    expect(attribute(webp, 'srcSet')).toBeNull();
  });

  it('loader vimeo: the thumbnail in the format at each width tier', () => {
    const markup = html({ ...box, loader: 'vimeo', src: 'https://i.vimeocdn.com/video/97276391_295x166', format: 'webp', sizes: '100vw' });
    expect(attribute(markup, 'src')).toBe('https://i.vimeocdn.com/video/97276391.webp?mw=750');
    expect(attribute(markup, 'srcSet')).toContain('https://i.vimeocdn.com/video/97276391.webp?mw=1500 1500w');
  });

  it('priority high is eager loading; low or none is lazy', () => {
    const high = html({ ...box, src: '/a.jpg', sizes: '100vw', priority: 'high' });
    expect(attribute(high, 'loading')).toBe('eager');
    expect(attribute(high, 'fetchPriority')).toBe('high');
    for (const priority of ['low', 'none', undefined] as const)
      expect(attribute(html({ ...box, src: '/a.jpg', sizes: '100vw', priority }), 'loading')).toBe('lazy');
  });

  it('width, height and alt are the image’s', () => {
    const markup = html({ ...box, src: '/a.jpg', sizes: '100vw' });
    expect([attribute(markup, 'width'), attribute(markup, 'height'), attribute(markup, 'alt')]).toEqual(['640', '360', 'A clip']);
  });

  it('class and style pass through', () => {
    const markup = html({ ...box, src: '/a.jpg', sizes: '100vw', className: 'hero__image', style: { objectPosition: '20% 80%' } });
    expect(attribute(markup, 'class')).toBe('hero__image');
    expect(attribute(markup, 'style')).toBe('object-position:20% 80%');
  });
});
