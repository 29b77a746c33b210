// The `?format=json` of content pages, Squarespace-style: a plain page with its body's blocks, a folder with its
// pages, blog, events and gallery pages with their live items (100 a page, `?offset=` for the rest, events upcoming or
// past as the page says), and an item page with the fields templates read (spec §3). Dates are epoch milliseconds, as
// Squarespace writes them. Only what visitors may see: drafts, private and scheduled items are never listed, and a
// password-protected page answers its id, title and URL alone. Products have their own JSON (../page-json.ts).
// Every page's JSON says its page type (domain/site-structure.ts PageType), as its screen's data-page-type does.
import { promotedBlockType } from '../../../domain/blocks.ts';
import { renditionWidths } from '../../../domain/media.ts';
import { BackgroundSource, PageType, pageTypeOfPage, RecordType } from '../../../domain/site-structure.ts';
import type { Collection, Item } from '../../db/generated/postgresql/client.ts';
import type { RequestContext } from '../context.ts';
import { liveItemWhere } from '../live-rows.ts';
import { itemPictureJson, type Picture } from '../media/image-json.ts';
import { uploadedImageOf } from '../media/item-images.ts';
import { blockView, storedBlocks } from './block-views.ts';
import { MAX_ITEMS_PAGE, pageItems } from './item-reads.ts';
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

/** The website's part of every page's JSON: `website` and `websiteSettings` (spec §3 site settings). */
export type SiteJson = { website: object; websiteSettings: object };

/** What a locked page shows to everyone: enough to draw its lock screen, nothing of its body or items. */
export const lockedPageJson = (website: object, c: Collection) => ({
  website,
  pageType: PageType.LOCK_SCREEN,
  collection: { id: c.id, title: c.title, fullUrl: `/${c.urlSlug}` },
  passwordProtected: true,
});

/** What every page's collection says of its background (spec §3): pages have none of their own, and no page is made
 * of slices (a cover page is made of blocks), so there is no current slice type. */
export const PAGE_BACKGROUND = { backgroundSource: BackgroundSource.NONE, currentType: null } as const;

/** The social account fields of an item (spec §3 serviceName, userName, profileUrl): items here are written on the
 * website, never brought in from a social account, so they are null. */
export const NO_SOCIAL_ACCOUNT = { serviceName: null, userName: null, profileUrl: null } as const;

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
    ...PAGE_BACKGROUND,
    blocks: bodyJson(c.blocks),
  };
}

/** An item's picture: an uploaded one is known by its stored file (its id, name and widths); one at an outside
 * address has no id of its own, so the item's (whose row holds it) stands for it. A gallery image is its item, so its
 * title and description are the item's. */
function itemPicture(i: Item, body: string): Picture | null {
  if (!i.assetUrl) return null;
  const stored = uploadedImageOf(i.websiteId, i.assetUrl);
  const galleryImage = i.recordType === RecordType.IMAGE;
  return {
    id: stored?.imageId ?? i.id,
    storedId: stored?.imageId ?? null,
    assetUrl: i.assetUrl,
    width: i.imageWidth,
    height: i.imageHeight,
    focalX: i.focalX,
    focalY: i.focalY,
    altText: i.altText,
    colorData: i.colorData,
    filename: stored?.fileName ?? '',
    title: galleryImage ? i.title : '',
    body: galleryImage ? body : '',
    widths: stored && i.imageWidth ? renditionWidths(i.imageWidth) : null,
  };
}

/** A post, event or image with the fields templates read (spec §3); its excerpt and body sanitised as visitors get them. */
export function contentItemJson(c: Pick<Collection, 'id' | 'urlSlug'>, i: Item) {
  const body = sanitizeBlockHtml(i.body);
  return {
    id: i.id,
    collectionId: c.id,
    title: i.title,
    fullUrl: `/${c.urlSlug}/${i.urlSlug}`,
    urlId: i.urlSlug,
    recordType: i.recordType,
    excerpt: sanitizeBlockHtml(i.excerpt),
    body,
    ...itemPictureJson(itemPicture(i, body)),
    externalLink: i.externalLink,
    passthrough: i.passthrough,
    sourceUrl: i.sourceUrl,
    promotedBlockType: promotedBlockType(storedBlocks(i.blocks)),
    commentState: i.commentState,
    publicCommentCount: i.publicCommentCount,
    likeCount: i.likeCount,
    startDate: epoch(i.startDate),
    endDate: epoch(i.endDate),
    location: i.location ?? null,
    ...NO_SOCIAL_ACCOUNT,
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
  site: SiteJson,
  c: Collection,
  itemSlug: string | undefined,
  offset: number,
): Promise<object | null> {
  const collection = collectionJson(c);
  if (itemSlug !== undefined) {
    const item = await liveContentItem(ctx, c, itemSlug);
    return item ? { ...site, pageType: PageType.CONTENT_ITEM, collection, item: contentItemJson(c, item) } : null;
  }
  const page = { ...site, pageType: pageTypeOfPage({ locked: false, unlocked: true, typeName: c.typeName }), collection };
  if (c.isFolder) {
    const pages = await ctx.db.collection.findMany({
      where: { websiteId: c.websiteId, folderId: c.id, enabled: true },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    return { ...page, collections: pages.map((p) => ({ id: p.id, title: p.title, fullUrl: `/${p.urlSlug}`, type: p.type })) };
  }
  if (!ITEM_PAGES.has(c.typeName)) {
    const forms = await pageForms(ctx, c.blocks);
    return forms.length > 0 ? { ...page, forms } : page;
  }
  const { items, hasNextPage } = await pageItems(ctx, c, { first: PAGE_JSON_ITEMS, offset });
  return {
    ...page,
    items: items.map((i) => contentItemJson(c, i)),
    pagination: paginationJson(c.urlSlug, offset, hasNextPage),
  };
}
