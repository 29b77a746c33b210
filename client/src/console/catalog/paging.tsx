// Cursor paging for the catalog lists: 20 rows a page, Next and Previous from the connection's pageInfo.
import { useState } from 'react';

export const PAGE_SIZE = 20;

type Cursor = { after?: string; before?: string };
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null; endCursor?: string | null };

/** The page's variables (first/after or last/before), a way to move, and a way back to the first page. */
export function usePaging() {
  const [cursor, setCursor] = useState<Cursor>({});
  const variables = cursor.before ? { last: PAGE_SIZE, before: cursor.before } : { first: PAGE_SIZE, after: cursor.after };
  return {
    variables,
    reset: () => setCursor({}),
    next: (info: PageInfo) => setCursor({ after: info.endCursor ?? undefined }),
    previous: (info: PageInfo) => setCursor({ before: info.startCursor ?? undefined }),
  };
}

export function Pager({ label, info, paging }: { label: string; info: PageInfo; paging: ReturnType<typeof usePaging> }) {
  if (!info.hasPreviousPage && !info.hasNextPage) return null;
  return (
    <nav aria-label={label} className="catalog-pager">
      {info.hasPreviousPage && (
        <button type="button" onClick={() => paging.previous(info)}>
          Previous
        </button>
      )}
      {info.hasNextPage && (
        <button type="button" onClick={() => paging.next(info)}>
          Next
        </button>
      )}
    </nav>
  );
}
