// How analytics leave the page (spec §7: "Analytics failures are silently ignored"): same-origin POSTs that never
// throw, never reject and show nothing. Each gives up after 2500 ms (spec §9 "Analytics post timeout") and is kept
// alive, so that it still leaves when the shopper navigates away or closes the page. The census, shopping-event and
// performance paths take no crumb (beacons cannot send headers); error reports present it as X-CSRF-Token, and a page
// without a crumb cookie (cookies off) sends none: the server would refuse it and hand out a new crumb.
import { readCookie } from '../lib/cookies.ts';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../lib/crumb-link.ts';

export const ANALYTICS_TIMEOUT_MS = 2500;

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ANALYTICS_TIMEOUT_MS) : undefined;
}

function post(path: string, body: BodyInit | undefined, headers: Record<string, string>): void {
  try {
    fetch(path, { method: 'POST', credentials: 'same-origin', keepalive: true, headers, body, signal: timeoutSignal() }).catch(() => {});
  } catch {
    // No fetch, a body too large to keep alive…: analytics are dropped, never shown.
  }
}

/** POSTs a JSON body (or none); `withCrumb` for paths that take the crumb. */
export function postJson(path: string, body?: unknown, { withCrumb = false } = {}): void {
  const headers: Record<string, string> = {};
  if (withCrumb) {
    const crumb = readCookie(CRUMB_COOKIE);
    if (!crumb) return;
    headers[CRUMB_HEADER] = crumb;
  }
  try {
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      post(path, JSON.stringify(body), headers);
    } else post(path, undefined, headers);
  } catch {
    // A body that cannot be written as JSON is dropped.
  }
}

/** POSTs fields as application/x-www-form-urlencoded. */
export function postForm(path: string, fields: Record<string, string>): void {
  post(path, new URLSearchParams(fields).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
}

/** Sends a text/plain body with navigator.sendBeacon when the browser has it (it survives the page closing), else
 * with a kept-alive fetch. */
export function beacon(path: string, text: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path, new Blob([text], { type: 'text/plain' }))) return;
  } catch {
    // Fall back to fetch below.
  }
  post(path, text, { 'Content-Type': 'text/plain' });
}

/** Runs `run` each time the page is hidden (another tab, the app switcher) or left: the last moment to send. */
export function onPageHidden(run: () => void): void {
  window.addEventListener('pagehide', run);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') run();
  });
}
