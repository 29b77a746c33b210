// Small pieces the orders, gift cards, subscriptions and customers screens share: a paged list (shared/paging.tsx),
// the email filter (dates: ../shared/use-date-format.ts).
import type { ReactNode } from 'react';
import { CursorPager, type CursorPaging, type PageInfo } from '../shared/paging.tsx';
import { queryState } from '../status.tsx';
import './orders.css';

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

/** The email filter of orders and customer accounts: any part of the address, any case (the API's bound: 256). */
export function EmailFilter({ id, label, defaultValue }: { id: string; label: string; defaultValue?: string }) {
  return (
    <div className="console-email-filter">
      <label>
        {label}
        <input name="email" type="search" autoComplete="off" maxLength={256} defaultValue={defaultValue} aria-describedby={`${id}-hint`} />
      </label>
      <p id={`${id}-hint`} className="console-hint">
        Any part of the address
      </p>
    </div>
  );
}

/** "Ada Lovelace (ada@example.com)", or the email alone for an order from before checkout asked a name. */
export const customerWords = (o: { email: string; customerName: string }) => (o.customerName ? `${o.customerName} (${o.email})` : o.email);
