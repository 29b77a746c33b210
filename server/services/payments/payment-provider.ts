// The payment seam: authorize, capture, void and refund through a provider, and charge a saved payment method for
// subscription renewals. The built-in test provider behaves like a card processor in test mode; a real processor
// plugs in behind the same interface.

export type Card = { number: string; expMonth: number; expYear: number; cvc: string };
export type PaymentDecline = {
  ok: false;
  code: 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'INVALID_CARD' | 'PAYMENT_FAILED';
  message: string;
};

export interface PaymentProvider {
  readonly name: string;
  /** Orders paid through a test-mode provider are marked testMode. */
  readonly testMode: boolean;
  /** Authorizes the amount; the answer carries a reusable payment method for subscription renewals. */
  authorize(request: {
    amountCents: number;
    currency: string;
    card: Card;
    idempotencyKey: string;
  }): Promise<{ ok: true; authorizationId: string; paymentMethodRef: string } | PaymentDecline>;
  capture(authorizationId: string, amountCents: number): Promise<{ ok: true; captureId: string } | PaymentDecline>;
  void(authorizationId: string): Promise<void>;
  refund(captureId: string, amountCents: number): Promise<{ ok: true; refundId: string } | PaymentDecline>;
  /** Charges a saved payment method at once (subscription renewals); idempotent per key. */
  chargeSavedMethod(request: {
    paymentMethodRef: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ ok: true; captureId: string } | PaymentDecline>;
}
