// What a website tells search engines (sitemaps.org protocol 0.9, robots.txt): the public pages, products, posts and
// events it has, each with its last change, and the paths no crawler should walk (carts, checkout, accounts, the
// owner console, the API). One sitemap file holds at most 50,000 URLs (the protocol's limit).

/** The sitemaps.org limit of URLs per file; a website with more lists its newest this many. */
export const MAX_SITEMAP_URLS = 50_000;

export type SitemapEntry = { path: string; lastmod: Date | null };

/** Paths only a shopper's or owner's own session uses: never worth a crawler's visit. */
export const ROBOTS_DISALLOWED_PATHS = ['/cart', '/checkout', '/account', '/orders/', '/config', '/api/', '/graphql', '/search'] as const;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] as string);

/** The sitemap XML of `entries` under `origin` (e.g. https://shop.example.com); lastmod as a W3C date-time. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.slice(0, MAX_SITEMAP_URLS).map((entry) => {
    const loc = `<loc>${escapeXml(new URL(entry.path, `${origin}/`).toString())}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString().replace(/\.\d{3}Z$/, 'Z')}</lastmod>` : '';
    return `<url>${loc}${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: every crawler may walk the site except the private paths, and the sitemap is named. */
export function robotsTxt(origin: string): string {
  const disallow = ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
