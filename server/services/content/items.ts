// Owners' items on pages: blog posts (text, record type 1), events (12: a start, an end, a location) and gallery
// images (2). Created as drafts unless published; slugs unique in their page; ordered by hand (galleries) or by
// date; every change audited and announced. Products have their own service (../products).
import { NO_SUCH_COLLECTION_MESSAGE } from '../../../domain/editing-messages.ts';
import { eventDatesProblem } from '../../../domain/events.ts';
import { NO_SUCH_ITEM_MESSAGE, NOT_AN_ITEM_PAGE_MESSAGE } from '../../../domain/messages.ts';
import { PAGE_KINDS, type PageKind } from '../../../domain/pages.ts';
import { searchTextOf } from '../../../domain/search-text.ts';
import { RecordType } from '../../../domain/site-structure.ts';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../../domain/store-limits.ts';
import type { Prisma } from '../../db/client.ts';
import type { Item } from '../../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import { raceRefusal, slugIn } from '../products/product-checks.ts';
import { fail, Refused, type Result } from '../user-errors.ts';
import { invalidInput, parseWith } from '../validation.ts';
import { checkBlocks } from './block-input.ts';
import { CreateItemInput, type ItemChanges, UpdateItemInput } from './item-input.ts';

export type ItemChange = Result<{ item: Item }>;

const snapshot = (i: Item) => ({
  title: i.title,
  urlSlug: i.urlSlug,
  status: i.status,
  publishOn: i.publishOn,
  excerpt: i.excerpt,
  startDate: i.startDate,
  endDate: i.endDate,
  position: i.position,
});

/** The record type of the items a page holds, or null for pages that hold none (or only products). */
const itemRecordType = (typeName: string) => {
  const kind = PAGE_KINDS[typeName as PageKind];
  return kind && kind.recordType !== RecordType.STORE_ITEM ? kind.recordType : null;
};

const json = (v: unknown) => (v === null ? undefined : (v as Prisma.InputJsonValue | undefined));

function fields(input: ItemChanges, blocks: unknown) {
  const { location, blocks: _sent, ...rest } = input;
  return {
    ...rest,
    ...(location !== undefined ? { location: json(location) ?? undefined } : {}),
    ...(blocks !== undefined ? { blocks: blocks as Prisma.InputJsonValue } : {}),
  };
}

/** The blocks sent for an item's body, checked; undefined when none were sent. */
async function bodyOf(ctx: OwnerContext, raw: unknown) {
  if (raw === undefined) return { ok: true as const, blocks: undefined };
  return checkBlocks(ctx, raw);
}

/** The field an event's dates are refused on: the start when it is missing, else the end. */
const datesField = (start: Date | null | undefined) => (start ? 'input.endDate' : 'input.startDate');

