// Stripe behind the payment seam, through the official SDK: PaymentIntents with manual capture (authorize = create and
// confirm, capture, void = cancel), refunds, and every call with an idempotency key. The card is taken in the
// browser by Stripe's Payment Element, which hands over a PaymentMethod id: card numbers never reach this server.
// The shopper's PaymentMethod is saved on a Stripe Customer (setup_future_usage: off_session) so that subscription
// renewals can charge it. Webhook events are verified with the SDK's own signature check (verifyWebhook).
import type Stripe from 'stripe';
import {
  AUTHENTICATION_NOT_SUPPORTED_MESSAGE,
  CARD_DECLINED_MESSAGE,
  CARD_FORM_REQUIRED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  INVALID_CARD_MESSAGE,
} from '../../../domain/messages.ts';
import type { Authorization, PaymentDecline, PaymentMethodInput, PaymentProvider } from './payment-provider.ts';

export type StripeSettings = { secretKey: string; publishableKey: string; webhookSecret: string | null; apiUrl: string | null };

const decline = (code: PaymentDecline['code'], message: string): PaymentDecline => ({ ok: false, code, message });

/** A card error from Stripe as the shopper reads it; anything else (network, API, authentication) is thrown on. */
function declineOf(err: unknown): PaymentDecline {
  const e = err as { type?: string; code?: string; decline_code?: string; message?: string };
  if (e.type === 'StripeCardError') {
    if (e.decline_code === 'insufficient_funds') return decline('INSUFFICIENT_FUNDS', INSUFFICIENT_FUNDS_MESSAGE);
    if (
      [
        'incorrect_number',
        'invalid_number',
        'invalid_expiry_month',
        'invalid_expiry_year',
        'expired_card',
        'incorrect_cvc',
        'invalid_cvc',
      ].includes(e.code ?? '')
    )
      return decline('INVALID_CARD', e.message ?? INVALID_CARD_MESSAGE);
    return decline('CARD_DECLINED', CARD_DECLINED_MESSAGE);
  }
  if (e.type === 'StripeInvalidRequestError') return decline('PAYMENT_FAILED', e.message ?? 'The payment could not be completed.');
  throw err;
}

/** An authorization is a PaymentIntent waiting for its capture; any other state is not one. */
function authorizationOf(pi: Stripe.PaymentIntent, paymentMethodRef: string): Authorization | PaymentDecline {
  if (pi.status === 'requires_capture') return { ok: true, authorizationId: pi.id, paymentMethodRef };
  if (pi.status === 'requires_action') return decline('CARD_DECLINED', AUTHENTICATION_NOT_SUPPORTED_MESSAGE);
  return decline('CARD_DECLINED', CARD_DECLINED_MESSAGE);
}

/** A saved payment method is kept as `customer/paymentMethod`. */
const savedRef = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly testMode: boolean;
  readonly publishableKey: string;

  constructor(
    private readonly stripe: Stripe,
    private readonly settings: StripeSettings,
  ) {
    this.testMode = settings.secretKey.includes('_test_');
    this.publishableKey = settings.publishableKey;
  }

  async authorize(request: { amountCents: number; currency: string; payment: PaymentMethodInput; email: string; idempotencyKey: string }) {
    if (!('paymentMethodId' in request.payment)) return decline('INVALID_CARD', CARD_FORM_REQUIRED_MESSAGE);
    const paymentMethod = request.payment.paymentMethodId;
    try {
      const customer = await this.stripe.customers.create(
        { email: request.email, payment_method: paymentMethod },
        { idempotencyKey: `${request.idempotencyKey}:customer` },
      );
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          customer: customer.id,
          payment_method: paymentMethod,
          capture_method: 'manual',
          confirm: true,
          setup_future_usage: 'off_session',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return authorizationOf(pi, savedRef(customer.id, paymentMethod));
    } catch (err) {
      return declineOf(err);
    }
  }

  async authorizeSaved(request: { paymentMethodRef: string; amountCents: number; currency: string; idempotencyKey: string }) {
    const [customer, paymentMethod] = request.paymentMethodRef.split('/');
    if (!customer || !paymentMethod) return decline('PAYMENT_FAILED', 'No saved payment method.');
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          customer,
          payment_method: paymentMethod,
          capture_method: 'manual',
          confirm: true,
          off_session: true,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return authorizationOf(pi, request.paymentMethodRef);
    } catch (err) {
      return declineOf(err);
    }
  }

  async capture(request: { authorizationId: string; amountCents: number; idempotencyKey: string }) {
    try {
      const pi = await this.stripe.paymentIntents.capture(
        request.authorizationId,
        { amount_to_capture: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return pi.status === 'succeeded'
        ? { ok: true as const, captureId: pi.id }
        : decline('PAYMENT_FAILED', 'The payment could not be captured.');
    } catch (err) {
      return declineOf(err);
    }
  }

  async void(request: { authorizationId: string; idempotencyKey: string }) {
    try {
      await this.stripe.paymentIntents.cancel(request.authorizationId, {}, { idempotencyKey: request.idempotencyKey });
    } catch (err) {
      // Already captured or cancelled: nothing is held any more.
      declineOf(err);
    }
  }

  async refund(request: { captureId: string; amountCents: number; idempotencyKey: string }) {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.captureId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      return refund.status === 'failed' || refund.status === 'canceled'
        ? decline('PAYMENT_FAILED', 'The refund was refused by the payment provider.')
        : { ok: true as const, refundId: refund.id };
    } catch (err) {
      return declineOf(err);
    }
  }

  /** The event a webhook request carries, when its signature is Stripe's for this endpoint; else null. */
  verifyWebhook(rawBody: string, signature: string | undefined): Stripe.Event | null {
    if (!this.settings.webhookSecret || !signature) return null;
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch {
      return null;
    }
  }
}

/** The SDK client: Stripe's API, or STRIPE_API_URL (a proxy, or the tests' local stand-in). Loaded only when used. */
export async function createStripeProvider(settings: StripeSettings): Promise<StripeProvider> {
  const { default: StripeSdk } = await import('stripe');
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Shopwright' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  return new StripeProvider(stripe, settings);
}
