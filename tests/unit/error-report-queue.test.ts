// The error reporting queue (spec §9): 10 queued events, 20 sends per page, debounced 1 s, stacks cut at 5000.
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_MAX_CHARS, type ErrorQueueTimers, type ErrorReport, ErrorReportQueue } from '../../domain/error-report-queue.ts';

/** Timers that run only when the test moves the clock. */
function fakeClock() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: ErrorQueueTimers = {
    set: (run, ms) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clear: (handle) => {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now) {
        pending.delete(id);
        timer.run();
      }
    }
  };
  return { timers, advance };
}

function setUp() {
  const clock = fakeClock();
  const sent: ErrorReport[][] = [];
  const queue = new ErrorReportQueue((reports) => sent.push(reports), clock.timers);
  return { queue, sent, advance: clock.advance };
}

const report = (message: string, extra: Partial<ErrorReport> = {}): ErrorReport => ({
  message,
  url: 'https://shop.example/shop',
  kind: 'error',
  ...extra,
});

describe('error reporting queue', () => {
  it('error reporting queue holds at most 10 events', () => {
    const { queue, sent, advance } = setUp();
    const added = Array.from({ length: 12 }, (_, i) => queue.add(report(`boom ${i}`)));
    expect(added.filter(Boolean)).toHaveLength(10);
    expect(added.slice(10)).toEqual([false, false]);
    advance(1000);
    expect(sent).toHaveLength(1);
    expect(sent[0].map((r) => r.message)).toEqual(Array.from({ length: 10 }, (_, i) => `boom ${i}`));
    // Once sent, the queue takes reports again.
    expect(queue.add(report('later'))).toBe(true);
  });

  it('at most 20 sends per page', () => {
    const { queue, sent, advance } = setUp();
    for (let i = 0; i < 25; i++) {
      queue.add(report(`boom ${i}`));
      advance(1000);
    }
    expect(sent).toHaveLength(20);
    expect(queue.add(report('one too many'))).toBe(false);
    queue.flush();
    expect(sent).toHaveLength(20);
  });

  it('sends are debounced 1 s', () => {
    const { queue, sent, advance } = setUp();
    queue.add(report('first'));
    advance(999);
    expect(sent).toHaveLength(0);
    // Another report restarts the wait: the batch leaves 1 s after the last one.
    queue.add(report('second'));
    advance(999);
    expect(sent).toHaveLength(0);
    advance(1);
    expect(sent).toEqual([[report('first'), report('second')]]);
  });

  it('stack traces are cut at 5000 characters', () => {
    const { queue, sent } = setUp();
    queue.add(report('deep', { stack: 'x'.repeat(7000) }));
    queue.add(report('shallow', { stack: 'at f (app.js:1:1)' }));
    queue.flush();
    expect(sent[0][0].stack).toHaveLength(5000);
    expect(sent[0][1].stack).toBe('at f (app.js:1:1)');
  });

  it('a long message is cut at 500 characters, and an empty stack is left out', () => {
    const { queue, sent } = setUp();
    queue.add(report('m'.repeat(ERROR_MESSAGE_MAX_CHARS + 50), { stack: '' }));
    queue.flush();
    expect(sent[0][0].message).toHaveLength(500);
    expect(sent[0][0]).not.toHaveProperty('stack');
  });

  it('flushing sends what is queued at once, and nothing when the queue is empty', () => {
    const { queue, sent, advance } = setUp();
    queue.flush();
    expect(sent).toHaveLength(0);
    queue.add(report('leaving', { kind: 'unhandledrejection' }));
    queue.flush();
    expect(sent).toEqual([[report('leaving', { kind: 'unhandledrejection' })]]);
    advance(1000);
    expect(sent).toHaveLength(1);
  });
});
