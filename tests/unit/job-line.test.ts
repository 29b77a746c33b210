import { describe, expect, it } from 'vitest';
import { jobLine } from '../../server/services/media/job-line.ts';
import { RateLimitedError } from '../../server/services/rate-limits.ts';

describe('the image job line', () => {
  it('runs `concurrency` jobs, lets `waiting` more wait, and refuses the next at once with a 429 error', async () => {
    const run = jobLine(2, 3);
    const releases: (() => void)[] = [];
    let running = 0;
    let most = 0;
    const job = () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve();
        });
      });
    const accepted = Array.from({ length: 5 }, () => run(job));
    await expect(run(job)).rejects.toBeInstanceOf(RateLimitedError);
    // Let every accepted job finish, one release at a time as they start.
    for (let done = 0; done < 5; done++) {
      await new Promise((r) => setTimeout(r, 0));
      releases.shift()?.();
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    // Room again once the line has moved on.
    const again = run(async () => 'ok');
    await expect(again).resolves.toBe('ok');
  });
});
