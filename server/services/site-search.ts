// The site search (page type 102): visitors find the website's products, blog posts, events and gallery images by the
// words of their titles and URL slugs. Every word must occur (AND) in the item's lower-case search text, so matching
// ignores case on SQLite and PostgreSQL alike. Only what visitors may read is found: live products and items of
// enabled pages, and of password-protected pages only for those who may read them (page-locks.ts). Products come
// first, then the rest; newest first within each.
import sanitize from 'sanitize-html';
import {
  DEFAULT_SEARCH_PAGE,
  MAX_SEARCH_OFFSET,
  MAX_SEARCH_PAGE,
  SEARCH_SNIPPET_LENGTH,
  searchQueryText,
  searchWords,
} from '../../domain/site-search.ts';
import { RecordType } from '../../domain/site-structure.ts';
import { truncate } from '../../domain/template-text.ts';
import type { Prisma } from '../db/client.ts';
import { canReadPage } from './content/page-locks.ts';
import type { RequestContext } from './context.ts';
import { liveItemWhere, liveProductWhere } from './live-rows.ts';

export type SearchResultKind = 'PRODUCT' | 'POST' | 'EVENT' | 'IMAGE';

/** One page of a search: the ids of the items found, in order (a product shares its item's id). */
export type SearchPage = { query: string; itemIds: string[]; hasNextPage: boolean; total: number };

const newestFirst: Prisma.ItemOrderByWithRelationInput[] = [{ publishOn: 'desc' }, { id: 'asc' }];

/** One page of the website's items matching every word of `query`; empty for a query under two characters. */
export async function searchSite(
  ctx: RequestContext,
  query: string,
  opts: { first?: number | null; offset?: number | null } = {},
): Promise<SearchPage> {
  const text = searchQueryText(query);
  const words = searchWords(query);
  if (words.length === 0) return { query: text, itemIds: [], hasNextPage: false, total: 0 };
  const take = Math.min(Math.max(opts.first ?? DEFAULT_SEARCH_PAGE, 1), MAX_SEARCH_PAGE);
  const offset = Math.max(opts.offset ?? 0, 0);

  const live = liveItemWhere();
  const base: Prisma.ItemWhereInput = {
    websiteId: ctx.website.id,
    ...live,
    collection: await readablePages(ctx),
    AND: words.map((word) => ({ searchText: { contains: word } })),
  };
  const productWhere: Prisma.ItemWhereInput = { ...base, recordType: RecordType.STORE_ITEM, product: { is: liveProductWhere() } };
  const itemWhere: Prisma.ItemWhereInput = { ...base, recordType: { not: RecordType.STORE_ITEM } };

  const [products, items] = await Promise.all([ctx.db.item.count({ where: productWhere }), ctx.db.item.count({ where: itemWhere })]);
  const total = products + items;
  if (offset > MAX_SEARCH_OFFSET) return { query: text, itemIds: [], hasNextPage: false, total };

  const ids: string[] = [];
  const page = (where: Prisma.ItemWhereInput, skip: number, count: number) =>
    ctx.db.item.findMany({ where, orderBy: newestFirst, skip, take: count, select: { id: true } });
  if (offset < products) ids.push(...(await page(productWhere, offset, take)).map((r) => r.id));
  if (ids.length < take && offset + ids.length < total)
    ids.push(...(await page(itemWhere, Math.max(offset - products, 0), take - ids.length)).map((r) => r.id));
  return { query: text, itemIds: ids, hasNextPage: offset + ids.length < total && offset + take <= MAX_SEARCH_OFFSET, total };
}

/** Enabled pages of the website the caller may read: those without a password, and locked ones the caller unlocked
 * (owners read them all). */
async function readablePages(ctx: RequestContext): Promise<Prisma.CollectionWhereInput> {
  const locked = await ctx.db.collection.findMany({
    where: { websiteId: ctx.website.id, enabled: true, passwordHash: { not: null } },
    select: { id: true, passwordHash: true },
  });
  const unlocked = locked.filter((page) => canReadPage(ctx, page)).map((page) => page.id);
  return {
    enabled: true,
    ...(unlocked.length > 0 ? { OR: [{ passwordHash: null }, { id: { in: unlocked } }] } : { passwordHash: null }),
  };
}

const KIND_OF: Record<number, SearchResultKind> = {
  [RecordType.STORE_ITEM]: 'PRODUCT',
  [RecordType.EVENT]: 'EVENT',
  [RecordType.IMAGE]: 'IMAGE',
};

/** What a result is, by its item's record type: a product, an event, a gallery image, or else a post. */
export const searchResultKind = (recordType: number): SearchResultKind => KIND_OF[recordType] ?? 'POST';

/** A result's snippet: its excerpt as plain text, cut to SEARCH_SNIPPET_LENGTH characters and '...'. */
export const searchSnippet = (excerpt: string) => truncate(plainTextOf(excerpt), SEARCH_SNIPPET_LENGTH);

/** Tags that end a line or a block: they become spaces, so words on either side stay apart. */
const BREAKING_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|figure|figcaption|section|article|details|summary)\b[^>]*>/gi;
const TEXT_ONLY: sanitize.IOptions = { allowedTags: [], allowedAttributes: {} };

/** The text of owner-written HTML: no tags (scripts and styles dropped whole), entities decoded, spaces collapsed. */
export function plainTextOf(html: string): string {
  if (!html) return '';
  const text = sanitize(html.replace(BREAKING_TAG, ' '), TEXT_ONLY).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return text.replace(/\s+/g, ' ').trim();
}
