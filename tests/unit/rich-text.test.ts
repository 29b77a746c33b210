// The console's description editor (client/src/console/shared/rich-text/) and the server's sanitiser
// (server/services/content/render-html.ts) agree: every node and mark the editor can make passes the sanitiser
// unchanged, whatever HTML it was loaded with, and the sanitiser still strips what is dangerous. Links go where both
// let them (domain/link-address.ts).
import { getSchema, type JSONContent } from '@tiptap/core';
import { generateHTML, generateJSON } from '@tiptap/html';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { editorContentOf, richTextExtensions } from '../../client/src/console/shared/rich-text/rich-text-schema.ts';
import { isAllowedLinkAddress, linkAddressOf } from '../../domain/link-address.ts';
import { sanitizeBlockHtml } from '../../server/services/content/render-html.ts';

const schema = getSchema(richTextExtensions);
const { document } = new Window();

/** HTML as a browser holds it: sanitize-html writes `<br />` and a raw no-break space where a browser serialises
 * `<br>` and `&nbsp;`, so both sides are compared as the same elements, attributes and text. */
function asParsed(html: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.innerHTML;
}

const expectKeptBySanitiser = (html: string) => expect(asParsed(sanitizeBlockHtml(html))).toBe(asParsed(html));

const text = (value: string, marks: JSONContent['marks'] = []): JSONContent => ({ type: 'text', text: value, marks });
const paragraph = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const item = (...content: JSONContent[]): JSONContent => ({ type: 'listItem', content });
const link = (href: string) => ({ type: 'link', attrs: { href } });

/** One document with every node and mark of the editor, links to every kind of address, and text that needs escaping. */
const everything: JSONContent = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Made to last')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Care & use')] },
    paragraph(
      text('Waxed '),
      text('cotton', [{ type: 'bold' }]),
      text(', '),
      text('hand-finished', [{ type: 'italic' }]),
      text(' & both', [{ type: 'bold' }, { type: 'italic' }]),
      { type: 'hardBreak' },
      text('<script>alert("x")</script> is text here, as are \u00a0"quotes" and \'apostrophes\'.'),
    ),
    paragraph(
      text('Shop', [link('/shop?size=m&colour=navy')]),
      text(', '),
      text('the maker', [link('https://example.com/about#workshop')]),
      text(', '),
      text('mail', [link('mailto:hello@example.com')]),
      text(', '),
      text('call', [link('tel:+15550100')]),
      text(' or '),
      text('bold link', [link('https://example.com/'), { type: 'bold' }]),
    ),
    {
      type: 'bulletList',
      content: [
        item(paragraph(text('Machine wash'))),
        item(paragraph(text('Dry flat')), { type: 'orderedList', attrs: { start: 1 }, content: [item(paragraph(text('Nested')))] }),
      ],
    },
    { type: 'orderedList', attrs: { start: 3 }, content: [item(paragraph(text('Third'))), item(paragraph(text('Fourth')))] },
    { type: 'blockquote', content: [paragraph(text('The best jacket I own.'))] },
  ],
};

/** Every type that occurs in a document. */
function typesIn(node: JSONContent, found = new Set<string>()): Set<string> {
  if (node.type) found.add(node.type);
  for (const mark of node.marks ?? []) found.add(mark.type);
  for (const child of node.content ?? []) typesIn(child, found);
  return found;
}

