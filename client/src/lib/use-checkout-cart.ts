// The changes checkout makes to the cart being checked out: the shipping location (for the options and the tax), the
// shipping option, coupons. They go to the server one after another, in the order asked, and the answers update the
// cached cart (and so the totals). The option being chosen shows at once, derived from the request in flight.
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { ApplyCouponDocument } from '../graphql/generated/documents/ApplyCouponMutation.ts';
import type { CheckoutCartPayloadFragment } from '../graphql/generated/documents/CheckoutCartPayloadFragment.ts';
import { RemoveCouponDocument } from '../graphql/generated/documents/RemoveCouponMutation.ts';
import { SelectShippingOptionDocument } from '../graphql/generated/documents/SelectShippingOptionMutation.ts';
import { SetShippingLocationDocument } from '../graphql/generated/documents/SetShippingLocationMutation.ts';
import type { ShippingLocationInput } from '../graphql/generated/graphql.ts';
import { cartFailureHint } from './cart-errors.ts';
import type { UserErrorFields } from './form-errors.ts';

export type CheckoutCartChanges = {
  /** Requests are in flight: the totals are about to change. */
  busy: boolean;
  /** The shipping option asked for and not answered yet. */
  choosingOptionId: string | null;
  /** Why the last change failed to reach the server, or null. */
  failure: string | null;
  setLocation: (location: ShippingLocationInput) => void;
  selectOption: (shippingOptionId: string) => void;
  /** Answers the refusal's user errors (empty when applied), or null when the request failed. */
  applyCoupon: (code: string) => Promise<readonly UserErrorFields[] | null>;
  removeCoupon: (code: string) => void;
};

type Send = () => Promise<CheckoutCartPayloadFragment | undefined>;

export function useCheckoutCart(cartToken: string): CheckoutCartChanges {
  const client = useApolloClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [inFlight, setInFlight] = useState(0);
  const [choosingOptionId, setChoosingOptionId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Sends after the changes asked before it; answers the user errors, or null when the request failed. */
  function send(request: Send): Promise<readonly UserErrorFields[] | null> {
    setInFlight((n) => n + 1);
    setFailure(null);
    const run = async () => {
      try {
        return (await request())?.userErrors ?? [];
      } catch (error) {
        setFailure(cartFailureHint(error));
        return null;
      } finally {
        setInFlight((n) => n - 1);
      }
    };
    const result = queue.current.then(run);
    queue.current = result;
    return result;
  }

  const mutate = {
    setLocation: async (location: ShippingLocationInput) =>
      (await client.mutate({ mutation: SetShippingLocationDocument, variables: { cartToken, location } })).data?.setShippingLocation,
    selectOption: async (shippingOptionId: string) =>
      (await client.mutate({ mutation: SelectShippingOptionDocument, variables: { cartToken, shippingOptionId } })).data
        ?.selectShippingOption,
    applyCoupon: async (code: string) =>
      (await client.mutate({ mutation: ApplyCouponDocument, variables: { cartToken, code } })).data?.applyCoupon,
    removeCoupon: async (code: string) =>
      (await client.mutate({ mutation: RemoveCouponDocument, variables: { cartToken, code } })).data?.removeCoupon,
  };

  return {
    busy: inFlight > 0,
    choosingOptionId,
    failure,
    setLocation: (location) => void send(() => mutate.setLocation(location)),
    selectOption: (id) => {
      setChoosingOptionId(id);
      void send(() => mutate.selectOption(id)).finally(() => setChoosingOptionId((current) => (current === id ? null : current)));
    },
    applyCoupon: (code) => send(() => mutate.applyCoupon(code)),
    removeCoupon: (code) => void send(() => mutate.removeCoupon(code)),
  };
}
