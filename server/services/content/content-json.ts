// The `?format=json` of content pages, Squarespace-style: a plain page with its body's blocks, a folder with its
// pages, blog, events and gallery pages with their live items (100 a page, `?offset=` for the rest, events upcoming or
// past as the page says), and an item page with the fields templates read (spec §3). Dates are epoch milliseconds, as
// Squarespace writes them. Only what visitors may see: drafts, private and scheduled items are never listed, and a
// password-protected page answers its id, title and URL alone. Products have their own JSON (../page-json.ts).
import { RecordType } from '../../../domain/site-structure.ts';
import type { Collection, Item } from '../../db/generated/postgresql/client.ts';
import type { RequestContext } from '../../http/context.ts';
import { blockView, storedBlocks } from './block-views.ts';
import { liveItemWhere, MAX_ITEMS_PAGE, pageItems } from './item-reads.ts';
import { pageForms } from './page-forms.ts';
import { sanitizeBlockHtml } from './render-html.ts';

/** Items one page of a list holds; `?offset=` pages through the rest (pagination.nextPageUrl). */
export const PAGE_JSON_ITEMS = MAX_ITEMS_PAGE;

/** The kinds of page whose items have pages of their own (`/<page>/<item>`). */
const ITEM_PAGES = new Set(['blog', 'events', 'gallery']);

const epoch = (d: Date | null) => (d ? d.getTime() : null);
const bodyJson = (blocks: unknown) => storedBlocks(blocks).map((b, i) => blockView(b, i));

/** Where the next page of a list is, Squarespace's `pagination` object. */
/** `query`: the page's other parameters (a listing's sort and filters), kept in the next page's address. */
export function paginationJson(urlSlug: string, offset: number, more: boolean, query = '') {
  const next = offset + PAGE_JSON_ITEMS;
  return {
    pageSize: PAGE_JSON_ITEMS,
    nextPage: more,
    nextPageOffset: more ? next : null,
    nextPageUrl: more ? `/${urlSlug}?format=json&offset=${next}${query && `&${query}`}` : null,
  };
}

/** What a locked page shows to everyone: enough to draw its lock screen, nothing of its body or items. */
export const lockedPageJson = (website: object, c: Collection) => ({
  website,
  collection: { id: c.id, title: c.title, fullUrl: `/${c.urlSlug}` },
  passwordProtected: true,
});

function collectionJson(c: Collection) {
  return {
    id: c.id,
    title: c.title,
    fullUrl: `/${c.urlSlug}`,
    urlId: c.urlSlug,
    type: c.type,
    typeName: c.typeName,
    description: c.description,
    folder: c.isFolder,
    ...(c.isFolder ? { folderBehavior: c.folderBehavior } : {}),
    ...(c.typeName === 'events' ? { showPastOrUpcomingEvents: c.showPastOrUpcomingEvents ?? 'upcoming' } : {}),
    blocks: bodyJson(c.blocks),
  };
}

/** An image item's picture as the engine's `image` formatter reads it. */
function mainImageJson(i: Item) {
  if (!i.assetUrl) return null;
  return {
    assetUrl: i.assetUrl,
    originalSize: i.imageWidth && i.imageHeight ? `${i.imageWidth}x${i.imageHeight}` : null,
    mediaFocalPoint: { x: i.focalX, y: i.focalY },
    altText: i.altText,
    colorData: i.colorData ?? null,
  };
}

/** A post, event or image with the fields templates read (spec §3); its excerpt and body sanitised as visitors get them. */
export function contentItemJson(c: Pick<Collection, 'id' | 'urlSlug'>, i: Item) {
  return {
    id: i.id,
    collectionId: c.id,
    title: i.title,
    fullUrl: `/${c.urlSlug}/${i.urlSlug}`,
    urlId: i.urlSlug,
    recordType: i.recordType,
    excerpt: sanitizeBlockHtml(i.excerpt),
    body: sanitizeBlockHtml(i.body),
    assetUrl: i.assetUrl,
    mainImage: mainImageJson(i),
    externalLink: i.externalLink,
    passthrough: i.passthrough,
    sourceUrl: i.sourceUrl,
    promotedBlockType: i.promotedBlockType,
    commentState: i.commentState,
    publicCommentCount: i.publicCommentCount,
    likeCount: i.likeCount,
    startDate: epoch(i.startDate),
    endDate: epoch(i.endDate),
    location: i.location ?? null,
    author: i.authorName ? { displayName: i.authorName, websiteUrl: i.authorProfileUrl } : null,
    publishOn: epoch(i.publishOn),
    updatedOn: epoch(i.updatedAt),
    blocks: bodyJson(i.blocks),
  };
}

/** A live post, event or image of a page by its URL slug, or null. */
export function liveContentItem(ctx: Pick<RequestContext, 'db'>, c: Collection, urlSlug: string) {
  if (!ITEM_PAGES.has(c.typeName)) return Promise.resolve(null);
  return ctx.db.item.findFirst({
    where: { collectionId: c.id, urlSlug, recordType: { not: RecordType.STORE_ITEM }, ...liveItemWhere() },
  });
}

/** The JSON of an enabled, unlocked content page (`itemSlug` absent) or of one of its items; null when there is no
 * such page or item for visitors. */
export async function contentPageJson(
  ctx: RequestContext,
  website: object,
  c: Collection,
  itemSlug: string | undefined,
  offset: number,
): Promise<object | null> {
  const collection = collectionJson(c);
  if (itemSlug !== undefined) {
    const item = await liveContentItem(ctx, c, itemSlug);
    return item ? { website, collection, item: contentItemJson(c, item) } : null;
  }
  if (c.isFolder) {
    const pages = await ctx.db.collection.findMany({
      where: { websiteId: c.websiteId, folderId: c.id, enabled: true },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    return { website, collection, collections: pages.map((p) => ({ id: p.id, title: p.title, fullUrl: `/${p.urlSlug}`, type: p.type })) };
  }
  if (!ITEM_PAGES.has(c.typeName)) {
    const forms = await pageForms(ctx, c.blocks);
    return forms.length > 0 ? { website, collection, forms } : { website, collection };
  }
  const { items, hasNextPage } = await pageItems(ctx, c, { first: PAGE_JSON_ITEMS, offset });
  return {
    website,
    collection,
    items: items.map((i) => contentItemJson(c, i)),
    pagination: paginationJson(c.urlSlug, offset, hasNextPage),
  };
}
