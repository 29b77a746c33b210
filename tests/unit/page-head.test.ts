// The page head builders (domain/page-head.ts): titles, descriptions cut for search results, escaping in HTML and in
// JSON-LD, offers from variants, and where the head goes in the built index.html.
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_LENGTH,
  headHtml,
  metaDescription,
  type PageHead,
  pageTitle,
  productJsonLd,
  scriptJson,
  withHead,
} from '../../domain/page-head.ts';

const ORIGIN = 'https://shop.example.com';
const variant = { sku: 'A', priceCents: 2500, salePriceCents: 1900, onSale: false, unlimited: false, qtyInStock: 3, currency: 'USD' };
const product = (variants = [variant], productType = 1): PageHead => ({
  storeName: 'Acme',
  title: 'Tee',
  path: '/shop/tee',
  kind: 'product',
  image: '/images/tee.svg',
  product: { productType, variants },
});

describe('pageTitle', () => {
  it('names the page, then the store; the store alone without a title', () => {
    expect(pageTitle('Classic Tee', 'Acme')).toBe('Classic Tee — Acme');
    expect(pageTitle(undefined, 'Acme')).toBe('Acme');
    expect(pageTitle('  ', 'Acme')).toBe('Acme');
    expect(pageTitle('Acme', 'Acme')).toBe('Acme');
  });
});

describe('metaDescription', () => {
  it('keeps a short text, spaces collapsed', () => {
    expect(metaDescription('  Soft\n cotton  tee. ')).toBe('Soft cotton tee.');
  });
  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const cut = metaDescription(text);
    expect(Array.from(cut).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(cut.endsWith('word…')).toBe(true);
  });
  it('cuts a text without spaces at the limit', () => {
    expect(Array.from(metaDescription('x'.repeat(400))).length).toBe(DESCRIPTION_LENGTH);
  });
});

describe('escaping', () => {
  it('JSON for a script cannot close it or open a comment', () => {
    const json = scriptJson({ name: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' });
  });
  it('titles and attributes are HTML-escaped', () => {
    const html = headHtml({ storeName: 'A&B', title: '"<b>"', path: '/x', kind: 'website' }, ORIGIN);
    expect(html).toContain('<title>&quot;&lt;b&gt;&quot; — A&amp;B</title>');
    expect(html).toContain('<meta property="og:title" content="&quot;&lt;b&gt;&quot;" data-page-head="">');
  });
});

describe('productJsonLd', () => {
  it('an offer a variant: the price paid in major units, stock as availability, absolute URLs', () => {
    const sale = { ...variant, sku: 'B', onSale: true, qtyInStock: 0 };
    const ld = productJsonLd(product([variant, sale]), ORIGIN);
    expect(ld.image).toBe('https://shop.example.com/images/tee.svg');
    expect(ld.offers).toEqual([
      {
        '@type': 'Offer',
        sku: 'A',
        price: '25.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${ORIGIN}/shop/tee`,
      },
      {
        '@type': 'Offer',
        sku: 'B',
        price: '19.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
        url: `${ORIGIN}/shop/tee`,
      },
    ]);
  });
  it('unlimited stock and products that track none are in stock; zero-decimal currencies have no fraction', () => {
    const none = { ...variant, qtyInStock: 0 };
    expect(productJsonLd(product([{ ...none, unlimited: true }]), ORIGIN).offers[0]?.availability).toBe('https://schema.org/InStock');
    expect(productJsonLd(product([none], 2), ORIGIN).offers[0]?.availability).toBe('https://schema.org/InStock');
    expect(productJsonLd(product([{ ...variant, priceCents: 1500, currency: 'JPY' }]), ORIGIN).offers[0]?.price).toBe('1500');
  });
});

describe('headHtml and withHead', () => {
  it('a noindex head has the title and robots alone', () => {
    expect(
      headHtml({ storeName: 'Acme', title: 'Secret', description: 'Hidden', path: '/p', kind: 'website', noindex: true }, ORIGIN),
    ).toBe('<title>Acme</title>\n    <meta name="robots" content="noindex" data-page-head="">');
  });
  it('replaces the built title, or goes before </head> when there is none', () => {
    expect(withHead('<head><title>Shop</title></head>', '<title>X $& $1</title>')).toBe('<head><title>X $& $1</title></head>');
    expect(withHead('<head></head>', '<title>X</title>')).toBe('<head>  <title>X</title>\n  </head>');
  });
});
