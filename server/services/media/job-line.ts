// A line of work with a fixed number of places: `concurrency` jobs run, up to `waiting` more wait their turn, and a
// job that finds the line full is refused at once (RateLimitedError: 429 with Retry-After) instead of queueing
// without end — each waiting upload holds its file in memory.
import pLimit from 'p-limit';
import { RateLimitedError } from '../rate-limits.ts';

export function jobLine(concurrency: number, waiting: number, retryAfterSeconds = 5) {
  const limit = pLimit(concurrency);
  return <T>(job: () => Promise<T>): Promise<T> => {
    if (limit.activeCount + limit.pendingCount >= concurrency + waiting) return Promise.reject(new RateLimitedError(retryAfterSeconds));
    return limit(job);
  };
}
