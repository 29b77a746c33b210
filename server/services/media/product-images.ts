// A product's images: uploaded (checked, rendered in every width tier as webp and jpg, stored, then recorded in one
// transaction — files of a refused or failed upload are removed again), described (alt text, focal point), reordered
// and removed. Stored renditions go when no image uses them any more (a duplicated product shares its original's).
import { randomUUID } from 'node:crypto';
import { unsupportedFileMessage } from '../../../domain/editing-messages.ts';
import { FALLBACK_ALT_MAX } from '../../../domain/image.ts';
import { TOO_MANY_IMAGES_MESSAGE } from '../../../domain/limit-messages.ts';
import { fileProblem, safeFileName } from '../../../domain/media.ts';
import { FOCAL_POINT_MESSAGE, NO_SUCH_IMAGE_MESSAGE, NO_SUCH_PRODUCT_MESSAGE } from '../../../domain/messages.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_PRODUCT } from '../../../domain/store-limits.ts';
import type { Tx } from '../../db/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import type { ServiceContext } from '../context.ts';
import { fail, Refused, type Result } from '../user-errors.ts';
import { processImage } from './image-processing.ts';

const ALT_TOO_LONG = `Alt text must be at most ${FALLBACK_ALT_MAX} characters.`;

export type Upload = { name: string; data: Buffer };
export type ImageDetails = { altText?: string | null; focalPoint?: { x: number; y: number } | null };
type ImageRow = NonNullable<Awaited<ReturnType<ServiceContext['db']['productImage']['findFirst']>>>;
export type ImageChange = Result<{ image: ImageRow }>;

/** Where an image's renditions are kept, and the URL they are served from (`?format=500w` picks a width). */
export const imageStorageKey = (websiteId: string, imageId: string) => `${websiteId}/images/${imageId}/`;
/** The id of the stored file a storage key names, null for "" (an image not stored here). A copied product's images
 * share their original's files, so this is not always the image's own id. */
export const storedImageId = (storageKey: string): string | null => /\/images\/([^/]+)\/$/.exec(storageKey)?.[1] ?? null;
export const renditionKey = (storageKey: string, width: number, format: 'webp' | 'jpg') => `${storageKey}${width}w.${format}`;
/** The address an uploaded image (a product's or an item's) is served from. */
export const imageUrl = (websiteId: string, imageId: string, fileName: string) => `/media/${websiteId}/images/${imageId}/${fileName}`;

/** The refusal of an image's alt text or focal point, or null. */
export function detailsProblem(details: ImageDetails) {
  if ((details.altText ?? '').length > FALLBACK_ALT_MAX) return fail('INVALID_INPUT', ALT_TOO_LONG, 'altText');
  const p = details.focalPoint;
  if (p && !(p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1)) return fail('INVALID_INPUT', FOCAL_POINT_MESSAGE, 'focalPoint');
  return null;
}

const snapshot = (i: ImageRow) => ({
  id: i.id,
  productId: i.productId,
  fileName: i.fileName,
  assetUrl: i.assetUrl,
  altText: i.altText,
  focalPoint: { x: i.focalX, y: i.focalY },
  position: i.position,
});

