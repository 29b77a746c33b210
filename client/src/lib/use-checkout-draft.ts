// The checkout form's typed values, and the shipping location kept in step with the shipping address: a new country
// or a subdivision picked from its list is sent at once, a typed region or postal code when the shopper leaves the
// field (the postal code only once it passes the §5 rule), so the shipping options and the tax follow the
// destination. The same location is never sent twice in a row.
import { useRef, useState } from 'react';
import { type AddressField, subdivisionsOf } from '../../../domain/address.ts';
import type { CheckoutCartFieldsFragment } from '../graphql/generated/documents/CheckoutCartFieldsFragment.ts';
import type { ShippingLocationInput } from '../graphql/generated/graphql.ts';
import { type AddressDraft, type CardDraft, type CheckoutDraft, emptyDraft, postalCodeError } from './checkout-draft.ts';

export type CheckoutDraftControls = {
  draft: CheckoutDraft;
  set: (patch: Partial<Omit<CheckoutDraft, 'shipping' | 'billing' | 'card'>>) => void;
  setShipping: (patch: Partial<AddressDraft>) => void;
  setBilling: (patch: Partial<AddressDraft>) => void;
  setCard: (patch: Partial<CardDraft>) => void;
  /** The shopper left a shipping address field: answers the postal code's §5 error when that was the field left. */
  leaveShipping: (field: AddressField) => string | null;
};

type Cart = Pick<CheckoutCartFieldsFragment, 'shippingLocation' | 'requiresShipping'>;

const locationKey = (l: ShippingLocationInput | null | undefined) => (l ? [l.country, l.region ?? '', l.postalCode ?? ''].join('|') : '');

function locationOf(address: AddressDraft): ShippingLocationInput {
  const postalCode = address.postalCode.trim();
  const postalOk = postalCode !== '' && postalCodeError(address.country, postalCode) === null;
  return { country: address.country, region: address.region.trim() || null, postalCode: postalOk ? postalCode : null };
}

export function useCheckoutDraft(
  cart: Cart,
  defaultCountry: string,
  setLocation: (l: ShippingLocationInput) => void,
): CheckoutDraftControls {
  const [draft, setDraft] = useState<CheckoutDraft>(() => {
    const start = emptyDraft(cart.shippingLocation?.country ?? defaultCountry);
    const known = cart.shippingLocation;
    return known ? { ...start, shipping: { ...start.shipping, region: known.region ?? '', postalCode: known.postalCode ?? '' } } : start;
  });
  const sent = useRef(locationKey(cart.shippingLocation));

  function sendLocation(address: AddressDraft): void {
    if (!cart.requiresShipping) return;
    const location = locationOf(address);
    if (locationKey(location) === sent.current) return;
    sent.current = locationKey(location);
    setLocation(location);
  }

  function setShipping(patch: Partial<AddressDraft>): void {
    const shipping = { ...draft.shipping, ...patch };
    setDraft({ ...draft, shipping });
    const picked = 'region' in patch && subdivisionsOf(shipping.country).length > 0;
    if ('country' in patch || picked) sendLocation(shipping);
  }

  function leaveShipping(field: AddressField): string | null {
    if (field === 'region') sendLocation(draft.shipping);
    if (field !== 'postalCode') return null;
    const error = postalCodeError(draft.shipping.country, draft.shipping.postalCode);
    if (!error) sendLocation(draft.shipping);
    return error;
  }

  return {
    draft,
    set: (patch) => setDraft((d) => ({ ...d, ...patch })),
    setShipping,
    setBilling: (patch) => setDraft((d) => ({ ...d, billing: { ...d.billing, ...patch } })),
    setCard: (patch) => setDraft((d) => ({ ...d, card: { ...d.card, ...patch } })),
    leaveShipping,
  };
}
