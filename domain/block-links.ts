// Links and media addresses an owner puts in blocks: an absolute http(s) URL or a path on the site itself. Anything
// else (javascript:, data:, protocol-relative '//host', a bare word) is refused with the spec's editing sentences.
import { invalidPageUrlMessage, linkFormatMessage } from './editing-messages.ts';

/** The longest link or media URL a block keeps. */
export const MAX_LINK_LENGTH = 2_048;
/** Characters of the refused value quoted back in a message, so a message stays short. */
const QUOTED_MAX = 80;

/** 'Links must be formatted as https://example.com or /about' */
export const LINK_FORMAT_MESSAGE = linkFormatMessage('https://example.com', '/about');
/** For addresses that must be absolute (a video or audio page): 'Links must be formatted as http://example.com or https://example.com' */
export const WEB_URL_FORMAT_MESSAGE = linkFormatMessage('http://example.com', 'https://example.com');
export const LINK_TOO_LONG_MESSAGE = `Links can be at most ${MAX_LINK_LENGTH.toLocaleString('en-US')} characters.`;

const quoted = (value: string) => (value.length > QUOTED_MAX ? `${value.slice(0, QUOTED_MAX)}…` : value);

// A site path: '/' then URL path, query and fragment characters (RFC 3986), no whitespace, no backslash, not '//'.
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/;
const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;
// A host with at least one dot (example.com), or localhost for development sites.
const HOST = /^(localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63})$/;

/** Whether `value` is a path on the site itself ('/about', '/shop/tee?size=m#reviews'). */
export function isSitePath(value: string): boolean {
  return value.length <= MAX_LINK_LENGTH && SITE_PATH.test(value) && !BAD_PERCENT.test(value);
}

/** Whether `value` is an absolute http or https URL with a real host and no user name or password. */
export function isWebUrl(value: string): boolean {
  if (value.length > MAX_LINK_LENGTH || /[\s\\]/.test(value) || !/^https?:\/\//i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && HOST.test(url.hostname);
}

/**
 * Why `value` cannot be a block's link, or null when it can: an http(s) URL or a site path. A value that starts
 * like a site path but is broken gets '{val} is not a valid page URL'; anything else gets 'Links must be formatted
 * as https://example.com or /about'.
 */
export function linkProblem(value: string): string | null {
  if (value.length > MAX_LINK_LENGTH) return LINK_TOO_LONG_MESSAGE;
  if (isWebUrl(value) || isSitePath(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return invalidPageUrlMessage(quoted(value));
  return LINK_FORMAT_MESSAGE;
}

/** Why `value` cannot be an embedded media page (a video or audio URL), or null: only absolute http(s) URLs. */
export function webUrlProblem(value: string): string | null {
  if (value.length > MAX_LINK_LENGTH) return LINK_TOO_LONG_MESSAGE;
  return isWebUrl(value) ? null : WEB_URL_FORMAT_MESSAGE;
}
