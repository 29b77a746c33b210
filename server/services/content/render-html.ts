// Owner-written HTML made safe to show visitors: html blocks, accordion bodies, code blocks used as HTML, oembed
// embed code, and markdown blocks after rendering. The server produces this HTML (the storefront shows it as given),
// so the sanitiser lives here: sanitize-html needs htmlparser2 and postcss, which are not meant for the browser.
//
// The allow-list keeps ordinary markup (text, headings, lists, quotes, tables, figures, details), links (http,
// https, mailto, tel and site paths), images and audio/video over http(s), and iframes over https from a short list
// of video, audio and map players, sandboxed. It drops scripts, styles, forms, event handler attributes, inline
// `style`, `id` and `name` (no clobbering of the page's own elements), javascript:/data: URLs and protocol-relative ones.
import { Marked } from 'marked';
import sanitize from 'sanitize-html';
import { EMBED_SANDBOX } from '../../../domain/embeds.ts';
import { LINK_SCHEMES } from '../../../domain/link-address.ts';

/** Hosts whose players may be embedded in an iframe. */
export const EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'w.soundcloud.com',
  'open.spotify.com',
  'embed.music.apple.com',
  'bandcamp.com',
  'www.google.com',
  'maps.google.com',
] as const;

const MEDIA = ['src', 'width', 'height', 'controls', 'loop', 'muted', 'preload'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'kbd',
    'abbr',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'picture',
    'source',
    'video',
    'audio',
    'track',
    'iframe',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'details',
    'summary',
    'section',
    'article',
    'header',
    'footer',
    'aside',
  ],
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    picture: [],
    source: ['src', 'srcset', 'sizes', 'type', 'media'],
    video: [...MEDIA, 'poster', 'playsinline'],
    audio: MEDIA,
    track: ['src', 'kind', 'srclang', 'label', 'default'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy', 'frameborder', 'sandbox'],
    ol: ['start', 'reversed', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    details: ['open'],
  },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: {
    img: ['http', 'https'],
    source: ['http', 'https'],
    video: ['http', 'https'],
    audio: ['http', 'https'],
    track: ['http', 'https'],
    iframe: ['https'],
  },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...EMBED_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  // An iframe from a host not listed, or an image or source whose address was refused, is dropped whole.
  exclusiveFilter: (frame) => ['iframe', 'img'].includes(frame.tag) && !frame.attribs.src && !frame.attribs.srcset,
  transformTags: {
    // target is only _blank (then with noopener) or _self; any other value is dropped.
    a: (tagName, { target, ...attribs }) => {
      if (target === '_blank') return { tagName, attribs: { ...attribs, target, rel: 'noopener noreferrer' } };
      return { tagName, attribs: target === '_self' ? { ...attribs, target } : attribs };
    },
    // Every iframe is sandboxed, whatever sandbox the owner wrote.
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, sandbox: EMBED_SANDBOX } }),
  },
};

/** The allow-list, for sanitisers that extend it (template output, template-html.ts). */
export const BLOCK_HTML_RULES: Readonly<sanitize.IOptions> = OPTIONS;

/** Owner HTML with everything outside the allow-list removed (the text of removed tags stays, scripts' does not). */
export function sanitizeBlockHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** A markdown block's HTML: rendered with GitHub-flavoured markdown, then sanitised like an html block. */
export function renderMarkdown(source: string): string {
  return sanitizeBlockHtml(markdown.parse(source, { async: false }) as string);
}
