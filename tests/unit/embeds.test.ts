// Players from other sites (domain/embeds.ts): the video of a YouTube or Vimeo page, its embedded player's address,
// and the sandbox every embedded frame runs in — one rule for the server's player HTML and the storefront's video
// block.
import { describe, expect, it } from 'vitest';
import { autoplayUrl, EMBED_SANDBOX, videoEmbedUrl, youtubeEmbedUrl, youtubeVideoId } from '../../domain/embeds.ts';

describe('video embeds', () => {
  it('a YouTube page’s video id: watch?v=, /embed/, /shorts/, youtu.be, www. and m.', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/shorts/abc_DEF-123')).toBe('abc_DEF-123');
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('no id from another site, a YouTube page without a video, or an id of other characters', () => {
    expect(youtubeVideoId('https://vimeo.com/76979871')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/@shop')).toBeNull();
    expect(youtubeVideoId('https://www.youtube.com/watch?v=a"onload="x')).toBeNull();
    expect(youtubeVideoId('not an address')).toBeNull();
  });

  it('players: YouTube’s privacy-enhanced host, Vimeo’s player, none for other pages', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://example.com/clip.mp4')).toBeNull();
  });

  it('a player that starts at once, muted when it starts by itself', () => {
    expect(autoplayUrl('https://www.youtube-nocookie.com/embed/x')).toBe('https://www.youtube-nocookie.com/embed/x?autoplay=1');
    expect(autoplayUrl('https://player.vimeo.com/video/1', { muted: true })).toBe('https://player.vimeo.com/video/1?autoplay=1&mute=1');
  });

  it('every embedded frame is sandboxed: scripts on its own origin, popups and presentation, nothing more', () => {
    expect(EMBED_SANDBOX.split(' ').sort()).toEqual(['allow-popups', 'allow-presentation', 'allow-same-origin', 'allow-scripts']);
  });
});
