// Storefront entry. A page comes painted from the server's HTML: its style sheets (imported here, so they are the page's
// <link>s) are all its first paint waits for. The app's scripts are fetched only after that first frame — with the
// screen chunks the server named for the page (a <template> of modulepreloads: server/http/route-chunks.ts) — so a
// phone on a slow network paints the page before it downloads the app, instead of sharing its bandwidth with it
// (docs/performance.md, "Scripts after the first frame"). A tab opened in the background paints no frame: its app starts
// when it is first shown. The web font comes with the next page (lib/web-font.ts), unless the browser has it already.
import { fetchWebFontLater, setInWebFont, webFontCached } from './lib/web-font.ts';
import './tokens.css';
import './styles.css';
// The site layout's own styles (screens/SiteLayout.tsx, in the app's chunk): here, so that they are in the page's head
// too and nothing moves when the app starts. With them the blocks' (galleries, forms: on the home page, pages and
// posts), so that a page of blocks waits for one style sheet, not three (4.5 KiB more for every page, gzipped).
import './content.css';
import './gallery.css';
import './forms.css';

// A page loaded afresh is set in the web font from the start when the browser has it cached; else it is fetched once
// the page is painted and loaded (start, below).
const fontCached = webFontCached();
if (fontCached) setInWebFont();

function start(): void {
  if (!fontCached) fetchWebFontLater();
  const chunks = document.getElementById('route-chunks');
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content.cloneNode(true));
  void import('./start.tsx');
}

/** Runs `then` once the page's first contentful paint has reached the screen: the browser reports it (a paint entry)
 * when the frame is presented, which can be a few frames after it was drawn, and after the load event. A rendered page
 * always paints something contentful (its header names the store). Where paints are not reported, two frames in; and
 * at the shopper's first tap or key, should that come first. Frames are not drawn in a tab in the background: its app
 * starts when it is first shown. Nothing here waits on a timer. */
function afterFirstPaint(then: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(then, 0);
  };
  const twoFramesIn = () => {
    requestAnimationFrame(() => requestAnimationFrame(once));
  };
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    twoFramesIn();
    return;
  }
  const watch = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    watch.disconnect();
    once();
  });
  watch.observe({ type: 'paint', buffered: true });
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, once, { once: true, capture: true, passive: true });
}

// A page the server rendered paints first, then starts its app; a page it did not (its root is empty: the renderer was
// busy, or failed) has nothing to paint before the app, so the app starts at once.
if (document.getElementById('root')?.firstChild) afterFirstPaint(start);
else start();
