// What the shopper has typed at checkout, the client-side checks run before placing (the §5 email rule, the name and
// phone of domain/customer-contact.ts, the §3/§5
// address rules, a shipping option, the card's shape), and the PlaceOrderInput built from it. Pure: no React.
import { type AddressField, validateAddress } from '../../../domain/address.ts';
import { customerNameError, phoneError } from '../../../domain/customer-contact.ts';
import { isValidEmail } from '../../../domain/email.ts';
import {
  CARD_CVC_INVALID_MESSAGE,
  CARD_EXPIRY_INVALID_MESSAGE,
  CARD_NUMBER_INVALID_MESSAGE,
  CHOOSE_SHIPPING_OPTION_MESSAGE,
  EMAIL_FORMAT_EXAMPLE,
  REQUIRED_MESSAGE,
  siteFormEmailInvalidMessage,
} from '../../../domain/messages.ts';
import { validatePostalCode } from '../../../domain/postal-codes.ts';
import type { AddressInput, CardInput, PlaceOrderInput } from '../graphql/generated/graphql.ts';

export type AddressDraft = Record<AddressField, string>;
export type CardDraft = { number: string; expMonth: string; expYear: string; cvc: string };
export type CheckoutDraft = {
  email: string;
  name: string;
  phone: string;
  shipping: AddressDraft;
  billingSameAsShipping: boolean;
  billing: AddressDraft;
  customerNotes: string;
  card: CardDraft;
};
export type AddressPrefix = 'shippingAddress' | 'billingAddress';
/** Messages keyed by the server's field paths: 'email', 'shippingAddress.postalCode', 'card.number', 'card'… */
export type FieldErrors = Readonly<Record<string, string>>;

/** What the checkout needs from the cart and the gift cards to check and place the order. */
/** cardNeeded: something is left to pay after gift cards; payWith: the store's card fields, or Stripe's form. */
export type CheckoutNeeds = { requiresShipping: boolean; shippingOptionId: string | null; cardNeeded: boolean; payWith: 'card' | 'stripe' };

export const ADDRESS_FIELDS: readonly AddressField[] = ['country', 'address', 'address2', 'city', 'region', 'postalCode'];
const CARD_FIELDS: readonly (keyof CardDraft)[] = ['number', 'expMonth', 'expYear', 'cvc'];

/** Every field path the page shows, in page order: errors for these go beside their field, others into the alert. */
export const CHECKOUT_FIELD_PATHS: readonly string[] = [
  'email',
  'name',
  'phone',
  ...ADDRESS_FIELDS.map((f) => `shippingAddress.${f}`),
  'shippingAddress',
  'shippingOptionId',
  ...ADDRESS_FIELDS.map((f) => `billingAddress.${f}`),
  'customerNotes',
  ...CARD_FIELDS.map((f) => `card.${f}`),
  'card',
  'giftCardCodes',
];

export function emptyAddress(country: string): AddressDraft {
  return { country, address: '', address2: '', city: '', region: '', postalCode: '' };
}

export function emptyDraft(country: string): CheckoutDraft {
  return {
    email: '',
    name: '',
    phone: '',
    shipping: emptyAddress(country),
    billingSameAsShipping: true,
    billing: emptyAddress(country),
    customerNotes: '',
    card: { number: '', expMonth: '', expYear: '', cvc: '' },
  };
}

/** The §5 site form email rule, with the email required at checkout. */
export function emailError(email: string): string | null {
  const value = email.trim();
  if (value === '') return REQUIRED_MESSAGE;
  return isValidEmail(value) ? null : siteFormEmailInvalidMessage(EMAIL_FORMAT_EXAMPLE);
}

/** The §5 postal code rule for a code the shopper typed; an empty code is left to the full address check. */
export function postalCodeError(country: string, postalCode: string): string | null {
  if (postalCode.trim() === '') return null;
  const result = validatePostalCode(country, postalCode);
  return result.ok ? null : result.message;
}

function addressErrors(prefix: AddressPrefix, address: AddressDraft): Record<string, string> {
  return Object.fromEntries(Object.entries(validateAddress(address)).map(([field, message]) => [`${prefix}.${field}`, message]));
}

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

