// An owner's view of an order (capability read, like `order` itself): its refunds with amount, reason, state and
// time, when it was fulfilled or cancelled, and the customer account that placed it. Shoppers reach the same Order
// type through checkout and status links; these fields refuse them.
import { MAX_ORDER_REFUNDS } from '../server/services/refunds.ts';
import { builder } from './builder.ts';
import { Money, money } from './money.ts';
import { CustomerAccount } from './owner-records.ts';

const ownerOnly = { can: 'read' } as const;

const RefundReason = builder.enumType('OrderRefundReason', {
  values: {
    REFUND: { description: "An owner's refund (refundOrder)." },
    CANCEL: { description: 'The refund of a cancellation (cancelOrder).' },
    PROVIDER: { description: 'Made at the payment provider, reconciled from its events.' },
  } as const,
});
const RefundStatus = builder.enumType('OrderRefundStatus', {
  values: {
    PENDING: { description: 'Reserved and asked of the provider; no answer yet.' },
    SUCCEEDED: { description: 'The provider paid it back.' },
    FAILED: { description: 'The provider refused it; the amount can be refunded again.' },
  } as const,
});

builder.prismaObject('OrderRefund', {
  description: 'Card money given back on an order (or being given back).',
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.field({
      type: Money,
      select: { amountCents: true, order: { select: { currency: true } } },
      resolve: (r) => money(r.amountCents, r.order.currency),
    }),
    reason: t.field({ type: RefundReason, resolve: (r) => r.reason as 'REFUND' | 'CANCEL' | 'PROVIDER' }),
    status: t.field({ type: RefundStatus, resolve: (r) => r.status }),
    failure: t.exposeString('failure', { nullable: true, description: "The provider's reason, when it FAILED." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was asked for.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: "When its state last changed (the provider's answer)." }),
  }),
});

builder.prismaObjectFields('Order', (t) => ({
  refunds: t.relation('refunds', {
    authScopes: ownerOnly,
    description: `Its refunds, newest first (the latest ${MAX_ORDER_REFUNDS}); owners only.`,
    query: (_args, ctx) => ({
      where: { websiteId: ctx.website.id },
      orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
      take: MAX_ORDER_REFUNDS,
    }),
  }),
  fulfilledAt: t.expose('fulfilledAt', { type: 'DateTime', nullable: true, authScopes: ownerOnly, description: 'Owners only.' }),
  cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true, authScopes: ownerOnly, description: 'Owners only.' }),
  customer: t.field({
    type: CustomerAccount,
    nullable: true,
    authScopes: ownerOnly,
    description: 'The customer account that placed it, when the shopper was signed in; owners only.',
    select: { websiteId: true, siteUser: true },
    resolve: (o) => (o.siteUser && o.siteUser.websiteId === o.websiteId ? o.siteUser : null),
  }),
}));
