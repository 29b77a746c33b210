// Owner template text rendered for visitors: a page's list and item templates (Collection.listTemplate,
// itemTemplate) and code blocks in template mode, each with the JSON `?format=json` answers for that page and the
// website's locale, on the node's template threads (render-pool.ts), never on the request's. What visitors get is
// sanitised like an html block, keeping the commerce formatters' controls (template-html.ts), and never holds error
// text: a tag whose formatter is unknown renders nothing (visitor-render.ts). Each render's problems replace the ones stored for its source (TemplateProblem), for owners to
// read; rows are only written when the problems changed.
import { MAX_TEMPLATE_ERRORS } from '../../../domain/store-limits.ts';
import { ttlCache } from '../../ttl-cache.ts';
import type { ServiceContext } from '../context.ts';
import { TemplatePool } from '../templates/render-pool.ts';
import type { TemplateError } from '../templates/template-errors.ts';
import type { TemplateJob } from '../templates/visitor-render.ts';
import type { BlockView } from './block-views.ts';
import { templateData } from './template-data.ts';

export type { TemplateError };

export type TemplateProblemView = { source: string; kind: string; message: string; line: number; column: number; createdAt: Date };
type Problem = Pick<TemplateProblemView, 'kind' | 'message' | 'line' | 'column'>;
type TemplatedPage = { id: string; listTemplate: string | null; itemTemplate: string | null };

/** Sources, as TemplateProblem.source names them. */
export const templateSource = (collectionId: string, which: 'list' | 'item') => `collection:${collectionId}:${which}`;
export const blockTemplateSource = (ownerId: string, blockId: string) => `block:${ownerId}:${blockId}`;

const MAX_MESSAGE_LENGTH = 1000;
/** How long a node trusts its memory of what is stored for a source (other nodes may have written since). */
export const MEMO_TTL_MS = 60_000;
/** Sources remembered at most; the least recently used goes first. */
export const MEMO_ENTRIES = 5000;
/** Website and source → the signature of the problems stored for it. */
const stored = ttlCache<string>({ max: MEMO_ENTRIES, ttl: MEMO_TTL_MS });

/** The errors as rows: positions in the owner's text, messages bounded, in the order of the text. */
function problemsOf(errors: TemplateError[]): Problem[] {
  return errors
    .slice(0, MAX_TEMPLATE_ERRORS + 1)
    .map((e) => ({ kind: e.kind, message: e.message.slice(0, MAX_MESSAGE_LENGTH), line: e.line, column: e.column }))
    .sort((a, b) => a.line - b.line || a.column - b.column || a.kind.localeCompare(b.kind) || a.message.localeCompare(b.message));
}

const signatureOf = (problems: Problem[]) => JSON.stringify(problems.map((p) => [p.kind, p.message, p.line, p.column]));

/** Replaces the problems stored for a source with these, unless they are the same. A failed write (another render
 * writing the same source at once) leaves the rows to the next render; the page is still served. */
export async function keepProblems(ctx: ServiceContext, source: string, problems: Problem[]): Promise<void> {
  const key = `${ctx.website.id}\n${source}`;
  const signature = signatureOf(problems);
  if (stored.get(key) === signature) return;
  const websiteId = ctx.website.id;
  try {
    const rows = await ctx.db.templateProblem.findMany({
      where: { websiteId, source },
      select: { kind: true, message: true, line: true, column: true },
    });
    if (signatureOf(problemsOf(rows as TemplateError[])) !== signature) {
      await ctx.db.$transaction(
        [
          ctx.db.templateProblem.deleteMany({ where: { websiteId, source } }),
          ctx.db.templateProblem.createMany({ data: problems.map((p) => ({ ...p, websiteId, source })) }),
        ],
        { isolationLevel: 'Serializable' },
      );
    }
    stored.set(key, signature);
  } catch {
    stored.delete(key);
  }
}

