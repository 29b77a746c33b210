// The payment provider a process uses, chosen by configuration (PAYMENT_PROVIDER): Stripe, or the built-in test
// provider (development, tests, and demo stores that say so: the configuration refuses it in production otherwise).
import type { PaymentProvider } from './payment-provider.ts';
import type { StripeSettings } from './stripe-provider.ts';
import { TestCardProvider } from './test-card-provider.ts';

export type PaymentSettings = { payments: { provider: 'test' | 'stripe'; stripe: StripeSettings } };

export async function paymentProvider(settings: PaymentSettings): Promise<PaymentProvider> {
  if (settings.payments.provider === 'test') return new TestCardProvider();
  const { createStripeProvider } = await import('./stripe-provider.ts');
  return createStripeProvider(settings.payments.stripe);
}
