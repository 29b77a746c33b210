// The player of a video or audio block: the provider's oembed code when the owner's data has it (sanitised: only
// iframes from the embed hosts survive), else a player made here from the page's address — YouTube and Vimeo pages
// become their embed iframes, audio files an <audio> element — else a plain link. No call leaves the server.
import { autoplayUrl, PLAYER_ALLOW, videoEmbedUrl } from '../../../domain/embeds.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';
import { sanitizeBlockHtml } from './render-html.ts';

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
    const src = block.autoplay ? autoplayUrl(embed, { muted: true }) : embed;
    return sanitizeBlockHtml(
      `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title || 'Video')}" width="640" height="360" allow="${PLAYER_ALLOW}" loading="lazy"></iframe>`,
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
