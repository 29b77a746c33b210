// Order confirmation: order number, lines with product links, the totals, who and where it ships to, and the private
// order-status link.
import { type Address, formatAddressLines } from '../../../domain/address.ts';
import { formatMoney } from '../../../domain/money.ts';
import { html, layout, link, textBody } from './html.ts';
import { absoluteUrl, type EmailTemplate, found, payloadId, productUrls, variantLabels } from './template-kit.ts';

export const orderConfirmationEmail: EmailTemplate = async (ctx, payload) => {
  const order = found(
    await ctx.db.order.findFirst({ where: { id: payloadId(payload, 'orderId'), websiteId: ctx.websiteId }, include: { lines: true } }),
    'The order',
  );
  const money = (cents: number) => formatMoney(cents, order.currency);
  const urls = await productUrls(
    ctx,
    order.lines.map((l) => l.itemId),
  );
  const labels = await variantLabels(
    ctx,
    order.lines.map((l) => l.variantId),
  );
  const statusUrl = absoluteUrl(ctx.store, `/orders/${order.statusToken}`);
  const lines = order.lines.map((l) => ({
    name: l.productName,
    variant: (l.variantId && labels.get(l.variantId)) || '',
    url: urls.get(l.itemId) ?? null,
    quantity: l.quantity,
    total: money(l.unitPriceCents * l.quantity),
  }));
  const totals: [string, string][] = [['Subtotal', money(order.subtotalCents)]];
  if (order.discountCents > 0) totals.push(['Discount', `-${money(order.discountCents)}`]);
  if (order.shippingOptionName || order.shippingCostCents > 0)
    totals.push([order.shippingOptionName ? `Shipping (${order.shippingOptionName})` : 'Shipping', money(order.shippingCostCents)]);
  if (order.taxCents > 0) totals.push(['Tax', money(order.taxCents)]);
  if (order.giftCardCents > 0) totals.push(['Gift card', `-${money(order.giftCardCents)}`]);
  totals.push(['Total', money(order.grandTotalCents)]);

  const shipTo = shipToLines(order);

  const title = `Order #${order.orderNumber} confirmed`;
  const text = textBody(ctx.store, [
    `Thank you for your order from ${ctx.store.name}.`,
    '',
    `Order #${order.orderNumber}`,
    '',
    ...lines.map((l) => `${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ''} — ${l.total}${l.url ? `\n  ${l.url}` : ''}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(shipTo.length ? ['Ship to:', ...shipTo, ''] : []),
    `Check the status of your order: ${statusUrl}`,
  ]);
  const body = html`<p>Thank you for your order from ${ctx.store.name}.</p>
<h2 style="font-size:16px">Order #${order.orderNumber}</h2>
<table style="width:100%;border-collapse:collapse">${lines.map(
    (l) =>
      html`<tr><td style="padding:4px 0">${l.quantity} × ${l.url ? link(l.url, l.name) : l.name}${
        l.variant ? html`<br><span style="color:#666">${l.variant}</span>` : ''
      }</td><td style="text-align:right">${l.total}</td></tr>`,
  )}</table>
<table style="width:100%;margin-top:12px;border-top:1px solid #ddd">${totals.map(
    ([label, value]) => html`<tr><td style="padding:2px 0">${label}</td><td style="text-align:right">${value}</td></tr>`,
  )}</table>
${shipTo.length ? html`<h2 style="font-size:16px;margin-top:20px">Ship to</h2><p>${shipTo.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</p>` : ''}
<p style="margin-top:20px">${link(statusUrl, 'View your order status')}</p>`;
  return { to: order.email, subject: `${title} — ${ctx.store.name}`, text, html: layout(ctx.store, title, body) };
};

/** Who receives a shipped order and where: the name, the address on one line, the phone ([] when nothing ships). */
function shipToLines(order: { customerName: string; phone: string | null; shippingAddress: unknown }): string[] {
  if (!order.shippingAddress) return [];
  return [order.customerName, formatAddressLines(order.shippingAddress as Address), order.phone ?? ''].filter(Boolean);
}
