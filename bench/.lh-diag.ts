import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBenchServer } from './server.ts';
const LIGHTHOUSE = join(process.cwd(), 'node_modules/.cache/lighthouse-12/node_modules/.bin/lighthouse');
const FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const server = await startBenchServer();
try {
  for (const path of (process.env.PAGES ?? '/,/shop,/shop/classic-tee,/journal/why-organic-cotton').split(',')) {
    const out = `/work/scratch/lh${path.replaceAll('/', '_') || '_home'}.json`;
    execFileSync(LIGHTHOUSE, [`${server.url}${path}`, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${FLAGS}`], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: 'ignore' });
    const r = JSON.parse(readFileSync(out, 'utf8'));
    const a = r.audits;
    console.log('\n==', path, 'perf', r.categories.performance.score, 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue));
    const el = a['largest-contentful-paint-element']?.details?.items ?? [];
    console.log('LCP element:', JSON.stringify(el[0]?.items?.[0]?.node?.snippet ?? el[0]), '\nphases:', JSON.stringify(el[1]?.items ?? ''));
    const m = a.metrics.details.items[0];
    console.log('observed FCP/LCP/load', m.observedFirstContentfulPaint, m.observedLargestContentfulPaint, m.observedLoad, 'DCL', m.observedDomContentLoaded);
    for (const q of a['network-requests'].details.items) console.log(' ', Math.round(q.networkRequestTime), Math.round(q.networkEndTime), q.resourceType, q.transferSize, q.priority, q.url.replace(server.url, ''));
  }
} finally { server.stop(); }
