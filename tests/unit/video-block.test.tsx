// The video block as the server renders it (client/src/components/blocks/VideoBlock.tsx): a YouTube video shows its
// thumbnail through the Image component's youtube loader (spec §3 image props), a link to the video with a play
// button, and no player until it is played; a video that plays by itself, another provider's and a file keep the
// server's player.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VideoBlock } from '../../client/src/components/blocks/VideoBlock.tsx';
import type { ContentBlockFragment } from '../../client/src/graphql/generated/documents/ContentBlockFragment.ts';

const block = (data: Record<string, unknown>, html = '<iframe src="https://player.example/1"></iframe>') =>
  ({ id: 'b1', type: 'video', typeNumber: 32, data: { caption: '', autoplay: false, ...data }, html }) as unknown as ContentBlockFragment;
const html = (b: ContentBlockFragment, first?: boolean) => renderToStaticMarkup(<VideoBlock block={b} first={first} />);

describe('video block', () => {
  it('a YouTube video shows its thumbnail with the youtube loader, as a link to the video, and no player yet', () => {
    const markup = html(block({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'How we dye' }));
    expect(markup).toContain('<img src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"');
    expect(markup).toContain('width="480" height="360" alt="" loading="lazy"');
    expect(markup).toMatch(
      /<a href="https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ" class="video-block__poster" aria-label="Play video: How we dye">/,
    );
    expect(markup).toContain('<figcaption>How we dye</figcaption>');
    expect(markup).not.toContain('<iframe');
  });

  it('the page’s first block fetches its thumbnail at once', () => {
    const markup = html(block({ url: 'https://youtu.be/dQw4w9WgXcQ' }), true);
    expect(markup).toContain('loading="eager" fetchPriority="high"');
    expect(markup).toContain('aria-label="Play video"');
  });

  it('a video that plays by itself, a Vimeo video and a video file keep the server’s player', () => {
    for (const data of [
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', autoplay: true },
      { url: 'https://vimeo.com/76979871' },
      { url: 'https://example.com/clip.mp4' },
    ]) {
      const markup = html(block(data));
      expect(markup).toContain('<iframe src="https://player.example/1"></iframe>');
      expect(markup).not.toContain('i.ytimg.com');
    }
  });
});
