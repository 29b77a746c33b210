// Owners' coupons (settings:write): list, create, change or switch off, delete. Checkout applies them (schema/cart.ts).
import type { Coupon } from '../server/db/generated/postgresql/client.ts';
import { createCoupon, deleteCoupon, listCoupons, updateCoupon } from '../server/services/coupons.ts';
import type { Result } from '../server/services/user-errors.ts';
import { builder } from './builder.ts';
import { Money, money } from './money.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';

const CouponKind = builder.enumType('CouponKind', {
  values: {
    PERCENTAGE: { description: 'percentOffBps of the subtotal off (1000 = 10%), rounded half up to the minor unit.' },
    FIXED_AMOUNT: { description: 'amountOff off the subtotal (never below 0).' },
    FREE_SHIPPING: { description: 'No shipping cost.' },
  } as const,
});

const CouponRef = builder.prismaObject('Coupon', {
  description: 'A code shoppers apply to their cart: what it takes off, from when to when, how often, above which subtotal.',
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'As shoppers type it, in any case; stored in upper case.' }),
    kind: t.field({ type: CouponKind, resolve: (c) => c.kind }),
    percentOffBps: t.exposeInt('percentOffBps', { description: 'Basis points off (PERCENTAGE; else 0).' }),
    amountOff: t.field({
      type: Money,
      nullable: true,
      description: 'The amount off (FIXED_AMOUNT; else null).',
      resolve: (c, _args, ctx) => (c.kind === 'FIXED_AMOUNT' ? money(c.amountOffCents, ctx.website.currency) : null),
    }),
    minSubtotal: t.field({
      type: Money,
      description: 'The subtotal a cart needs for the coupon to apply (0: any).',
      resolve: (c, _args, ctx) => money(c.minSubtotalCents, ctx.website.currency),
    }),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'From this moment on it no longer applies.' }),
    usageLimit: t.exposeInt('usageLimit', { nullable: true, description: 'Orders it may be used on; null: no limit.' }),
    timesUsed: t.exposeInt('timesUsed', { description: 'Orders placed with it.' }),
    active: t.exposeBoolean('active', { description: 'Switched off coupons stay listed but never apply.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CouponInput = builder.inputType('CouponInput', {
  description: 'Absent fields stay as they are (on create: their defaults).',
  fields: (t) => ({
    code: t.string({ description: 'Required on create. Letters, digits, - and _, up to 50; stored in upper case, unique in the website.' }),
    kind: t.field({ type: CouponKind, description: 'Required on create.' }),
    percentOffBps: t.int({ description: 'PERCENTAGE: 1 to 10000 (1000 = 10%).' }),
    amountOffCents: t.int({ description: 'FIXED_AMOUNT: more than 0, in minor units of the store currency.' }),
    minSubtotalCents: t.int({ description: 'Default 0.' }),
    startsAt: t.field({ type: 'DateTime', description: 'null: at once.' }),
    expiresAt: t.field({ type: 'DateTime', description: 'null: never; after startsAt.' }),
    usageLimit: t.int({ description: 'null: no limit; else at least 1.' }),
    active: t.boolean({ description: 'Default true; false switches it off.' }),
  }),
});

const CouponPayload = payloadRef('CouponPayload', 'coupon', CouponRef);

const payload = (r: Result<{ coupon: Coupon }>) => payloadOf('coupon', r);
const settings = { authScopes: { can: 'settings:write' as const } };

builder.queryFields((t) => ({
  coupons: t.prismaConnection({
    ...settings,
    type: 'Coupon',
    cursor: 'id',
    description: "The website's coupons by code (at most 100 a page).",
    resolve: (query, _root, _args, ctx) => listCoupons(ctx, query),
  }),
}));

builder.mutationFields((t) => ({
  createCoupon: t.field({
    ...settings,
    type: CouponPayload,
    args: { input: t.arg({ type: CouponInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payload(await createCoupon(ctx, input)),
  }),
  updateCoupon: t.field({
    ...settings,
    type: CouponPayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CouponInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => payload(await updateCoupon(ctx, id, input)),
  }),
  deleteCoupon: t.field({
    ...settings,
    type: DeletePayload,
    description: 'Carts holding it lose it; placed orders keep their discount. To keep it listed, set active: false instead.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deleteCoupon(ctx, id)),
  }),
}));
