// The newsletter's double opt-in: the emailed link confirms the subscription; the unsubscribe link ends it.
import type { ServiceContext } from './context.ts';

export type NewsletterOutcome = 'confirmed' | 'unsubscribed' | 'unknown';

export async function changeSubscription(ctx: ServiceContext, token: string, to: 'CONFIRMED' | 'UNSUBSCRIBED'): Promise<NewsletterOutcome> {
  if (!token) return 'unknown';
  const { count } = await ctx.db.mailingListSubscriber.updateMany({
    where: { confirmToken: token, websiteId: ctx.website.id },
    data: { status: to },
  });
  if (count === 0) return 'unknown';
  return to === 'CONFIRMED' ? 'confirmed' : 'unsubscribed';
}