export async function uploadProductImage(
  ctx: OwnerContext,
  productId: string,
  file: Upload,
  details: ImageDetails = {},
): Promise<ImageChange> {
  const refused = fileRefusal(file) ?? detailsProblem(details);
  if (refused) return refused;
  const product = await ctx.db.product.findFirst({ where: { id: productId, websiteId: ctx.website.id }, select: { id: true } });
  if (!product) return fail('NOT_FOUND', NO_SUCH_PRODUCT_MESSAGE, 'productId');
  if ((await ctx.db.productImage.count({ where: { productId } })) >= MAX_IMAGES_PER_PRODUCT)
    return fail('INVALID_INPUT', TOO_MANY_IMAGES_MESSAGE, 'productId');
  const processed = await processImage(file.data);
  if (!processed) return fail('INVALID_INPUT', unsupportedFileMessage(file.name.trim()), 'file');

  const id = randomUUID();
  const storageKey = imageStorageKey(ctx.website.id, id);
  try {
    for (const r of processed.renditions) await ctx.storage.put(renditionKey(storageKey, r.width, r.format), r.data);
    const image = await ctx.db.$transaction(async (tx) => {
      const position = await tx.productImage.count({ where: { productId } });
      const created = await tx.productImage.create({
        data: {
          id,
          websiteId: ctx.website.id,
          productId,
          assetUrl: imageUrl(ctx.website.id, id, safeFileName(file.name)),
          width: processed.width,
          height: processed.height,
          altText: details.altText?.trim() ?? '',
          focalX: details.focalPoint?.x ?? 0.5,
          focalY: details.focalPoint?.y ?? 0.5,
          position,
          fileName: file.name.trim(),
          storageKey,
          widths: [...new Set(processed.renditions.map((r) => r.width))],
          colorData: processed.colorData,
          byteSize: file.data.length,
        },
      });
      // Counted again inside the write, so concurrent uploads cannot pass the limit together.
      if (position >= MAX_IMAGES_PER_PRODUCT) throw new Refused(fail('INVALID_INPUT', TOO_MANY_IMAGES_MESSAGE, 'productId'));
      await recordChanges(tx, ctx, [{ action: 'image.upload', entityType: 'ProductImage', entityId: id, after: snapshot(created) }]);
      return created;
    });
    announce(ctx, productId);
    return { ok: true, image };
  } catch (err) {
    await ctx.storage.remove(storageKey);
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
}

/** The spec's refusal for an image file (no name, too large), before anything is read. */
export const fileRefusal = (file: Upload) => {
  const problem = fileProblem({ name: file.name, bytes: file.data.length }, MAX_IMAGE_BYTES);
  return problem ? fail('INVALID_INPUT', problem, 'file') : null;
};

async function withImage(ctx: OwnerContext, imageId: string, change: (image: ImageRow, tx: Tx) => Promise<ImageRow | null>) {
  const image = await ctx.db.productImage.findFirst({ where: { id: imageId, websiteId: ctx.website.id } });
  if (!image) return fail('NOT_FOUND', NO_SUCH_IMAGE_MESSAGE, 'imageId');
  const after = await ctx.db.$transaction((tx) => change(image, tx));
  announce(ctx, image.productId);
  return { ok: true as const, image: after ?? image };
}

/** Changes an image's alt text or focal point. */
export async function updateProductImage(ctx: OwnerContext, imageId: string, details: ImageDetails): Promise<ImageChange> {
  const refused = detailsProblem(details);
  if (refused) return refused;
  return withImage(ctx, imageId, async (before, tx) => {
    const after = await tx.productImage.update({
      where: { id: before.id },
      data: {
        ...(details.altText != null ? { altText: details.altText.trim() } : {}),
        ...(details.focalPoint ? { focalX: details.focalPoint.x, focalY: details.focalPoint.y } : {}),
      },
    });
    await recordChanges(tx, ctx, [
      { action: 'image.update', entityType: 'ProductImage', entityId: before.id, before: snapshot(before), after: snapshot(after) },
    ]);
    return after;
  });
}

/** Moves an image to `position` among its product's images (0 is the main image). */
export async function moveProductImage(ctx: OwnerContext, imageId: string, position: number): Promise<ImageChange> {
  return withImage(ctx, imageId, async (before, tx) => {
    const ids = (
      await tx.productImage.findMany({ where: { productId: before.productId }, orderBy: { position: 'asc' }, select: { id: true } })
    )
      .map((i) => i.id)
      .filter((id) => id !== before.id);
    ids.splice(Math.max(0, Math.min(position, ids.length)), 0, before.id);
    for (const [i, id] of ids.entries()) await tx.productImage.update({ where: { id }, data: { position: i } });
    const after = await tx.productImage.findUniqueOrThrow({ where: { id: before.id } });
    await recordChanges(tx, ctx, [
      { action: 'image.move', entityType: 'ProductImage', entityId: before.id, before: snapshot(before), after: snapshot(after) },
    ]);
    return after;
  });
}

/** Removes an image (variants showing it show none); its files go once no image uses them. */
export async function removeProductImage(ctx: OwnerContext, imageId: string): Promise<Result<{ deletedId: string }>> {
  const result = await withImage(ctx, imageId, async (before, tx) => {
    await tx.productImage.delete({ where: { id: before.id } });
    await tx.productImage.updateMany({
      where: { productId: before.productId, position: { gt: before.position } },
      data: { position: { decrement: 1 } },
    });
    await recordChanges(tx, ctx, [{ action: 'image.remove', entityType: 'ProductImage', entityId: before.id, before: snapshot(before) }]);
    return null;
  });
  if (!result.ok) return result;
  await releaseStorage(ctx, [result.image.storageKey]);
  return { ok: true, deletedId: imageId };
}

/** Removes stored renditions no image refers to any more (after images or products are deleted). */
export async function releaseStorage(ctx: ServiceContext, storageKeys: string[]): Promise<void> {
  for (const key of new Set(storageKeys.filter(Boolean))) {
    const still = await ctx.db.productImage.count({ where: { storageKey: key } });
    if (still === 0) await ctx.storage.remove(key);
  }
}

const announce = (ctx: ServiceContext, productId: string) =>
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Product', id: productId }]);
