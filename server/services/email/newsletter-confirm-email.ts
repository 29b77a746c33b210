// Newsletter double opt-in: a link to confirm the subscription and one to unsubscribe, by the subscriber's token.
import { html, layout, link, textBody } from './html.ts';
import { absoluteUrl, type EmailTemplate, found, payloadId } from './template-kit.ts';

/** The pages the links open (the forms service serves them). */
export const newsletterConfirmPath = (token: string) => `/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const newsletterUnsubscribePath = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export const newsletterConfirmEmail: EmailTemplate = async (ctx, payload) => {
  const subscriber = found(
    await ctx.db.mailingListSubscriber.findFirst({ where: { id: payloadId(payload, 'subscriberId'), websiteId: ctx.websiteId } }),
    'The subscriber',
  );
  const confirmUrl = absoluteUrl(ctx.store, newsletterConfirmPath(subscriber.confirmToken));
  const unsubscribeUrl = absoluteUrl(ctx.store, newsletterUnsubscribePath(subscriber.confirmToken));
  const title = `Confirm your subscription to ${ctx.store.name}`;
  const text = textBody(ctx.store, [
    `Please confirm that you want to receive email from ${ctx.store.name}:`,
    confirmUrl,
    '',
    `If you did not sign up, ignore this email or unsubscribe: ${unsubscribeUrl}`,
  ]);
  const body = html`<p>Please confirm that you want to receive email from ${ctx.store.name}.</p>
<p style="font-size:16px">${link(confirmUrl, 'Confirm subscription')}</p>
<p style="color:#666;font-size:12px">If you did not sign up, ignore this email or ${link(unsubscribeUrl, 'unsubscribe')}.</p>`;
  return { to: subscriber.email, subject: title, text, html: layout(ctx.store, title, body) };
};
