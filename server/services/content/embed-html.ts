// The player of a video or audio block: the provider's oembed code when the owner's data has it (sanitised: only
// iframes from the embed hosts survive), else a player made here from the page's address — YouTube and Vimeo pages
// become their embed iframes, audio files an <audio> element — else a plain link. No call leaves the server.
import { sanitizeBlockHtml } from './render-html.ts';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The embed address of a YouTube or Vimeo page, or null. */
export function videoEmbedUrl(pageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const id = (value: string | null | undefined) => (value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null);
  if (host === 'youtube.com') {
    const v = id(url.searchParams.get('v')) ?? id(/^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1]);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'youtu.be') {
    const v = id(url.pathname.slice(1));
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'vimeo.com') {
    const v = /^\/(\d{1,20})/.exec(url.pathname)?.[1];
    return v ? `https://player.vimeo.com/video/${v}` : null;
  }
  return null;
}

const AUDIO_FILE = /\.(mp3|m4a|aac|ogg|oga|opus|wav|flac)$/i;
const VIDEO_FILE = /\.(mp4|webm|ogv|mov)$/i;

type Embed = { url: string; oembed?: { html: string; title?: string } };

/** A video block's player HTML. */
export function videoHtml(block: Embed & { autoplay?: boolean }, title: string): string {
  if (block.oembed?.html) {
    const html = sanitizeBlockHtml(block.oembed.html);
    if (html.trim()) return html;
  }
  const embed = videoEmbedUrl(block.url);
  if (embed) {
    const src = block.autoplay ? `${embed}?autoplay=1&mute=1` : embed;
    return sanitizeBlockHtml(
      `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title || 'Video')}" width="640" height="360" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" loading="lazy"></iframe>`,
    );
  }
  if (VIDEO_FILE.test(new URL(block.url).pathname))
    return sanitizeBlockHtml(`<video src="${escapeHtml(block.url)}" controls preload="metadata"></video>`);
  return sanitizeBlockHtml(`<a href="${escapeHtml(block.url)}">${escapeHtml(title || block.url)}</a>`);
}

/** An audio block's player HTML. */
export function audioHtml(block: Embed, title: string): string {
  if (block.oembed?.html) {
    const html = sanitizeBlockHtml(block.oembed.html);
    if (html.trim()) return html;
  }
  if (AUDIO_FILE.test(new URL(block.url).pathname))
    return sanitizeBlockHtml(`<audio src="${escapeHtml(block.url)}" controls preload="metadata"></audio>`);
  return sanitizeBlockHtml(`<a href="${escapeHtml(block.url)}">${escapeHtml(title || block.url)}</a>`);
}
