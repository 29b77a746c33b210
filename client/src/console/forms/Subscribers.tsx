// The mailing list (mailingListSubscribers, capability forms:read): addresses newest first, filtered by status, paged.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { type MailingListStatus, MailingListSubscribersDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { CursorPager, useCursorPaging } from '../shared/paging.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';

const PAGE_SIZE = 25;
const STATUS_NAMES: Record<MailingListStatus, string> = {
  CONFIRMED: 'Confirmed',
  PENDING: 'Waiting for confirmation',
  UNSUBSCRIBED: 'Unsubscribed',
};
const SOURCE_NAMES: Record<string, string> = { newsletter: 'Newsletter block', restock: 'Restock sign-up', form: 'Form' };

export function Subscribers() {
  const [status, setStatus] = useState<MailingListStatus | ''>('');
  return (
    <>
      <div className="console-filters">
        <label>
          Show addresses
          <select value={status} onChange={(e) => setStatus(e.target.value as MailingListStatus | '')}>
            <option value="">All</option>
            {Object.entries(STATUS_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <SubscriberPage key={status} status={status || null} />
    </>
  );
}

function SubscriberPage({ status }: { status: MailingListStatus | null }) {
  const date = useDateFormat();
  const paging = useCursorPaging(PAGE_SIZE);
  const query = useQuery(MailingListSubscribersDocument, { variables: { status, ...paging.variables } });
  const state = queryState('the mailing list', query);
  if (state) return state;
  const connection = query.data?.mailingListSubscribers;
  const edges = connection?.edges ?? [];
  if (edges.length === 0) return <p>No addresses on the mailing list{status ? ' with this status' : ''}.</p>;
  return (
    <>
      <table>
        <caption>Mailing list, newest first</caption>
        <ColumnHeads names={['Email', 'Status', 'Signed up through', 'Signed up']} />
        <tbody>
          {edges.map(({ node }) => (
            <tr key={node.id}>
              <th scope="row">{node.email}</th>
              <td>{STATUS_NAMES[node.status]}</td>
              <td>{SOURCE_NAMES[node.source] ?? node.source}</td>
              <td>{date(node.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CursorPager label="Mailing list pages" info={connection?.pageInfo} paging={paging} />
    </>
  );
}
