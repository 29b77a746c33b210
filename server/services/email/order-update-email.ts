// Order updated: the shopper is told when the store cancels their order or refunds card money, with the amount given
// back, whether that is all of it, and the private order-status link. Queued in the transaction that records the change
// (server/services/orders.ts, refunds.ts).
import { formatMoney } from '../../../domain/money.ts';
import { html, layout, link, textBody } from './html.ts';
import { absoluteUrl, type EmailTemplate, found, payloadId } from './template-kit.ts';

/** What changed: the order was cancelled (with what it gives back), or card money was refunded. */
export type OrderUpdate = 'cancelled' | 'refunded';

export const orderUpdateEmail: EmailTemplate = async (ctx, payload) => {
  const order = found(
    await ctx.db.order.findFirst({ where: { id: payloadId(payload, 'orderId'), websiteId: ctx.websiteId } }),
    'The order',
  );
  const update: OrderUpdate = (payload as { update?: string }).update === 'cancelled' ? 'cancelled' : 'refunded';
  const amountCents = Number((payload as { amountCents?: number }).amountCents ?? 0);
  const money = (cents: number) => formatMoney(cents, order.currency);
  const statusUrl = absoluteUrl(ctx.store, `/orders/${order.statusToken}`);
  const whole = (payload as { fully?: boolean }).fully === true;
  const lines =
    update === 'cancelled'
      ? [
          `${ctx.store.name} has cancelled your order #${order.orderNumber}.`,
          amountCents > 0
            ? `${money(amountCents)} is being refunded to your card; your bank may take a few days to show it.`
            : 'Nothing was charged to your card, so there is nothing to refund.',
          ...(order.giftCardCents > 0 ? [`The ${money(order.giftCardCents)} paid with gift cards is back on them.`] : []),
        ]
      : [
          `${ctx.store.name} has refunded ${money(amountCents)} of your order #${order.orderNumber} to your card.`,
          whole ? 'Your order is now fully refunded.' : 'The rest of your order stands.',
          'Your bank may take a few days to show it.',
        ];
  const title = update === 'cancelled' ? `Order #${order.orderNumber} cancelled` : `Refund for order #${order.orderNumber}`;
  const text = textBody(ctx.store, [...lines, '', `Check the status of your order: ${statusUrl}`]);
  const body = html`${lines.map((l) => html`<p>${l}</p>`)}
<p>${link(statusUrl, 'Check the status of your order')}</p>`;
  return { to: order.email, subject: `${title} — ${ctx.store.name}`, text, html: layout(ctx.store, title, body) };
};
