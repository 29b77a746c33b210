// Orders: totals as money, lines, addresses, the private status link and digital downloads.
import { type RefundState, refundState } from '../domain/order-refunds.ts';
import { builder } from './builder.ts';
import { Money, money } from './money.ts';

const OrderRefundState = builder.enumType('OrderRefundState', {
  description: 'How much of the card money the order was paid with has been given back (gift card money is not refunded to a card).',
  values: {
    NONE: { description: 'Nothing.' },
    PARTIALLY_REFUNDED: { description: 'Part of it: the rest of the order stands.' },
    REFUNDED: { description: 'All of it.' },
  } as const satisfies Record<RefundState, { description: string }>,
});

type AddressJson = {
  address?: string;
  address2?: string | null;
  city?: string;
  region?: string | null;
  postalCode?: string | null;
  country?: string;
};

const OrderAddress = builder.objectRef<AddressJson>('OrderAddress').implement({
  fields: (t) => ({
    address: t.string({ resolve: (a) => a.address ?? '' }),
    address2: t.string({ nullable: true, resolve: (a) => a.address2 ?? null }),
    city: t.string({ resolve: (a) => a.city ?? '' }),
    region: t.string({ nullable: true, resolve: (a) => a.region ?? null }),
    postalCode: t.string({ nullable: true, resolve: (a) => a.postalCode ?? null }),
    country: t.string({ resolve: (a) => a.country ?? '' }),
  }),
});

builder.prismaObject('OrderLine', {
  select: {
    id: true,
    sku: true,
    productName: true,
    productType: true,
    quantity: true,
    unitPriceCents: true,
    order: { select: { currency: true } },
  },
  fields: (t) => ({
    id: t.exposeID('id'),
    sku: t.exposeString('sku'),
    productName: t.exposeString('productName'),
    productTypeCode: t.exposeInt('productType'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({ type: Money, resolve: (l) => money(l.unitPriceCents, l.order.currency) }),
    total: t.field({ type: Money, resolve: (l) => money(l.unitPriceCents * l.quantity, l.order.currency) }),
  }),
});

builder.prismaObject('DigitalDownload', {
  fields: (t) => ({
    productName: t.string({
      select: { orderLineId: true, order: { select: { lines: { select: { id: true, productName: true } } } } },
      resolve: (d) => d.order.lines.find((l) => l.id === d.orderLineId)?.productName ?? '',
    }),
    url: t.string({ description: 'The signed download link.', resolve: (d) => `/api/commerce/downloads/${d.token}` }),
    downloadsLeft: t.exposeInt('downloadsLeft'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const moneyOf = (cents: (o: { currency: string; [k: string]: unknown }) => number) => ({
  type: Money,
  resolve: (o: { currency: string; [k: string]: unknown }) => money(cents(o), o.currency),
});

export const OrderRef = builder.prismaObject('Order', {
  fields: (t) => ({
    id: t.exposeID('id'),
    orderNumber: t.exposeInt('orderNumber'),
    email: t.exposeString('email'),
    customerName: t.exposeString('customerName', {
      description: "The customer's full name, as given at checkout ('' for orders from before it was asked).",
    }),
    phone: t.exposeString('phone', { nullable: true, description: 'A phone number for the delivery, if the customer gave one.' }),
    testMode: t.exposeBoolean('testMode'),
    status: t.exposeString('status', {
      description: 'PENDING (being paid), PAID, FULFILLED, CANCELLED, REFUNDED or FAILED (the payment failed; nothing was kept).',
    }),
    statusUrl: t.string({ description: "The order's private status page.", resolve: (o) => `/orders/${o.statusToken}` }),
    statusToken: t.exposeString('statusToken', {
      description: "The token of the order's private status page (the end of statusUrl): orderStatus(token) reads the order with it.",
    }),
    subtotal: t.field(moneyOf((o) => o.subtotalCents as number)),
    discount: t.field(moneyOf((o) => o.discountCents as number)),
    shippingCost: t.field(moneyOf((o) => o.shippingCostCents as number)),
    tax: t.field(moneyOf((o) => o.taxCents as number)),
    giftCardAmount: t.field(moneyOf((o) => o.giftCardCents as number)),
    grandTotal: t.field(moneyOf((o) => o.grandTotalCents as number)),
    refunded: t.field(moneyOf((o) => o.refundedCents as number)),
    refundState: t.field({
      type: OrderRefundState,
      description: 'None, part or all of the card money given back (refunds being asked of the provider count).',
      select: { grandTotalCents: true, giftCardCents: true, refundedCents: true },
      resolve: (o) => refundState(o),
    }),
    shippingOptionName: t.exposeString('shippingOptionName', { nullable: true }),
    shippingAddress: t.field({ type: OrderAddress, nullable: true, resolve: (o) => (o.shippingAddress as AddressJson | null) ?? null }),
    billingAddress: t.field({ type: OrderAddress, nullable: true, resolve: (o) => (o.billingAddress as AddressJson | null) ?? null }),
    customerNotes: t.exposeString('customerNotes'),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    lines: t.relation('lines'),
    downloads: t.relation('downloads'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
