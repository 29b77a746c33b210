// Owner template text rendered with the page's `?format=json` (docs/templates.md): a page's list view, an item's or
// a product's page view; the problems of the last renders for owners, and a check of text being edited.

import type { TemplateError } from '../server/services/content/template-views.ts';
import {
  checkTemplate,
  isReadablePageJson,
  renderPageTemplate,
  type TemplateProblemView,
  templateProblems,
} from '../server/services/content/template-views.ts';
import type { RequestContext } from '../server/services/context.ts';
import { pageJson } from '../server/services/page-json.ts';
import { builder } from './builder.ts';

/** A render is work: a page of JSON read and a template run. */
const RENDER_COST = 20;
const owners = { authScopes: { can: 'catalog:write' as const } };

type Page = { id: string; urlSlug: string; listTemplate: string | null; itemTemplate: string | null };
const pageSelect = { id: true, urlSlug: true, listTemplate: true, itemTemplate: true } as const;

/** The page an item or product is on (its parent row may come from a service that did not load it). */
const pageOf = (ctx: RequestContext, id: string) => ctx.db.collection.findUniqueOrThrow({ where: { id }, select: pageSelect });

/** A page's list or item template rendered with the JSON of `path`; null when it has none or visitors cannot see it.
 * Rendering nothing still clears the problems of a template that was removed. */
async function rendered(ctx: RequestContext, page: Page, which: 'list' | 'item', path: (page: Page) => string[]) {
  const text = which === 'list' ? page.listTemplate : page.itemTemplate;
  if (!text?.trim()) {
    await renderPageTemplate(ctx, page, which, {});
    return null;
  }
  const json = await pageJson(ctx, path(page));
  return isReadablePageJson(json) ? renderPageTemplate(ctx, page, which, json) : null;
}

builder.prismaObjectField('Collection', 'listHtml', (t) =>
  t.string({
    nullable: true,
    complexity: RENDER_COST,
    description:
      'Its list template rendered with the first page of its ?format=json, sanitised; null when it has none or visitors cannot see the page (disabled, locked).',
    select: pageSelect,
    resolve: (c, _args, ctx) => rendered(ctx, c, 'list', (page) => [page.urlSlug]),
  }),
);

builder.prismaObjectField('Item', 'templateHtml', (t) =>
  t.string({
    nullable: true,
    complexity: RENDER_COST,
    description: "Its page's item template rendered with this item's ?format=json, sanitised; null when there is none or it is not live.",
    select: { urlSlug: true, collectionId: true },
    resolve: async (i, _args, ctx) => rendered(ctx, await pageOf(ctx, i.collectionId), 'item', (page) => [page.urlSlug, i.urlSlug]),
  }),
);

builder.prismaObjectField('Product', 'templateHtml', (t) =>
  t.string({
    nullable: true,
    complexity: RENDER_COST,
    description: "Its collection's item template rendered with this product's ?format=json (prices, variants, add-to-cart …), sanitised.",
    select: { collectionId: true, item: { select: { urlSlug: true } } },
    resolve: async (p, _args, ctx) => rendered(ctx, await pageOf(ctx, p.collectionId), 'item', (page) => [page.urlSlug, p.item.urlSlug]),
  }),
);

const TemplateErrorRef = builder.objectRef<TemplateError>('TemplateError').implement({
  description: 'A problem of template text: where (line and column from 1; 0 for the text as a whole) and what.',
  fields: (t) => ({
    line: t.exposeInt('line'),
    column: t.exposeInt('column'),
    message: t.exposeString('message'),
    kind: t.exposeString('kind', {
      description: 'syntax, unknown-formatter, unknown-predicate, unclosed-block, partial-not-found, … (docs/templates.md).',
    }),
    partial: t.string({ nullable: true, description: 'The partial the position points into.', resolve: (e) => e.partial ?? null }),
  }),
});

const TemplateProblemRef = builder.objectRef<TemplateProblemView>('TemplateProblem').implement({
  description: 'A problem found the last time a template of this website was rendered for a visitor.',
  fields: (t) => ({
    source: t.exposeString('source', {
      description: '"collection:<id>:list", "collection:<id>:item" or "block:<page or item id>:<block id>".',
    }),
    kind: t.exposeString('kind'),
    message: t.exposeString('message'),
    line: t.exposeInt('line'),
    column: t.exposeInt('column'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  templateProblems: t.field({
    ...owners,
    type: [TemplateProblemRef],
    description: "The problems of the website's templates as last rendered, of one source or all (at most 101 a page).",
    args: { source: t.arg.string(), first: t.arg.int({ defaultValue: 50 }), offset: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, args, ctx) => templateProblems(ctx, { source: args.source, first: args.first ?? 50, offset: args.offset ?? 0 }),
  }),
  checkTemplate: t.field({
    ...owners,
    type: [TemplateErrorRef],
    description: 'The problems of template text rendered with empty JSON; nothing is stored.',
    args: { text: t.arg.string({ required: true }) },
    resolve: (_root, { text }, ctx) => checkTemplate(ctx, text),
  }),
}));
