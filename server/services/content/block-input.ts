// The blocks owners send with a page or an item: read by domain/blocks.ts (types, data, defaults, bounds), then every
// row a block points at — products, forms, galleries, collections, images — checked to be this website's, so that a
// page can never show another website's things.
import type { Block } from '../../../domain/blocks.ts';
import { parseBlockList } from '../../../domain/blocks.ts';
import {
  NO_SUCH_FORM_MESSAGE,
  NO_SUCH_GALLERY_MESSAGE,
  NO_SUCH_IMAGE_MESSAGE,
  NO_SUCH_PAGE_MESSAGE,
  NO_SUCH_PRODUCT_MESSAGE,
} from '../../../domain/messages.ts';
import type { Prisma } from '../../db/client.ts';
import type { ServiceContext } from '../context.ts';
import type { UserError } from '../user-errors.ts';

type Reference = { kind: 'product' | 'form' | 'gallery' | 'collection' | 'image'; id: string; field: string };

/** The rows each block points at, with the field that names them. */
function referencesOf(blocks: Block[], field: string): Reference[] {
  const refs: Reference[] = [];
  for (const [index, block] of blocks.entries()) {
    const at = `${field}.${index}.data`;
    switch (block.type) {
      case 'product':
        refs.push({ kind: 'product', id: block.data.productId, field: `${at}.productId` });
        break;
      case 'add-on-products':
        for (const [i, id] of block.data.productIds.entries()) refs.push({ kind: 'product', id, field: `${at}.productIds.${i}` });
        break;
      case 'customers-also-bought':
        if (block.data.productId) refs.push({ kind: 'product', id: block.data.productId, field: `${at}.productId` });
        break;
      case 'form':
        refs.push({ kind: 'form', id: block.data.formId, field: `${at}.formId` });
        break;
      case 'gallery':
        refs.push({ kind: 'gallery', id: block.data.collectionId, field: `${at}.collectionId` });
        break;
      case 'summary-v2':
        refs.push({ kind: 'collection', id: block.data.collectionId, field: `${at}.collectionId` });
        break;
      case 'image':
        if (block.data.imageId) refs.push({ kind: 'image', id: block.data.imageId, field: `${at}.imageId` });
        break;
    }
  }
  return refs;
}

const ids = (refs: Reference[], kind: Reference['kind']) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];

/** The referenced ids that are this website's, by kind (one query per kind that is used). */
async function knownIds(ctx: ServiceContext, refs: Reference[]): Promise<Set<string>> {
  const websiteId = ctx.website.id;
  const found = new Set<string>();
  const add = (rows: { id: string }[], kind: string) => {
    for (const r of rows) found.add(`${kind}:${r.id}`);
  };
  const select = { id: true } as const;
  const products = ids(refs, 'product');
  if (products.length) add(await ctx.db.product.findMany({ where: { websiteId, id: { in: products } }, select }), 'product');
  const forms = ids(refs, 'form');
  if (forms.length) add(await ctx.db.customForm.findMany({ where: { websiteId, id: { in: forms } }, select }), 'form');
  const galleries = ids(refs, 'gallery');
  if (galleries.length)
    add(await ctx.db.collection.findMany({ where: { websiteId, id: { in: galleries }, typeName: 'gallery' }, select }), 'gallery');
  const collections = ids(refs, 'collection');
  if (collections.length)
    add(await ctx.db.collection.findMany({ where: { websiteId, id: { in: collections }, isFolder: false }, select }), 'collection');
  const images = ids(refs, 'image');
  if (images.length) {
    add(await ctx.db.productImage.findMany({ where: { websiteId, id: { in: images } }, select }), 'image');
    const imageItems: Prisma.ItemWhereInput = { websiteId, id: { in: images }, assetUrl: { not: null } };
    add(await ctx.db.item.findMany({ where: imageItems, select }), 'image');
  }
  return found;
}

const MISSING: Record<Reference['kind'], string> = {
  product: NO_SUCH_PRODUCT_MESSAGE,
  form: NO_SUCH_FORM_MESSAGE,
  gallery: NO_SUCH_GALLERY_MESSAGE,
  collection: NO_SUCH_PAGE_MESSAGE,
  image: NO_SUCH_IMAGE_MESSAGE,
};

/** Reads `raw` as a body's blocks: the blocks, or every refusal (field 'input.blocks.2.data.url' and the like). */
export async function checkBlocks(
  ctx: ServiceContext,
  raw: unknown,
  field = 'input.blocks',
): Promise<{ ok: true; blocks: Block[] } | { ok: false; userErrors: UserError[] }> {
  const parsed = parseBlockList(raw, field);
  if (!parsed.ok)
    return { ok: false, userErrors: parsed.problems.map((p) => ({ code: 'INVALID_INPUT', message: p.message, field: p.field })) };
  const refs = referencesOf(parsed.blocks, field);
  const known = await knownIds(ctx, refs);
  const missing = refs.filter((r) => !known.has(`${r.kind}:${r.id}`));
  if (missing.length)
    return { ok: false, userErrors: missing.map((r) => ({ code: 'NOT_FOUND', message: MISSING[r.kind], field: r.field })) };
  return { ok: true, blocks: parsed.blocks };
}
