// Checkout: place an order from a cart (idempotent per key), and the order a private status link shows.
import type { Address } from '../domain/address.ts';
import { findOrderByStatusToken } from '../server/services/checkout/order-status.ts';
import { placeOrder } from '../server/services/checkout/place-order.ts';
import { builder } from './builder.ts';
import { OrderRef } from './order.ts';
import { payloadRef } from './payload.ts';

const AddressInput = builder.inputType('AddressInput', {
  description: 'Spec §3 Address. region is the state, province, territory, county or region code where the country has a list.',
  fields: (t) => ({
    address: t.string({ required: true }),
    address2: t.string(),
    city: t.string({ required: true }),
    region: t.string({
      description:
        'Required where the country lists its regions (US states, Canadian provinces …: a code or a name of the list); else optional. A blank one is refused with INVALID_ADDRESS, e.g. "Enter the state."',
    }),
    postalCode: t.string({
      description:
        'Required where the country uses postal codes, and checked by its spec §5 rule whenever given; a blank one there is refused with INVALID_ADDRESS "Enter the postal code."',
    }),
    country: t.string({ required: true, description: 'ISO 3166-1 alpha-2, e.g. US.' }),
  }),
});

const CardInput = builder.inputType('CardInput', {
  description:
    'Card details for the payment provider. The built-in test provider: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds.',
  fields: (t) => ({
    number: t.string({ required: true }),
    expMonth: t.int({ required: true }),
    expYear: t.int({ required: true }),
    cvc: t.string({ required: true }),
  }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  fields: (t) => ({
    cartToken: t.string({ required: true }),
    idempotencyKey: t.string({ required: true, description: 'A retried request with the same key returns the same order, never two.' }),
    email: t.string({ required: true }),
    name: t.string({ required: true, description: "The customer's full name. A blank one is refused with a userError on `name`." }),
    phone: t.string({ description: 'A phone number for the delivery (optional): digits, with + ( ) - . or spaces.' }),
    shippingAddress: t.field({
      type: AddressInput,
      description:
        'Required when the cart has something to ship (physical products): without it the order is refused with INVALID_ADDRESS on `shippingAddress`. Carts of digital products, services and gift cards need none.',
    }),
    billingAddress: t.field({ type: AddressInput, description: 'Optional; checked like the shipping address when given.' }),
    shippingOptionId: t.id({
      description:
        'Required when the cart ships, unless selectShippingOption chose one for the cart already (nothing is chosen by itself, even when there is one option): else INVALID_SHIPPING_OPTION "Choose a shipping option."',
    }),
    customerNotes: t.string(),
    card: t.field({
      type: CardInput,
      description:
        'Card details, for the built-in test provider. One way to pay — `card` (test provider) or `paymentMethodId` (Stripe) — is required unless gift cards pay the whole order: without one, CARD_REQUIRED "Enter your card details."',
    }),
    paymentMethodId: t.string({
      description:
        'A payment method made by the payment provider\'s form in the browser (Stripe: pm_…). With Stripe it is the way to pay (a `card` is refused with INVALID_CARD "Pay with the card form of this store."); see `card`.',
    }),
    giftCardCodes: t.stringList(),
    expectedGiftCardCents: t.int({
      description:
        'What the gift cards paid of the order when the shopper last saw it: if they pay less now (another order spent them), the order is refused with GIFT_CARD_BALANCE_CHANGED and nothing is charged.',
    }),
  }),
});

const PlaceOrderPayload = payloadRef('PlaceOrderPayload', 'order', OrderRef);

const asAddress = (
  a:
    | { address: string; address2?: string | null; city: string; region?: string | null; postalCode?: string | null; country: string }
    | null
    | undefined,
): Address | null =>
  a
    ? {
        address: a.address,
        address2: a.address2 ?? null,
        city: a.city,
        region: a.region ?? null,
        postalCode: a.postalCode ?? null,
        country: a.country.toUpperCase(),
      }
    : null;

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: PlaceOrderPayload,
    args: { input: t.arg({ type: PlaceOrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await placeOrder(ctx, {
        ...input,
        shippingAddress: asAddress(input.shippingAddress),
        billingAddress: asAddress(input.billingAddress),
        card: input.card ?? null,
      });
      if (!result.ok) return { order: null, userErrors: result.userErrors };
      // The visitor's cart is bought: the CART cookie lets it go.
      if (result.cart.kind === 'STANDARD' && ctx.cartToken === result.cart.token) ctx.cartCookies.forget();
      return { order: result.order, userErrors: [] };
    },
  }),
);

builder.queryField('orderStatus', (t) =>
  t.prismaField({
    type: 'Order',
    nullable: true,
    description: "An order by its private status link's token (order confirmed 202, order status 211).",
    args: { token: t.arg.string({ required: true }) },
    resolve: (query, _root, { token }, ctx) => findOrderByStatusToken(ctx, token, query),
  }),
);
