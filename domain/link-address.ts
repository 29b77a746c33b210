// Where a link in owner-written HTML may point: a web page, an email address, a phone number, or a path on the site.
// The server's sanitiser keeps exactly these schemes (server/services/content/render-html.ts); the console's
// description editor checks an address against the same rule before it makes a link, so a link the owner sees is a
// link visitors get.

export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// 'example.com', 'www.example.com/shop?x=1': a host name without its scheme.
const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#:].*)?$/i;
const EMAIL = /^[^\s@/:]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** The address as a browser reads it: without the spaces and control characters it ignores ('java\tscript:'). */
const compact = (address: string) => [...address].filter((c) => c.charCodeAt(0) > 0x20 && c !== '\u007f').join('');

/** Whether a link to `address` survives the sanitiser: one of LINK_SCHEMES, or no scheme and not protocol-relative. */
export function isAllowedLinkAddress(address: string): boolean {
  const plain = compact(address);
  if (!plain || plain.startsWith('//') || plain.startsWith('/\\')) return false;
  const scheme = SCHEME.exec(plain)?.[1]?.toLowerCase();
  return scheme === undefined || (LINK_SCHEMES as readonly string[]).includes(scheme);
}

/** What an owner typed as a link's address, completed ('example.com' → 'https://example.com', 'a@b.com' → 'mailto:a@b.com'),
 * or null when no link may point there. */
export function linkAddressOf(typed: string): string | null {
  const address = typed.trim();
  if (!address) return null;
  const completed = EMAIL.test(address) ? `mailto:${address}` : BARE_HOST.test(address) ? `https://${address}` : address;
  return isAllowedLinkAddress(completed) ? completed : null;
}
