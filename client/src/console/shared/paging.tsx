// Cursor paging for the console's lists: the page's variables (first/after going forward, last/before going back), the
// page number, and the list's Previous / Next (Pager) from the connection's pageInfo.
import { useState } from 'react';
import { Pager } from './Pager.tsx';

export const PAGE_SIZE = 20;

export type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null; endCursor?: string | null };
type Cursor = { after?: string; before?: string; page: number };

/** The page's variables, its number, a way to move and a way back to the first page (after a filter changes). */
export function useCursorPaging(size = PAGE_SIZE) {
  const [cursor, setCursor] = useState<Cursor>({ page: 1 });
  const variables = cursor.before ? { last: size, before: cursor.before } : { first: size, after: cursor.after };
  return {
    variables,
    page: cursor.page,
    reset: () => setCursor({ page: 1 }),
    next: (info: PageInfo) => setCursor({ after: info.endCursor ?? undefined, page: cursor.page + 1 }),
    previous: (info: PageInfo) => setCursor({ before: info.startCursor ?? undefined, page: cursor.page - 1 }),
  };
}

export type CursorPaging = ReturnType<typeof useCursorPaging>;

/** The Pager of a list paged with useCursorPaging; `numbered` shows the page number between the buttons. */
export function CursorPager({
  label,
  info,
  paging,
  numbered = false,
}: {
  label: string;
  info: PageInfo | null | undefined;
  paging: CursorPaging;
  numbered?: boolean;
}) {
  if (!info) return null;
  return (
    <Pager
      label={label}
      hasPrevious={info.hasPreviousPage}
      hasNext={info.hasNextPage}
      onPrevious={() => paging.previous(info)}
      onNext={() => paging.next(info)}
      page={numbered ? paging.page : undefined}
    />
  );
}
