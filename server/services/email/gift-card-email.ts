// Gift card: the code in its display form, the amount, and a link to spend it at the store.
import { formatGiftCardCode } from '../../../domain/gift-card.ts';
import { formatMoney } from '../../../domain/money.ts';
import { html, layout, link, textBody } from './html.ts';
import { type EmailTemplate, found, payloadId, UndeliverableError } from './template-kit.ts';

export const giftCardEmail: EmailTemplate = async (ctx, payload) => {
  const card = found(
    await ctx.db.giftCard.findFirst({
      where: { id: payloadId(payload, 'giftCardId'), websiteId: ctx.websiteId },
      include: { order: { select: { email: true, orderNumber: true } } },
    }),
    'The gift card',
  );
  const to = card.recipientEmail ?? card.order?.email;
  if (!to) throw new UndeliverableError('The gift card has no recipient.');
  const code = formatGiftCardCode(card.code);
  const amount = formatMoney(card.initialCents, card.currency);
  const title = `Your ${amount} gift card`;
  const text = textBody(ctx.store, [
    `Here is your ${amount} gift card for ${ctx.store.name}.`,
    '',
    `Gift card code: ${code}`,
    '',
    ...(card.message ? [card.message, ''] : []),
    `Enter the code at checkout: ${ctx.store.origin}`,
    ...(card.order ? ['', `Bought with order #${card.order.orderNumber}.`] : []),
  ]);
  const body = html`<p>Here is your ${amount} gift card for ${ctx.store.name}.</p>
<p style="font-size:22px;font-family:Menlo,Consolas,monospace;letter-spacing:2px;padding:12px;border:1px dashed #999;text-align:center">${code}</p>
${card.message ? html`<p style="white-space:pre-line">${card.message}</p>` : ''}
<p>Enter the code at checkout: ${link(ctx.store.origin, `Shop at ${ctx.store.name}`)}</p>
${card.order ? html`<p style="color:#666">Bought with order #${card.order.orderNumber}.</p>` : ''}`;
  return { to, subject: `${title} from ${ctx.store.name}`, text, html: layout(ctx.store, title, body) };
};
