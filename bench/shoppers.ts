// Concurrent shoppers for the sequence benchmarks: each repeats a step until the time is up; a 2 s warm-up first.
// A step answers the milliseconds to count (its measured part) or throws; the first error is printed.

export type ShopperResult = { perSecond: number; p50: string; p99: string; errors: number };

export async function runShoppers(opts: { connections: number; durationMs: number; step: () => Promise<number> }): Promise<ShopperResult> {
  const run = async (ms: number) => {
    const latencies: number[] = [];
    let errors = 0;
    const until = Date.now() + ms;
    const shopper = async () => {
      while (Date.now() < until) {
        try {
          latencies.push(await opts.step());
        } catch (err) {
          if (errors++ === 0) console.error(String(err));
        }
      }
    };
    await Promise.all(Array.from({ length: opts.connections }, shopper));
    return { latencies: latencies.sort((a, b) => a - b), errors };
  };
  await run(2000);
  const { latencies, errors } = await run(opts.durationMs);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]?.toFixed(1) ?? '-';
  return { perSecond: Math.round(latencies.length / (opts.durationMs / 1000)), p50: pct(50), p99: pct(99), errors };
}
