// Small pieces the orders, gift cards, subscriptions and customers screens share: a paged list (shared/paging.tsx),
// dates in the website's time zone, userErrors and the "not allowed" panel.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { ConsoleAccessDocument } from '../generated/graphql.ts';
import { CursorPager, type CursorPaging, type PageInfo } from '../shared/paging.tsx';
import { queryState } from '../status.tsx';
import './orders.css';

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
  paging,
  children,
}: {
  what: string;
  empty: string;
  label: string;
  query: Parameters<typeof queryState>[1];
  connection: Connection<T> | null | undefined;
  paging: CursorPaging;
  children: (nodes: T[]) => ReactNode;
}) {
  const state = queryState(what, query);
  if (state || !connection) return state;
  if (connection.edges.length === 0) return <p role="status">{empty}</p>;
  return (
    <>
      {children(connection.edges.map((e) => e.node))}
      <CursorPager label={`${label} pages`} info={connection.pageInfo} paging={paging} numbered />
    </>
  );
}
