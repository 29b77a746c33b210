// Pages of the website: every kind of page, folders and the navigation. Owners create, change, move and delete them
// (catalog:write — the editor's capability for content); visitors read the navigation.
import { NAVIGATIONS, PAGE_KINDS } from '../domain/pages.ts';
import { type NavigationEntry, navigation } from '../server/services/content/navigation.ts';
import { createPage, deletePage, movePage, type PageChange, updatePage } from '../server/services/content/pages.ts';
import type { UserError } from '../server/services/user-errors.ts';
import { builder, type InputFields, UserErrorRef } from './builder.ts';
import { CollectionRef } from './collection.ts';
import { payloadOf } from './payload.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';

const PageKindEnum = builder.enumType('PageKind', {
  description: 'page, blog (text posts), events, gallery (images), products, folder, splash (a cover page), template (never shown).',
  values: Object.keys(PAGE_KINDS) as (keyof typeof PAGE_KINDS)[],
});
const NavigationEnum = builder.enumType('Navigation', { values: NAVIGATIONS });

const pageFields = (t: InputFields) => ({
  urlSlug: t.string({ description: "Unique in the website; made from the title when absent. Refused: '{val} is not a valid page URL'." }),
  navigation: t.field({ type: NavigationEnum, description: 'MAIN unless given.' }),
  folderId: t.id({ description: 'A folder to put the page in (pages only; one level deep).' }),
  enabled: t.boolean({ description: 'Whether visitors can open the page; on create, true unless given.' }),
  description: t.string(),
  password: t.string({ description: 'Visitors must give it (lock screen); null or "" removes it.' }),
  externalLink: t.string({ description: 'http(s):// or a path on this site.' }),
  folderBehavior: t.int({ description: 'Folders: 1 index (default), 2 redirect, 3 none, 4 variation.' }),
  showPastOrUpcomingEvents: t.string({ description: "Events pages: 'upcoming' or 'past'." }),
  blocks: t.field({ type: 'JSON', description: 'The body: a list of { id?, type, data } (docs/content.md). Replaces the old list.' }),
  listTemplate: t.string({ description: 'Template text for the list of items (docs/templates.md); null removes it.' }),
  itemTemplate: t.string({ description: "Template text for each item's page; null removes it." }),
});

const CreatePageInput = builder.inputType('CreatePageInput', {
  fields: (t) => ({
    kind: t.field({ type: PageKindEnum, required: true }),
    title: t.string({ required: true }),
    ...pageFields(t),
    templateId: t.id({ description: 'A template page to start from: its blocks and description are copied.' }),
  }),
});
const UpdatePageInput = builder.inputType('UpdatePageInput', {
  fields: (t) => ({ title: t.string(), ...pageFields(t) }),
});

const PagePayload = builder.objectRef<{ page: unknown; userErrors: UserError[] }>('PagePayload').implement({
  fields: (t) => ({
    page: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (p, _args, ctx) => (p.page ? ctx.db.collection.findUnique({ where: { id: (p.page as { id: string }).id } }) : null),
    }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
  }),
});
const pagePayload = (r: PageChange) => payloadOf('page', r);

const NavigationEntryRef = builder.objectRef<NavigationEntry>('NavigationEntry').implement({
  description: 'A page or folder of a navigation; a folder lists its pages (one level).',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    fullUrl: t.string({ resolve: (c) => c.externalLink ?? `/${c.urlSlug}` }),
    typeName: t.exposeString('typeName'),
    isFolder: t.exposeBoolean('isFolder'),
    folderBehavior: t.exposeInt('folderBehavior', { nullable: true }),
    clickable: t.exposeBoolean('clickable'),
    pages: t.field({ type: [CollectionRef], resolve: (c) => c.pages }),
  }),
});

builder.queryFields((t) => ({
  navigation: t.field({
    type: [NavigationEntryRef],
    args: { which: t.arg({ type: NavigationEnum, defaultValue: 'MAIN' }) },
    resolve: (_root, { which }, ctx) => navigation(ctx, which ?? 'MAIN'),
  }),
}));

const write = { authScopes: { can: 'catalog:write' as const } };

builder.mutationFields((t) => ({
  createPage: t.field({
    ...write,
    type: PagePayload,
    args: { input: t.arg({ type: CreatePageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => pagePayload(await createPage(ctx, input)),
  }),
  updatePage: t.field({
    ...write,
    type: PagePayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdatePageInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => pagePayload(await updatePage(ctx, id, input)),
  }),
  movePage: t.field({
    ...write,
    type: PagePayload,
    description: 'To a place (0 first) in its navigation and folder, or in another navigation or folder (folderId null: top level).',
    args: {
      id: t.arg.id({ required: true }),
      position: t.arg.int({ required: true }),
      navigation: t.arg({ type: NavigationEnum }),
      folderId: t.arg.id(),
    },
    resolve: async (_root, { id, position, navigation: nav, folderId }, ctx) =>
      pagePayload(await movePage(ctx, id, { position, navigation: nav, folderId })),
  }),
  deletePage: t.field({
    ...write,
    type: DeletePayload,
    description: 'Refused (COLLECTION_NOT_EMPTY) while it holds posts, events, images or products.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deletePage(ctx, id)),
  }),
}));
