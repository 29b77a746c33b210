// Server rendering of the React storefront (docs/seo.md "Server-rendered pages"): the renderer Vite builds from
// client/src/entry-server.tsx (client/dist/server/entry-server.js) renders a page's body in this process, running its
// GraphQL on the server's own schema with the request's context. The answer is the built index.html with that body in
// #root and the Apollo cache it was rendered from in #apollo-state, which the browser hydrates, and the page context
// (domain/page-context.ts) in #page-context — with the signed-in account holder (an owner or their team member), whose
// pages are never shared.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { GraphQLSchema } from 'graphql';
import type { RenderedPage } from '../../client/src/entry-server.tsx';
import { pageContextOf } from '../../domain/page-context.ts';
import { PROBE_PARAM, type RenderedCookieValues, renderedRoot } from '../../domain/rendered-page.ts';
import { schema } from '../../schema/index.ts';
import type { Logger } from '../logging.ts';
import type { RequestContext } from '../services/context.ts';

/** How long a page may take to render before the shell (rendered by the browser) is sent instead. */
export const RENDER_TIMEOUT_MS = 2000;
/** Pages rendered at once on a node; more requests meanwhile get the shell (rendering is CPU: a flood of pages that
 * are not kept — distinct paths, 404s — must not take the node's every turn from carts and the API). */
export const MAX_CONCURRENT_RENDERS = 4;

type Renderer = {
  renderPage(
    url: string,
    schema: GraphQLSchema,
    context: object,
    signal?: AbortSignal,
    options?: { hydrationProbe?: boolean; cookies?: RenderedCookieValues | null },
  ): Promise<RenderedPage>;
};

/** A rendered page: its #root and #apollo-state to put in the shell and the lazy screens it used (their chunks go in
 * its head), or the site path it sends visitors on to. */
export type Rendered = { root: string; chunks: string[] } | { redirect: string };

/** A path of this site ('/shop'), not another host ('//evil.example', '/\evil.example'). */
const SITE_PATH = /^\/(?![/\\])/;

/** Renders pages with the built renderer, or answers null (the browser renders) when there is none or it fails. */
export class ServerRenderer {
  private renderer: Promise<Renderer | null> | null = null;
  private rendering = 0;

  constructor(
    private readonly clientDist: string,
    private readonly log: Logger,
    /** HYDRATION_PROBE: pages asked for with ?hydration-probe carry a deliberate mismatch (browser tests only). */
    private readonly hydrationProbe = false,
  ) {}

  /** The rendered page; null when it cannot be rendered (in time). `cookies`: the visitor's, for a shopper's own page
   * (rendered for them, never shared); none for a public page. */
  async render(ctx: RequestContext, url: string, cookies: RenderedCookieValues | null = null): Promise<Rendered | null> {
    const renderer = await this.load();
    if (!renderer) return null;
    if (this.rendering >= MAX_CONCURRENT_RENDERS) {
      this.log.debug({ reqId: ctx.requestId, url }, 'Busy rendering other pages; the browser renders this one');
      return null;
    }
    this.rendering++;
    try {
      const probe = this.hydrationProbe && new URL(url, 'http://page').searchParams.has(PROBE_PARAM);
      const page = await renderer.renderPage(url, schema, ctx, AbortSignal.timeout(RENDER_TIMEOUT_MS), { hydrationProbe: probe, cookies });
      if (page.aborted) {
        this.log.warn({ reqId: ctx.requestId, url }, 'Server rendering timed out; the browser renders the page');
        return null;
      }
      if (page.redirect !== null) return SITE_PATH.test(page.redirect) ? { redirect: page.redirect } : null;
      return {
        root: renderedRoot(page.html, page.state, pageContextOf(page.site, page.screen, ctx.owner?.id ?? null), cookies),
        chunks: page.chunks,
      };
    } catch (err) {
      this.log.error({ reqId: ctx.requestId, url, err }, 'Server rendering failed; the browser renders the page');
      return null;
    } finally {
      this.rendering--;
    }
  }

  private load(): Promise<Renderer | null> {
    this.renderer ??= (async () => {
      const entry = join(this.clientDist, 'server', 'entry-server.js');
      if (!existsSync(entry)) {
        this.log.warn({ entry }, 'No server renderer built (`npm run build`): pages are rendered by the browser');
        return null;
      }
      return (await import(pathToFileURL(entry).href)) as Renderer;
    })();
    return this.renderer;
  }
}
