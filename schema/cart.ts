// The shopper's cart (spec §3 Shopping cart, Cart entry): query, the add-to-cart and edit mutations, payloads with
// userErrors {code, message, field} (code = the spec's tracked error type) and warnings for changes made on our own.
import { checkoutMinimumMessage } from '../domain/messages.ts';
import { formatMoney } from '../domain/money.ts';
import { keepCartCookie } from '../server/http/cart-cookies.ts';
import { addToCart } from '../server/services/cart/add-to-cart.ts';
import { applyCoupon, removeCoupon, selectShippingOption, setShippingLocation } from '../server/services/cart/cart-checkout-settings.ts';
import { type CartWarning, changeQuantity, removeEntry, updateAdditionalFields } from '../server/services/cart/cart-edits.ts';
import { findShopperCart } from '../server/services/cart/cart-store.ts';
import { type CartView, cartView, type EntryView } from '../server/services/cart/cart-view.ts';
import { createGiftCardCart, createSubscriptionCart } from '../server/services/cart/direct-cart.ts';
import { findProduct } from '../server/services/catalog.ts';
import type { RequestContext } from '../server/services/context.ts';
import type { Result, UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';
import { Money, money } from './money.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { attributesOf, VariantOptionValue } from './variant.ts';

const NameValue = builder.objectRef<{ name: string; value: string }>('CartVariantAttribute').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const ChosenVariant = builder.objectRef<EntryView>('ChosenVariant').implement({
  fields: (t) => ({
    sku: t.exposeString('sku'),
    variantId: t.exposeID('variantId'),
    attributes: t.field({ type: [NameValue], resolve: (e) => attributesOf(e.attributes) }),
    optionValues: t.field({
      type: [VariantOptionValue],
      description: "The variant's attributes as option name and value, in the product's option order.",
      resolve: (e) => e.optionValues,
    }),
    price: t.field({ type: Money, resolve: (e) => money(e.unitPriceCents, e.currency) }),
    regularPrice: t.field({
      type: Money,
      description: 'The price before a sale: more than `price` while the variant is on sale, else the same.',
      resolve: (e) => money(e.regularPriceCents, e.currency),
    }),
  }),
});

const AnswerDisplay = builder.objectRef<{ fieldId: string; title: string; lines: string[] }>('FormAnswerDisplay').implement({
  fields: (t) => ({ fieldId: t.exposeID('fieldId'), title: t.exposeString('title'), lines: t.exposeStringList('lines') }),
});

export const CartEntry = builder.objectRef<EntryView>('CartEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    itemId: t.exposeID('itemId'),
    title: t.exposeString('title'),
    productTypeCode: t.exposeInt('productType'),
    url: t.exposeString('url'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    chosenVariant: t.field({ type: ChosenVariant, resolve: (e) => e }),
    quantity: t.exposeInt('quantity'),
    subTotal: t.field({ type: Money, resolve: (e) => money(e.subTotalCents, e.currency) }),
    purchasePriceCents: t.expose('purchasePriceCents', { type: 'SafeInt' }),
    additionalFieldsJson: t.string({
      nullable: true,
      description: 'The custom form answers, keyed by field id.',
      resolve: (e) => (e.additionalFields ? JSON.stringify(e.additionalFields) : null),
    }),
    formId: t.exposeID('formId', { nullable: true }),
    answers: t.field({ type: [AnswerDisplay], resolve: (e) => e.answers }),
    inStock: t.expose('qtyInStock', { type: 'SafeInt' }),
    unlimited: t.exposeBoolean('unlimited'),
    product: t.prismaField({
      type: 'Product',
      nullable: true,
      description: 'The product of the entry (null once shoppers may no longer see it).',
      resolve: (query, e, _args, ctx) => findProduct(ctx, { id: e.itemId }, query),
    }),
  }),
});

const CartCoupon = builder.objectRef<CartView['coupons'][number]>('CartCoupon').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    kind: t.exposeString('kind'),
    valid: t.exposeBoolean('valid'),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why an invalid coupon does not apply: INACTIVE, NOT_STARTED, EXPIRED, USAGE_LIMIT_REACHED, MINIMUM_NOT_MET.',
    }),
  }),
});

