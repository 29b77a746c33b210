// Owners' product collections: create, rename and re-slug, reorder, and delete when empty. Slugs are unique in the
// website ('This URL slug already exists'); positions stay 0, 1, 2 ….
import { COLLECTION_NOT_EMPTY_MESSAGE, NO_SUCH_COLLECTION_MESSAGE } from '../../../domain/editing-messages.ts';
import { CollectionType } from '../../../domain/site-structure.ts';
import { MAX_COLLECTIONS } from '../../../domain/store-limits.ts';
import { freeSlug, slugify } from '../../../domain/url-slug.ts';
import type { Collection } from '../../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import type { ServiceContext } from '../context.ts';
import { fail, type Result } from '../user-errors.ts';
import { invalidInput, parseWith } from '../validation.ts';
import { SLUG_TAKEN } from './product-checks.ts';
import { CollectionChanges, CollectionFields } from './product-input.ts';
import { uniqueViolation } from './product-record.ts';

export type CollectionChange = Result<{ collection: Collection }>;

const snapshot = (c: Collection) => ({ title: c.title, urlSlug: c.urlSlug, position: c.position, type: c.type });

async function slugProblem(ctx: OwnerContext, urlSlug: string, exceptId?: string) {
  const taken = await ctx.db.collection.findFirst({
    where: { websiteId: ctx.website.id, urlSlug, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  return taken ? fail('ALREADY_EXISTS', SLUG_TAKEN, 'input.urlSlug') : null;
}

/** Runs a write that may lose a race for the slug. */
async function guarded(ctx: OwnerContext, write: () => Promise<Collection>): Promise<CollectionChange> {
  try {
    const collection = await write();
    ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Collection', id: collection.id }]);
    return { ok: true, collection };
  } catch (err) {
    if (uniqueViolation(err)) return fail('ALREADY_EXISTS', SLUG_TAKEN, 'input.urlSlug');
    throw err;
  }
}

/** The first of the title's slug, -2, -3 … that no collection (page) of the website has. */
export async function freeCollectionSlug(ctx: ServiceContext, title: string): Promise<string> {
  const base = slugify(title);
  const rows = await ctx.db.collection.findMany({
    where: { websiteId: ctx.website.id, urlSlug: { startsWith: base } },
    select: { urlSlug: true },
  });
  return freeSlug(base, new Set(rows.map((r) => r.urlSlug)));
}

const findCollection = (ctx: OwnerContext, id: string) =>
  ctx.db.collection.findFirst({ where: { id, websiteId: ctx.website.id, type: CollectionType.PRODUCTS } });

export async function createCollection(ctx: OwnerContext, raw: unknown): Promise<CollectionChange> {
  const parsed = parseWith(CollectionFields, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const count = await ctx.db.collection.count({ where: { websiteId: ctx.website.id } });
  const position = await ctx.db.collection.count({ where: { ...siblingsOf(ctx.website.id, { navigation: 'MAIN', folderId: null }) } });
  if (count >= MAX_COLLECTIONS) return fail('INVALID_INPUT', `A website can have at most ${MAX_COLLECTIONS} collections.`, 'input');
  if (parsed.data.urlSlug) {
    const taken = await slugProblem(ctx, parsed.data.urlSlug);
    if (taken) return taken;
  }
  const slug = parsed.data.urlSlug ?? (await freeCollectionSlug(ctx, parsed.data.title));
  return guarded(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      const collection = await tx.collection.create({
        data: { websiteId: ctx.website.id, title: parsed.data.title, urlSlug: slug, type: CollectionType.PRODUCTS, position },
      });
      await recordChanges(tx, ctx, [
        { action: 'collection.create', entityType: 'Collection', entityId: collection.id, after: snapshot(collection) },
      ]);
      return collection;
    }),
  );
}

export async function updateCollection(ctx: OwnerContext, id: string, raw: unknown): Promise<CollectionChange> {
  const parsed = parseWith(CollectionChanges, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const before = await findCollection(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_COLLECTION_MESSAGE, 'id');
  const taken = parsed.data.urlSlug ? await slugProblem(ctx, parsed.data.urlSlug, id) : null;
  if (taken) return taken;
  return guarded(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      const after = await tx.collection.update({ where: { id }, data: parsed.data });
      await recordChanges(tx, ctx, [
        { action: 'collection.update', entityType: 'Collection', entityId: id, before: snapshot(before), after: snapshot(after) },
      ]);
      return after;
    }),
  );
}

/** The pages listed beside a collection: its navigation, at its folder's level. */
const siblingsOf = (websiteId: string, c: { navigation: string; folderId: string | null }) => ({
  websiteId,
  navigation: c.navigation,
  folderId: c.folderId,
});

/** Moves a collection to `position` (0 first) among the pages of its navigation (and folder). */
export async function moveCollection(ctx: OwnerContext, id: string, position: number): Promise<CollectionChange> {
  const before = await findCollection(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_COLLECTION_MESSAGE, 'id');
  return guarded(ctx, () =>
    ctx.db.$transaction(async (tx) => {
      const order = (
        await tx.collection.findMany({ where: siblingsOf(ctx.website.id, before), orderBy: [{ position: 'asc' }, { id: 'asc' }] })
      ).filter((c) => c.id !== id);
      order.splice(Math.min(Math.max(position, 0), order.length), 0, before);
      for (const [i, c] of order.entries())
        if (c.position !== i) await tx.collection.update({ where: { id: c.id }, data: { position: i } });
      const after = await tx.collection.findUniqueOrThrow({ where: { id } });
      await recordChanges(tx, ctx, [
        { action: 'collection.move', entityType: 'Collection', entityId: id, before: snapshot(before), after: snapshot(after) },
      ]);
      return after;
    }),
  );
}

export async function deleteCollection(ctx: OwnerContext, id: string): Promise<Result<{ deletedId: string }>> {
  const before = await findCollection(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_COLLECTION_MESSAGE, 'id');
  const deleted = await ctx.db.$transaction(async (tx) => {
    // The row lock makes a product being added to this collection finish first, so its check sees it.
    await tx.collection.update({ where: { id }, data: { updatedAt: new Date() } });
    if (await tx.item.findFirst({ where: { collectionId: id }, select: { id: true } })) return false;
    await tx.collection.delete({ where: { id } });
    await tx.collection.updateMany({
      where: { ...siblingsOf(ctx.website.id, before), position: { gt: before.position } },
      data: { position: { decrement: 1 } },
    });
    await recordChanges(tx, ctx, [{ action: 'collection.delete', entityType: 'Collection', entityId: id, before: snapshot(before) }]);
    return true;
  });
  if (!deleted) return fail('COLLECTION_NOT_EMPTY', COLLECTION_NOT_EMPTY_MESSAGE, 'id');
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Collection', id }]);
  return { ok: true, deletedId: id };
}
