// What a node remembers of the template problems stored for each source (server/services/content/template-views.ts):
// the same problems again are not read back while remembered, for MEMO_TTL_MS, and at most MEMO_ENTRIES sources, the
// least recently used going first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepProblems, MEMO_ENTRIES, MEMO_TTL_MS } from '../../server/services/content/template-views.ts';
import type { ServiceContext } from '../../server/services/context.ts';

/** A website without stored problems; counts the reads of its stored problems. */
function website(id: string) {
  const reads = { count: 0 };
  const ctx = {
    website: { id },
    db: {
      templateProblem: {
        findMany: async () => {
          reads.count++;
          return [];
        },
      },
    },
  } as unknown as ServiceContext;
  return { ctx, reads };
}

describe('template problems memo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a source’s stored problems once while remembered, and again after MEMO_TTL_MS', async () => {
    vi.useFakeTimers();
    vi.advanceTimersByTime(1); // the fake clock starts at 0, which lru-cache takes for an entry without a start time
    const { ctx, reads } = website('w-ttl');
    await keepProblems(ctx, 'collection:c1:list', []);
    vi.advanceTimersByTime(MEMO_TTL_MS - 1);
    await keepProblems(ctx, 'collection:c1:list', []);
    expect(reads.count).toBe(1);
    vi.advanceTimersByTime(2);
    await keepProblems(ctx, 'collection:c1:list', []);
    expect(reads.count).toBe(2);
  });

  it(`remembers at most ${MEMO_ENTRIES} sources, the least recently used going first`, async () => {
    const { ctx, reads } = website('w-bound');
    for (let i = 0; i <= MEMO_ENTRIES; i++) await keepProblems(ctx, `block:p:${i}`, []);
    expect(reads.count).toBe(MEMO_ENTRIES + 1);
    await keepProblems(ctx, `block:p:${MEMO_ENTRIES}`, []); // the newest: remembered
    expect(reads.count).toBe(MEMO_ENTRIES + 1);
    await keepProblems(ctx, 'block:p:0', []); // the least recently used: forgotten
    expect(reads.count).toBe(MEMO_ENTRIES + 2);
  });
});