const CartShippingOption = builder.objectRef<CartView['shippingOptions'][number] & { currency: string }>('CartShippingOption').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    cost: t.field({ type: Money, resolve: (o) => money(o.costCents, o.currency) }),
  }),
});

const ShippingLocation = builder.objectRef<NonNullable<CartView['shippingLocation']>>('ShippingLocation').implement({
  fields: (t) => ({
    country: t.exposeString('country'),
    region: t.string({ nullable: true, resolve: (l) => l.region ?? null }),
    postalCode: t.string({ nullable: true, resolve: (l) => l.postalCode ?? null }),
  }),
});

const TaxRuleView = builder.objectRef<CartView['applicableTaxRules'][number]>('ApplicableTaxRule').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    rateBps: t.exposeInt('rateBps', { description: 'Basis points: 888 = 8.88%.' }),
  }),
});

const moneyField = (cents: (c: CartView) => number) => ({ type: Money, resolve: (c: CartView) => money(cents(c), c.currency) });

export const ShoppingCart = builder.objectRef<CartView>('ShoppingCart').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    cartToken: t.exposeString('cartToken'),
    websiteId: t.exposeID('websiteId'),
    created: t.expose('created', { type: 'DateTime' }),
    isPurchased: t.exposeBoolean('isPurchased'),
    kind: t.exposeString('kind', {
      description: "STANDARD (the shopper's cart), or SUBSCRIPTION or GIFT_CARD for a one-item direct checkout cart.",
    }),
    subscriptionOptionId: t.exposeID('subscriptionOptionId', { nullable: true, description: 'The plan a subscription cart buys.' }),
    orderId: t.exposeID('orderId', { nullable: true }),
    entries: t.field({ type: [CartEntry], resolve: (c) => c.entries }),
    subtotalCents: t.expose('subtotalCents', { type: 'SafeInt' }),
    taxCents: t.expose('taxCents', { type: 'SafeInt' }),
    shippingCostCents: t.expose('shippingCostCents', { type: 'SafeInt' }),
    discountCents: t.expose('discountCents', { type: 'SafeInt' }),
    grandTotalCents: t.expose('grandTotalCents', { type: 'SafeInt' }),
    subtotal: t.field(moneyField((c) => c.subtotalCents)),
    tax: t.field(moneyField((c) => c.taxCents)),
    shippingCost: t.field(moneyField((c) => c.shippingCostCents)),
    discount: t.field(moneyField((c) => c.discountCents)),
    grandTotal: t.field(moneyField((c) => c.grandTotalCents)),
    totalQuantity: t.expose('totalQuantity', { type: 'SafeInt' }),
    coupons: t.field({ type: [CartCoupon], resolve: (c) => c.coupons }),
    validCoupons: t.field({ type: [CartCoupon], resolve: (c) => c.coupons.filter((x) => x.valid) }),
    invalidCoupons: t.field({ type: [CartCoupon], resolve: (c) => c.coupons.filter((x) => !x.valid) }),
    shippingOptions: t.field({
      type: [CartShippingOption],
      resolve: (c) => c.shippingOptions.map((o) => ({ ...o, currency: c.currency })),
    }),
    selectedShippingOption: t.field({
      type: CartShippingOption,
      nullable: true,
      resolve: (c) => (c.selectedShippingOption ? { ...c.selectedShippingOption, currency: c.currency } : null),
    }),
    shippingLocation: t.expose('shippingLocation', { type: ShippingLocation, nullable: true }),
    applicableTaxRules: t.field({ type: [TaxRuleView], resolve: (c) => c.applicableTaxRules }),
    hasDigital: t.exposeBoolean('hasDigital'),
    purelyDigital: t.exposeBoolean('purelyDigital'),
    requiresShipping: t.exposeBoolean('requiresShipping'),
    meetsCheckoutMinimum: t.exposeBoolean('meetsCheckoutMinimum'),
    checkoutMinimumMessage: t.string({
      nullable: true,
      description: "'To check out, your order subtotal must be {subtotal} or more.' while below the store minimum.",
      resolve: (c) => (c.meetsCheckoutMinimum ? null : checkoutMinimumMessage(formatMoney(c.checkoutMinimumCents, c.currency))),
    }),
  }),
});

