// Owner reads of the store's records (orders, form submissions, mailing-list subscribers, restock sign-ups, analytics
// events, site users).
// Each needs the capability of domain/permissions.ts; later areas add fields to these types.

import { EMAIL_MAX_LENGTH } from '../domain/email.ts';
import {
  findOrder,
  listAnalyticsEvents,
  listFormSubmissions,
  listMailingListSubscribers,
  listOrders,
  listRestockSignUps,
  listSiteUsers,
  ORDER_SORTS,
  type OrderSort,
} from '../server/services/owner-reads.ts';
import { builder } from './builder.ts';

const OrderStatus = builder.enumType('OrderStatus', {
  values: ['PENDING', 'PAID', 'FULFILLED', 'CANCELLED', 'REFUNDED', 'FAILED'] as const,
});
const EMAIL_FILTER = `A part of the email address, any case (at most ${EMAIL_MAX_LENGTH} characters; the rest is ignored).`;

builder.prismaObject('FormSubmission', {
  fields: (t) => ({
    id: t.exposeID('id'),
    formId: t.exposeID('formId'),
    valuesJson: t.string({ description: 'Answers keyed by field id, as JSON.', resolve: (s) => JSON.stringify(s.values) }),
    pageUrl: t.exposeString('pageUrl', { nullable: true, description: 'The path and query of the page the form was sent from.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const MailingListStatus = builder.enumType('MailingListStatus', { values: ['PENDING', 'CONFIRMED', 'UNSUBSCRIBED'] as const });

builder.prismaObject('MailingListSubscriber', {
  description: 'An address on the mailing list: PENDING until it confirms (double opt-in), CONFIRMED, or UNSUBSCRIBED.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    status: t.field({ type: MailingListStatus, resolve: (s) => s.status }),
    source: t.exposeString('source', {
      description: 'Where it signed up: "newsletter" (the newsletter block), "restock" (a restock sign-up), "form".',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const RestockSignUpRef = builder.prismaObject('RestockSignUp', {
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId'),
    variantId: t.exposeID('variantId'),
    siteVisitorEmail: t.exposeString('siteVisitorEmail'),
    isJoinMailingList: t.exposeBoolean('isJoinMailingList'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    notifiedAt: t.expose('notifiedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.prismaObject('AnalyticsEvent', {
  fields: (t) => ({
    id: t.exposeID('id'),
    family: t.exposeString('family'),
    name: t.exposeString('name'),
    path: t.exposeString('path', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const CustomerAccount = builder.prismaObject('SiteUser', {
  variant: 'CustomerAccount',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const OrderListSort = builder.enumType('OrderListSort', {
  description: 'NEWEST (default). Ties keep the newest first.',
  values: Object.keys(ORDER_SORTS) as OrderSort[],
});

builder.queryFields((t) => ({
  orders: t.prismaConnection({
    type: 'Order',
    cursor: 'id',
    authScopes: { can: 'read' },
    description: "The website's orders, newest first unless sorted otherwise (at most 100 a page).",
    args: {
      sort: t.arg({ type: OrderListSort }),
      status: t.arg({ type: OrderStatus }),
      email: t.arg.string({ description: EMAIL_FILTER }),
      testMode: t.arg.boolean(),
    },
    resolve: (query, _root, args, ctx) => listOrders(ctx, args, query),
  }),
  order: t.prismaField({
    type: 'Order',
    nullable: true,
    authScopes: { can: 'read' },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => findOrder(ctx, id, query),
  }),
  formSubmissions: t.prismaConnection({
    type: 'FormSubmission',
    cursor: 'id',
    authScopes: { can: 'forms:read' },
    args: { formId: t.arg.id() },
    resolve: (query, _root, { formId }, ctx) => listFormSubmissions(ctx, formId, query),
  }),
  mailingListSubscribers: t.prismaConnection({
    type: 'MailingListSubscriber',
    cursor: 'id',
    authScopes: { can: 'forms:read' },
    description: "The website's mailing list, newest first (at most 100 a page).",
    args: { status: t.arg({ type: MailingListStatus }) },
    resolve: (query, _root, args, ctx) => listMailingListSubscribers(ctx, args, query),
  }),
  restockSignUps: t.prismaConnection({
    type: 'RestockSignUp',
    cursor: 'id',
    authScopes: { can: 'restock:manage' },
    resolve: (query, _root, _args, ctx) => listRestockSignUps(ctx, query),
  }),
  analyticsEvents: t.prismaConnection({
    type: 'AnalyticsEvent',
    cursor: 'id',
    authScopes: { can: 'analytics:read' },
    resolve: (query, _root, _args, ctx) => listAnalyticsEvents(ctx, query),
  }),
  customerAccounts: t.prismaConnection({
    type: CustomerAccount,
    cursor: 'id',
    authScopes: { can: 'read' },
    description: "The website's customer accounts (site users), newest first (at most 100 a page).",
    args: { email: t.arg.string({ description: EMAIL_FILTER }) },
    resolve: (query, _root, args, ctx) => listSiteUsers(ctx, args, query),
  }),
}));