/** The node's template threads (render-pool.ts), started with the first render. */
let pool: TemplatePool | null = null;
const templatePool = () => {
  pool ??= new TemplatePool();
  return pool;
};

/** Ends the node's template threads (at shutdown, and between test apps). */
export async function closeTemplatePool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}

/** Renders owner text for `source` with a page's JSON: the HTML visitors may see ('' for none), problems kept (not
 * the pool's own, such as a busy queue: the next render tells). */
async function renderOwnerTemplate(ctx: ServiceContext, source: string, text: string | null, page: object): Promise<string> {
  if (!text?.trim()) {
    await keepProblems(ctx, source, []);
    return '';
  }
  try {
    const data = await templateData(ctx, page);
    const job: TemplateJob = { mode: 'visitors', text, data, locale: ctx.website.language };
    const result = await templatePool().run(ctx.website.id, job);
    if (!result.transient) await keepProblems(ctx, source, problemsOf(result.errors));
    return result.html;
  } catch {
    return '';
  }
}

/** A page's list ('list') or item ('item') template rendered with the JSON of the list or of one item's page. */
export function renderPageTemplate(ctx: ServiceContext, collection: TemplatedPage, which: 'list' | 'item', pageJson: object) {
  const text = which === 'list' ? collection.listTemplate : collection.itemTemplate;
  return renderOwnerTemplate(ctx, templateSource(collection.id, which), text, pageJson);
}

/** A template-mode code block of a page's or an item's body (`sourceId`) rendered with that page's JSON. */
export function renderCodeBlockTemplate(ctx: ServiceContext, sourceId: string, blockId: string, code: string, pageJson: object) {
  return renderOwnerTemplate(ctx, blockTemplateSource(sourceId, blockId), code, pageJson);
}

const isTemplateBlock = (v: BlockView): v is BlockView & { data: { code: string } } => {
  const data = v.data as { mode?: unknown; code?: unknown } | null;
  return v.type === 'code' && data?.mode === 'template' && typeof data.code === 'string';
};

/** Whether page JSON is one visitors can read in full (not a locked page's). */
export const isReadablePageJson = (page: object | null): page is object => page !== null && !('passwordProtected' in page);

/** A body's block views with the HTML of its template-mode code blocks rendered with the page's JSON (fetched once,
 * only when there is such a block); without JSON (a page visitors cannot see) they keep no HTML. */
export async function withTemplateBlocks<V extends BlockView>(
  ctx: ServiceContext,
  sourceId: string,
  views: V[],
  pageJson: () => Promise<object | null>,
): Promise<V[]> {
  if (!views.some(isTemplateBlock)) return views;
  const page = await pageJson();
  if (!isReadablePageJson(page)) return views;
  const out: V[] = [];
  for (const v of views)
    out.push(isTemplateBlock(v) ? { ...v, html: await renderCodeBlockTemplate(ctx, sourceId, v.id, v.data.code, page) } : v);
  return out;
}

/** Problems stored for the website's templates, one source or all, in source and text order. */
export function templateProblems(ctx: ServiceContext, opts: { source?: string | null; first: number; offset: number }) {
  return ctx.db.templateProblem.findMany({
    where: { websiteId: ctx.website.id, ...(opts.source ? { source: opts.source } : {}) },
    orderBy: [{ source: 'asc' }, { line: 'asc' }, { column: 'asc' }, { id: 'asc' }],
    skip: Math.max(opts.offset, 0),
    take: Math.min(Math.max(opts.first, 1), MAX_TEMPLATE_ERRORS + 1),
  });
}

/** The problems of template text rendered with empty JSON, nothing stored (the console's live editor). */
export async function checkTemplate(ctx: ServiceContext, text: string): Promise<TemplateError[]> {
  const job: TemplateJob = { mode: 'check', text, data: {}, locale: ctx.website.language };
  return (await templatePool().run(ctx.website.id, job)).errors;
}
