// Storefront entry. A page comes painted from the server's HTML: its style sheets (imported here, so they are the page's
// <link>s) are all its first paint waits for. The app's scripts are fetched only after that first frame — with the
// screen chunks the server named for the page (a <template> of modulepreloads: server/http/route-chunks.ts) — so a
// phone on a slow network paints the page before it downloads the app, instead of sharing its bandwidth with it
// (docs/performance.md, "Scripts after the first frame"). A tab opened in the background paints no frame: its app starts
// when it is first shown.
import '@fontsource-variable/inter';
import './tokens.css';
import './styles.css';
// The site layout's own styles (screens/SiteLayout.tsx, in the app's chunk): here, so that they are in the page's head
// too and nothing moves when the app starts. With them the blocks' (galleries, forms: on the home page, pages and
// posts), so that a page of blocks waits for one style sheet, not three (4.5 KiB more for every page, gzipped).
import './content.css';
import './gallery.css';
import './forms.css';

function start(): void {
  const chunks = document.getElementById('route-chunks');
  if (chunks instanceof HTMLTemplateElement) document.head.append(chunks.content.cloneNode(true));
  void import('./start.tsx');
}

// The frame after the first: by then the first has been painted (its paint is timed when it reaches the screen).
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
