// The storefront's index.html as Vite 8 writes it, put in the order the first paint needs (client/style-first.ts):
// style sheets before every script, scripts at low priority. The built page's head is checked in the browser suite.
import { expect, it } from 'vitest';
import { styleFirstHtml } from '../../client/style-first.ts';

/** The head Vite writes for the storefront: its entry script, a modulepreload, then the entry's style sheet. */
const VITE_HEAD = [
  '<title>Shop</title>',
  '<script type="module" crossorigin src="/assets/main-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">',
  '<link rel="stylesheet" crossorigin href="/assets/styles-1.css">',
  '</head>',
].join('\n    ');

it('puts the style sheets before the first script, and fetches every script and modulepreload at low priority', () => {
  const out = styleFirstHtml(VITE_HEAD);
  const sheet = out.indexOf('<link rel="stylesheet" crossorigin href="/assets/styles-1.css">');
  expect(sheet).toBeGreaterThan(0);
  expect(sheet).toBeLessThan(out.indexOf('<script'));
  expect(out.match(/<link rel="stylesheet"/g)).toHaveLength(1);
  expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js">');
  expect(out).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-helper-1.js">');
});

it('leaves a page without style sheets its scripts, at low priority', () => {
  const out = styleFirstHtml('<script type="module" src="/a.js"></script>');
  expect(out).toBe('\n    <script type="module" fetchpriority="low" src="/a.js"></script>');
});
