// A page's items — blog posts, events, gallery images — with the fields templates read (spec §3); visitors read the
// published ones through their page; owners create, change, reorder and delete them (catalog:write).

import { promotedBlockType } from '../domain/blocks.ts';
import { type EventLocation, eventPlace } from '../domain/events.ts';
import { commentCountLabel } from '../domain/messages.ts';
import { statusLabel } from '../domain/publish-status.ts';
import { calendarLink } from '../domain/time-text.ts';
import { storedBlocks } from '../server/services/content/block-views.ts';
import { findItem, pageItems } from '../server/services/content/item-reads.ts';
import { createItem, deleteItem, type ItemChange, moveItem, updateItem } from '../server/services/content/items.ts';
import { sanitizeBlockHtml } from '../server/services/content/render-html.ts';
import { uploadItemImage } from '../server/services/media/item-images.ts';
import type { UserError } from '../server/services/user-errors.ts';
import { builder, type InputFields, UserErrorRef } from './builder.ts';
import { FocalPointInput, readUpload } from './media.ts';
import { PublishStatusEnum } from './product.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';

const LocationRef = builder.objectRef<EventLocation>('Location').implement({
  fields: (t) => ({
    addressLine1: t.string({ nullable: true, resolve: (l) => l.addressLine1 ?? null }),
    addressLine2: t.string({ nullable: true, resolve: (l) => l.addressLine2 ?? null }),
    addressCountry: t.string({ nullable: true, resolve: (l) => l.addressCountry ?? null }),
    mapLat: t.float({ nullable: true, resolve: (l) => l.mapLat ?? null }),
    mapLng: t.float({ nullable: true, resolve: (l) => l.mapLng ?? null }),
    mapZoom: t.int({ nullable: true, resolve: (l) => l.mapZoom ?? null }),
    text: t.string({
      description: 'The address on one line: its lines and country, joined with commas.',
      resolve: (l) => eventPlace(l),
    }),
  }),
});
const LocationInput = builder.inputType('LocationInput', {
  fields: (t) => ({
    addressLine1: t.string(),
    addressLine2: t.string(),
    addressCountry: t.string(),
    mapLat: t.float(),
    mapLng: t.float(),
    mapZoom: t.int(),
  }),
});

export const ItemRef = builder.prismaObject('Item', {
  description: 'A blog post, event or gallery image.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    urlSlug: t.exposeString('urlSlug'),
    fullUrl: t.string({
      select: { collection: { select: { urlSlug: true } } },
      resolve: (i) => `/${i.collection.urlSlug}/${i.urlSlug}`,
    }),
    recordType: t.exposeInt('recordType'),
    excerpt: t.string({ description: 'HTML, sanitised (for owners too).', resolve: (i) => sanitizeBlockHtml(i.excerpt) }),
    body: t.string({ description: 'HTML, sanitised (for owners too).', resolve: (i) => sanitizeBlockHtml(i.body) }),
    excerptSource: t.string({
      nullable: true,
      description: 'Owners: the excerpt exactly as written, to edit (null for everyone else).',
      resolve: (i, _args, ctx) => (ctx.owner ? i.excerpt : null),
    }),
    bodySource: t.string({
      nullable: true,
      description: 'Owners: the body exactly as written, to edit (null for everyone else).',
      resolve: (i, _args, ctx) => (ctx.owner ? i.body : null),
    }),
    status: t.expose('status', { type: PublishStatusEnum }),
    statusLabel: t.string({ resolve: (i) => statusLabel(i, new Date()) }),
    publishOn: t.expose('publishOn', { type: 'DateTime' }),
    assetUrl: t.exposeString('assetUrl', { nullable: true }),
    imageWidth: t.exposeInt('imageWidth', { nullable: true }),
    imageHeight: t.exposeInt('imageHeight', { nullable: true }),
    focalX: t.exposeFloat('focalX', { description: 'Gallery images: the focal point across, 0 to 1.' }),
    focalY: t.exposeFloat('focalY', { description: 'Gallery images: the focal point down, 0 to 1.' }),
    altText: t.exposeString('altText'),
    externalLink: t.exposeString('externalLink', { nullable: true }),
    passthrough: t.exposeBoolean('passthrough'),
    sourceUrl: t.exposeString('sourceUrl', { nullable: true }),
    promotedBlockType: t.string({
      nullable: true,
      description:
        "The type of the block the item promotes ('image', 'video', 'quote'…): its body's first block when that is of a promoted block type (map, embed, image, code, quote, twitter, link, video, foursquare, instagram, form), else null.",
      resolve: (i) => promotedBlockType(storedBlocks(i.blocks)),
    }),
    commentState: t.exposeInt('commentState'),
    publicCommentCount: t.exposeInt('publicCommentCount'),
    commentCountLabel: t.string({ resolve: (i) => commentCountLabel(i.publicCommentCount) }),
    likeCount: t.exposeInt('likeCount'),
    startDate: t.expose('startDate', { type: 'DateTime', nullable: true }),
    endDate: t.expose('endDate', { type: 'DateTime', nullable: true }),
    location: t.field({ type: LocationRef, nullable: true, resolve: (i) => (i.location as EventLocation | null) ?? null }),
    calendarLink: t.string({
      nullable: true,
      description: 'Events: an "add to calendar" link (UTC start and end, location).',
      resolve: (i) => {
        if (!i.startDate || !i.endDate) return null;
        const where = eventPlace(i.location as EventLocation | null);
        return calendarLink({ title: i.title, startDate: i.startDate, endDate: i.endDate, location: where || undefined });
      },
    }),
    authorName: t.exposeString('authorName', { nullable: true }),
    authorProfileUrl: t.exposeString('authorProfileUrl', { nullable: true }),
    position: t.exposeInt('position'),
  }),
});

