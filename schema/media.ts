// Owners' media: product images (upload with the GraphQL multipart request spec, alt text, focal point, order,
// removal) and a digital product's file. Uploads up to MAX_IMAGE_BYTES here; larger digital files go through the
// REST upload (server/rest/media.ts), which streams.
import { removeDigitalFile, renameDigitalFile, setDigitalFile } from '../server/services/media/digital-files.ts';
import {
  type ImageChange,
  moveProductImage,
  removeProductImage,
  updateProductImage,
  uploadProductImage,
} from '../server/services/media/product-images.ts';
import type { UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';
import { ProductImage } from './variant.ts';

export const FocalPointInput = builder.inputType('FocalPointInput', {
  description: 'Fractions of the width (x) and height (y), 0 to 1; 0.5, 0.5 is the centre, which an upload without one takes.',
  fields: (t) => ({ x: t.float({ required: true }), y: t.float({ required: true }) }),
});

type ImageRow = Extract<ImageChange, { ok: true }>['image'];
const ProductImagePayload = builder.objectRef<{ image: ImageRow | null; userErrors: UserError[] }>('ProductImagePayload').implement({
  fields: (t) => ({
    image: t.field({
      type: ProductImage,
      nullable: true,
      // The image is read again with what the ProductImage type selects (its product's title for `alt`).
      resolve: (p, _args, ctx) =>
        p.image ? ctx.db.productImage.findUnique({ where: { id: p.image.id }, include: { product: { include: { item: true } } } }) : null,
    }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
  }),
});
const imagePayload = (r: ImageChange) => payloadOf('image', r);

type FileRow = { fileName: string; contentType: string; byteSize: number; sha256: string; createdAt: Date };
export const DigitalFileRef = builder.objectRef<FileRow>('DigitalFile').implement({
  description: "A digital product's file, served by the download links its orders carry.",
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    byteSize: t.exposeInt('byteSize'),
    sha256: t.exposeString('sha256'),
    uploadedAt: t.field({ type: 'DateTime', resolve: (f) => f.createdAt }),
  }),
});
const DigitalFilePayload = payloadRef('DigitalFilePayload', 'file', DigitalFileRef);

const write = { authScopes: { can: 'catalog:write' as const } };
/** An uploaded file as the media services take it. */
export const readUpload = async (file: File) => ({ name: file.name ?? '', data: Buffer.from(await file.arrayBuffer()) });

builder.mutationFields((t) => ({
  uploadProductImage: t.field({
    ...write,
    type: ProductImagePayload,
    description: 'Adds an image (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF, up to 20 MB) after the product’s others.',
    args: {
      productId: t.arg.id({ required: true }),
      file: t.arg({ type: 'File', required: true }),
      altText: t.arg.string(),
      focalPoint: t.arg({ type: FocalPointInput }),
    },
    resolve: async (_root, { productId, file, altText, focalPoint }, ctx) =>
      imagePayload(await uploadProductImage(ctx, productId, await readUpload(file), { altText, focalPoint })),
  }),
  updateProductImage: t.field({
    ...write,
    type: ProductImagePayload,
    args: { imageId: t.arg.id({ required: true }), altText: t.arg.string(), focalPoint: t.arg({ type: FocalPointInput }) },
    resolve: async (_root, { imageId, altText, focalPoint }, ctx) =>
      imagePayload(await updateProductImage(ctx, imageId, { altText, focalPoint })),
  }),
  moveProductImage: t.field({
    ...write,
    type: ProductImagePayload,
    description: 'Position 0 makes it the main image.',
    args: { imageId: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: async (_root, { imageId, position }, ctx) => imagePayload(await moveProductImage(ctx, imageId, position)),
  }),
  removeProductImage: t.field({
    ...write,
    type: DeletePayload,
    args: { imageId: t.arg.id({ required: true }) },
    resolve: async (_root, { imageId }, ctx) => deletePayload(await removeProductImage(ctx, imageId)),
  }),
  setDigitalFile: t.field({
    ...write,
    type: DigitalFilePayload,
    description: "Sets a digital product's file (up to 20 MB here; up to 300 MB with PUT /api/commerce/products/{id}/digital-file).",
    args: { productId: t.arg.id({ required: true }), file: t.arg({ type: 'File', required: true }) },
    resolve: async (_root, { productId, file }, ctx) => {
      const { name, data } = await readUpload(file);
      const r = await setDigitalFile(ctx, productId, { name, body: data });
      return payloadOf('file', r);
    },
  }),
  renameDigitalFile: t.field({
    ...write,
    type: DigitalFilePayload,
    description: "Renames a digital product's file (the name its downloads get); its extension stays.",
    args: { productId: t.arg.id({ required: true }), fileName: t.arg.string({ required: true }) },
    resolve: async (_root, { productId, fileName }, ctx) => {
      const r = await renameDigitalFile(ctx, productId, fileName);
      return payloadOf('file', r);
    },
  }),
  removeDigitalFile: t.field({
    ...write,
    type: DeletePayload,
    args: { productId: t.arg.id({ required: true }) },
    resolve: async (_root, { productId }, ctx) => deletePayload(await removeDigitalFile(ctx, productId)),
  }),
}));

builder.prismaObjectField('Product', 'digitalFile', (t) =>
  t.field({
    type: DigitalFileRef,
    nullable: true,
    description: "A digital product's file (owners only).",
    authScopes: { owner: true },
    select: { digitalFile: true },
    resolve: (p) => p.digitalFile,
  }),
);
