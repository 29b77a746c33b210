// POST /api/commerce/payments/stripe/webhook: Stripe's events, verified with the SDK's own signature check against
// STRIPE_WEBHOOK_SECRET (a bad or missing signature: 400, nothing done), then reconciled with our orders
// (services/payment-events.ts). Answers 200 {received: true} once handled, so Stripe stops retrying. No crumb: the
// signature is the credential.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { reconcilePaymentEvent } from '../services/payment-events.ts';
import { StripeProvider } from '../services/payments/stripe-provider.ts';

export const STRIPE_WEBHOOK_PATH = '/api/commerce/payments/stripe/webhook';

export function paymentWebhookRoutes(app: Hono<AppEnv>) {
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const ctx = c.get('ctx');
    if (!(ctx.payments instanceof StripeProvider)) return c.json({ error: 'Stripe is not this store’s payment provider.' }, 404);
    const event = ctx.payments.verifyWebhook(await c.req.text(), c.req.header('stripe-signature'));
    if (!event) return c.json({ error: 'The Stripe-Signature header does not match this endpoint’s signing secret.' }, 400);
    const outcome = await reconcilePaymentEvent(ctx, event as Parameters<typeof reconcilePaymentEvent>[1]);
    return c.json({ received: true, outcome });
  });
}
