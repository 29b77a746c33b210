// Customer accounts (capability read): the shoppers who signed up on this website, 20 a page, found by any part of
// their email address. The address searched for is in the link (?email=), so an order's customer account links here.
import { useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ConsoleCustomerAccountsDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { useCursorPaging } from '../shared/paging.tsx';
import { Screen } from '../shared/Screen.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { EmailFilter, Paged } from './shared.tsx';

export function Customers() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const paging = useCursorPaging();
  const query = useQuery(ConsoleCustomerAccountsDocument, {
    variables: { ...paging.variables, email: email || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const date = useDateFormat();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setParams(value ? { email: value } : {});
    paging.reset();
  };
  return (
    <Screen id="customers-title" title="Customers">
      <form className="console-filters" onSubmit={submit} aria-label="Find customer accounts">
        <EmailFilter key={email} id="customer-email" label="Email" defaultValue={email} />
        <button type="submit">Find</button>
      </form>
      <Paged
        what="the customer accounts"
        empty={email ? 'No customer account matches.' : 'No customer accounts yet.'}
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
