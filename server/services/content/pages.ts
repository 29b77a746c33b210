// Owners' pages: every kind (domain/pages.ts) is a collection; folders group pages one level deep in a navigation.
// Created, changed, moved (navigation, folder, place) and deleted (when nothing is in them); URL slugs unique in the
// website and never an app path; every change audited and announced.
import { COLLECTION_NOT_EMPTY_MESSAGE, NO_SUCH_COLLECTION_MESSAGE } from '../../../domain/editing-messages.ts';
import { FOLDER_HAS_NO_BODY_MESSAGE } from '../../../domain/messages.ts';
import {
  folderProblem,
  type Navigation,
  NOT_A_TEMPLATE_MESSAGE,
  PAGE_KINDS,
  type PageKind,
  pageSlugProblem,
  TEMPLATE_PAGE_HIDDEN_MESSAGE,
} from '../../../domain/pages.ts';
import { FolderBehavior } from '../../../domain/site-structure.ts';
import { MAX_COLLECTIONS } from '../../../domain/store-limits.ts';
import type { Prisma, Tx } from '../../db/client.ts';
import type { Collection } from '../../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import { hashPassword } from '../auth/secrets.ts';
import { freeCollectionSlug } from '../products/collections.ts';
import { SLUG_TAKEN } from '../products/product-checks.ts';
import { uniqueViolation } from '../products/product-record.ts';
import { fail, Refused, type Result } from '../user-errors.ts';
import { invalidInput, parseWith } from '../validation.ts';
import { checkBlocks } from './block-input.ts';
import { CreatePageInput, type PageChanges, UpdatePageInput } from './page-input.ts';

export type PageChange = Result<{ page: Collection }>;
const NOT_FOUND = fail('NOT_FOUND', NO_SUCH_COLLECTION_MESSAGE, 'id');

const snapshot = (c: Collection) => ({
  title: c.title,
  urlSlug: c.urlSlug,
  typeName: c.typeName,
  navigation: c.navigation,
  folderId: c.folderId,
  position: c.position,
  enabled: c.enabled,
  locked: c.passwordHash !== null,
  externalLink: c.externalLink,
  blocks: Array.isArray(c.blocks) ? c.blocks.length : 0,
});

/** '{val} is not a valid page URL' for a slug given that is not one. */
function urlProblem(urlSlug: string | undefined) {
  const problem = urlSlug === undefined ? null : pageSlugProblem(urlSlug);
  return problem ? fail('INVALID_INPUT', problem, 'input.urlSlug') : null;
}

const findPage = (ctx: OwnerContext, id: string) => ctx.db.collection.findFirst({ where: { id, websiteId: ctx.website.id } });

async function folderFor(ctx: OwnerContext, kind: PageKind, folderId: string | null | undefined) {
  if (!folderId) return { ok: true as const };
  const folder = await ctx.db.collection.findFirst({ where: { id: folderId, websiteId: ctx.website.id }, select: { isFolder: true } });
  if (!folder) return fail('NOT_FOUND', 'No such folder.', 'input.folderId');
  const problem = folderProblem(kind, folder);
  return problem ? fail('INVALID_INPUT', problem, 'input.folderId') : { ok: true as const };
}

/** The blocks sent for a page's body, checked (block-input.ts), as the columns to write; nothing when none were sent. */
async function bodyOf(ctx: OwnerContext, kind: PageKind, raw: unknown) {
  if (raw === undefined) return { ok: true as const, data: {} };
  if (kind === 'folder') return fail('INVALID_INPUT', FOLDER_HAS_NO_BODY_MESSAGE, 'input.blocks');
  const checked = await checkBlocks(ctx, raw);
  return checked.ok ? { ok: true as const, data: { blocks: checked.blocks as Prisma.InputJsonValue } } : checked;
}

