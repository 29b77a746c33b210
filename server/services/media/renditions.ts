// The stored renditions of an uploaded image, as the media route serves them: read within the website its address
// names, by that website's id in each read's where.
import { renditionWidths } from '../../../domain/media.ts';
import type { Db } from '../../db/client.ts';
import { imageStorageKey, imageUrl } from './product-images.ts';

export type StoredRenditions = { storageKey: string; widths: number[] };

/** The renditions of an image of this website: a product's (by its files, not its row: a duplicated product's image
 * shares, and keeps, its original's files and URL), else an item's (by its URL); null when the website has neither. */
export async function storedRenditions(db: Db, websiteId: string, imageId: string): Promise<StoredRenditions | null> {
  const storageKey = imageStorageKey(websiteId, imageId);
  const image = await db.productImage.findFirst({ where: { websiteId, storageKey }, select: { widths: true } });
  if (image) return { storageKey, widths: Array.isArray(image.widths) ? (image.widths as number[]) : [] };
  const item = await db.item.findFirst({
    where: { websiteId, assetUrl: { startsWith: imageUrl(websiteId, imageId, '') } },
    select: { imageWidth: true },
  });
  return item?.imageWidth ? { storageKey, widths: renditionWidths(item.imageWidth) } : null;
}
