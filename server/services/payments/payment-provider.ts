// The payment seam: authorize, capture, void and refund through a provider. Every call carries an idempotency key,
// so a retried call (after a timeout, a crash, a second node) returns the first call's answer and never moves money
// twice. Orders are recorded between authorizing and capturing (server/services/checkout): money is only captured
// for an order that exists, and an authorization whose order could not be written is voided. The built-in test
// provider behaves like a card processor in test mode; a real processor plugs in behind the same interface.

export type Card = { number: string; expMonth: number; expYear: number; cvc: string };
/** How the shopper pays: card details (the test provider), or a payment method the provider's own form made in the
 * browser (Stripe: a PaymentMethod id; the card number never reaches this server). */
export type PaymentMethodInput = { card: Card } | { paymentMethodId: string };
export type PaymentDecline = {
  ok: false;
  code: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'INVALID_CARD' | 'PAYMENT_FAILED';
  message: string;
};
export type Authorization = { ok: true; authorizationId: string; paymentMethodRef: string };

export interface PaymentProvider {
  readonly name: string;
  /** Orders paid through a test-mode provider are marked testMode. */
  readonly testMode: boolean;
  /** The publishable key the storefront's payment form needs, for providers whose form runs in the browser. */
  readonly publishableKey?: string;
  /** Authorizes the amount; the answer carries a reusable payment method for subscription renewals. */
  authorize(request: {
    amountCents: number;
    currency: string;
    payment: PaymentMethodInput;
    email: string;
    idempotencyKey: string;
  }): Promise<Authorization | PaymentDecline>;
  /** Authorizes the amount on a saved payment method (subscription renewals). */
  authorizeSaved(request: {
    paymentMethodRef: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<Authorization | PaymentDecline>;
  capture(request: {
    authorizationId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ ok: true; captureId: string } | PaymentDecline>;
  /** Releases an authorization that will not be captured. */
  void(request: { authorizationId: string; idempotencyKey: string }): Promise<void>;
  refund(request: {
    captureId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ ok: true; refundId: string } | PaymentDecline>;
}
