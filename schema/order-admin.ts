// Owners' order actions (fulfil, refund, cancel), gift cards (list, disable; shoppers check a balance) and
// subscriptions (owners list, pause, resume, cancel; site users see and cancel their own).

import type { GiftCard, Order, Subscription } from '../server/db/generated/postgresql/client.ts';
import { giftCardBalance, listGiftCards, setGiftCardDisabled } from '../server/services/gift-cards.ts';
import { cancelOrder, fulfillOrder, refundOrder } from '../server/services/orders.ts';
import { changeSubscription, listSubscriptions } from '../server/services/subscriptions.ts';
import type { Result, UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';
import { Money, money } from './money.ts';
import { OrderRef } from './order.ts';
import { payloadOf, payloadRef } from './payload.ts';

const OrderPayload = payloadRef('OrderPayload', 'order', OrderRef);
const orderPayload = (r: Result<{ order: Order }>) => payloadOf('order', r);

builder.mutationFields((t) => ({
  fulfillOrder: t.field({
    type: OrderPayload,
    authScopes: { can: 'orders:manage' },
    args: { orderId: t.arg.id({ required: true }), trackingNumber: t.arg.string() },
    resolve: async (_root, args, ctx) => orderPayload(await fulfillOrder(ctx, args)),
  }),
  refundOrder: t.field({
    type: OrderPayload,
    authScopes: { can: 'orders:manage' },
    args: {
      orderId: t.arg.id({ required: true }),
      amountCents: t.arg.int({ description: 'Minor units; the whole remaining amount when omitted.' }),
    },
    resolve: async (_root, args, ctx) => orderPayload(await refundOrder(ctx, args)),
  }),
  cancelOrder: t.field({
    type: OrderPayload,
    authScopes: { can: 'orders:manage' },
    args: { orderId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const r = await cancelOrder(ctx, args);
      return r.ok ? { order: r.order, userErrors: r.userErrors } : { order: null, userErrors: r.userErrors };
    },
  }),
}));

const GiftCardRef = builder.prismaObject('GiftCard', {
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    initial: t.field({ type: Money, resolve: (g) => money(g.initialCents, g.currency) }),
    balance: t.field({ type: Money, resolve: (g) => money(g.balanceCents, g.currency) }),
    disabled: t.exposeBoolean('disabled'),
    recipientEmail: t.exposeString('recipientEmail', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  giftCardBalance: t.field({
    type: Money,
    nullable: true,
    description: "A gift card's balance by its code; null for an unknown or disabled code.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, { code }, ctx) => {
      const card = await giftCardBalance(ctx, code);
      return card ? money(card.balanceCents, card.currency) : null;
    },
  }),
  giftCards: t.prismaConnection({
    type: 'GiftCard',
    cursor: 'id',
    authScopes: { can: 'orders:manage' },
    resolve: (query, _root, _args, ctx) => listGiftCards(ctx, query),
  }),
}));

const GiftCardPayload = builder.objectRef<{ giftCard: GiftCard | null; userErrors: UserError[] }>('GiftCardPayload').implement({
  fields: (t) => ({
    giftCard: t.expose('giftCard', { type: GiftCardRef, nullable: true, description: 'The card as it now is; null when refused.' }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
  }),
});

builder.mutationField('setGiftCardDisabled', (t) =>
  t.field({
    type: GiftCardPayload,
    authScopes: { can: 'orders:manage' },
    description: 'Disables (or enables again) a gift card of the website; answers the card as it now is, or why not.',
    args: { giftCardId: t.arg.id({ required: true }), disabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const r = await setGiftCardDisabled(ctx, args);
      return payloadOf('giftCard', r);
    },
  }),
);

const SubscriptionRef = builder.prismaObject('Subscription', {
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'ACTIVE, PAUSED, PAST_DUE, CANCELLED or ENDED.' }),
    email: t.exposeString('email'),
    productId: t.exposeID('productId'),
    product: t.relation('product', {
      authScopes: { can: 'read' },
      description: 'The product subscribed to (its title, whatever its state now); owners only.',
    }),
    price: t.field({ type: Money, resolve: (s) => money(s.priceCents, s.currency) }),
    billingPeriodValue: t.exposeInt('billingPeriodValue'),
    billingPeriodUnit: t.exposeString('billingPeriodUnit'),
    numBillingCycles: t.exposeInt('numBillingCycles'),
    cyclesBilled: t.exposeInt('cyclesBilled'),
    nextBillingAt: t.expose('nextBillingAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const SubscriptionPayload = payloadRef('SubscriptionPayload', 'subscription', SubscriptionRef);
const subscriptionPayload = (r: Result<{ subscription: Subscription }>) => payloadOf('subscription', r);
const ChangeKind = builder.enumType('SubscriptionChange', { values: ['PAUSE', 'RESUME', 'CANCEL'] as const });

builder.queryFields((t) => ({
  subscriptions: t.prismaConnection({
    type: SubscriptionRef,
    cursor: 'id',
    authScopes: { can: 'orders:manage' },
    resolve: (query, _root, _args, ctx) => listSubscriptions(ctx, query),
  }),
  mySubscriptions: t.prismaField({
    type: [SubscriptionRef],
    authScopes: { siteUser: true },
    description: "The signed-in shopper's subscriptions.",
    resolve: (query, _root, _args, ctx) => listSubscriptions(ctx, query, ctx.siteUser!.id),
  }),
}));

builder.mutationFields((t) => ({
  changeSubscription: t.field({
    type: SubscriptionPayload,
    authScopes: { can: 'orders:manage' },
    args: { subscriptionId: t.arg.id({ required: true }), change: t.arg({ type: ChangeKind, required: true }) },
    resolve: async (_root, args, ctx) =>
      subscriptionPayload(
        await changeSubscription(ctx, {
          subscriptionId: args.subscriptionId,
          change: args.change.toLowerCase() as 'pause' | 'resume' | 'cancel',
        }),
      ),
  }),
  cancelMySubscription: t.field({
    type: SubscriptionPayload,
    authScopes: { siteUser: true },
    args: { subscriptionId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      subscriptionPayload(
        await changeSubscription(ctx, { subscriptionId: args.subscriptionId, change: 'cancel', siteUserId: ctx.siteUser!.id }),
      ),
  }),
}));
