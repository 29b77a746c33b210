// The checkout form (page type 201): contact email, full name and phone (optional), the shipping address and shipping method for carts that ship,
// billing ('same as shipping' by default), order notes, the card when something is left to pay, and 'Place order'.
// Client checks run first; the server's refusals show beside their fields (by field path) or in the alert, and a
// decline keeps everything as typed.
import { type FormEvent, lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AddressField } from '../../../domain/address.ts';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import { MAX_CUSTOMER_NAME_LENGTH, MAX_PHONE_LENGTH, phoneError } from '../../../domain/customer-contact.ts';
import { CHECKOUT_FIX_ERRORS_MESSAGE } from '../../../domain/messages.ts';
import type { CheckoutCartFieldsFragment } from '../graphql/generated/documents/CheckoutCartFieldsFragment.ts';
import { ADDRESS_FIELDS, type AddressPrefix, type CheckoutNeeds, checkDraft, emailError, placeOrderInput } from '../lib/checkout-draft.ts';
import type { CheckoutCartChanges } from '../lib/use-checkout-cart.ts';
import { useCheckoutDraft } from '../lib/use-checkout-draft.ts';
import type { PlaceOrder } from '../lib/use-place-order.ts';
import { AddressFields } from './AddressFields.tsx';
import { CardFields } from './CardFields.tsx';
import { FormAlert } from './FormAlert.tsx';
import { ShippingOptions } from './ShippingOptions.tsx';
import type { MakePaymentMethod } from './StripePaymentSection.tsx';
import { TextField } from './TextField.tsx';

/** Stripe's form comes with Stripe.js, loaded only by stores that pay with Stripe. */
const StripePaymentSection = lazy(() => import('./StripePaymentSection.tsx'));

export type CheckoutFormProps = {
  cart: CheckoutCartFieldsFragment;
  /** How the store takes payment (website.paymentSettings). */
  payments: { provider: string; publishableKey: string | null };
  defaultCountry: string;
  changes: CheckoutCartChanges;
  order: PlaceOrder;
  giftCardCodes: readonly string[];
  /** What the card must still pay after gift cards. */
  dueCents: number;
};

