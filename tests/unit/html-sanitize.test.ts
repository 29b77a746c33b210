// Owner HTML made safe (html blocks, accordion bodies, embeds) and markdown rendered then sanitised: ordinary markup,
// links, images and listed embeds stay; scripts, event handlers and javascript: URLs go.
import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeBlockHtml } from '../../server/services/content/render-html.ts';

describe('html block sanitising', () => {
  it('keeps ordinary markup', () => {
    const html =
      '<h2>About</h2><p>We <strong>roast</strong> <em>daily</em>.<br /></p><ul><li>one</li></ul><blockquote>q</blockquote>' +
      '<table><thead><tr><th scope="col">a</th></tr></thead><tbody><tr><td colspan="2">b</td></tr></tbody></table>' +
      '<details open><summary>More</summary><p>x</p></details><figure><figcaption>c</figcaption></figure>';
    expect(sanitizeBlockHtml(html)).toBe(html);
  });

  it('keeps links to web pages, site paths, mail and phone; new-window links get noopener', () => {
    expect(sanitizeBlockHtml('<a href="https://example.com/a">a</a><a href="/shop">b</a>')).toBe(
      '<a href="https://example.com/a">a</a><a href="/shop">b</a>',
    );
    expect(sanitizeBlockHtml('<a href="mailto:hi@example.com">m</a><a href="tel:+1555">t</a>')).toBe(
      '<a href="mailto:hi@example.com">m</a><a href="tel:+1555">t</a>',
    );
    expect(sanitizeBlockHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeBlockHtml('<a href="/x" target="evil">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps images, audio and video over http(s)', () => {
    const img = '<img src="https://cdn.example.com/a.jpg" alt="Beans" width="300" height="200" loading="lazy" />';
    expect(sanitizeBlockHtml(img)).toBe(img);
    expect(sanitizeBlockHtml('<video src="https://a.com/v.mp4" controls></video>')).toBe(
      '<video src="https://a.com/v.mp4" controls></video>',
    );
    expect(sanitizeBlockHtml('<audio src="/media/a.mp3" controls></audio>')).toBe('<audio src="/media/a.mp3" controls></audio>');
  });

  it('keeps iframes from the listed players only, over https, always sandboxed', () => {
    expect(sanitizeBlockHtml('<iframe src="https://www.youtube.com/embed/abc" allowfullscreen></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/abc" allowfullscreen sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"></iframe>',
    );
    expect(sanitizeBlockHtml('<iframe src="https://player.vimeo.com/video/1" sandbox="allow-top-navigation"></iframe>')).toContain(
      'sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"',
    );
    expect(sanitizeBlockHtml('<iframe src="https://evil.example/x"></iframe>')).toBe('');
    expect(sanitizeBlockHtml('<iframe src="http://www.youtube.com/embed/abc"></iframe>')).toBe('');
    expect(sanitizeBlockHtml('<iframe src="/local"></iframe>')).toBe('');
  });

  it('drops scripts with their text (XSS)', () => {
    expect(sanitizeBlockHtml('<p>hi</p><script>alert(1)</script>')).toBe('<p>hi</p>');
    expect(sanitizeBlockHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
    expect(sanitizeBlockHtml('<style>body{display:none}</style>ok')).toBe('ok');
    expect(sanitizeBlockHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).not.toContain('<img');
  });

  it('drops event handlers and inline styles (XSS)', () => {
    expect(sanitizeBlockHtml('<p onclick="alert(1)" onmouseover="x()" style="background:url(javascript:alert(1))">p</p>')).toBe('<p>p</p>');
    expect(sanitizeBlockHtml('<img src="https://a.com/x.png" onerror="alert(1)" />')).toBe('<img src="https://a.com/x.png" />');
    expect(sanitizeBlockHtml('<svg onload="alert(1)"><circle /></svg>')).toBe('');
    expect(sanitizeBlockHtml('<details open ontoggle="alert(1)"><summary>s</summary></details>')).toBe(
      '<details open><summary>s</summary></details>',
    );
  });

  it('drops javascript:, data: and protocol-relative URLs, however they are spelt (XSS)', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
    ])
      expect(sanitizeBlockHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeBlockHtml('<img src="javascript:alert(1)" />')).toBe('');
    expect(sanitizeBlockHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" />')).toBe('');
    expect(sanitizeBlockHtml('<img srcset="javascript:alert(1) 1x" src="https://a.com/x.png" />')).not.toContain('javascript');
  });

  it('drops forms, objects and elements that could take over the page', () => {
    expect(sanitizeBlockHtml('<form action="https://evil.example"><input name="password" /><button>Go</button></form>')).toBe('Go');
    expect(
      sanitizeBlockHtml(
        '<object data="x.swf"></object><embed src="x.swf" /><base href="https://evil.example/" /><meta http-equiv="refresh" content="0;url=https://evil.example" />',
      ),
    ).toBe('');
    expect(sanitizeBlockHtml('<div id="root" name="cart">x</div>')).toBe('<div>x</div>');
  });
});

describe('markdown block rendering', () => {
  it('renders markdown to HTML', () => {
    expect(renderMarkdown('# Our story\n\nWe **roast** [daily](/about).\n\n- a\n- b')).toBe(
      '<h1>Our story</h1>\n<p>We <strong>roast</strong> <a href="/about">daily</a>.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n',
    );
  });

  it('renders tables (GitHub-flavoured markdown)', () => {
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<td>1</td>');
  });

  it('sanitises what markdown lets through (XSS)', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n<a href="javascript:alert(2)">y</a>',
    );
    expect(html).not.toMatch(/script|onerror|javascript/i);
    expect(html).toContain('<a>x</a>');
  });
});
