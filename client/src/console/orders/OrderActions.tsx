// What an owner with orders:manage may do to an order, each only in a state that allows it: fulfil (with an optional
// tracking number) a paid order, refund card money still held, cancel a paid order. The API answers the order as it
// now is, which replaces it in Apollo's cache, so the page shows the new state at once.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { ConsoleCancelOrderDocument, ConsoleFulfillOrderDocument, type ConsoleOrderDetailFragment } from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { attempt, ErrorList, type FieldMessage } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { RefundForm } from './RefundForm.tsx';

/** An action's refusals, or what was done (said in a toast). */
export type Outcome = { errors: FieldMessage[]; done?: string };

export function OrderActions({ order }: { order: ConsoleOrderDetailFragment }) {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const setOutcome = (outcome: Outcome) => {
    setErrors(outcome.errors);
    if (outcome.done) notify(outcome.done);
  };
  const refundable = order.grandTotal.cents - order.giftCardAmount.cents - order.refunded.cents;
  const canRefund = ['PAID', 'FULFILLED', 'CANCELLED'].includes(order.status) && refundable > 0;
  if (order.status !== 'PAID' && !canRefund && errors.length === 0) return null;
  return (
    <div className="console-actions">
      {order.status === 'PAID' && <Fulfil order={order} onOutcome={setOutcome} />}
      {canRefund && <RefundForm order={order} onOutcome={setOutcome} />}
      {order.status === 'PAID' && <Cancel order={order} onOutcome={setOutcome} />}
      <ErrorList errors={errors} />
    </div>
  );
}

type ActionProps = { order: ConsoleOrderDetailFragment; onOutcome: (o: Outcome) => void };

function Fulfil({ order, onOutcome }: ActionProps) {
  const [fulfil, { loading }] = useMutation(ConsoleFulfillOrderDocument);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trackingNumber = String(new FormData(event.currentTarget).get('trackingNumber') ?? '').trim();
    const errors = await attempt(async () => {
      const { data } = await fulfil({ variables: { orderId: order.id, trackingNumber: trackingNumber || null } });
      return data?.fulfillOrder.userErrors ?? [];
    });
    onOutcome({ errors, done: errors.length ? undefined : `Order #${order.orderNumber} is fulfilled.` });
  };
  return (
    <section aria-labelledby="fulfil-title">
      <h2 id="fulfil-title">Fulfil</h2>
      <form className="console-form" onSubmit={(e) => void submit(e)}>
        <label>
          Tracking number (optional)
          <input name="trackingNumber" autoComplete="off" maxLength={200} />
        </label>
        <button type="submit" disabled={loading}>
          {loading ? 'Fulfilling…' : 'Fulfil'}
        </button>
      </form>
    </section>
  );
}

function Cancel({ order, onOutcome }: ActionProps) {
  const [cancel, { loading }] = useMutation(ConsoleCancelOrderDocument);
  const confirm = async () => {
    const errors = await attempt(async () => {
      const { data } = await cancel({ variables: { orderId: order.id } });
      return data?.cancelOrder.userErrors ?? [];
    });
    onOutcome({ errors, done: errors.length ? undefined : `Order #${order.orderNumber} is cancelled.` });
    return errors.length === 0;
  };
  return (
    <section aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel</h2>
      <ConfirmButton
        label="Cancel order"
        name="Cancel order"
        question={`Cancel order #${order.orderNumber}? Its stock and gift card balances are given back, what it issued stops working and the card money still held is refunded.`}
        action="Yes, cancel the order"
        cancelLabel="Keep the order"
        focus="action"
        busy={loading}
        onConfirm={confirm}
      />
    </section>
  );
}
