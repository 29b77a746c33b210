// What a website tells search engines (sitemaps.org protocol 0.9, robots.txt): the public pages, products, posts and
// events it has, each with its last change, and the paths no crawler should walk (carts, checkout, accounts, the
// owner console, the API). One sitemap file holds at most 50,000 URLs (the protocol's limit); a website with more has
// a sitemap index that points at several.

/** The sitemaps.org limit of URLs per file; a website with more lists its newest this many. */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapEntry = { path: string; lastmod: Date | null };

/** Paths only a shopper's or owner's own session uses: never worth a crawler's visit. */
export const ROBOTS_DISALLOWED_PATHS = ['/cart', '/checkout', '/account', '/orders/', '/config', '/api/', '/graphql', '/search'] as const;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] as string);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
/** A sitemap file's first and last lines; its `<url>` lines go between (sitemapUrls). */
export const SITEMAP_FILE_START = `${XML_HEAD}<urlset ${NAMESPACE}>\n`;
export const SITEMAP_FILE_END = '</urlset>\n';

/** `<loc>` and `<lastmod>` (a W3C date-time to the second) of one entry under `origin`. */
function located(origin: string, entry: SitemapEntry): string {
  const loc = `<loc>${escapeXml(new URL(entry.path, `${origin}/`).toString())}</loc>`;
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
  return `${loc}${lastmod}`;
}

/** The `<url>` lines of `entries`, each ending its line. */
export const sitemapUrls = (origin: string, entries: readonly SitemapEntry[]) =>
  entries.map((entry) => `<url>${located(origin, entry)}</url>\n`).join('');

/** The sitemap XML of `entries` under `origin` (e.g. https://shop.example.com), at most MAX_SITEMAP_URLS of them. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  return `${SITEMAP_FILE_START}${sitemapUrls(origin, entries.slice(0, MAX_SITEMAP_URLS))}${SITEMAP_FILE_END}`;
}

/** A sitemap index (sitemaps.org): the files of a website too big for one, each with its last change if known. */
export function sitemapIndexXml(origin: string, files: readonly SitemapEntry[]): string {
  const sitemaps = files.map((file) => `<sitemap>${located(origin, file)}</sitemap>\n`).join('');
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${sitemaps}</sitemapindex>\n`;
}

/** robots.txt: every crawler may walk the site except the private paths, and the sitemap is named. */
export function robotsTxt(origin: string): string {
  const disallow = ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