describe('the description editor makes only what the sanitiser keeps', () => {
  it('the editor has paragraphs, headings 2 and 3, lists, quotes, line breaks, bold, italic and links, nothing else', () => {
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ['blockquote', 'bulletList', 'doc', 'hardBreak', 'heading', 'listItem', 'orderedList', 'paragraph', 'text'].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link']);
    expect(schema.nodes.heading?.spec.parseDOM?.map((rule) => rule.tag)).toEqual(['h2', 'h3']);
  });

  it('every node and mark the editor can make passes the sanitiser unchanged', () => {
    expect([...typesIn(everything)].sort()).toEqual([...Object.keys(schema.nodes), ...Object.keys(schema.marks)].sort());
    const html = generateHTML(everything, richTextExtensions);
    expect(html).toContain('<h2>Made to last</h2><h3>Care &amp; use</h3>');
    expect(html).toContain('<a href="/shop?size=m&amp;colour=navy">Shop</a>');
    expect(html).toContain('<ol start="3">');
    expectKeptBySanitiser(html);
  });

  it('HTML written elsewhere comes out of the editor as markup the sanitiser keeps, without images, styles or scripts', () => {
    const written =
      '<h1 style="color:red">Title</h1><p class="lead" onclick="steal()">Hello <b>bold</b> <span style="font-style:italic">slanted</span>' +
      '<img src="https://example.com/a.jpg" onerror="steal()"></p><table><tr><td>cell</td></tr></table><h4>Small</h4>' +
      '<p><a href="https://example.com" target="_blank" rel="opener" title="t">new tab</a> <a href="javascript:steal()">bad</a>' +
      ' <a href="//evil.example/">protocol-relative</a></p><script>steal()</script><iframe src="https://www.youtube.com/embed/x"></iframe>' +
      '<pre><code>code</code></pre><hr><s>struck</s>';
    const html = generateHTML(generateJSON(written, richTextExtensions), richTextExtensions);
    expect(html).toBe(
      '<p>Title</p><p>Hello <strong>bold</strong> <em>slanted</em></p><p>cell</p><p>Small</p>' +
        '<p><a href="https://example.com">new tab</a> bad protocol-relative</p><p>code</p><p>struck</p>',
    );
    expectKeptBySanitiser(html);
  });

  it('the server strips scripts, event handlers and javascript: links from a description', () => {
    const dangerous =
      '<p onmouseover="steal()">Hi<script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">link</a>' +
      '<a href="JaVaScRiPt&colon;steal()">encoded</a><a href="java\tscript:steal()">split</a><span style="background:url(x)">s</span></p>';
    const served = sanitizeBlockHtml(dangerous);
    expect(served).not.toMatch(/script|onerror|onmouseover|steal|style=/i);
    expect(served).toBe('<p>Hi<img src="x" /><a>link</a><a>encoded</a><a>split</a><span>s</span></p>');
  });
});

describe('a stored description loads sensibly', () => {
  const loaded = (source: string) => generateHTML(editorContentOf(source) as JSONContent, richTextExtensions);

  it('plain text loads as one paragraph per line, blank lines dropped, its characters as text', () => {
    expect(loaded('Soft cotton.\nMade in Portugal.\r\n\r\nSizes S–XL & 5 < 6')).toBe(
      '<p>Soft cotton.</p><p>Made in Portugal.</p><p>Sizes S–XL &amp; 5 &lt; 6</p>',
    );
    expect(loaded('')).toBe('<p></p>');
  });

  it('HTML loads as HTML', () => {
    expect(editorContentOf('<p>One <strong>two</strong></p>')).toBe('<p>One <strong>two</strong></p>');
    expect(generateHTML(generateJSON('<p>One <strong>two</strong></p>', richTextExtensions), richTextExtensions)).toBe(
      '<p>One <strong>two</strong></p>',
    );
  });
});

describe('link addresses', () => {
  const addresses = [
    ['https://example.com/a', true],
    ['http://example.com', true],
    ['mailto:hi@example.com', true],
    ['tel:+15550100', true],
    ['/shop/tee', true],
    ['#sizes', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['data:text/html,hi', false],
    ['vbscript:x', false],
    ['//evil.example/', false],
    ['ftp://example.com/file', false],
  ] as const;

  it('a link may point where the sanitiser keeps it: http(s), mailto, tel and paths on the site, nothing else', () => {
    for (const [address, allowed] of addresses) {
      expect(isAllowedLinkAddress(address), address).toBe(allowed);
      expect(sanitizeBlockHtml(`<a href="${address}">x</a>`).includes('href='), address).toBe(allowed);
    }
  });

  it('a typed address is completed: a host gets https://, an email address mailto:', () => {
    expect(linkAddressOf('example.com/shop')).toBe('https://example.com/shop');
    expect(linkAddressOf('  www.example.com ')).toBe('https://www.example.com');
    expect(linkAddressOf('hello@example.com')).toBe('mailto:hello@example.com');
    expect(linkAddressOf('/shop')).toBe('/shop');
    expect(linkAddressOf('javascript:alert(1)')).toBeNull();
    expect(linkAddressOf('   ')).toBeNull();
  });
});
