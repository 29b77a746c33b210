// Subscriptions (capability orders:manage): newest first, 20 a page, with the customer, the product, the price and
// period, the state and the next billing date; Pause an active one, Resume a paused one, Cancel (confirmed in the
// page). changeSubscription answers the subscription as it now is, which replaces the row in Apollo's cache.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ConsoleChangeSubscriptionDocument,
  type ConsoleSubscriptionRowFragment,
  ConsoleSubscriptionsDocument,
  type SubscriptionChange,
} from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { attempt, ErrorList, type FieldMessage } from '../shared/errors.tsx';
import { enumWords } from '../shared/format.ts';
import { useCursorPaging } from '../shared/paging.tsx';
import { NotAllowed, Screen } from '../shared/Screen.tsx';
import { notify } from '../shared/toasts.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { Paged } from './shared.tsx';
import { period } from './words.ts';

export function Subscriptions({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="subscriptions-title" title="Subscriptions">
      {allowed ? <SubscriptionList /> : <NotAllowed what="see subscriptions" />}
    </Screen>
  );
}

function SubscriptionList() {
  const paging = useCursorPaging();
  const query = useQuery(ConsoleSubscriptionsDocument, { variables: paging.variables, fetchPolicy: 'cache-and-network' });
  const date = useDateFormat();
  return (
    <Paged
      what="the subscriptions"
      empty="No subscriptions yet."
      label="Subscriptions"
      query={query}
      connection={query.data?.subscriptions}
      paging={paging}
    >
      {(subscriptions) => (
        <table>
          <caption>Subscriptions, newest first</caption>
          <ColumnHeads names={['Customer', 'Product', 'Price', 'Status', 'Billed', 'Next billing', 'Actions']} />
          <tbody>
            {subscriptions.map((s) => (
              <tr key={s.id}>
                <th scope="row">{s.email}</th>
                <td>{s.product.title}</td>
                <td>{`${s.price.formatted} every ${period(s.billingPeriodValue, s.billingPeriodUnit)}`}</td>
                <td>{enumWords(s.status)}</td>
                <td>{s.numBillingCycles > 0 ? `${s.cyclesBilled} of ${s.numBillingCycles}` : `${s.cyclesBilled} (until cancelled)`}</td>
                <td>{date(s.nextBillingAt)}</td>
                <td>
                  <SubscriptionActions subscription={s} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Paged>
  );
}

const CHANGES: Record<SubscriptionChange, { label: string; from: string[]; done: string }> = {
  PAUSE: { label: 'Pause', from: ['ACTIVE'], done: 'paused' },
  RESUME: { label: 'Resume', from: ['PAUSED'], done: 'resumed' },
  CANCEL: { label: 'Cancel', from: ['ACTIVE', 'PAUSED', 'PAST_DUE'], done: 'cancelled' },
};

function SubscriptionActions({ subscription: s }: { subscription: ConsoleSubscriptionRowFragment }) {
  const [change, { loading }] = useMutation(ConsoleChangeSubscriptionDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const run = async (kind: SubscriptionChange) => {
    const errors = await attempt(
      async () => (await change({ variables: { subscriptionId: s.id, change: kind } })).data?.changeSubscription.userErrors ?? [],
    );
    setErrors(errors);
    if (!errors.length) notify(`The subscription of ${s.email} is ${CHANGES[kind].done}.`);
    return errors.length === 0;
  };
  const possible = (Object.keys(CHANGES) as SubscriptionChange[]).filter((k) => CHANGES[k].from.includes(s.status));
  const name = (kind: SubscriptionChange) => `${CHANGES[kind].label} the subscription of ${s.email}`;
  return (
    <>
      <div className="console-buttons">
        {possible.map((kind) =>
          kind === 'CANCEL' ? (
            <ConfirmButton
              key={kind}
              label={CHANGES[kind].label}
              name={name(kind)}
              question={`Cancel the subscription of ${s.email}? It will not be billed again.`}
              action="Yes, cancel it"
              cancelLabel="Keep it"
              focus="action"
              busy={loading}
              onConfirm={() => run(kind)}
            />
          ) : (
            <button key={kind} type="button" disabled={loading} aria-label={name(kind)} onClick={() => void run(kind)}>
              {CHANGES[kind].label}
            </button>
          ),
        )}
      </div>
      <ErrorList errors={errors} />
    </>
  );
}
