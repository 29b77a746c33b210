// An order's refunds (the API's latest 100, newest first): when each was asked for, how much, why, how it ended and
// when the payment provider answered. Nothing is shown for an order never refunded.
import type { ConsoleOrderRefundFragment, OrderRefundReason } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { enumWords } from '../shared/format.ts';
import { useDateFormat } from '../shared/use-date-format.ts';

const REASONS: Record<OrderRefundReason, string> = {
  REFUND: 'Refund',
  CANCEL: 'Cancellation',
  PROVIDER: 'At the payment provider',
};

export function Refunds({ refunds }: { refunds: ConsoleOrderRefundFragment[] }) {
  const date = useDateFormat();
  if (refunds.length === 0) return null;
  return (
    <table>
      <caption>Refunds, newest first</caption>
      <ColumnHeads names={['Asked for', 'Amount', 'Reason', 'State', 'Answered']} amounts={['Amount']} />
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund.id}>
            <th scope="row">{date(refund.createdAt)}</th>
            <td className="console-money">{refund.amount.formatted}</td>
            <td>{REASONS[refund.reason]}</td>
            <td>{refund.failure ? `${enumWords(refund.status)}: ${refund.failure}` : enumWords(refund.status)}</td>
            <td>{refund.status === 'PENDING' ? 'Not yet' : date(refund.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
