// Error reporting (spec §8, §9, §7 RecordJavascriptErrors): the window's uncaught errors and unhandled rejections,
// and failures the storefront tracks itself (reportError), go through the error reporting queue
// (domain/error-report-queue.ts) to the server with the crumb. Sent whatever the analytics settings say; never shown.
import { type ErrorReport, type ErrorReportKind, ErrorReportQueue } from '../../../domain/error-report-queue.ts';
import { onPageHidden, postJson } from './send.ts';

export const ERRORS_PATH = '/api/events/RecordJavascriptErrors';

let queue: ErrorReportQueue | null = null;

function reportQueue(): ErrorReportQueue {
  queue ??= new ErrorReportQueue((errors) => postJson(ERRORS_PATH, { errors }, { withCrumb: true }), {
    set: (run, ms) => window.setTimeout(run, ms),
    clear: (handle) => window.clearTimeout(handle as number),
  });
  return queue;
}

function messageAndStack(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  try {
    return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
  } catch {
    return { message: String(error) };
  }
}

function queueReport(error: unknown, kind: ErrorReportKind, errorType?: string): void {
  try {
    const report: ErrorReport = { ...messageAndStack(error), url: window.location.href, kind };
    if (errorType) report.errorType = errorType;
    reportQueue().add(report);
  } catch {
    // Reporting must never be the next error.
  }
}

/** Reports a failure the storefront caught itself (kind "tracked"), e.g. a screen that failed to render, with the
 * spec's tracked error type or another name for it. */
export function reportError(error: unknown, errorType?: string): void {
  queueReport(error, 'tracked', errorType);
}

/** React's production errors of a hydration that did not match the server's HTML (react.dev/errors/<code>). */
const HYDRATION_ERROR = /react\.dev\/errors\/(418|419|423|425)\b/;

/** Reports an error React recovered from (hydrateRoot's onRecoverableError: a hydration mismatch, above all), with
 * the component stack React gives, kind "error" and errorType "RECOVERABLE_RENDER_ERROR" — a mismatch says so in
 * words, React's production message being a code and a link. Also logged to the console, as React does without this
 * handler. */
export function reportRenderError(error: unknown, info?: { componentStack?: string }): void {
  const { message: raw, stack } = messageAndStack(error);
  const message = HYDRATION_ERROR.test(raw) ? `Hydration mismatch: the page differs from the server's HTML. ${raw}` : raw;
  console.error(message, info?.componentStack ?? '');
  const withStack = info?.componentStack ? `${stack ?? message}\n${info.componentStack}` : stack;
  queueReport(Object.assign(new Error(message), { stack: withStack }), 'error', 'RECOVERABLE_RENDER_ERROR');
}

/** Listens for the page's uncaught errors and unhandled rejections; what is queued leaves when the page is hidden. */
export function startErrorReporting(): void {
  // A script of another origin hides its error: then only the event's message ('Script error.') is known.
  window.addEventListener('error', (event) => queueReport(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) => queueReport(event.reason, 'unhandledrejection'));
  onPageHidden(() => queue?.flush());
}