export function CheckoutForm({ cart, payments, defaultCountry, changes, order, giftCardCodes, dueCents }: CheckoutFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const notesId = useId();
  const minimumId = useId();
  const [checkedAt, setCheckedAt] = useState(0);
  const { draft, set, setShipping, setBilling, setCard, leaveShipping } = useCheckoutDraft(cart, defaultCountry, changes.setLocation);
  const { errors } = order;
  const giftCardsPay = giftCardCodes.length > 0;
  const needs: CheckoutNeeds = {
    requiresShipping: cart.requiresShipping,
    shippingOptionId: changes.choosingOptionId ?? cart.selectedShippingOption?.id ?? null,
    cardNeeded: dueCents > 0,
    payWith: payments.provider === 'stripe' && payments.publishableKey ? 'stripe' : 'card',
  };
  const makePaymentMethod = useRef<MakePaymentMethod | null>(null);
  const stripeReady = useCallback((make: MakePaymentMethod) => {
    makePaymentMethod.current = make;
  }, []);
  /** Whether the page shows a field for this error path; the others join the alert. */
  const shown = (path: string) => {
    if (path === 'shippingAddress') return false;
    if (path.startsWith('shippingAddress.') || path === 'shippingOptionId') return cart.requiresShipping;
    if (path.startsWith('billingAddress.')) return cart.requiresShipping && !draft.billingSameAsShipping;
    if (path.startsWith('card')) return needs.cardNeeded;
    return true;
  };
  const unplaced = Object.entries(errors.fields).flatMap(([path, message]) => (shown(path) ? [] : [message]));
  const alert = [errors.form, ...unplaced].filter(Boolean).join(' ') || null;

  // After a refused attempt, the first field in error takes the focus (its message is read with it).
  useEffect(() => {
    if (checkedAt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checkedAt]);

  function showFieldError(path: string, message: string | null): void {
    const { [path]: _old, ...rest } = errors.fields;
    order.setErrors({ form: errors.form, fields: message ? { ...rest, [path]: message } : rest });
  }

  const clear = (...paths: string[]) => {
    if (paths.some((p) => p in errors.fields)) order.setErrors({ form: errors.form, fields: omit(errors.fields, paths) });
  };
  /** The changed fields' paths; a new country also resets the postal code's verdict (the rule depends on it). */
  const addressPaths = (prefix: AddressPrefix, patch: object) => {
    const fields = 'country' in patch ? [...Object.keys(patch), 'postalCode'] : Object.keys(patch);
    return fields.map((f) => `${prefix}.${f}`);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (order.placing || !cart.meetsCheckoutMinimum) return;
    const problems = checkDraft(draft, needs);
    if (Object.keys(problems).length > 0) {
      order.setErrors({ form: CHECKOUT_FIX_ERRORS_MESSAGE, fields: problems });
      setCheckedAt(Date.now());
      return;
    }
    let paymentMethodId: string | null = null;
    if (needs.cardNeeded && needs.payWith === 'stripe') {
      const made = await (makePaymentMethod.current?.() ?? Promise.resolve({ error: CHECKOUT_TEXT.paymentFormLoading }));
      if ('error' in made) {
        order.setErrors({ form: null, fields: { card: made.error } });
        return;
      }
      paymentMethodId = made.paymentMethodId;
    }
    await order.place((idempotencyKey) =>
      placeOrderInput(draft, needs, {
        cartToken: cart.cartToken,
        idempotencyKey,
        giftCardCodes,
        giftCardCents: cart.grandTotalCents - dueCents,
        paymentMethodId,
      }),
    );
    setCheckedAt(Date.now());
  }

  return (
    <form ref={form} className="checkout-form" onSubmit={onSubmit} noValidate>
      <fieldset className="checkout-section">
        <legend>{CHECKOUT_TEXT.contact}</legend>
        <TextField
          label={CHECKOUT_TEXT.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={draft.email}
          onChange={(e) => {
            set({ email: e.target.value });
            clear('email');
          }}
          onBlur={() => draft.email.trim() !== '' && showFieldError('email', emailError(draft.email))}
          error={errors.fields.email}
        />
        <TextField
          label={CHECKOUT_TEXT.fullName}
          name="name"
          autoComplete="name"
          required
          maxLength={MAX_CUSTOMER_NAME_LENGTH}
          value={draft.name}
          onChange={(e) => {
            set({ name: e.target.value });
            clear('name');
          }}
          error={errors.fields.name}
        />
        <TextField
          label={`${CHECKOUT_TEXT.phone} ${CHECKOUT_TEXT.optional}`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={MAX_PHONE_LENGTH}
          value={draft.phone}
          onChange={(e) => {
            set({ phone: e.target.value });
            clear('phone');
          }}
          onBlur={() => showFieldError('phone', phoneError(draft.phone))}
          error={errors.fields.phone}
        />
      </fieldset>
      {cart.requiresShipping && (
        <>
          <AddressFields
            legend={CHECKOUT_TEXT.shippingAddress}
            prefix="shippingAddress"
            section="shipping"
            value={draft.shipping}
            errors={errors.fields}
            onChange={(patch) => {
              setShipping(patch);
              clear(...addressPaths('shippingAddress', patch));
            }}
            onLeave={(field: AddressField) => {
              const postalError = leaveShipping(field);
              if (field === 'postalCode') showFieldError('shippingAddress.postalCode', postalError);
            }}
          />
          <ShippingOptions
            options={cart.shippingOptions}
            selectedId={needs.shippingOptionId}
            onSelect={(id) => {
              changes.selectOption(id);
              clear('shippingOptionId');
            }}
            error={errors.fields.shippingOptionId}
          />
          <div className="checkout-section">
            <label className="checkout-checkbox">
              <input
                type="checkbox"
                checked={draft.billingSameAsShipping}
                onChange={(e) => {
                  set({ billingSameAsShipping: e.target.checked });
                  clear(...ADDRESS_FIELDS.map((f) => `billingAddress.${f}`));
                }}
              />
              {CHECKOUT_TEXT.billingSameAsShipping}
            </label>
          </div>
          {!draft.billingSameAsShipping && (
            <AddressFields
              legend={CHECKOUT_TEXT.billingAddress}
              prefix="billingAddress"
              section="billing"
              value={draft.billing}
              errors={errors.fields}
              onChange={(patch) => {
                setBilling(patch);
                clear(...addressPaths('billingAddress', patch));
              }}
            />
          )}
        </>
      )}
      <div className="field checkout-section">
        <label htmlFor={notesId}>
          {CHECKOUT_TEXT.orderNotes} {CHECKOUT_TEXT.optional}
        </label>
        <textarea
          id={notesId}
          name="customerNotes"
          rows={3}
          value={draft.customerNotes}
          onChange={(e) => set({ customerNotes: e.target.value })}
        />
      </div>
      {needs.cardNeeded && needs.payWith === 'stripe' ? (
        <Suspense fallback={<p className="checkout-section">{CHECKOUT_TEXT.paymentFormLoading}</p>}>
          <StripePaymentSection
            publishableKey={payments.publishableKey ?? ''}
            amountCents={dueCents}
            currency={cart.subtotal.currencyCode}
            onReady={stripeReady}
            error={errors.fields.card ?? null}
          />
        </Suspense>
      ) : needs.cardNeeded ? (
        <CardFields
          value={draft.card}
          errors={errors.fields}
          onChange={(patch) => {
            setCard(patch);
            clear(...Object.keys(patch).map((f) => `card.${f}`), 'card');
          }}
        />
      ) : (
        giftCardsPay && <p className="checkout-section">{CHECKOUT_TEXT.giftCardCoversOrder}</p>
      )}
      <FormAlert message={alert} />
      {!cart.meetsCheckoutMinimum && (
        <p id={minimumId} className="checkout-form__minimum">
          {cart.checkoutMinimumMessage}
        </p>
      )}
      <button
        type="submit"
        className="button checkout-form__place"
        disabled={order.placing || !cart.meetsCheckoutMinimum}
        aria-describedby={cart.meetsCheckoutMinimum ? undefined : minimumId}
      >
        {order.placing ? CHECKOUT_TEXT.placingOrder : CHECKOUT_TEXT.placeOrder}
      </button>
    </form>
  );
}

function omit(fields: Readonly<Record<string, string>>, paths: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([path]) => !paths.includes(path)));
}
