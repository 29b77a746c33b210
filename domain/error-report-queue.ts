// The error reporting queue (spec §8, §9): a page's uncaught errors, unhandled rejections and tracked failures wait
// in a queue of at most 10 reports (more are dropped) and leave together 1 s after the last one came (debounced), at
// most 20 times per page; stack traces are cut at 5000 characters. The clock is the caller's (browser timers in the
// storefront, fake ones in tests), and so is the sending.

export const ERROR_QUEUE_MAX_EVENTS = 10;
export const ERROR_SENDS_PER_PAGE = 20;
export const ERROR_SEND_DEBOUNCE_MS = 1000;
export const ERROR_STACK_MAX_CHARS = 5000;
/** A message is kept to 500 characters (as the server keeps it), so one huge message cannot make a batch too large. */
export const ERROR_MESSAGE_MAX_CHARS = 500;

/** `tracked`: a failure the storefront reports itself (reportError), not one the window caught. */
export type ErrorReportKind = 'error' | 'unhandledrejection' | 'tracked';

export type ErrorReport = { message: string; stack?: string; url: string; kind: ErrorReportKind; errorType?: string };

export type ErrorQueueTimers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

/** A report as it is sent: the stack cut at 5000 characters, the message at 500; an empty stack left out. */
export function boundedReport(report: ErrorReport): ErrorReport {
  const { stack, ...rest } = report;
  const bounded: ErrorReport = { ...rest, message: report.message.slice(0, ERROR_MESSAGE_MAX_CHARS) };
  if (stack) bounded.stack = stack.slice(0, ERROR_STACK_MAX_CHARS);
  return bounded;
}

export class ErrorReportQueue {
  private queued: ErrorReport[] = [];
  private sends = 0;
  private timer: unknown = null;

  constructor(
    private readonly send: (reports: ErrorReport[]) => void,
    private readonly timers: ErrorQueueTimers,
  ) {}

  /** Queues a report and restarts the 1 s wait; answers false when it was dropped (queue full, sends used up). */
  add(report: ErrorReport): boolean {
    if (this.sends >= ERROR_SENDS_PER_PAGE || this.queued.length >= ERROR_QUEUE_MAX_EVENTS) return false;
    this.queued.push(boundedReport(report));
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(() => this.flush(), ERROR_SEND_DEBOUNCE_MS);
    return true;
  }

  /** Sends what is queued now (the page is going away), as one of the page's sends. */
  flush(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    if (this.queued.length === 0 || this.sends >= ERROR_SENDS_PER_PAGE) return;
    const reports = this.queued;
    this.queued = [];
    this.sends += 1;
    this.send(reports);
  }
}