const CartWarningRef = builder.objectRef<CartWarning>('CartWarning').implement({
  fields: (t) => ({ code: t.exposeString('code'), message: t.exposeString('message') }),
});

type PayloadShape = { cart: CartView | null; entry: EntryView | null; userErrors: UserError[]; warnings: CartWarning[] };
const CartPayload = builder.objectRef<PayloadShape>('CartPayload').implement({
  fields: (t) => ({
    cart: t.expose('cart', { type: ShoppingCart, nullable: true }),
    entry: t.expose('entry', { type: CartEntry, nullable: true, description: 'The entry added or changed (newlyAdded / updatedEntry).' }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
    warnings: t.expose('warnings', { type: [CartWarningRef] }),
  }),
});

/** The payload of a cart change; the CART cookie follows the changed cart. */
function payload(ctx: RequestContext, r: Result<{ cart: CartView; entry: EntryView | null; warnings?: CartWarning[] }>): PayloadShape {
  if (!r.ok) return { cart: null, entry: null, userErrors: r.userErrors, warnings: [] };
  keepCartCookie(ctx, r.cart);
  return { cart: r.cart, entry: r.entry, userErrors: [], warnings: r.warnings ?? [] };
}

const SelectedOption = builder.inputType('SelectedOptionInput', {
  fields: (t) => ({ name: t.string({ required: true }), value: t.string({ required: true }) }),
});
const AddToCartInput = builder.inputType('AddToCartInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    sku: t.string({ description: 'The variant; or give selectedOptions. Optional for products with one variant.' }),
    selectedOptions: t.field({ type: [SelectedOption] }),
    quantity: t.int({ defaultValue: 1 }),
    additionalFieldsJson: t.string({
      description:
        "Answers to the product's custom form: a JSON object keyed by field id. Required when the product's form has required fields (each missing one is refused with INVALID_FORM_ANSWER on its field id); else optional.",
    }),
    addToCartId: t.string({ description: 'Idempotency key: a repeated id adds nothing twice.' }),
  }),
});
const LocationInput = builder.inputType('ShippingLocationInput', {
  fields: (t) => ({ country: t.string({ required: true }), region: t.string(), postalCode: t.string() }),
});

/** The cart a change is made to: required of headless clients, who have neither a CART cookie nor a session. */
const CART_TOKEN =
  'The cart to change. Required of headless clients; browsers may leave it out (the signed-in user\'s cart, else the CART cookie\'s). Without a cart: API_FAILURE "You have no shopping cart yet."';

builder.queryField('shoppingCart', (t) =>
  t.field({
    type: ShoppingCart,
    nullable: true,
    description: "The shopper's open cart: by cart token (headless clients), else the signed-in user's or the CART cookie's.",
    args: { cartToken: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const cart = await findShopperCart(ctx, args.cartToken);
      return cart ? cartView(ctx, cart) : null;
    },
  }),
);

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: CartPayload,
    args: {
      input: t.arg({ type: AddToCartInput, required: true }),
      cartToken: t.arg.string({
        description:
          "The cart to add to. Without it: the signed-in user's cart, else the CART cookie's, else a new cart (its token is in the answer: a headless client keeps it and sends it with every later call).",
      }),
    },
    resolve: async (_root, { input, cartToken }, ctx) =>
      payload(
        ctx,
        await addToCart(ctx, {
          cartToken,
          itemId: input.itemId,
          sku: input.sku,
          quantity: input.quantity,
          additionalFields: input.additionalFieldsJson,
          selectedOptions: input.selectedOptions ? Object.fromEntries(input.selectedOptions.map((o) => [o.name, o.value])) : null,
          addToCartId: input.addToCartId,
        }),
      ),
  }),
  updateCartEntryQuantity: t.field({
    type: CartPayload,
    args: {
      entryId: t.arg.id({ required: true }),
      quantity: t.arg.int({ required: true }),
      cartToken: t.arg.string({ description: CART_TOKEN }),
    },
    resolve: async (_root, args, ctx) => payload(ctx, await changeQuantity(ctx, args)),
  }),
  removeCartEntry: t.field({
    type: CartPayload,
    args: { entryId: t.arg.id({ required: true }), cartToken: t.arg.string({ description: CART_TOKEN }) },
    resolve: async (_root, args, ctx) => payload(ctx, await removeEntry(ctx, args)),
  }),
  updateCartEntryAdditionalFields: t.field({
    type: CartPayload,
    args: {
      entryId: t.arg.id({ required: true }),
      additionalFieldsJson: t.arg.string({ required: true }),
      cartToken: t.arg.string({ description: CART_TOKEN }),
    },
    resolve: async (_root, args, ctx) =>
      payload(ctx, await updateAdditionalFields(ctx, { ...args, additionalFields: args.additionalFieldsJson })),
  }),
  applyCoupon: t.field({
    type: CartPayload,
    args: { code: t.arg.string({ required: true }), cartToken: t.arg.string({ description: CART_TOKEN }) },
    resolve: async (_root, args, ctx) => payload(ctx, await applyCoupon(ctx, args)),
  }),
  removeCoupon: t.field({
    type: CartPayload,
    args: { code: t.arg.string({ required: true }), cartToken: t.arg.string({ description: CART_TOKEN }) },
    resolve: async (_root, args, ctx) => payload(ctx, await removeCoupon(ctx, args)),
  }),
  setShippingLocation: t.field({
    type: CartPayload,
    args: { location: t.arg({ type: LocationInput, required: true }), cartToken: t.arg.string({ description: CART_TOKEN }) },
    resolve: async (_root, args, ctx) => payload(ctx, await setShippingLocation(ctx, args)),
  }),
  selectShippingOption: t.field({
    type: CartPayload,
    args: { shippingOptionId: t.arg.id({ required: true }), cartToken: t.arg.string({ description: CART_TOKEN }) },
    resolve: async (_root, args, ctx) => payload(ctx, await selectShippingOption(ctx, args)),
  }),
}));

