// The uploaded images an image block may name by id (domain/block-data.ts `imageId`, checked in block-input.ts): a
// product's image or a gallery image (an item with a file). Owners look one up to see which image a block shows.
import type { ServiceContext } from '../context.ts';

export type BlockImage = {
  id: string;
  url: string;
  /** Its alt text, else the title of its product or gallery image. */
  alt: string;
  kind: 'PRODUCT' | 'GALLERY';
  /** The product's title, or the gallery image's own. */
  title: string;
};

/** This website's uploaded image with this id, or null (another website's, removed, or no image). */
export async function findBlockImage(ctx: ServiceContext, id: string): Promise<BlockImage | null> {
  const websiteId = ctx.website.id;
  const image = await ctx.db.productImage.findFirst({
    where: { id, websiteId },
    select: { id: true, assetUrl: true, altText: true, product: { select: { item: { select: { title: true } } } } },
  });
  if (image) {
    const title = image.product.item.title;
    return { id: image.id, url: image.assetUrl, alt: image.altText || title, kind: 'PRODUCT', title };
  }
  const item = await ctx.db.item.findFirst({
    where: { id, websiteId, assetUrl: { not: null } },
    select: { id: true, assetUrl: true, altText: true, title: true },
  });
  if (!item?.assetUrl) return null;
  return { id: item.id, url: item.assetUrl, alt: item.altText || item.title, kind: 'GALLERY', title: item.title };
}
