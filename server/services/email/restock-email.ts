// Restock notification: the product and variant the shopper signed up for are back, with a link to its page.
import { html, layout, link, textBody } from './html.ts';
import { type EmailTemplate, found, payloadId, productUrls, variantLabel } from './template-kit.ts';

export const restockEmail: EmailTemplate = async (ctx, payload) => {
  const signUp = found(
    await ctx.db.restockSignUp.findFirst({
      where: { id: payloadId(payload, 'signUpId'), websiteId: ctx.websiteId },
      include: { product: { select: { item: { select: { title: true } } } }, variant: { select: { attributes: true } } },
    }),
    'The restock sign-up',
  );
  const name = signUp.product.item.title;
  const variant = variantLabel(signUp.variant.attributes);
  const url = (await productUrls(ctx, [signUp.productId])).get(signUp.productId) ?? ctx.store.origin;
  const title = `${name} is back in stock`;
  const text = textBody(ctx.store, [
    `Good news: ${name}${variant ? ` (${variant})` : ''} is back in stock at ${ctx.store.name}.`,
    '',
    `Shop now: ${url}`,
    '',
    'You are receiving this email because you asked to be notified when this item was available again.',
  ]);
  const body = html`<p>Good news: ${link(url, name)}${variant ? html` <span style="color:#666">(${variant})</span>` : ''} is back in stock at ${ctx.store.name}.</p>
<p>${link(url, 'Shop now')}</p>
<p style="color:#666;font-size:12px">You are receiving this email because you asked to be notified when this item was available again.</p>`;
  return { to: signUp.siteVisitorEmail, subject: `${title} at ${ctx.store.name}`, text, html: layout(ctx.store, title, body) };
};
