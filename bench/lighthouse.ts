// `npm run bench:lighthouse`: Lighthouse 12's mobile preset (simulated throttling: 4× CPU, 150 ms RTT, 1.6 Mbps) on the
// built demo store — home, the listing, a product page and a blog post, and the shopper's own pages: the cart with a
// line in it and the checkout (as a visitor with that cart: their cookies in the browser's jar, lighthouse-visitor.mjs), the account and
// search results — RUNS times each (default 5), printing each page's median scores and lab metrics (Lighthouse's own
// advice: one run varies, the median of five is the figure). Budgets (docs/performance.md): performance 99–100 on the
// first four; ≥ 95 on the shopper's pages, with LCP ≤ 1.5 s, CLS ≤ 0.02 and TBT ≤ 200 ms. SEO does not apply to the
// shopper's pages (noindex).
// Lighthouse is not a dependency of the store: lighthouse@12.2.3 (the last line that runs on Node 20) is installed from
// the npm registry into node_modules/.cache/lighthouse-12 on first use; it drives Debian's Chromium (/usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './server.ts';
import { visitorWithCart } from './visitor-cart.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const PAGES = (process.env.PAGES ?? '/,/shop,/shop/classic-tee,/journal/why-organic-cotton,/cart,/checkout,/account,/search?q=tee').split(
  ',',
);
/** Pages loaded as the visitor with a cart line. */
const AS_VISITOR_WITH_CART = new Set(['/cart', '/checkout']);
const LIGHTHOUSE_DIR = join(process.cwd(), 'node_modules/.cache/lighthouse-12');
const LIGHTHOUSE = join(LIGHTHOUSE_DIR, 'node_modules/.bin/lighthouse');
const VISITOR_RUN = join(import.meta.dirname, 'lighthouse-visitor.mjs');
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.error(`Lighthouse drives Debian's Chromium, and ${CHROMIUM} is not here: apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync(LIGHTHOUSE)) {
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  execFileSync('npm', ['init', '-y'], { cwd: LIGHTHOUSE_DIR, stdio: 'ignore' });
  execFileSync('npm', ['install', '--save-exact', 'lighthouse@12.2.3', '--no-audit', '--no-fund'], {
    cwd: LIGHTHOUSE_DIR,
    stdio: 'inherit',
  });
}

type Run = { scores: Record<string, number>; metrics: Record<string, number>; benchmarkIndex: number };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

/** One run; a visitor's cookies go in the browser's jar (lighthouse-visitor.mjs), as a returning shopper's are. */
function lighthouse(url: string, out: string, cookies: [string, string][] | null): Run | null {
  const env = { ...process.env, CHROME_PATH: CHROMIUM, CHROME_FLAGS };
  // Lighthouse now and then loses its trace (NO_NAVSTART): such a run is retried once, then left out.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      if (cookies)
        execFileSync(process.execPath, [VISITOR_RUN, LIGHTHOUSE_DIR, url, out, JSON.stringify(cookies)], { env, stdio: 'ignore' });
      else
        execFileSync(LIGHTHOUSE, [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${CHROME_FLAGS}`], {
          env,
          stdio: 'ignore',
        });
      const report = JSON.parse(readFileSync(out, 'utf8'));
      return {
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])),
        metrics: Object.fromEntries(METRICS.map((m) => [m, report.audits[m].numericValue])),
        benchmarkIndex: report.environment.benchmarkIndex,
      };
    } catch {}
  }
  return null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const server = await startBenchServer();
const visitor = await visitorWithCart(server.url);
const dir = mkdtempSync(join(tmpdir(), 'shopwright-lighthouse-'));
const rows: string[] = [];
const indexes: number[] = [];
try {
  for (const path of PAGES) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = lighthouse(`${server.url}${path}`, join(dir, 'report.json'), AS_VISITOR_WITH_CART.has(path) ? visitor.pairs : null);
      if (run) runs.push(run);
    }
    indexes.push(...runs.map((r) => r.benchmarkIndex));
    const score = (c: string) => median(runs.map((r) => r.scores[c]));
    const metric = (m: string) => median(runs.map((r) => r.metrics[m]));
    rows.push(
      `| ${path} | ${score('performance')} (${runs.map((r) => r.scores.performance).join(', ')}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${seconds(metric('first-contentful-paint'))} | ${seconds(metric('largest-contentful-paint'))} | ${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} |`,
    );
  }
} finally {
  server.stop();
  rmSync(dir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse 12.2.3, mobile preset; medians of ${RUNS} runs a page (this machine's benchmark index: ${Math.round(median(indexes))})\n`,
);
console.log('| page | performance (each run) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