function cardErrors(card: CardDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of CARD_FIELDS) if (card[field].trim() === '') errors[`card.${field}`] = REQUIRED_MESSAGE;
  if (!errors['card.number'] && !/^\d{12,19}$/.test(digitsOf(card.number))) errors['card.number'] = CARD_NUMBER_INVALID_MESSAGE;
  const month = Number(card.expMonth.trim());
  if (!errors['card.expMonth'] && !(/^\d{1,2}$/.test(card.expMonth.trim()) && month >= 1 && month <= 12))
    errors['card.expMonth'] = CARD_EXPIRY_INVALID_MESSAGE;
  if (!errors['card.expYear'] && !/^(\d{2}|\d{4})$/.test(card.expYear.trim())) errors['card.expYear'] = CARD_EXPIRY_INVALID_MESSAGE;
  if (!errors['card.cvc'] && !/^\d{3,4}$/.test(card.cvc.trim())) errors['card.cvc'] = CARD_CVC_INVALID_MESSAGE;
  return errors;
}

/** Every problem the client can see before placing the order; empty when the order may be sent. */
export function checkDraft(draft: CheckoutDraft, needs: CheckoutNeeds): FieldErrors {
  const email = emailError(draft.email);
  const name = customerNameError(draft.name);
  const phone = phoneError(draft.phone);
  return {
    ...(email ? { email } : {}),
    ...(name ? { name } : {}),
    ...(phone ? { phone } : {}),
    ...(needs.requiresShipping ? addressErrors('shippingAddress', draft.shipping) : {}),
    ...(needs.requiresShipping && !needs.shippingOptionId ? { shippingOptionId: CHOOSE_SHIPPING_OPTION_MESSAGE } : {}),
    ...(needs.requiresShipping && !draft.billingSameAsShipping ? addressErrors('billingAddress', draft.billing) : {}),
    ...(needs.cardNeeded && needs.payWith === 'card' ? cardErrors(draft.card) : {}),
  };
}

function addressInput(address: AddressDraft): AddressInput {
  const optional = (value: string) => value.trim() || null;
  return {
    country: address.country,
    address: address.address.trim(),
    address2: optional(address.address2),
    city: address.city.trim(),
    region: optional(address.region),
    postalCode: optional(address.postalCode),
  };
}

function cardInput(card: CardDraft): CardInput {
  const year = Number(card.expYear.trim());
  return {
    number: digitsOf(card.number),
    expMonth: Number(card.expMonth.trim()),
    expYear: year < 100 ? 2000 + year : year,
    cvc: card.cvc.trim(),
  };
}

export function placeOrderInput(
  draft: CheckoutDraft,
  needs: CheckoutNeeds,
  ids: {
    cartToken: string;
    idempotencyKey: string;
    giftCardCodes: readonly string[];
    /** What the gift cards pay of the order as the shopper sees it (the server refuses the order if they pay less). */
    giftCardCents: number;
    paymentMethodId?: string | null;
  },
): PlaceOrderInput {
  const shipping = needs.requiresShipping ? addressInput(draft.shipping) : null;
  return {
    cartToken: ids.cartToken,
    idempotencyKey: ids.idempotencyKey,
    email: draft.email.trim(),
    name: draft.name.trim(),
    phone: draft.phone.trim() || null,
    shippingAddress: shipping,
    billingAddress: shipping && (draft.billingSameAsShipping ? shipping : addressInput(draft.billing)),
    shippingOptionId: needs.requiresShipping ? needs.shippingOptionId : null,
    customerNotes: draft.customerNotes.trim() || null,
    card: needs.cardNeeded && needs.payWith === 'card' ? cardInput(draft.card) : null,
    paymentMethodId: needs.cardNeeded && needs.payWith === 'stripe' ? (ids.paymentMethodId ?? null) : null,
    giftCardCodes: [...ids.giftCardCodes],
    expectedGiftCardCents: ids.giftCardCodes.length > 0 ? ids.giftCardCents : null,
  };
}