type DirectCartShape = { cartToken: string | null; userErrors: UserError[] };
/** The payload of a new direct checkout cart: its token, or the refusal. */
const directCartPayload = (name: string, description: string) =>
  payloadRef<'cartToken', string>(name, 'cartToken', 'String', { type: description });
const directCart = (r: Result<{ cartToken: string }>): DirectCartShape => payloadOf('cartToken', r);

const SubscriptionCartPayload = directCartPayload('SubscriptionCartPayload', 'A new subscription checkout cart, or the refusal.');
const GiftCardCartPayload = directCartPayload('GiftCardCartPayload', 'A new gift card checkout cart, or the refusal.');

const GiftCardCartInput = builder.inputType('GiftCardCartInput', {
  fields: (t) => ({
    itemId: t.id({ required: true, description: 'A gift card (product type 4).' }),
    sku: t.string({ description: 'The denomination; optional when the gift card has only one.' }),
    quantity: t.int({ defaultValue: 1 }),
    additionalFieldsJson: t.string({ description: 'The optional recipient: {"recipientEmail": …, "message": …}.' }),
  }),
});

builder.mutationField('createSubscriptionCart', (t) =>
  t.field({
    type: SubscriptionCartPayload,
    description: 'A one-item cart for a subscription checkout; its token goes to /checkout/subscription?cartToken=…',
    args: {
      itemId: t.arg.id({ required: true }),
      sku: t.arg.string({
        description:
          'The variant. Required when the product has more than one (NO_VARIANT_SELECTED "Please select the Size option."); optional with one.',
      }),
      quantity: t.arg.int({ defaultValue: 1 }),
      additionalFieldsJson: t.arg.string({
        description:
          "Answers to the product's custom form (a JSON object keyed by field id): required when the form has required fields (SUB_WITH_FORM_FAILURE).",
      }),
      subscriptionOptionId: t.arg.id({ description: "The plan; without it, the product's first plan." }),
    },
    resolve: async (_root, args, ctx) =>
      directCart(await createSubscriptionCart(ctx, { ...args, additionalFields: args.additionalFieldsJson })),
  }),
);

builder.mutationField('createGiftCardCart', (t) =>
  t.field({
    type: GiftCardCartPayload,
    description:
      "A one-item cart for a gift card checkout, apart from the shopper's cart; its token goes to /checkout/gift-card?cartToken=…",
    args: { input: t.arg({ type: GiftCardCartInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      directCart(await createGiftCardCart(ctx, { ...input, additionalFields: input.additionalFieldsJson })),
  }),
);
