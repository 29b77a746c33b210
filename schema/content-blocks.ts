// The blocks of a page's or an item's body (domain/blocks.ts): read with the server's safe HTML, written as JSON by
// owners with the page and item mutations (refusals name each block's field).
import { findBlockImage } from '../server/services/content/block-images.ts';
import { type BlockView, blockView, storedBlocks, withImageAddresses } from '../server/services/content/block-views.ts';
import { canReadPage } from '../server/services/content/page-locks.ts';
import { withTemplateBlocks } from '../server/services/content/template-views.ts';
import type { RequestContext } from '../server/services/context.ts';
import { itemPageJson, pageJson } from '../server/services/page-json.ts';
import { builder } from './builder.ts';

/** A block as read, and its data as stored (`storedData`, for owners only). */
type ContentBlockView = BlockView & { stored: unknown };

const ContentBlockRef = builder.objectRef<ContentBlockView>('ContentBlock').implement({
  description: 'One block of a body: its type (a name such as "html", or the number of a type stored as sent), its data, its HTML.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The id it was given, or "block-N" for its place.' }),
    type: t.exposeString('type'),
    typeNumber: t.exposeInt('typeNumber', { nullable: true, description: "The spec's block type number (html 2, gallery 8 …)." }),
    data: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Its data as shown, markup sanitised (for owners too).',
      resolve: (b) => b.data,
    }),
    storedData: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Owners: its data exactly as stored, to edit and send back (null for everyone else).',
      resolve: (b, _args, ctx) => (ctx.owner ? b.stored : null),
    }),
    html: t.exposeString('html', {
      nullable: true,
      description: 'html, markdown, code (as HTML), video and audio blocks: the HTML to show, sanitised. Nothing for the other types.',
    }),
  }),
});

const views = (ctx: RequestContext, blocks: unknown) =>
  withImageAddresses(
    ctx,
    storedBlocks(blocks).map((b, i): ContentBlockView => ({ ...blockView(b, i), stored: b.data ?? null })),
  );

builder.prismaObjectField('Collection', 'blocks', (t) =>
  t.field({
    type: [ContentBlockRef],
    description: 'The page’s body, in order (none while the page is locked to the caller).',
    select: { id: true, urlSlug: true, blocks: true, passwordHash: true },
    resolve: async (c, _args, ctx) =>
      canReadPage(ctx, c) ? withTemplateBlocks(ctx, c.id, await views(ctx, c.blocks), () => pageJson(ctx, [c.urlSlug])) : [],
  }),
);
builder.prismaObjectField('Item', 'blocks', (t) =>
  t.field({
    type: [ContentBlockRef],
    description: 'The item’s body, in order.',
    select: { id: true, urlSlug: true, collectionId: true, blocks: true },
    resolve: async (item, _args, ctx) => withTemplateBlocks(ctx, item.id, await views(ctx, item.blocks), () => itemPageJson(ctx, item)),
  }),
);

const BlockImageKind = builder.enumType('BlockImageKind', { values: ['PRODUCT', 'GALLERY'] as const });

const BlockImageRef = builder.objectRef<NonNullable<Awaited<ReturnType<typeof findBlockImage>>>>('BlockImage').implement({
  description: "An uploaded image an image block names by id (data.imageId): a product's image or a gallery image.",
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    alt: t.exposeString('alt', { description: 'Its alt text, else the title of its product or gallery image.' }),
    kind: t.field({ type: BlockImageKind, resolve: (i) => i.kind }),
    title: t.exposeString('title', { description: "The product's title, or the gallery image's own." }),
  }),
});

builder.queryField('blockImage', (t) =>
  t.field({
    type: BlockImageRef,
    nullable: true,
    authScopes: { can: 'read' },
    description:
      "For owners: the website's uploaded image an image block may name (a product's or a gallery image), by id; null when there is none.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findBlockImage(ctx, id),
  }),
);
