// Storefront entry. A page comes painted from the server's HTML: its style sheets (imported here, so they are the page's
// <link>s) are all its first paint waits for. The app's scripts are fetched only after that first frame — with the
// screen chunks the server named for the page (a <template> of modulepreloads: server/http/route-chunks.ts) — so a
// phone on a slow network paints the page before it downloads the app, instead of sharing its bandwidth with it
// (docs/performance.md, "Scripts after the first frame"). A tab opened in the background paints no frame: its app starts
// when it is first shown. The web font waits for that frame too, unless this browser has fetched it before.
import './tokens.css';
import './styles.css';
// The site layout's own styles (screens/SiteLayout.tsx, in the app's chunk): here, so that they are in the page's head
// too and nothing moves when the app starts. With them the blocks' (galleries, forms: on the home page, pages and
// posts), so that a page of blocks waits for one style sheet, not three (4.5 KiB more for every page, gzipped).
import './content.css';
import './gallery.css';
import './forms.css';

/** Remembered once the web font has loaded, so that the next page uses it from the start (it is in the cache). */
const WEB_FONT_KEY = 'shopwright.web-font';

function storedWebFont(): boolean {
  try {
    return localStorage.getItem(WEB_FONT_KEY) === 'loaded';
  } catch {
    return false; // storage refused: the font comes after the first frame
  }
}

/** Fetches Inter (tokens.css's @font-face) and, once it is ready, sets the page in it: one restyle, straight from the
 * fallback to the loaded font. */
function setInWebFont(): void {
  const loading = document.fonts?.load('1em "Inter Variable"') ?? Promise.resolve([]);
  void loading.then(
    (faces) => {
      document.documentElement.dataset.webFont = '';
      try {
        if (faces.length > 0) localStorage.setItem(WEB_FONT_KEY, 'loaded');
      } catch {}
    },
    () => {}, // not loaded: the page stays in the fallback
  );
}

const webFontCached = storedWebFont();
// In the cache: the page is set in Inter before its first layout, as a page with the font in its style sheet would be.
if (webFontCached) document.documentElement.dataset.webFont = '';

function start(): void {
  if (!webFontCached) setInWebFont();
  const chunks = document.getElementById('route-chunks');
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content.cloneNode(true));
  void import('./start.tsx');
}

// The frame after the first: by then the first has been painted (its paint is timed when it reaches the screen).
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
