// Archiving, unarchiving and deleting products, and where a product sits: its collection and its place in the
// listing. Archived products leave the storefront and keep everything; deleting is refused while shoppers need the
// product (product-usage.ts). Listing positions stay 0, 1, 2 … in every collection.
import { PRODUCT_IN_USE_MESSAGE } from '../../../domain/editing-messages.ts';
import { NO_SUCH_PRODUCT_MESSAGE } from '../../../domain/messages.ts';
import type { Tx } from '../../db/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import { releaseStorage } from '../media/product-images.ts';
import { fail } from '../user-errors.ts';
import { lockCollection, productCollection, raceRefusal, slugIn } from './product-checks.ts';
import { loadProduct, productSnapshot, type WholeProduct } from './product-record.ts';
import { inUse } from './product-usage.ts';
import { audit, changedProduct, type ProductChange } from './products.ts';

async function withProduct(
  ctx: OwnerContext,
  productId: string,
  change: (p: WholeProduct) => Promise<ProductChange>,
): Promise<ProductChange> {
  const product = await loadProduct(ctx.db, ctx.website.id, productId);
  return product ? change(product) : fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
}

/** Archives (or with `archived` false, brings back) a product. */
export function setArchived(ctx: OwnerContext, productId: string, archived: boolean): Promise<ProductChange> {
  return withProduct(ctx, productId, async (before) => {
    if (Boolean(before.archivedAt) === archived) return { ok: true, product: before };
    await ctx.db.$transaction(async (tx) => {
      await tx.product.update({ where: { id: before.id }, data: { archivedAt: archived ? new Date() : null } });
      await audit(tx, ctx, archived ? 'product.archive' : 'product.unarchive', before.id, before);
    });
    return changedProduct(ctx, before.id);
  });
}

/** Closes the gap a product leaves at `position` in a collection. */
const closeGap = (tx: Tx, collectionId: string, position: number) =>
  tx.product.updateMany({ where: { collectionId, position: { gt: position } }, data: { position: { decrement: 1 } } });

export async function deleteProduct(
  ctx: OwnerContext,
  productId: string,
): Promise<{ ok: true; deletedId: string } | ReturnType<typeof fail>> {
  const before = await loadProduct(ctx.db, ctx.website.id, productId);
  if (!before) return fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
  if (await inUse(ctx.db, ctx.website.id, { productId })) return fail('PRODUCT_IN_USE', PRODUCT_IN_USE_MESSAGE, 'productId');
  const file = await ctx.db.digitalFile.findUnique({ where: { productId }, select: { storageKey: true } });
  await ctx.db.$transaction(async (tx) => {
    // The item row carries the product, its variants, images, options and sign-ups with it.
    await tx.item.delete({ where: { id: before.id } });
    await closeGap(tx, before.collectionId, before.position);
    await recordChanges(tx, ctx, [
      { action: 'product.delete', entityType: 'Product', entityId: before.id, before: productSnapshot(before) },
    ]);
  });
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Product', id: before.id }]);
  await releaseStorage(
    ctx,
    before.images.map((i) => i.storageKey),
  );
  if (file) await ctx.storage.remove(file.storageKey);
  return { ok: true, deletedId: before.id };
}

/** Moves a product to `position` (0 first; default: last) in a collection (default: its own). The slug must be free
 * in the new collection. */
export function moveProduct(
  ctx: OwnerContext,
  input: { productId: string; collectionId?: string | null; position?: number | null },
): Promise<ProductChange> {
  return withProduct(ctx, input.productId, async (before) => {
    const collectionId = input.collectionId ?? before.collectionId;
    const moving = collectionId !== before.collectionId;
    if (moving) {
      const found = await productCollection(ctx, collectionId);
      if (!found.ok) return found;
      const slug = await slugIn(ctx, collectionId, { urlSlug: before.item.urlSlug, title: before.item.title });
      if (!slug.ok) return slug;
    }
    try {
      await ctx.db.$transaction(async (tx) => {
        await lockCollection(tx, collectionId);
        await closeGap(tx, before.collectionId, before.position);
        const others = await tx.product.count({ where: { collectionId, id: { not: before.id } } });
        const position = Math.min(Math.max(input.position ?? others, 0), others);
        await tx.product.updateMany({
          where: { collectionId, id: { not: before.id }, position: { gte: position } },
          data: { position: { increment: 1 } },
        });
        await tx.product.update({ where: { id: before.id }, data: { collectionId, position } });
        if (moving) await tx.item.update({ where: { id: before.id }, data: { collectionId } });
        await audit(tx, ctx, 'product.move', before.id, before);
      });
    } catch (err) {
      return raceRefusal(err);
    }
    if (moving) ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Collection', id: before.collectionId }]);
    return changedProduct(ctx, before.id);
  });
}
