// A product image as REST answers show it (the GraphQL ProductImage type has the same fields), and an item's picture
// as templates read it in `?format=json` (spec §3 image fields).
import { type ColorData, systemDataVariants } from '../../../domain/media.ts';
import type { ServiceContext } from '../context.ts';

type ImageRow = NonNullable<Awaited<ReturnType<ServiceContext['db']['productImage']['findFirst']>>>;

export function imageJson(i: ImageRow) {
  return {
    id: i.id,
    productId: i.productId,
    assetUrl: i.assetUrl,
    fileName: i.fileName,
    width: i.width,
    height: i.height,
    originalSize: `${i.width}x${i.height}`,
    altText: i.altText,
    mediaFocalPoint: { x: i.focalX, y: i.focalY },
    colorData: (i.colorData as ColorData | null) ?? null,
    position: i.position,
  };
}

/** What is known of an item's picture, a product's first image or a gallery image. */
export type Picture = {
  /** The image's id: the stored file's for an uploaded item image, the ProductImage row's for a product. */
  id: string;
  /** The stored file's id, or null for a picture at an outside address (nothing of it is stored here). */
  storedId: string | null;
  assetUrl: string;
  width: number | null;
  height: number | null;
  focalX: number;
  focalY: number;
  altText: string;
  colorData: unknown;
  /** The uploaded file's name, "" for a picture that was not uploaded. */
  filename: string;
  /** Its own title and description: a gallery image's are its item's; a post's, an event's or a product's have none. */
  title: string;
  body: string;
  /** The widths stored (each in webp and jpg), or null when nothing is stored here. */
  widths: readonly number[] | null;
};

/** The image object templates read (`{item.mainImage|image}`, `|image-srcset`, `|video`). Nothing here is a licensed
 * stock preview, a video embed or a video with an overlay, so licensedAssetPreview and oembed are null and overlay is
 * false; componentKey is left out, because the engine writes `data-component-key` whenever the key is there. */
export function templateImageJson(p: Picture) {
  return {
    assetUrl: p.assetUrl,
    originalSize: p.width && p.height ? `${p.width}x${p.height}` : null,
    mediaFocalPoint: { x: p.focalX, y: p.focalY },
    altText: p.altText,
    title: p.title,
    body: p.body,
    filename: p.filename,
    colorData: (p.colorData as ColorData | null) ?? null,
    systemDataVariants: p.widths && p.widths.length > 0 ? systemDataVariants(p.widths) : null,
    licensedAssetPreview: null,
    oembed: null,
    overlay: false,
  };
}

/** An item's picture fields (spec §3): its address, the main image's id, the stored file's id (the engine's
 * `main-image?` and social buttons read either) and the image itself; all null for an item without one. */
export const itemPictureJson = (p: Picture | null) => ({
  assetUrl: p?.assetUrl ?? null,
  mainImageId: p?.id ?? null,
  systemDataId: p?.storedId ?? null,
  mainImage: p ? templateImageJson(p) : null,
});