export async function createItem(ctx: OwnerContext, raw: unknown): Promise<ItemChange> {
  const parsed = parseWith(CreateItemInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const { collectionId, ...input } = parsed.data;
  const page = await ctx.db.collection.findFirst({ where: { id: collectionId, websiteId: ctx.website.id } });
  if (!page) return fail('NOT_FOUND', NO_SUCH_COLLECTION_MESSAGE, 'input.collectionId');
  const recordType = itemRecordType(page.typeName);
  if (recordType === null) return fail('INVALID_INPUT', NOT_AN_ITEM_PAGE_MESSAGE, 'input.collectionId');
  if (recordType === RecordType.EVENT) {
    const problem = eventDatesProblem(input.startDate, input.endDate);
    if (problem) return fail('INVALID_INPUT', problem, datesField(input.startDate));
  }
  const body = await bodyOf(ctx, input.blocks);
  if (!body.ok) return body;
  const slug = await slugIn(ctx, collectionId, { urlSlug: input.urlSlug, title: input.title });
  if (!slug.ok) return { ok: false, userErrors: slug.userErrors.map((e) => ({ ...e, field: 'input.urlSlug' })) };
  try {
    const item = await ctx.db.$transaction(async (tx) => {
      const position = await tx.item.count({ where: { collectionId } });
      if (position >= MAX_PRODUCTS_PER_COLLECTION)
        throw new Refused(fail('INVALID_INPUT', `A page can hold at most ${MAX_PRODUCTS_PER_COLLECTION} items.`, 'input.collectionId'));
      const created = await tx.item.create({
        data: {
          ...fields(input, body.blocks),
          title: input.title,
          websiteId: ctx.website.id,
          collectionId,
          recordType,
          urlSlug: slug.urlSlug,
          status: input.status ?? 'DRAFT',
          publishOn: input.publishOn ?? new Date(),
          searchText: searchTextOf(input.title, slug.urlSlug),
          position,
        },
      });
      await recordChanges(tx, ctx, [{ action: 'item.create', entityType: 'Item', entityId: created.id, after: snapshot(created) }]);
      return created;
    });
    announce(ctx, collectionId);
    return { ok: true, item };
  } catch (err) {
    return slugRace(err);
  }
}

/** A refusal raised in the write, or a lost race for the slug (named as the input's field). */
function slugRace(err: unknown): ItemChange {
  if (err instanceof Refused) return err.refusal;
  const refusal = raceRefusal(err);
  return { ok: false, userErrors: refusal.userErrors.map((e) => ({ ...e, field: 'input.urlSlug' })) };
}

const findItem = (ctx: OwnerContext, id: string) =>
  ctx.db.item.findFirst({ where: { id, websiteId: ctx.website.id, recordType: { not: RecordType.STORE_ITEM } } });

export async function updateItem(ctx: OwnerContext, id: string, raw: unknown): Promise<ItemChange> {
  const parsed = parseWith(UpdateItemInput, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const before = await findItem(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_ITEM_MESSAGE, 'id');
  const input = parsed.data;
  if (before.recordType === RecordType.EVENT && (input.startDate !== undefined || input.endDate !== undefined)) {
    const start = input.startDate === undefined ? before.startDate : input.startDate;
    const problem = eventDatesProblem(start, input.endDate === undefined ? before.endDate : input.endDate);
    if (problem) return fail('INVALID_INPUT', problem, datesField(start));
  }
  const body = await bodyOf(ctx, input.blocks);
  if (!body.ok) return body;
  if (input.urlSlug) {
    const slug = await slugIn(ctx, before.collectionId, { urlSlug: input.urlSlug, title: before.title }, id);
    if (!slug.ok) return { ok: false, userErrors: slug.userErrors.map((e) => ({ ...e, field: 'input.urlSlug' })) };
  }
  try {
    const item = await ctx.db.$transaction(async (tx) => {
      const title = input.title ?? before.title;
      const urlSlug = input.urlSlug ?? before.urlSlug;
      const after = await tx.item.update({
        where: { id },
        data: { ...fields(input, body.blocks), searchText: searchTextOf(title, urlSlug) },
      });
      await recordChanges(tx, ctx, [
        { action: 'item.update', entityType: 'Item', entityId: id, before: snapshot(before), after: snapshot(after) },
      ]);
      return after;
    });
    announce(ctx, before.collectionId);
    return { ok: true, item };
  } catch (err) {
    return slugRace(err);
  }
}

/** Moves an item to `position` (0 first) in its page (galleries show them in this order). */
export async function moveItem(ctx: OwnerContext, id: string, position: number): Promise<ItemChange> {
  const before = await findItem(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_ITEM_MESSAGE, 'id');
  const item = await ctx.db.$transaction(async (tx) => {
    const ids = (
      await tx.item.findMany({
        where: { collectionId: before.collectionId },
        orderBy: [{ position: 'asc' }, { id: 'asc' }],
        select: { id: true },
      })
    )
      .map((i) => i.id)
      .filter((i) => i !== id);
    ids.splice(Math.min(Math.max(position, 0), ids.length), 0, id);
    for (const [i, itemId] of ids.entries()) await tx.item.update({ where: { id: itemId }, data: { position: i } });
    const after = await tx.item.findUniqueOrThrow({ where: { id } });
    await recordChanges(tx, ctx, [
      { action: 'item.move', entityType: 'Item', entityId: id, before: snapshot(before), after: snapshot(after) },
    ]);
    return after;
  });
  announce(ctx, before.collectionId);
  return { ok: true, item };
}

/** Deletes an item with its comments and likes. */
export async function deleteItem(ctx: OwnerContext, id: string): Promise<Result<{ deletedId: string }>> {
  const before = await findItem(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_ITEM_MESSAGE, 'id');
  await ctx.db.$transaction(async (tx) => {
    await tx.item.delete({ where: { id } });
    await tx.item.updateMany({
      where: { collectionId: before.collectionId, position: { gt: before.position } },
      data: { position: { decrement: 1 } },
    });
    await recordChanges(tx, ctx, [{ action: 'item.delete', entityType: 'Item', entityId: id, before: snapshot(before) }]);
  });
  announce(ctx, before.collectionId);
  return { ok: true, deletedId: id };
}

/** Items are read through their page: its change drops the cached answers that show them. */
const announce = (ctx: OwnerContext, collectionId: string) =>
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Collection', id: collectionId }]);
