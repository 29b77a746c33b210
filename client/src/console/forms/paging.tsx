// Paging a cursor connection (first/after forward, last/before back) with the console's Previous / Next.
import { useState } from 'react';
import { Pager } from '../shared/Pager.tsx';

type PageArgs = { first?: number; after?: string; last?: number; before?: string };
type PageInfo = { hasNextPage: boolean; hasPreviousPage: boolean; startCursor?: string | null; endCursor?: string | null };

/** The page's arguments for the query, and its pager once the connection's pageInfo is there. */
export function useConnectionPage(size: number) {
  const [args, setArgs] = useState<PageArgs>({ first: size });
  const pager = (label: string, info: PageInfo | undefined) => (
    <Pager
      label={label}
      hasPrevious={Boolean(info?.hasPreviousPage)}
      hasNext={Boolean(info?.hasNextPage)}
      onPrevious={() => setArgs({ last: size, before: info?.startCursor ?? undefined })}
      onNext={() => setArgs({ first: size, after: info?.endCursor ?? undefined })}
    />
  );
  return { args, pager };
}
