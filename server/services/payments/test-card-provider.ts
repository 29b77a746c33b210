// The built-in test provider: a card processor in test mode. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
// declined, 4000 0000 0000 9995 has insufficient funds; anything else that is not a valid card number is invalid.
// Authorizations, captures and refunds are kept in memory and are idempotent per key.
import { randomUUID } from 'node:crypto';
import type { Card, PaymentDecline, PaymentProvider } from './payment-provider.ts';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const INVALID_CARD_MESSAGE = 'Your card number is invalid.';
export const CARD_EXPIRED_MESSAGE = 'Your card has expired.';

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

function cardProblem(card: Card, now: Date): PaymentDecline | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits) || !/^\d{3,4}$/.test(card.cvc))
    return { ok: false, code: 'INVALID_CARD', message: INVALID_CARD_MESSAGE };
  const lastDay = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || lastDay <= now)
    return { ok: false, code: 'INVALID_CARD', message: CARD_EXPIRED_MESSAGE };
  if (digits === TEST_CARDS.declined) return { ok: false, code: 'CARD_DECLINED', message: CARD_DECLINED_MESSAGE };
  if (digits === TEST_CARDS.insufficientFunds) return { ok: false, code: 'INSUFFICIENT_FUNDS', message: INSUFFICIENT_FUNDS_MESSAGE };
  return null;
}

export class TestCardProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;
  private readonly authorizations = new Map<string, { id: string; amountCents: number; state: 'authorized' | 'captured' | 'voided' }>();
  private readonly byKey = new Map<string, string>();

  async authorize(request: { amountCents: number; currency: string; card: Card; idempotencyKey: string }) {
    const problem = cardProblem(request.card, new Date());
    if (problem) return problem;
    const paymentMethodRef = `pm_test_${request.card.number.replace(/[\s-]/g, '').slice(-4)}`;
    const existing = this.byKey.get(request.idempotencyKey);
    if (existing) return { ok: true as const, authorizationId: existing, paymentMethodRef };
    const id = `auth_${randomUUID()}`;
    this.authorizations.set(id, { id, amountCents: request.amountCents, state: 'authorized' });
    this.byKey.set(request.idempotencyKey, id);
    return { ok: true as const, authorizationId: id, paymentMethodRef };
  }

  /** A saved test card keeps its outcome: the decline and insufficient-funds cards fail their renewals too. */
  async chargeSavedMethod(request: { paymentMethodRef: string; amountCents: number; currency: string; idempotencyKey: string }) {
    const last4 = request.paymentMethodRef.replace('pm_test_', '');
    if (last4 === TEST_CARDS.declined.slice(-4))
      return { ok: false as const, code: 'CARD_DECLINED' as const, message: CARD_DECLINED_MESSAGE };
    if (last4 === TEST_CARDS.insufficientFunds.slice(-4))
      return { ok: false as const, code: 'INSUFFICIENT_FUNDS' as const, message: INSUFFICIENT_FUNDS_MESSAGE };
    const existing = this.byKey.get(request.idempotencyKey);
    if (existing) return { ok: true as const, captureId: existing };
    const captureId = `cap_${randomUUID()}`;
    this.byKey.set(request.idempotencyKey, captureId);
    return { ok: true as const, captureId };
  }

  async capture(authorizationId: string, amountCents: number) {
    const auth = this.authorizations.get(authorizationId);
    if (!auth || auth.state === 'voided' || amountCents > auth.amountCents)
      return { ok: false as const, code: 'PAYMENT_FAILED' as const, message: 'The payment could not be captured.' };
    auth.state = 'captured';
    return { ok: true as const, captureId: `cap_${authorizationId.slice(5)}` };
  }

  async void(authorizationId: string) {
    const auth = this.authorizations.get(authorizationId);
    if (auth && auth.state === 'authorized') auth.state = 'voided';
  }

  async refund(captureId: string, _amountCents: number) {
    return captureId.startsWith('cap_')
      ? { ok: true as const, refundId: `ref_${randomUUID()}` }
      : { ok: false as const, code: 'PAYMENT_FAILED' as const, message: 'Unknown payment.' };
  }
}
