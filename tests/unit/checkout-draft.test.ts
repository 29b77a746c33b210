// The checkout's client checks and the order it sends: card fields for the built-in provider, a Stripe PaymentMethod
// (and no card details at all) for Stripe.
import { describe, expect, it } from 'vitest';
import { type CheckoutNeeds, checkDraft, emptyDraft, placeOrderInput } from '../../client/src/lib/checkout-draft.ts';
import { PHONE_INVALID_MESSAGE } from '../../domain/customer-contact.ts';
import { REQUIRED_MESSAGE } from '../../domain/messages.ts';

const draft = { ...emptyDraft('US'), email: 'ada@example.com', name: 'Ada Lovelace' };
const needs = (payWith: CheckoutNeeds['payWith']): CheckoutNeeds => ({
  requiresShipping: false,
  shippingOptionId: null,
  cardNeeded: true,
  payWith,
});
const ids = { cartToken: 'c', idempotencyKey: 'k', giftCardCodes: [] as string[], giftCardCents: 0, paymentMethodId: 'pm_123' };

describe('checkDraft and placeOrderInput', () => {
  it('the store’s card fields are checked and sent when the store takes cards itself', () => {
    expect(checkDraft(draft, needs('card'))).toMatchObject({ 'card.number': expect.any(String), 'card.cvc': expect.any(String) });
    const filled = { ...draft, card: { number: '4242 4242 4242 4242', expMonth: '12', expYear: '34', cvc: '123' } };
    expect(placeOrderInput(filled, needs('card'), ids)).toMatchObject({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
      paymentMethodId: null,
    });
  });

  it('with Stripe there are no card fields to check, and only the PaymentMethod id is sent', () => {
    expect(checkDraft(draft, needs('stripe'))).toEqual({});
    expect(placeOrderInput(draft, needs('stripe'), ids)).toMatchObject({ card: null, paymentMethodId: 'pm_123' });
  });

  it('nothing to pay: neither is sent', () => {
    expect(placeOrderInput(draft, { ...needs('stripe'), cardNeeded: false }, ids)).toMatchObject({ card: null, paymentMethodId: null });
  });

  it('with gift cards, what they pay as the shopper sees it is sent, so that the server refuses it if they pay less', () => {
    expect(placeOrderInput(draft, needs('stripe'), ids).expectedGiftCardCents).toBeNull();
    const withCard = { ...ids, giftCardCodes: ['ABCD-EFGH-JKLM-NPQR'], giftCardCents: 1500 };
    expect(placeOrderInput(draft, needs('stripe'), withCard)).toMatchObject({
      giftCardCodes: ['ABCD-EFGH-JKLM-NPQR'],
      expectedGiftCardCents: 1500,
    });
  });

  it("the customer's full name is required and the phone optional: both checked before sending, trimmed when sent", () => {
    expect(checkDraft({ ...draft, name: ' ' }, needs('stripe'))).toEqual({ name: REQUIRED_MESSAGE });
    expect(checkDraft({ ...draft, phone: 'call me' }, needs('stripe'))).toEqual({ phone: PHONE_INVALID_MESSAGE });
    expect(placeOrderInput({ ...draft, name: ' Ada Lovelace ', phone: '' }, needs('stripe'), ids)).toMatchObject({
      name: 'Ada Lovelace',
      phone: null,
    });
    expect(placeOrderInput({ ...draft, phone: ' 212-555-0100 ' }, needs('stripe'), ids).phone).toBe('212-555-0100');
  });
});
