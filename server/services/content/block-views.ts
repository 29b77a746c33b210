// Blocks as visitors and owners read them: the stored block (its type by name, the spec's number, its data) and the
// HTML the server makes of it — html and code blocks sanitised, markdown rendered then sanitised, accordion bodies
// sanitised in place, for owners as for visitors (an editor's markup never runs in an admin's browser). The storefront
// only ever puts the server's HTML on the page (a YouTube video's player aside, which it makes from the video's id, by
// domain/embeds.ts, once the visitor plays it). Template code blocks are rendered by the templates service with the
// page's JSON (template-views.ts).
import type { Block } from '../../../domain/blocks.ts';
import { blockNumber } from '../../../domain/blocks.ts';
import type { ServiceContext } from '../context.ts';
import { audioHtml, videoHtml } from './embed-html.ts';
import { renderMarkdown, sanitizeBlockHtml } from './render-html.ts';

export type BlockView = { id: string; type: string; typeNumber: number | null; data: unknown; html: string | null };

/** A body's blocks as stored (JSON column), or none. */
export const storedBlocks = (value: unknown): Block[] => (Array.isArray(value) ? (value as Block[]) : []);

/** The HTML of a block whose body is markup, safe to put on the page; null for the rest. */
function htmlOf(block: Block): string | null {
  switch (block.type) {
    case 'html':
      return sanitizeBlockHtml(block.data.html);
    case 'markdown':
      return renderMarkdown(block.data.markdown);
    case 'code':
      return block.data.mode === 'html' ? sanitizeBlockHtml(block.data.code) : null;
    case 'video':
      return videoHtml(block.data, block.data.oembed?.title || block.data.caption);
    case 'audio':
      return audioHtml(block.data, block.data.title);
    default:
      return null;
  }
}

/** A block's data as visitors get it: markup that will be shown is sanitised, the rest as stored. */
function dataOf(block: Block): unknown {
  if (block.type === 'accordion')
    return { ...block.data, items: block.data.items.map((item) => ({ ...item, body: sanitizeBlockHtml(item.body) })) };
  if (block.type === 'html') return { ...block.data, html: htmlOf(block) };
  // The player is in `html`; the provider's own code is not passed on unsanitised.
  if ((block.type === 'video' || block.type === 'audio') && block.data.oembed)
    return { ...block.data, oembed: { ...block.data.oembed, html: '' } };
  return block.data ?? null;
}

/** The `index`th block of a body as it is read; blocks without an id of their own are known by their place. Whoever
 * reads it, owners included, gets its markup sanitised (the editing API hands owners the data as stored apart). */
export function blockView(block: Block, index: number): BlockView {
  return {
    id: block.id ?? `block-${index}`,
    type: String(block.type),
    typeNumber: blockNumber(block),
    data: dataOf(block),
    html: htmlOf(block),
  };
}

/** Image blocks that name an uploaded image get its address as `data.assetUrl`, and its size as `data.width` and
 * `data.height` (one query for the whole body). */
export async function withImageAddresses<V extends BlockView>(ctx: ServiceContext, views: V[]): Promise<V[]> {
  const ids = views.flatMap((v) => {
    const data = v.data as { imageId?: string; assetUrl?: string } | null;
    return v.type === 'image' && data?.imageId && !data.assetUrl ? [data.imageId] : [];
  });
  if (ids.length === 0) return views;
  const where = { websiteId: ctx.website.id, id: { in: ids } };
  const [productImages, imageItems] = await Promise.all([
    ctx.db.productImage.findMany({ where, select: { id: true, assetUrl: true, width: true, height: true } }),
    ctx.db.item.findMany({ where, select: { id: true, assetUrl: true, imageWidth: true, imageHeight: true } }),
  ]);
  type Found = { assetUrl: string; width?: number; height?: number };
  const found = new Map<string, Found>();
  for (const row of productImages) if (row.assetUrl) found.set(row.id, { assetUrl: row.assetUrl, width: row.width, height: row.height });
  for (const row of imageItems)
    if (row.assetUrl)
      found.set(row.id, { assetUrl: row.assetUrl, width: row.imageWidth ?? undefined, height: row.imageHeight ?? undefined });
  return views.map((v) => {
    const data = v.data as { imageId?: string } | null;
    const image = v.type === 'image' && data?.imageId ? found.get(data.imageId) : undefined;
    return image ? { ...v, data: { ...data, ...image } } : v;
  });
}
