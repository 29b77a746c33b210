// The built-in test provider: a card processor in test mode. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
// declined, 4000 0000 0000 9995 has insufficient funds; anything else that is not a valid card number is invalid.
// Authorizations, captures and refunds are kept in memory; every call is idempotent per key, a voided authorization
// cannot be captured, and a capture cannot be refunded past what it took.
import { randomUUID } from 'node:crypto';
import {
  CAPTURE_FAILED_MESSAGE,
  CARD_DECLINED_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  INVALID_CARD_MESSAGE,
  REFUND_REFUSED_MESSAGE,
} from '../../../domain/messages.ts';
import type { Authorization, Card, PaymentDecline, PaymentMethodInput, PaymentProvider } from './payment-provider.ts';

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002', insufficientFunds: '4000000000009995' } as const;

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

const decline = (code: PaymentDecline['code'], message: string): PaymentDecline => ({ ok: false, code, message });

function cardProblem(card: Card, now: Date): PaymentDecline | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits) || !/^\d{3,4}$/.test(card.cvc))
    return decline('INVALID_CARD', INVALID_CARD_MESSAGE);
  const lastDay = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (!(card.expMonth >= 1 && card.expMonth <= 12) || lastDay <= now) return decline('INVALID_CARD', CARD_EXPIRED_MESSAGE);
  return savedCardProblem(digits.slice(-4));
}

/** A saved test card keeps its outcome: the decline and insufficient-funds cards fail their renewals too. */
function savedCardProblem(last4: string): PaymentDecline | null {
  if (last4 === TEST_CARDS.declined.slice(-4)) return decline('CARD_DECLINED', CARD_DECLINED_MESSAGE);
  if (last4 === TEST_CARDS.insufficientFunds.slice(-4)) return decline('INSUFFICIENT_FUNDS', INSUFFICIENT_FUNDS_MESSAGE);
  return null;
}

/** The test provider keeps its most recent records only, so a long-running demo store's memory stays bounded. */
const MAX_RECORDS = 20_000;
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MAX_RECORDS) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

type AuthorizationRecord = { amountCents: number; state: 'authorized' | 'captured' | 'voided'; captureId: string | null; refunded: number };

export class TestCardProvider implements PaymentProvider {
  readonly name = 'test';
  readonly testMode = true;
  private readonly authorizations = new Map<string, AuthorizationRecord>();
  /** The first answer to each idempotency key. */
  private readonly answers = new Map<string, unknown>();

  private once<T>(key: string, work: () => T): T {
    if (!this.answers.has(key)) remember(this.answers, key, work());
    return this.answers.get(key) as T;
  }

  private newAuthorization(amountCents: number, paymentMethodRef: string): Authorization {
    const authorizationId = `auth_${randomUUID()}`;
    remember(this.authorizations, authorizationId, { amountCents, state: 'authorized', captureId: null, refunded: 0 });
    return { ok: true, authorizationId, paymentMethodRef };
  }

  async authorize(request: { amountCents: number; currency: string; payment: PaymentMethodInput; idempotencyKey: string }) {
    return this.once(`authorize:${request.idempotencyKey}`, () => {
      if (!('card' in request.payment)) return decline('INVALID_CARD', INVALID_CARD_MESSAGE);
      const { card } = request.payment;
      return (
        cardProblem(card, new Date()) ??
        this.newAuthorization(request.amountCents, `pm_test_${card.number.replace(/[\s-]/g, '').slice(-4)}`)
      );
    });
  }

  async authorizeSaved(request: { paymentMethodRef: string; amountCents: number; currency: string; idempotencyKey: string }) {
    return this.once(`authorize:${request.idempotencyKey}`, () => {
      const problem = savedCardProblem(request.paymentMethodRef.replace('pm_test_', ''));
      return problem ?? this.newAuthorization(request.amountCents, request.paymentMethodRef);
    });
  }

  async capture(request: { authorizationId: string; amountCents: number; idempotencyKey: string }) {
    return this.once(`capture:${request.idempotencyKey}`, () => {
      const auth = this.authorizations.get(request.authorizationId);
      if (auth?.state !== 'authorized' || request.amountCents > auth.amountCents) return decline('PAYMENT_FAILED', CAPTURE_FAILED_MESSAGE);
      auth.state = 'captured';
      auth.captureId = `cap_${request.authorizationId.slice(5)}`;
      return { ok: true as const, captureId: auth.captureId };
    });
  }

  async void(request: { authorizationId: string; idempotencyKey: string }) {
    const auth = this.authorizations.get(request.authorizationId);
    if (auth?.state === 'authorized') auth.state = 'voided';
  }

  async refund(request: { captureId: string; amountCents: number; idempotencyKey: string }) {
    return this.once(`refund:${request.idempotencyKey}`, () => {
      const auth = [...this.authorizations.values()].find((a) => a.captureId === request.captureId);
      if (!auth) return decline('PAYMENT_FAILED', 'Unknown payment.');
      if (auth.refunded + request.amountCents > auth.amountCents) return decline('PAYMENT_FAILED', REFUND_REFUSED_MESSAGE);
      auth.refunded += request.amountCents;
      return { ok: true as const, refundId: `ref_${randomUUID()}` };
    });
  }

  /** What the provider holds for an authorization (tests read it to check that money moved once). */
  inspect(authorizationId: string): Readonly<AuthorizationRecord> | undefined {
    return this.authorizations.get(authorizationId);
  }
}
