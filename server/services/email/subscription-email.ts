// Subscription confirmation: the product (linked), the price line ("$10.00 every month for 1 year") and the next
// billing date.
import { formatMoney } from '../../../domain/money.ts';
import { subscriptionPriceText } from '../../../domain/subscription-text.ts';
import { html, layout, link, textBody } from './html.ts';
import { type EmailTemplate, formatDate, found, payloadId, productUrls } from './template-kit.ts';

export const subscriptionEmail: EmailTemplate = async (ctx, payload) => {
  const sub = found(
    await ctx.db.subscription.findFirst({
      where: { id: payloadId(payload, 'subscriptionId'), websiteId: ctx.websiteId },
      include: { product: { select: { item: { select: { title: true } } } } },
    }),
    'The subscription',
  );
  const name = sub.product.item.title;
  const url = (await productUrls(ctx, [sub.productId])).get(sub.productId) ?? null;
  const price = subscriptionPriceText(formatMoney(sub.priceCents, sub.currency), {
    billingPeriod: { value: sub.billingPeriodValue, unit: sub.billingPeriodUnit },
    numBillingCycles: sub.numBillingCycles,
  });
  const next = sub.nextBillingAt ? `Next payment: ${formatDate(ctx, sub.nextBillingAt)}.` : 'There are no further payments.';
  const title = `Your subscription to ${name}`;
  const text = textBody(ctx.store, [
    `Thank you for subscribing to ${name} at ${ctx.store.name}.`,
    '',
    `Price: ${price}`,
    next,
    ...(url ? ['', url] : []),
  ]);
  const body = html`<p>Thank you for subscribing to ${url ? link(url, name) : name} at ${ctx.store.name}.</p>
<p>Price: ${price}</p>
<p>${next}</p>`;
  return { to: sub.email, subject: `${title} — ${ctx.store.name}`, text, html: layout(ctx.store, title, body) };
};
