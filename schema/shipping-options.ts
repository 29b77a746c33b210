// Owners' shipping options (settings:write): list, create, change or switch off, delete. Carts offer them
// (schema/cart.ts).
import type { ShippingOption } from '../server/db/generated/postgresql/client.ts';
import { asShippingRule } from '../server/services/cart/cart-view.ts';
import {
  createShippingOption,
  deleteShippingOption,
  listShippingOptions,
  updateShippingOption,
} from '../server/services/checkout-rules/shipping-options.ts';
import type { Result } from '../server/services/user-errors.ts';
import { builder } from './builder.ts';
import { Money, money } from './money.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';

const ShippingRateKind = builder.enumType('ShippingRateKind', {
  values: {
    FLAT: { description: 'flatRate for every cart.' },
    WEIGHT: { description: "The first tier whose upTo (grams) holds the cart's weight." },
    PRICE: { description: "The first tier whose upTo (minor units) holds the cart's subtotal." },
  } as const,
});

const ShippingRateTier = builder.objectRef<{ upTo: number; rateCents: number; currency: string }>('ShippingRateTier').implement({
  fields: (t) => ({
    upTo: t.exposeInt('upTo', { description: 'Grams (WEIGHT) or minor units (PRICE), inclusive.' }),
    rate: t.field({ type: Money, resolve: (tier) => money(tier.rateCents, tier.currency) }),
  }),
});

const ShippingOptionRef = builder.prismaObject('ShippingOption', {
  description: 'A way to ship that checkout offers carts with physical products, in order of position.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: ShippingRateKind, resolve: (o) => o.kind }),
    countries: t.stringList({
      description: 'ISO country codes it ships to; empty: everywhere.',
      resolve: (o) => asShippingRule(o).countries,
    }),
    flatRate: t.field({
      type: Money,
      description: 'FLAT: the cost; WEIGHT and PRICE: the cost when no tier is given.',
      resolve: (o, _args, ctx) => money(o.flatRateCents, ctx.website.currency),
    }),
    rateTiers: t.field({
      type: [ShippingRateTier],
      description: 'By upTo; past the last tier its rate applies.',
      resolve: (o, _args, ctx) => asShippingRule(o).rateTiers.map((tier) => ({ ...tier, currency: ctx.website.currency })),
    }),
    freeOver: t.field({
      type: Money,
      nullable: true,
      description: 'Free when the subtotal is at least this; null: never free.',
      resolve: (o, _args, ctx) => (o.freeOverCents === null ? null : money(o.freeOverCents, ctx.website.currency)),
    }),
    position: t.exposeInt('position'),
    active: t.exposeBoolean('active', { description: 'Switched-off options stay listed but are not offered.' }),
  }),
});

const ShippingRateTierInput = builder.inputType('ShippingRateTierInput', {
  fields: (t) => ({ upTo: t.int({ required: true }), rateCents: t.int({ required: true }) }),
});

const ShippingOptionInput = builder.inputType('ShippingOptionInput', {
  description: 'Absent fields stay as they are (on create: their defaults).',
  fields: (t) => ({
    name: t.string({ description: 'Required on create; up to 100 characters.' }),
    kind: t.field({ type: ShippingRateKind, description: 'Default FLAT.' }),
    countries: t.stringList({ description: 'Two-letter ISO codes (any case); empty or absent on create: everywhere.' }),
    flatRateCents: t.int({ description: 'Default 0.' }),
    rateTiers: t.field({ type: [ShippingRateTierInput], description: 'Up to 20, each with its own upTo.' }),
    freeOverCents: t.int({ description: 'null: never free.' }),
    position: t.int({ description: 'Where checkout lists it (lowest first); default: last.' }),
    active: t.boolean({ description: 'Default true.' }),
  }),
});

const ShippingOptionPayload = payloadRef('ShippingOptionPayload', 'shippingOption', ShippingOptionRef);

const payload = (r: Result<{ shippingOption: ShippingOption }>) => payloadOf('shippingOption', r);
const settings = { authScopes: { can: 'settings:write' as const } };

builder.queryFields((t) => ({
  shippingOptions: t.prismaField({
    ...settings,
    type: ['ShippingOption'],
    description: "The website's shipping options by position, switched-off ones too (at most 50).",
    resolve: (_query, _root, _args, ctx) => listShippingOptions(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createShippingOption: t.field({
    ...settings,
    type: ShippingOptionPayload,
    args: { input: t.arg({ type: ShippingOptionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payload(await createShippingOption(ctx, input)),
  }),
  updateShippingOption: t.field({
    ...settings,
    type: ShippingOptionPayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ShippingOptionInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => payload(await updateShippingOption(ctx, id, input)),
  }),
  deleteShippingOption: t.field({
    ...settings,
    type: DeletePayload,
    description: 'Carts that chose it choose again. To keep it listed, set active: false instead.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deleteShippingOption(ctx, id)),
  }),
}));
