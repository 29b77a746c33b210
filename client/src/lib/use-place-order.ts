// Placing the order: one idempotency key per checkout attempt, kept while the answer is unknown (a failed request is
// retried with the same key, so it can never make two orders) and renewed once the server has answered. On success
// the order is cached for the confirmation page, the purchased cart leaves the cart pill, and the shopper moves on.
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { OrderStatusDocument } from '../graphql/generated/documents/OrderStatusQuery.ts';
import { PlaceOrderDocument } from '../graphql/generated/documents/PlaceOrderMutation.ts';
import { ShoppingCartDocument } from '../graphql/generated/documents/ShoppingCartQuery.ts';
import type { PlaceOrderInput } from '../graphql/generated/graphql.ts';
import { type FormErrors, formErrorsFrom, NO_FORM_ERRORS, requestErrorMessage } from './form-errors.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { confirmationUrl, statusTokenOf } from './order-links.ts';
import { useNavigate } from './router.tsx';

export type PlaceOrder = {
  placing: boolean;
  errors: FormErrors;
  setErrors: (errors: FormErrors) => void;
  /** Sends the order built for this attempt's idempotency key. */
  place: (build: (idempotencyKey: string) => PlaceOrderInput) => Promise<void>;
};

export function usePlaceOrder(fieldPaths: readonly string[], subscription: boolean): PlaceOrder {
  const client = useApolloClient();
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_FORM_ERRORS);

  async function place(build: (idempotencyKey: string) => PlaceOrderInput): Promise<void> {
    attemptKey.current ??= newIdempotencyKey();
    const input = build(attemptKey.current);
    setPlacing(true);
    setErrors(NO_FORM_ERRORS);
    try {
      const { data } = await client.mutate({ mutation: PlaceOrderDocument, variables: { input } });
      attemptKey.current = null;
      const order = data?.placeOrder.order;
      if (!order) {
        setErrors(formErrorsFrom(data?.placeOrder.userErrors ?? [], fieldPaths));
        return;
      }
      const token = statusTokenOf(order.statusUrl);
      client.cache.writeQuery({ query: OrderStatusDocument, variables: { token }, data: { orderStatus: order } });
      const shopper = client.cache.readQuery({ query: ShoppingCartDocument });
      if (shopper?.shoppingCart?.cartToken === input.cartToken)
        client.cache.writeQuery({ query: ShoppingCartDocument, data: { shoppingCart: null } });
      await navigate(confirmationUrl(token, subscription));
    } catch (error) {
      setErrors({ form: requestErrorMessage(error), fields: {} });
    } finally {
      setPlacing(false);
    }
  }

  return { placing, errors, setErrors, place };
}
