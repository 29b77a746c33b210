// The image of a gallery image, a post or an event: uploaded like a product image (checked, rendered in every width
// tier as webp and jpg, stored), then set on the item in one transaction; the item's previous upload is removed
// afterwards, and a refused or failed upload leaves no files. Served by the same media route: an item's image is
// found by its URL, and its widths follow from its width (domain/media.ts renditionWidths).
import { randomUUID } from 'node:crypto';
import { unsupportedFileMessage } from '../../../domain/editing-messages.ts';
import { safeFileName } from '../../../domain/media.ts';
import { NO_SUCH_ITEM_MESSAGE } from '../../../domain/messages.ts';
import { RecordType } from '../../../domain/site-structure.ts';
import type { Item } from '../../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import { fail, type Result } from '../user-errors.ts';
import { processImage } from './image-processing.ts';
import { detailsProblem, fileRefusal, type ImageDetails, imageStorageKey, imageUrl, renditionKey, type Upload } from './product-images.ts';

/** The id, storage key and file name an uploaded image's address names (or null for other addresses). */
export function uploadedImageOf(
  websiteId: string,
  assetUrl: string | null,
): { imageId: string; storageKey: string; fileName: string } | null {
  const m = assetUrl ? /^\/media\/([^/]+)\/images\/([^/]+)\/([^/?#]*)/.exec(assetUrl) : null;
  return m && m[1] === websiteId ? { imageId: m[2], storageKey: imageStorageKey(websiteId, m[2]), fileName: m[3] } : null;
}

export async function uploadItemImage(
  ctx: OwnerContext,
  itemId: string,
  file: Upload,
  details: ImageDetails = {},
): Promise<Result<{ item: Item }>> {
  const refused = fileRefusal(file) ?? detailsProblem(details);
  if (refused) return refused;
  const p = details.focalPoint;
  const before = await ctx.db.item.findFirst({
    where: { id: itemId, websiteId: ctx.website.id, recordType: { not: RecordType.STORE_ITEM } },
  });
  if (!before) return fail('NOT_FOUND', NO_SUCH_ITEM_MESSAGE, 'itemId');
  const processed = await processImage(file.data);
  if (!processed) return fail('INVALID_INPUT', unsupportedFileMessage(file.name.trim()), 'file');

  const id = randomUUID();
  const storageKey = imageStorageKey(ctx.website.id, id);
  try {
    for (const r of processed.renditions) await ctx.storage.put(renditionKey(storageKey, r.width, r.format), r.data);
    const item = await ctx.db.$transaction(async (tx) => {
      const after = await tx.item.update({
        where: { id: itemId },
        data: {
          assetUrl: imageUrl(ctx.website.id, id, safeFileName(file.name)),
          imageWidth: processed.width,
          imageHeight: processed.height,
          colorData: processed.colorData,
          focalX: p?.x ?? 0.5,
          focalY: p?.y ?? 0.5,
          ...(details.altText != null ? { altText: details.altText.trim() } : {}),
        },
      });
      await recordChanges(tx, ctx, [
        {
          action: 'item.image',
          entityType: 'Item',
          entityId: itemId,
          before: { assetUrl: before.assetUrl },
          after: { assetUrl: after.assetUrl },
        },
      ]);
      return after;
    });
    const previous = uploadedImageOf(ctx.website.id, before.assetUrl);
    if (previous) await ctx.storage.remove(previous.storageKey);
    ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Collection', id: before.collectionId }]);
    return { ok: true, item };
  } catch (err) {
    await ctx.storage.remove(storageKey);
    throw err;
  }
}
