// The card, taken by Stripe's Payment Element when the store's payment provider is Stripe: the card number is typed
// into Stripe's own frame and never reaches this store. On 'Place order' the form asks for a PaymentMethod
// (makePaymentMethod) and sends its id with the order; the server then authorizes, records and captures it. Loaded
// on its own (with Stripe.js) only by stores that use Stripe.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useId } from 'react';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';

/** Makes a PaymentMethod from what the shopper typed: its id, or Stripe's message for what is wrong. */
export type MakePaymentMethod = () => Promise<{ paymentMethodId: string } | { error: string }>;

export type StripePaymentSectionProps = {
  publishableKey: string;
  /** What the card pays, in minor units (Stripe's unit too, JPY included). */
  amountCents: number;
  currency: string;
  /** Receives the function to call on 'Place order'. */
  onReady: (make: MakePaymentMethod) => void;
  /** A decline or a problem with the card, shown under the form. */
  error: string | null;
};

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key) as Promise<Stripe | null>;
};

export default function StripePaymentSection({ publishableKey, amountCents, currency, onReady, error }: StripePaymentSectionProps) {
  const errorId = useId();
  return (
    <fieldset className="checkout-section card-fields" aria-describedby={error ? errorId : undefined}>
      <legend>{CHECKOUT_TEXT.payment}</legend>
      <Elements
        stripe={stripeFor(publishableKey)}
        options={{
          mode: 'payment',
          amount: amountCents,
          currency: currency.toLowerCase(),
          captureMethod: 'manual',
          paymentMethodCreation: 'manual',
        }}
      >
        <PaymentMethodMaker onReady={onReady} />
        <PaymentElement />
      </Elements>
      {error && (
        <p id={errorId} role="alert" className="form-alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PaymentMethodMaker({ onReady }: { onReady: (make: MakePaymentMethod) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    onReady(async () => {
      if (!stripe || !elements) return { error: CHECKOUT_TEXT.paymentFormLoading };
      const submitted = await elements.submit();
      if (submitted.error) return { error: submitted.error.message ?? CHECKOUT_TEXT.paymentFormLoading };
      const made = await stripe.createPaymentMethod({ elements });
      return made.error ? { error: made.error.message ?? CHECKOUT_TEXT.paymentFormLoading } : { paymentMethodId: made.paymentMethod.id };
    });
  }, [stripe, elements, onReady]);
  return null;
}
