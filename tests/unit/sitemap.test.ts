import { describe, expect, it } from 'vitest';
import { MAX_SITEMAP_URLS, robotsTxt, sitemapIndexXml, sitemapXml } from '../../domain/sitemap.ts';

describe('a sitemap file', () => {
  it('escapes its URLs and writes lastmod as a W3C date-time to the second', () => {
    const xml = sitemapXml('https://shop.example.com', [{ path: "/a&b/it's", lastmod: new Date('2026-05-01T10:20:30.456Z') }]);
    expect(xml).toContain('<url><loc>https://shop.example.com/a&amp;b/it&apos;s</loc><lastmod>2026-05-01T10:20:30Z</lastmod></url>');
  });
  it('leaves out lastmod when unknown', () => {
    expect(sitemapXml('https://s.example', [{ path: '/', lastmod: null }])).toContain('<url><loc>https://s.example/</loc></url>');
  });
  it(`holds at most ${MAX_SITEMAP_URLS.toLocaleString('en-US')} URLs (the sitemaps.org limit)`, () => {
    const entries = Array.from({ length: MAX_SITEMAP_URLS + 3 }, (_, i) => ({ path: `/p${i}`, lastmod: null }));
    expect(sitemapXml('https://s.example', entries).match(/<url>/g)).toHaveLength(MAX_SITEMAP_URLS);
  });
});

describe('robots.txt', () => {
  it('names the sitemap under the origin asked', () => {
    expect(robotsTxt('https://s.example').endsWith('Sitemap: https://s.example/sitemap.xml\n')).toBe(true);
  });
});

describe('a sitemap index', () => {
  it('names each file under the origin, with its last change when known', () => {
    const xml = sitemapIndexXml('https://s.example', [
      { path: '/sitemap.xml?pages', lastmod: null },
      { path: '/sitemap.xml?page=shop&x', lastmod: new Date('2026-05-01T10:20:30.456Z') },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://s.example/sitemap.xml?pages</loc></sitemap>\n' +
        '<sitemap><loc>https://s.example/sitemap.xml?page=shop&amp;x</loc><lastmod>2026-05-01T10:20:30Z</lastmod></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
