// Small pieces the orders, gift cards, subscriptions and customers screens share: cursor paging (20 a page, Next and
// Previous), dates in the website's time zone, status words, userErrors and the "not allowed" panel.
import { useQuery } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { ConsoleAccessDocument } from '../generated/graphql.ts';
import { queryState } from '../status.tsx';
import './orders.css';

export const PAGE_SIZE = 20;

/** The cursors of the pages seen so far: Next remembers where the page ended, Previous goes back one. */
export function usePages() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1];
  return {
    variables: { first: PAGE_SIZE, after },
    page: cursors.length,
    next: (endCursor: string | null | undefined) => endCursor && setCursors([...cursors, endCursor]),
    previous: () => setCursors(cursors.slice(0, -1)),
    reset: () => setCursors([null]),
  };
}

type PageInfo = { hasNextPage: boolean; endCursor?: string | null };

export function Pager({ label, pages, pageInfo }: { label: string; pages: ReturnType<typeof usePages>; pageInfo: PageInfo }) {
  if (pages.page === 1 && !pageInfo.hasNextPage) return null;
  return (
    <nav aria-label={`${label} pages`} className="console-pager">
      <button type="button" onClick={pages.previous} disabled={pages.page === 1}>
        Previous
      </button>
      <span>Page {pages.page}</span>
      <button type="button" onClick={() => pages.next(pageInfo.endCursor)} disabled={!pageInfo.hasNextPage}>
        Next
      </button>
    </nav>
  );
}

/** Formats API DateTimes in the website's time zone (known from ownerAccess, already loaded by the frame). */
export function useDateFormat() {
  const access = useQuery(ConsoleAccessDocument, { fetchPolicy: 'cache-only' });
  const timeZone = access.data?.website.timeZone ?? 'UTC';
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '—');
}

export type UserErrors = { field?: string | null; message: string }[];

export function ErrorList({ errors, id }: { errors: UserErrors; id?: string }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="console-error" id={id}>
      {errors.map((e) => (
        <p key={e.message}>{e.message}</p>
      ))}
    </div>
  );
}

/** Runs a mutation; a failed request becomes one error like the API's own. */
export async function attempt(run: () => Promise<UserErrors>): Promise<UserErrors> {
  try {
    return await run();
  } catch (error) {
    return [{ message: (error as Error).message }];
  }
}

export function Screen({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {children}
    </section>
  );
}

export function NotAllowed({ id, title, what }: { id: string; title: string; what: string }) {
  return (
    <Screen id={id} title={title}>
      <p role="status">You do not have permission to see {what}.</p>
    </Screen>
  );
}

type Connection<T> = { edges: { node: T }[]; pageInfo: PageInfo };

/** A paged list: loading and failure states, the words for an empty list, else the rows and the pager. */
export function Paged<T>({
  what,
  empty,
  label,
  query,
  connection,
  pages,
  children,
}: {
  what: string;
  empty: string;
  label: string;
  query: Parameters<typeof queryState>[1];
  connection: Connection<T> | null | undefined;
  pages: ReturnType<typeof usePages>;
  children: (nodes: T[]) => ReactNode;
}) {
  const state = queryState(what, query);
  if (state || !connection) return state;
  if (connection.edges.length === 0) return <p role="status">{empty}</p>;
  return (
    <>
      {children(connection.edges.map((e) => e.node))}
      <Pager label={label} pages={pages} pageInfo={connection.pageInfo} />
    </>
  );
}
