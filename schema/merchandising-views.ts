// What a product's merchandising context shows per variant (spec §3): scarcityTemplateViews,
// restockNotificationViews and restockNotificationMessages, the same as `?format=json` and templates read
// (domain/merchandising-views.ts); and each variant's pricingOptions, its price under each subscription plan.
import {
  type PricingOption,
  pricingOptions,
  restockNotificationMessages,
  restockNotificationViews,
  type StockedVariant,
  scarcityTemplateViews,
} from '../domain/merchandising-views.ts';
import { readProductVariants } from '../server/services/cart/cart-rows.ts';
import type { RequestContext } from '../server/services/context.ts';
import { builder } from './builder.ts';
import { MerchandisingContext, type MerchandisingShape } from './merchandising.ts';
import { Money, money } from './money.ts';
import { attributesOf, VariantAttribute } from './variant.ts';

/** A merchandising context with its product's variants, when the product field has them at hand. */
export type MerchandisingWithVariants = MerchandisingShape & { variants?: readonly StockedVariant[] };

/** The product's variants in order: those the product field passed along, else read (an owner's change answer). */
const variantsOf = (m: MerchandisingWithVariants, ctx: RequestContext): Promise<readonly StockedVariant[]> | readonly StockedVariant[] =>
  m.variants ?? readProductVariants(ctx, m.productId);

const ScarcityTemplateView = builder
  .objectRef<{ variantId: string; qtyInStock: number; attributes?: unknown }>('ScarcityTemplateView')
  .implement({
    description: 'A variant whose scarcity message shows: stock above 0 and at or below the threshold.',
    fields: (t) => ({
      variantId: t.exposeID('variantId'),
      qtyInStock: t.expose('qtyInStock', { type: 'SafeInt' }),
      attributes: t.field({
        type: [VariantAttribute],
        nullable: true,
        description: "The variant's options when the product has several variants (a template shows the picked one's).",
        resolve: (v) => (v.attributes === undefined ? null : attributesOf(v.attributes)),
      }),
    }),
  });

const RestockNotificationView = builder.objectRef<{ variantId: string; hiddenByDefault: boolean }>('RestockNotificationView').implement({
  description: 'A sold-out variant whose restock form shows while restock notifications are on.',
  fields: (t) => ({
    variantId: t.exposeID('variantId'),
    hiddenByDefault: t.exposeBoolean('hiddenByDefault', { description: 'True when the product has several variants.' }),
  }),
});

const RestockNotificationMessages = builder
  .objectRef<ReturnType<typeof restockNotificationMessages>>('RestockNotificationMessages')
  .implement({
    description: "The restock form's words.",
    fields: (t) => ({
      CTAText: t.exposeString('CTAText'),
      buttonText: t.exposeString('buttonText'),
      placeholderText: t.exposeString('placeholderText'),
      mailingListDescription: t.exposeString('mailingListDescription'),
      successText: t.exposeString('successText', { description: "The store's success message, else 'Signed up!'." }),
    }),
  });

builder.objectFields(MerchandisingContext, (t) => ({
  scarcityTemplateViews: t.field({
    type: [ScarcityTemplateView],
    resolve: async (m: MerchandisingWithVariants, _args, ctx) => scarcityTemplateViews(m, await variantsOf(m, ctx)),
  }),
  restockNotificationViews: t.field({
    type: [RestockNotificationView],
    resolve: async (m: MerchandisingWithVariants, _args, ctx) =>
      restockNotificationViews(m.restockNotificationsEnabled, await variantsOf(m, ctx)),
  }),
  restockNotificationMessages: t.field({
    type: RestockNotificationMessages,
    resolve: (m) => restockNotificationMessages(m.restockSuccessMessage),
  }),
}));

const PricingOptionRef = builder.objectRef<PricingOption & { currency: string }>('PricingOption').implement({
  description: "A variant's price under one subscription plan of its product: the plan's own price, else the variant's.",
  fields: (t) => ({
    productSubscriptionOptionId: t.exposeID('productSubscriptionOptionId'),
    subscriptionPlanId: t.exposeID('subscriptionPlanId'),
    price: t.field({ type: Money, resolve: (o) => money(o.priceCents, o.currency) }),
    salePrice: t.field({ type: Money, resolve: (o) => money(o.salePriceCents, o.currency) }),
    onSale: t.exposeBoolean('onSale'),
  }),
});

builder.prismaObjectField('ProductVariant', 'pricingOptions', (t) =>
  t.field({
    type: [PricingOptionRef],
    description: 'Its price under each subscription plan of its product, in order (empty without plans).',
    select: {
      product: {
        select: {
          subscriptionOptions: { orderBy: { position: 'asc' }, select: { id: true, subscriptionPlanId: true, priceCents: true } },
        },
      },
    },
    resolve: (v) => pricingOptions(v, v.product.subscriptionOptions).map((o) => ({ ...o, currency: v.currency })),
  }),
);
