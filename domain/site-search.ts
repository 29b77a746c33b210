// The site search's rules (page type 102), shared by the server and the storefront: what a query may be and how it is
// cut into words. Words are lower-cased like the items' search text (search-text.ts), so matching ignores case on
// SQLite and PostgreSQL alike.

/** Shorter queries (after trimming) find nothing: one letter would match nearly every item. */
export const MIN_SEARCH_QUERY_LENGTH = 2;
/** Longer queries are cut to this many characters before they are split into words. */
export const MAX_SEARCH_QUERY_LENGTH = 100;
/** Words past this many are ignored. */
export const MAX_SEARCH_WORDS = 10;
/** Results one page may ask for (a larger `first` is cut to it). */
export const MAX_SEARCH_PAGE = 50;
export const DEFAULT_SEARCH_PAGE = 20;
/** Results past this offset are not served (deep paging only scans). */
export const MAX_SEARCH_OFFSET = 1000;
/** Characters of an item's excerpt a result shows. */
export const SEARCH_SNIPPET_LENGTH = 160;

/** The query as it is searched: trimmed, cut to MAX_SEARCH_QUERY_LENGTH characters, spaces collapsed. */
export function searchQueryText(query: string | null | undefined): string {
  const cut = Array.from((query ?? '').trim())
    .slice(0, MAX_SEARCH_QUERY_LENGTH)
    .join('');
  return cut.replace(/\s+/g, ' ').trim();
}

/** Split words like spaces do: they are LIKE wildcards (and the escape) on SQLite and PostgreSQL, which Prisma's
 * `contains` passes on as they are, so a word never carries one. */
const WORD_BREAK = /[\s%_\\]+/;

/** The distinct lower-case words every result must contain; none for a query shorter than MIN_SEARCH_QUERY_LENGTH. */
export function searchWords(query: string | null | undefined): string[] {
  const text = searchQueryText(query);
  if (Array.from(text).length < MIN_SEARCH_QUERY_LENGTH) return [];
  return [...new Set(text.toLowerCase().split(WORD_BREAK))].filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}
