// The storefront's page comes painted from the server: its style sheet is what the first paint waits for, its scripts
// only make it work. So in the storefront's index.html the style sheets go first and the scripts are fetched at low
// priority (Chrome holds them back while the head's style sheet loads) instead of sharing a phone's bandwidth with
// it. The console's page (rendered by the browser) keeps Vite's order. tests/unit/style-first.test.ts runs this on
// the HTML Vite writes, and tests/e2e/server-rendering.spec.ts checks the built page's head, so that a Vite release
// that writes its tags otherwise fails a test instead of quietly undoing the order.

const STYLE_SHEET = /<link rel="stylesheet"[^>]*>/g;
const FIRST_SCRIPT = /(<script type="module"|<link rel="modulepreload")/;

/** `html` with its style sheets moved before its first script or modulepreload, and its scripts at low priority. */
export function styleFirstHtml(html: string): string {
  const sheets = html.match(STYLE_SHEET) ?? [];
  let out = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
  out = out.replace(FIRST_SCRIPT, (first) => `${sheets.join('\n    ')}\n    ${first}`);
  return out
    .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
    .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
}