const ItemPageRef = builder.objectRef<{ items: object[]; hasNextPage: boolean }>('ItemPage').implement({
  fields: (t) => ({
    items: t.field({ type: [ItemRef], resolve: (p) => p.items as never }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

builder.prismaObjectField('Collection', 'items', (t) =>
  t.field({
    type: ItemPageRef,
    description: 'Its published items in its order (at most 100 a page); owners may ask for every item.',
    args: {
      first: t.arg.int({ defaultValue: 20 }),
      offset: t.arg.int({ defaultValue: 0 }),
      everything: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (page, args, ctx) =>
      pageItems(ctx, page, { first: args.first ?? 20, offset: args.offset ?? 0, everything: Boolean(args.everything && ctx.owner) }),
  }),
);

builder.queryFields((t) => ({
  item: t.prismaField({
    type: 'Item',
    nullable: true,
    description: 'A published item by its page’s URL slug and its own.',
    args: { collectionSlug: t.arg.string({ required: true }), urlSlug: t.arg.string({ required: true }) },
    resolve: (query, _root, args, ctx) => findItem(ctx, args.collectionSlug, args.urlSlug, query),
  }),
}));

const itemFields = (t: InputFields) => ({
  urlSlug: t.string(),
  excerpt: t.string(),
  body: t.string(),
  status: t.field({ type: PublishStatusEnum, description: 'DRAFT unless given.' }),
  publishOn: t.field({ type: 'DateTime', description: 'When it is published; on create, now unless given.' }),
  externalLink: t.string(),
  sourceUrl: t.string(),
  passthrough: t.boolean(),
  commentState: t.int({ description: '1 open for comments, 2 closed; on create, 1 unless given.' }),
  startDate: t.field({
    type: 'DateTime',
    description:
      'Events (an item of an events page): required, with endDate (INVALID_INPUT "An event needs a start and an end." on the one missing). Other items: ignored.',
  }),
  endDate: t.field({ type: 'DateTime', description: 'Events: required, on or after startDate.' }),
  location: t.field({ type: LocationInput }),
  authorName: t.string(),
  authorProfileUrl: t.string(),
  altText: t.string(),
  assetUrl: t.string({ description: 'Gallery images: an http(s) URL or a path on this site.' }),
  blocks: t.field({ type: 'JSON', description: 'The body: a list of { id?, type, data } (docs/content.md). Replaces the old list.' }),
});
const CreateItemInput = builder.inputType('CreateItemInput', {
  fields: (t) => ({ collectionId: t.id({ required: true }), title: t.string({ required: true }), ...itemFields(t) }),
});
const UpdateItemInput = builder.inputType('UpdateItemInput', { fields: (t) => ({ title: t.string(), ...itemFields(t) }) });

const ItemPayload = builder.objectRef<{ item: { id: string } | null; userErrors: UserError[] }>('ItemPayload').implement({
  fields: (t) => ({
    item: t.prismaField({
      type: 'Item',
      nullable: true,
      resolve: (query, p, _args, ctx) => (p.item ? ctx.db.item.findUnique({ ...query, where: { id: p.item.id } }) : null),
    }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
  }),
});
const itemPayload = (r: ItemChange) => (r.ok ? { item: r.item, userErrors: [] } : { item: null, userErrors: r.userErrors });
const write = { authScopes: { can: 'catalog:write' as const } };

builder.mutationFields((t) => ({
  createItem: t.field({
    ...write,
    type: ItemPayload,
    args: { input: t.arg({ type: CreateItemInput, required: true }) },
    resolve: async (_root, { input }, ctx) => itemPayload(await createItem(ctx, input)),
  }),
  updateItem: t.field({
    ...write,
    type: ItemPayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateItemInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => itemPayload(await updateItem(ctx, id, input)),
  }),
  moveItem: t.field({
    ...write,
    type: ItemPayload,
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: async (_root, { id, position }, ctx) => itemPayload(await moveItem(ctx, id, position)),
  }),
  uploadItemImage: t.field({
    ...write,
    type: ItemPayload,
    description: 'Sets the image of a gallery image, post or event (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF, up to 20 MB).',
    args: {
      itemId: t.arg.id({ required: true }),
      file: t.arg({ type: 'File', required: true }),
      altText: t.arg.string(),
      focalPoint: t.arg({ type: FocalPointInput }),
    },
    resolve: async (_root, { itemId, file, altText, focalPoint }, ctx) =>
      itemPayload(await uploadItemImage(ctx, itemId, await readUpload(file), { altText, focalPoint })),
  }),
  deleteItem: t.field({
    ...write,
    type: DeletePayload,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deleteItem(ctx, id)),
  }),
}));
