// Performance records (spec §3 "Performance record", §4, §9 "Performance", §7 performance/records): for each load of
// the document, its web vitals (measured by the web-vitals library, loaded on demand), its navigation timings, the
// timings of the platform's images, the storefront's own performance marks and the visitor's accessibility
// preferences, as envelopes of one page load id. The first batch leaves 30 s after the load event (however soon or
// late this script started); metrics are collected for 60 s or until the page is hidden, and what is new by then
// leaves when it is hidden. A route change inside the app is not a new page load: the record keeps the path and page
// type of its first batch. Nothing is sent while analytics or performance records are off. A failure here (the
// collector's code not loading, the browser refusing what it is asked) is never shown: it is reported as a JavaScript
// error report (kind "tracked", errorType PERFORMANCE_COLLECTION) through the page's error queue (error-reporting.ts),
// like every other.
import { reportError } from './error-reporting.ts';
import { withAnalyticsSite } from './site.ts';

/** The product listing's load mark (spec §2). */
export const LISTING_PAGE_LOAD_MARK = 'listing-page-load';
/** The errorType of a failure in collecting the performance record. */
export const PERFORMANCE_COLLECTION_ERROR = 'PERFORMANCE_COLLECTION';

/** Records one of the storefront's own performance marks (they go out as "user" records). */
export function markUserTiming(name: string): void {
  try {
    performance.mark(name);
  } catch {
    // No User Timing here: nothing to record.
  }
}

function newPageLoadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Starts collecting for this document load, once the website's settings allow performance records. */
export function startPerformanceCollection(): void {
  try {
    const pageLoadId = newPageLoadId();
    withAnalyticsSite(
      () => {
        const report = (error: unknown) => reportError(error, PERFORMANCE_COLLECTION_ERROR);
        import('./performance-collection.ts').then(({ collect }) => collect(pageLoadId, report)).catch(report);
      },
      { performance: true },
    );
  } catch (error) {
    reportError(error, PERFORMANCE_COLLECTION_ERROR);
  }
}