/** What a page started from a template page takes from it: its blocks and description. */
async function fromTemplate(ctx: OwnerContext, templateId: string | undefined) {
  if (!templateId) return { ok: true as const, data: {} };
  const template = await ctx.db.collection.findFirst({
    where: { id: templateId, websiteId: ctx.website.id, typeName: 'template' },
    select: { blocks: true, description: true },
  });
  if (!template) return fail('NOT_FOUND', NOT_A_TEMPLATE_MESSAGE, 'input.templateId');
  return {
    ok: true as const,
    data: { blocks: (template.blocks ?? undefined) as Prisma.InputJsonValue | undefined, description: template.description },
  };
}

const passwordData = async (password: string | null | undefined) =>
  password === undefined ? {} : { passwordHash: password ? await hashPassword(password) : null };

/** Pages listed together (one navigation, one folder) in their order. */
const siblings = (tx: Tx, websiteId: string, navigation: string, folderId: string | null) =>
  tx.collection.findMany({ where: { websiteId, navigation, folderId }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });

async function guarded(ctx: OwnerContext, write: () => Promise<Collection>): Promise<PageChange> {
  try {
    const page = await write();
    ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Collection', id: page.id }]);
    return { ok: true, page };
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    if (uniqueViolation(err)) return fail('ALREADY_EXISTS', SLUG_TAKEN, 'input.urlSlug');
    throw err;
  }
}

export async function createPage(ctx: OwnerContext, raw: unknown): Promise<PageChange> {
  const parsed = parseWith(CreatePageInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const { kind, password, blocks: rawBlocks, templateId, ...input } = parsed.data;
  const slugRefusal = urlProblem(input.urlSlug);
  if (slugRefusal) return slugRefusal;
  if (kind === 'template' && input.enabled) return fail('INVALID_INPUT', TEMPLATE_PAGE_HIDDEN_MESSAGE, 'input.enabled');
  const started = await fromTemplate(ctx, templateId);
  if (!started.ok) return started;
  const blocks = await bodyOf(ctx, kind, rawBlocks);
  if (!blocks.ok) return blocks;
  const folder = await folderFor(ctx, kind, input.folderId);
  if (!folder.ok) return folder;
  if ((await ctx.db.collection.count({ where: { websiteId: ctx.website.id } })) >= MAX_COLLECTIONS)
    return fail('INVALID_INPUT', `A website can have at most ${MAX_COLLECTIONS} pages and collections.`, 'input');
  const urlSlug = input.urlSlug ?? (await freeCollectionSlug(ctx, input.title));
  const navigation: Navigation = input.navigation ?? 'MAIN';
  const folderId = input.folderId ?? null;
  const secret = await passwordData(password);
  return guarded(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      const position = (await siblings(tx, ctx.website.id, navigation, folderId)).length;
      const page = await tx.collection.create({
        data: {
          ...started.data,
          ...input,
          ...secret,
          ...blocks.data,
          ...(kind === 'template' ? { enabled: false } : {}),
          websiteId: ctx.website.id,
          urlSlug,
          navigation,
          folderId,
          position,
          type: PAGE_KINDS[kind].type,
          typeName: kind,
          isFolder: kind === 'folder',
          folderBehavior: kind === 'folder' ? (input.folderBehavior ?? FolderBehavior.INDEX) : null,
        },
      });
      await recordChanges(tx, ctx, [{ action: 'page.create', entityType: 'Collection', entityId: page.id, after: snapshot(page) }]);
      return page;
    }),
  );
}

