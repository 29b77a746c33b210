// Customer accounts (capability read): the shoppers who signed up on this website, 20 a page.
import { useQuery } from '@apollo/client/react';
import { ConsoleCustomerAccountsDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { useCursorPaging } from '../shared/paging.tsx';
import { Screen } from '../shared/Screen.tsx';
import { Paged, useDateFormat } from './shared.tsx';

export function Customers() {
  const paging = useCursorPaging();
  const query = useQuery(ConsoleCustomerAccountsDocument, { variables: paging.variables, fetchPolicy: 'cache-and-network' });
  const date = useDateFormat();
  return (
    <Screen id="customers-title" title="Customers">
      <Paged
        what="the customer accounts"
        empty="No customer accounts yet."
        label="Customer accounts"
        query={query}
        connection={query.data?.customerAccounts}
        paging={paging}
      >
        {(customers) => (
          <table>
            <caption>Customer accounts</caption>
            <ColumnHeads names={['Name', 'Email', 'Signed up']} />
            <tbody>
              {customers.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{`${c.firstName} ${c.lastName}`.trim() || '—'}</th>
                  <td>{c.email}</td>
                  <td>{date(c.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Paged>
    </Screen>
  );
}
