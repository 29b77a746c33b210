// Renders an outbox row into an email (subject, plain text, HTML): one template per kind, each reading what it needs
// by the ids in the payload, always within the row's website, with links on the store's public origin.
import type { Db } from '../../db/client.ts';
import type { OutboxKind } from '../outbox.ts';
import { downloadEmail } from './download-email.ts';
import { formNotificationEmail } from './form-notification-email.ts';
import { giftCardEmail } from './gift-card-email.ts';
import { newsletterConfirmEmail } from './newsletter-confirm-email.ts';
import { orderConfirmationEmail } from './order-confirmation-email.ts';
import { orderUpdateEmail } from './order-update-email.ts';
import { restockEmail } from './restock-email.ts';
import { subscriptionEmail } from './subscription-email.ts';
import { type EmailTemplate, found, type RenderedEmail, type TemplateContext, UndeliverableError } from './template-kit.ts';

export const EMAIL_TEMPLATES: Record<OutboxKind, EmailTemplate> = {
  'email.orderConfirmation': orderConfirmationEmail,
  'email.orderUpdate': orderUpdateEmail,
  'email.giftCard': giftCardEmail,
  'email.digitalDownload': downloadEmail,
  'email.subscriptionConfirmation': subscriptionEmail,
  'email.restock': restockEmail,
  'email.formNotification': formNotificationEmail,
  'email.newsletterConfirm': newsletterConfirmEmail,
};

export type OutboxEmailRow = { websiteId: string; kind: string; payload: unknown };

/**
 * The public origin of a website's links: PUBLIC_URL, unless its host is another website's domain; then PUBLIC_URL's
 * scheme and port on this website's first domain, so a second store's links reach that store.
 */
export function storeOrigin(publicUrl: string, ownDomains: readonly string[], publicHostIsAnotherStore: boolean): string {
  const url = new URL(publicUrl);
  const own = [...ownDomains].sort();
  if (publicHostIsAnotherStore && own.length > 0 && !own.includes(url.hostname)) url.hostname = own[0] as string;
  return url.origin;
}

export async function templateContext(db: Db, websiteId: string, publicUrl: string): Promise<TemplateContext> {
  const website = found(
    await db.website.findUnique({
      where: { id: websiteId },
      select: { name: true, language: true, timeZone: true, domains: { select: { hostname: true } } },
    }),
    'The website',
  );
  const publicHost = await db.websiteDomain.findUnique({ where: { hostname: new URL(publicUrl).hostname }, select: { websiteId: true } });
  const origin = storeOrigin(
    publicUrl,
    website.domains.map((d) => d.hostname),
    !!publicHost && publicHost.websiteId !== websiteId,
  );
  return { db, websiteId, store: { name: website.name, origin, language: website.language, timeZone: website.timeZone } };
}

/** Subject, text and HTML of an outbox row; UndeliverableError for an unknown kind or a row whose subject is gone. */
export async function renderOutboxEmail(db: Db, row: OutboxEmailRow, publicUrl: string): Promise<RenderedEmail & { storeName: string }> {
  const template = Object.hasOwn(EMAIL_TEMPLATES, row.kind) ? EMAIL_TEMPLATES[row.kind as OutboxKind] : undefined;
  if (!template) throw new UndeliverableError(`No email template for ${row.kind}.`);
  const ctx = await templateContext(db, row.websiteId, publicUrl);
  return { ...(await template(ctx, row.payload)), storeName: ctx.store.name };
}
