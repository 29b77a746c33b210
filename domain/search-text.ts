// Owners' catalog search: items keep a lower-case search text (title and slug), and a query is matched lower-case,
// so search ignores case on SQLite and PostgreSQL alike.

export const MAX_SEARCH_LENGTH = 200;

export function searchTextOf(...parts: string[]): string {
  return parts.join(' ').toLowerCase();
}

/** The lower-case text to look for, or null for a blank query. */
export function searchTerm(query: string | null | undefined): string | null {
  const term = (query ?? '').trim().toLowerCase().slice(0, MAX_SEARCH_LENGTH);
  return term || null;
}
