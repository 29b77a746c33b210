// A job run every few seconds, one run at a time. Stopping clears the timer, tells the run in progress (it checks
// `stopping()` between rows, so it finishes the row it holds and claims no more) and waits for it to end.
import type { Logger } from '../logging.ts';

export type Periodic = { stop: () => Promise<void> };

export function runEvery(everyMs: number, name: string, log: Logger, work: (stopping: () => boolean) => Promise<unknown>): Periodic {
  let stopped = false;
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current || stopped) return;
    current = work(() => stopped)
      .then(
        () => {},
        (err) => log.error({ err, job: name }, `${name} failed`),
      )
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