export async function updatePage(ctx: OwnerContext, id: string, raw: unknown): Promise<PageChange> {
  const parsed = parseWith(UpdatePageInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const before = await findPage(ctx, id);
  if (!before) return NOT_FOUND;
  const { password, folderId, navigation, blocks: rawBlocks, ...changes }: PageChanges = parsed.data;
  const slugRefusal = urlProblem(changes.urlSlug);
  if (slugRefusal) return slugRefusal;
  if (before.typeName === 'template' && changes.enabled) return fail('INVALID_INPUT', TEMPLATE_PAGE_HIDDEN_MESSAGE, 'input.enabled');
  const blocks = await bodyOf(ctx, before.isFolder ? 'folder' : (before.typeName as PageKind), rawBlocks);
  if (!blocks.ok) return blocks;
  if (changes.folderBehavior !== undefined && !before.isFolder)
    return fail('INVALID_INPUT', 'Only folders have a folder behaviour.', 'input.folderBehavior');
  const moving = folderId !== undefined || navigation !== undefined;
  if (moving) {
    const folder = await folderFor(ctx, before.isFolder ? 'folder' : (before.typeName as PageKind), folderId);
    if (!folder.ok) return folder;
  }
  const secret = await passwordData(password);
  return guarded(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      let after = await tx.collection.update({ where: { id }, data: { ...changes, ...secret, ...blocks.data } });
      if (moving)
        after = await placePage(
          tx,
          after,
          navigation ?? after.navigation,
          folderId === undefined ? after.folderId : folderId,
          Number.MAX_SAFE_INTEGER,
        );
      await recordChanges(tx, ctx, [
        { action: 'page.update', entityType: 'Collection', entityId: id, before: snapshot(before), after: snapshot(after) },
      ]);
      return after;
    }),
  );
}

/** Puts a page at `position` (0 first) among the pages of a navigation and folder, closing the gap it leaves. */
async function placePage(tx: Tx, page: Collection, navigation: string, folderId: string | null, position: number) {
  const old = (await siblings(tx, page.websiteId, page.navigation, page.folderId)).filter((c) => c.id !== page.id);
  for (const [i, c] of old.entries()) if (c.position !== i) await tx.collection.update({ where: { id: c.id }, data: { position: i } });
  const order = (await siblings(tx, page.websiteId, navigation, folderId)).filter((c) => c.id !== page.id);
  order.splice(Math.min(Math.max(position, 0), order.length), 0, page);
  for (const [i, c] of order.entries())
    await tx.collection.update({ where: { id: c.id }, data: c.id === page.id ? { position: i, navigation, folderId } : { position: i } });
  return tx.collection.findUniqueOrThrow({ where: { id: page.id } });
}

/** Moves a page within its navigation and folder (or to another). */
export async function movePage(
  ctx: OwnerContext,
  id: string,
  to: { position: number; navigation?: Navigation | null; folderId?: string | null },
): Promise<PageChange> {
  const before = await findPage(ctx, id);
  if (!before) return NOT_FOUND;
  const folderId = to.folderId === undefined ? before.folderId : to.folderId;
  const folder = await folderFor(ctx, before.isFolder ? 'folder' : (before.typeName as PageKind), folderId);
  if (!folder.ok) return folder;
  return guarded(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      const after = await placePage(tx, before, to.navigation ?? before.navigation, folderId, to.position);
      await recordChanges(tx, ctx, [
        { action: 'page.move', entityType: 'Collection', entityId: id, before: snapshot(before), after: snapshot(after) },
      ]);
      return after;
    }),
  );
}

/** Deletes a page that holds nothing (posts, events, images, products: move or delete them first); a folder's pages
 * leave it for the top level. */
export async function deletePage(ctx: OwnerContext, id: string): Promise<Result<{ deletedId: string }>> {
  const before = await findPage(ctx, id);
  if (!before) return NOT_FOUND;
  try {
    await ctx.db.$transaction(async (tx) => {
      // The row lock makes an item being added to this page finish first, so the check below sees it.
      await tx.collection.update({ where: { id }, data: { updatedAt: new Date() } });
      if (await tx.item.findFirst({ where: { collectionId: id }, select: { id: true } }))
        throw new Refused(fail('COLLECTION_NOT_EMPTY', COLLECTION_NOT_EMPTY_MESSAGE, 'id'));
      await tx.collection.delete({ where: { id } });
      const rest = await siblings(tx, ctx.website.id, before.navigation, before.folderId);
      for (const [i, c] of rest.entries()) if (c.position !== i) await tx.collection.update({ where: { id: c.id }, data: { position: i } });
      await recordChanges(tx, ctx, [{ action: 'page.delete', entityType: 'Collection', entityId: id, before: snapshot(before) }]);
    });
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Collection', id }]);
  return { ok: true, deletedId: id };
}
