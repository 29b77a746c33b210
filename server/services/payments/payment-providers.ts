// The payment provider a process uses, chosen by configuration (PAYMENT_PROVIDER): the built-in test provider
// (development, tests, and demo stores that say so: the configuration refuses it in production otherwise).
import type { PaymentProvider } from './payment-provider.ts';
import { TestCardProvider } from './test-card-provider.ts';

export type PaymentSettings = { payments: { provider: 'test' | 'stripe' } };

export function paymentProvider(settings: PaymentSettings): PaymentProvider {
  if (settings.payments.provider === 'test') return new TestCardProvider();
  throw new Error(`The ${settings.payments.provider} payment provider is not available in this build.`);
}
