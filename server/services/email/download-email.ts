// Digital download: the product, its signed download link, how many downloads it allows and when it expires.
import { html, layout, link, textBody } from './html.ts';
import { absoluteUrl, type EmailTemplate, formatDateTime, found, payloadId } from './template-kit.ts';

export const downloadEmail: EmailTemplate = async (ctx, payload) => {
  const download = found(
    await ctx.db.digitalDownload.findFirst({
      where: { id: payloadId(payload, 'downloadId'), websiteId: ctx.websiteId },
      include: { order: { select: { email: true, orderNumber: true, lines: { select: { id: true, productName: true } } } } },
    }),
    'The download',
  );
  const name = download.order.lines.find((l) => l.id === download.orderLineId)?.productName ?? 'Your download';
  const url = absoluteUrl(ctx.store, `/api/commerce/downloads/${download.token}`);
  const expires = formatDateTime(ctx, download.expiresAt);
  const title = `Your download: ${name}`;
  const text = textBody(ctx.store, [
    `Thank you for your order #${download.order.orderNumber} from ${ctx.store.name}.`,
    '',
    `Download ${name}: ${url}`,
    '',
    `The link works ${download.downloadsLeft} times and expires on ${expires}.`,
  ]);
  const body = html`<p>Thank you for your order #${download.order.orderNumber} from ${ctx.store.name}.</p>
<p style="font-size:16px">${link(url, `Download ${name}`)}</p>
<p style="color:#666">The link works ${download.downloadsLeft} times and expires on ${expires}.</p>`;
  return { to: download.order.email, subject: `${title} — ${ctx.store.name}`, text, html: layout(ctx.store, title, body) };
};
