// The commerce email preview (spec §2 page type 301): the confirmation email of one of the website's orders, rendered
// as its shopper received it (the same template, links on the store's public origin), for the store's owners.
import type { Db } from '../../db/client.ts';
import { orderConfirmationEmail } from './order-confirmation-email.ts';
import { type RenderedEmail, UndeliverableError } from './template-kit.ts';
import { templateContext } from './templates.ts';

/** The order's confirmation email, or null when the website has no such order. */
export async function orderEmailPreview(db: Db, websiteId: string, orderId: string, publicUrl: string): Promise<RenderedEmail | null> {
  try {
    return await orderConfirmationEmail(await templateContext(db, websiteId, publicUrl), { orderId });
  } catch (error) {
    if (error instanceof UndeliverableError) return null;
    throw error;
  }
}
