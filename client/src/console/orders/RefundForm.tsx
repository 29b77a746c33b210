// Refund card money still held on an order (refundOrder): the whole remaining amount, or part of it typed in the
// order's currency (e.g. 10.50), sent in minor units. The refund is confirmed in a dialog before it is asked for.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { type ConsoleOrderDetailFragment, ConsoleRefundOrderDocument } from '../generated/graphql.ts';
import { ConfirmQuestion } from '../shared/Confirm.tsx';
import { attempt, ErrorMessage } from '../shared/errors.tsx';
import type { Outcome } from './OrderActions.tsx';
import { minorUnits } from './words.ts';

type Ask = { amountCents: number | null; words: string };

export function RefundForm({ order, onOutcome }: { order: ConsoleOrderDetailFragment; onOutcome: (o: Outcome) => void }) {
  const [refund, { loading }] = useMutation(ConsoleRefundOrderDocument);
  const [partial, setPartial] = useState(false);
  const [amountError, setAmountError] = useState('');
  const [ask, setAsk] = useState<Ask | null>(null);
  const currency = order.grandTotal.currencyCode;
  const decimals = order.grandTotal.decimalValue.split('.')[1]?.length ?? 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAmountError('');
    if (!partial) return setAsk({ amountCents: null, words: 'the whole amount still held' });
    const text = String(new FormData(event.currentTarget).get('amount') ?? '').trim();
    const cents = minorUnits(text, decimals);
    if (!cents) return setAmountError(`Enter an amount in ${currency}, like ${decimals ? `10.${'0'.repeat(decimals)}` : '1000'}.`);
    setAsk({ amountCents: cents, words: `${text} ${currency}` });
  };
  const confirm = async (amountCents: number | null) => {
    const errors = await attempt(async () => {
      const { data } = await refund({ variables: { orderId: order.id, amountCents } });
      return data?.refundOrder.userErrors ?? [];
    });
    setAsk(null);
    // A refusal of the amount shows beside the amount; others beside the actions.
    setAmountError(
      errors
        .filter((e) => e.field === 'amountCents')
        .map((e) => e.message)
        .join(' '),
    );
    const others = errors.filter((e) => e.field !== 'amountCents');
    onOutcome({ errors: others, done: errors.length ? undefined : `The refund of order #${order.orderNumber} is done.` });
  };
  return (
    <section aria-labelledby="refund-title">
      <h2 id="refund-title">Refund</h2>
      <ConfirmQuestion
        open={ask !== null}
        question={`Refund ${ask?.words ?? ''} of order #${order.orderNumber} to the customer's card? This cannot be undone.`}
        action="Yes, refund"
        cancelLabel="Go back"
        focus="action"
        busy={loading}
        onConfirm={() => ask && void confirm(ask.amountCents)}
        onCancel={() => setAsk(null)}
      />
      <form className="console-form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>How much</legend>
          <label className="console-check">
            <input type="radio" name="how" checked={!partial} onChange={() => setPartial(false)} />
            The whole amount still held
          </label>
          <label className="console-check">
            <input type="radio" name="how" checked={partial} onChange={() => setPartial(true)} />
            Part of it
          </label>
        </fieldset>
        {partial && (
          <label>
            Amount ({currency})
            <input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={amountError ? true : undefined}
              aria-describedby={amountError ? 'refund-amount-error' : undefined}
            />
          </label>
        )}
        <ErrorMessage id="refund-amount-error" message={amountError} />
        <button type="submit">Refund…</button>
      </form>
    </section>
  );
}
