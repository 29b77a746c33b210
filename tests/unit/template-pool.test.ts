// The template threads' pool (server/services/templates/render-pool.ts) with real worker threads: a job is stopped
// hard and its thread replaced, a thread past its memory is ended, websites take turns, waiting is bounded.
import { afterEach, expect, it } from 'vitest';
import { HARD_STOP_MESSAGE, MEMORY_LIMIT_MESSAGE } from '../../domain/limit-messages.ts';
import { TEMPLATE_RENDERS_WAITING_MESSAGE } from '../../domain/messages.ts';
import { type PoolOptions, TemplatePool } from '../../server/services/templates/render-pool.ts';

const workerFile = new URL('../fixtures/workers/template-worker-double.mjs', import.meta.url);
const pools: TemplatePool[] = [];
const pool = (options: PoolOptions = {}) => {
  const p = new TemplatePool({ workerFile, ...options });
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

it('a render still running at the hard stop ends its thread and answers the hard-stop problem; the next job runs on a new thread', async () => {
  const p = pool({ hardStopMs: 300 });
  const started = Date.now();
  const stopped = await p.run('site-a', { loop: true });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(stopped).toEqual({ html: '', errors: [{ line: 0, column: 0, message: HARD_STOP_MESSAGE, kind: 'limit' }] });
  expect(await p.run('site-a', { name: 'after' })).toEqual({ html: 'after', errors: [] });
});

it('the thread of a render past its memory is ended, and the render answers the memory problem', async () => {
  const p = pool({ memoryMb: 32, hardStopMs: 30_000 });
  const result = await p.run('site-a', { hog: true });
  expect(result.errors).toEqual([{ line: 0, column: 0, message: MEMORY_LIMIT_MESSAGE, kind: 'limit' }]);
  expect(await p.run('site-a', { name: 'after' })).toEqual({ html: 'after', errors: [] });
});

it('websites take turns: one website’s waiting renders do not keep another’s waiting behind them all', async () => {
  const p = pool();
  const order: string[] = [];
  const run = (key: string, name: string) => p.run(key, { name, ms: 20 }).then((r) => order.push(r.html));
  await Promise.all([run('a', 'a1'), run('a', 'a2'), run('a', 'a3'), run('a', 'a4'), run('b', 'b1'), run('b', 'b2')]);
  expect(order).toEqual(['a1', 'a2', 'b1', 'a3', 'b2', 'a4']);
});

it('a website with too many renders waiting is answered at once that the template is busy; others still render', async () => {
  const p = pool({ waitingPerKey: 2 });
  const first = [1, 2, 3].map((i) => p.run('a', { name: `a${i}`, ms: 50 }));
  const busy = await p.run('a', { name: 'a4' });
  expect(busy).toEqual({
    html: '',
    errors: [{ line: 0, column: 0, message: TEMPLATE_RENDERS_WAITING_MESSAGE, kind: 'runtime' }],
    transient: true,
  });
  expect((await p.run('b', { name: 'b1' })).html).toBe('b1');
  expect((await Promise.all(first)).map((r) => r.html)).toEqual(['a1', 'a2', 'a3']);
});
