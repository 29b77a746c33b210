// Owner reads of the store's records, always scoped by the request's website.
import type { Prisma } from '../db/client.ts';
import type { ServiceContext } from '../http/context.ts';

type Query<T> = Omit<T, 'where'>;
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export type OrderFilter = { status?: string | null; email?: string | null; testMode?: boolean | null };

export const listOrders = <Q extends Query<Prisma.OrderFindManyArgs>>(ctx: ServiceContext, filter: OrderFilter, query?: Q) =>
  ctx.db.order.findMany({
    orderBy: newestFirst,
    ...(query as object),
    where: {
      websiteId: ctx.website.id,
      ...(filter.status ? { status: filter.status as Prisma.EnumOrderStatusFilter['equals'] } : {}),
      ...(filter.email ? { email: filter.email.trim().toLowerCase() } : {}),
      ...(filter.testMode != null ? { testMode: filter.testMode } : {}),
    },
  });

export const findOrder = <Q extends Query<Prisma.OrderFindFirstArgs>>(ctx: ServiceContext, id: string, query?: Q) =>
  ctx.db.order.findFirst({ ...(query as object), where: { id, websiteId: ctx.website.id } });

export const listFormSubmissions = <Q extends Query<Prisma.FormSubmissionFindManyArgs>>(
  ctx: ServiceContext,
  formId: string | null | undefined,
  query?: Q,
) =>
  ctx.db.formSubmission.findMany({
    orderBy: newestFirst,
    ...(query as object),
    where: { websiteId: ctx.website.id, ...(formId ? { formId } : {}) },
  });

export const listRestockSignUps = <Q extends Query<Prisma.RestockSignUpFindManyArgs>>(ctx: ServiceContext, query?: Q) =>
  ctx.db.restockSignUp.findMany({ orderBy: newestFirst, ...(query as object), where: { websiteId: ctx.website.id } });

export const listAnalyticsEvents = <Q extends Query<Prisma.AnalyticsEventFindManyArgs>>(ctx: ServiceContext, query?: Q) =>
  ctx.db.analyticsEvent.findMany({ orderBy: newestFirst, ...(query as object), where: { websiteId: ctx.website.id } });

export const listSiteUsers = <Q extends Query<Prisma.SiteUserFindManyArgs>>(ctx: ServiceContext, query?: Q) =>
  ctx.db.siteUser.findMany({ orderBy: newestFirst, ...(query as object), where: { websiteId: ctx.website.id } });

export type MailingListFilter = { status?: 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED' | null };

export const listMailingListSubscribers = <Q extends Query<Prisma.MailingListSubscriberFindManyArgs>>(
  ctx: ServiceContext,
  filter: MailingListFilter,
  query?: Q,
) =>
  ctx.db.mailingListSubscriber.findMany({
    orderBy: newestFirst,
    ...(query as object),
    where: { websiteId: ctx.website.id, ...(filter.status ? { status: filter.status } : {}) },
  });
