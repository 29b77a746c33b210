// A product image as REST answers show it (the GraphQL ProductImage type has the same fields).
import type { ColorData } from '../../../domain/media.ts';
import type { ServiceContext } from '../../http/context.ts';

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
