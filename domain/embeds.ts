// Players from other sites (video and audio blocks): the video of a YouTube or Vimeo page, the address of its embedded
// player, and the sandbox every embedded frame runs in. The server makes a block's player HTML with them
// (server/services/content/embed-html.ts); the storefront shows a YouTube video's thumbnail and makes the same player
// when the visitor plays it (client/src/components/blocks/VideoBlock.tsx).

/** What an embedded frame may do, whoever made it: run the player's scripts on its own origin, open its links in a
 * new window and present itself (fullscreen). */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-presentation';

/** What a player frame asks of the page. */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function parsed(pageUrl: string): { url: URL; host: string } | null {
  try {
    const url = new URL(pageUrl);
    return { url, host: url.hostname.replace(/^www\.|^m\./, '') };
  } catch {
    return null;
  }
}

/** The id of the video a YouTube page shows (youtube.com/watch?v=…, /embed/…, /shorts/…, youtu.be/…), or null. */
export function youtubeVideoId(pageUrl: string): string | null {
  const page = parsed(pageUrl);
  if (!page) return null;
  const id = (value: string | null | undefined) => (value && YOUTUBE_ID.test(value) ? value : null);
  if (page.host === 'youtube.com')
    return id(page.url.searchParams.get('v')) ?? id(/^\/(?:embed|shorts)\/([^/]+)/.exec(page.url.pathname)?.[1]);
  if (page.host === 'youtu.be') return id(page.url.pathname.slice(1));
  return null;
}

/** A YouTube video's embedded player (the privacy-enhanced host, which sets no cookie until the video plays). */
export const youtubeEmbedUrl = (videoId: string): string => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`;

/** The embedded player of a YouTube or Vimeo page, or null. */
export function videoEmbedUrl(pageUrl: string): string | null {
  const youtube = youtubeVideoId(pageUrl);
  if (youtube) return youtubeEmbedUrl(youtube);
  const page = parsed(pageUrl);
  if (page?.host !== 'vimeo.com') return null;
  const vimeo = /^\/(\d{1,20})/.exec(page.url.pathname)?.[1];
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
}

/** A player's address that starts the video at once (muted, as browsers let a video play without a click only so). */
export const autoplayUrl = (embedUrl: string, { muted = false } = {}): string => `${embedUrl}?autoplay=1${muted ? '&mute=1' : ''}`;
