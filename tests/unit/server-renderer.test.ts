// The server renderer's bounds (server/http/server-render.ts): at most MAX_CONCURRENT_RENDERS pages at once (others
// get the shell), a renderer that throws or is missing gives the shell, and a redirect leaves the site never.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_RENDERS, ServerRenderer } from '../../server/http/server-render.ts';
import type { RequestContext } from '../../server/services/context.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A client build whose renderer is `source` (an ES module exporting renderPage). */
function builtWith(source: string | null): string {
  const dist = mkdtempSync(join(tmpdir(), 'shopwright-renderer-'));
  dirs.push(dist);
  if (source !== null) {
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server', 'entry-server.js'), source);
  }
  return dist;
}

const log = pino({ level: 'silent' });
const ctx = { requestId: 'r1' } as RequestContext;

/** A rendered page's root: the fake renderer's HTML, its (empty) Apollo state and an empty page context. */
const rendered = (html: string) =>
  `<div id="root">${html}</div><script type="application/json" id="apollo-state">{}</script>` +
  '<script type="application/json" id="page-context">{"pageType":null,"website":null,"collection":null,"product":null,"authenticatedAccount":null,"websiteSettings":null}</script>';

describe('ServerRenderer', () => {
  it(`renders at most ${MAX_CONCURRENT_RENDERS} pages at once; the next gets the shell`, async () => {
    const waiting: (() => void)[] = [];
    (globalThis as { rendersWaiting?: typeof waiting }).rendersWaiting = waiting;
    const dist = builtWith(`
      export function renderPage(url) {
        return new Promise((resolve) =>
          globalThis.rendersWaiting.push(() => resolve({ html: url, state: {}, aborted: false, redirect: null })),
        );
      }`);
    const renderer = new ServerRenderer(dist, log);
    const busy = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, i) => renderer.render(ctx, `/p${i}`));
    await expect.poll(() => waiting.length).toBe(MAX_CONCURRENT_RENDERS);
    expect(await renderer.render(ctx, '/one-more')).toBeNull();
    for (const finish of waiting.splice(0)) finish();
    const pages = await Promise.all(busy);
    expect(pages[0]).toEqual({ root: rendered('/p0') });
    // Once they are done, the next page is rendered again.
    const next = renderer.render(ctx, '/next');
    await expect.poll(() => waiting.length).toBe(1);
    for (const finish of waiting.splice(0)) finish();
    expect(await next).toEqual({ root: rendered('/next') });
  });

  it('a renderer that throws, or none built, gives the shell', async () => {
    const throwing = new ServerRenderer(builtWith('export function renderPage() { throw new Error("boom"); }'), log);
    expect(await throwing.render(ctx, '/')).toBeNull();
    expect(await new ServerRenderer(builtWith(null), log).render(ctx, '/')).toBeNull();
  });

  it('a page not rendered within RENDER_TIMEOUT_MS gives the shell; the renderer is told to stop then', async () => {
    (globalThis as { renderSignal?: AbortSignal }).renderSignal = undefined;
    const late = new ServerRenderer(
      builtWith(`export async function renderPage(url, schema, context, signal) {
        globalThis.renderSignal = signal;
        return { html: '', state: {}, aborted: true, redirect: null };
      }`),
      log,
    );
    expect(await late.render(ctx, '/')).toBeNull();
    const signal = (globalThis as { renderSignal?: AbortSignal }).renderSignal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal?.aborted).toBe(false);
  });

  it('a redirect goes to a path of this site only', async () => {
    const to = (redirect: string) =>
      new ServerRenderer(
        builtWith(
          `export const renderPage = async () => ({ html: '', state: {}, aborted: false, redirect: ${JSON.stringify(redirect)} });`,
        ),
        log,
      ).render(ctx, '/');
    expect(await to('/about')).toEqual({ redirect: '/about' });
    expect(await to('//evil.example/')).toBeNull();
    expect(await to('/\\\\evil.example/')).toBeNull();
    expect(await to('https://evil.example/')).toBeNull();
  });
});
