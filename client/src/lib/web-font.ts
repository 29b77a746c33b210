// The storefront's web font, Inter (tokens.css: its @font-face rules with font-display: swap, and a fallback stretched
// to its metrics). A page is set in it once the document is marked data-web-font: a browser fetches a face only when
// text uses it. So the page a shopper first lands on is painted, and stays, in the fallback — the font neither shares
// a slow phone's bandwidth with that page nor re-lays it out under the shopper's eyes — while the font is fetched into
// the browser's cache once the page has loaded. The next page, in the app or loaded afresh, is set in Inter from the
// start (docs/performance.md, "The web font after the landing page").
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** Remembered once the font is in the browser's cache. */
const CACHED_KEY = 'shopwright.web-font';

export function webFontCached(): boolean {
  try {
    return localStorage.getItem(CACHED_KEY) === 'cached';
  } catch {
    return false; // storage refused: each page loaded afresh lands in the fallback
  }
}

/** Sets the page in Inter. */
export function setInWebFont(): void {
  document.documentElement.dataset.webFont = '';
}

/** Fetches the font's Latin file into the cache, at low priority, once the page has loaded and the browser is idle
 * (called once the first paint has been reported: a load event can come before it); no text uses it yet. */
export function fetchWebFontLater(): void {
  const fetchIt = () =>
    fetch(interLatin, { priority: 'low' })
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(String(response.status)))))
      .then(() => localStorage.setItem(CACHED_KEY, 'cached'))
      .catch(() => {}); // not fetched (offline, storage refused): the next page fetches it as it uses it
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(fetchIt, { timeout: 2000 }) : setTimeout(fetchIt, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
