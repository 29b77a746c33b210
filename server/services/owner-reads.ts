// Owner reads of the store's records, always scoped by the request's website.
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../domain/email.ts';
import { type Db, type Prisma, sqliteFileOf } from '../db/client.ts';
import type { ServiceContext } from './context.ts';

type Query<T> = Omit<T, 'where'>;
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** An email filter: a part of the address, any case (addresses are stored lower case, so a lower-case `contains`
 * ignores case on SQLite and PostgreSQL alike), at most EMAIL_MAX_LENGTH characters; none for a blank one. `contains`
 * is SQL LIKE and Prisma does not escape its wildcards: on PostgreSQL `%`, `_` and `\` are escaped (backslash is its
 * LIKE escape), so they match themselves; SQLite's LIKE has no escape character, so there `%` becomes `_`: each stands
 * for any one character (never for any run of them). */
function emailContains(db: Db, text: string | null | undefined): { email: { contains: string } } | Record<string, never> {
  const part = normalizeEmail(text ?? '').slice(0, EMAIL_MAX_LENGTH);
  if (!part) return {};
  return { email: { contains: sqliteFileOf(db) === null ? part.replace(/[\\%_]/g, '\\$&') : part.replaceAll('%', '_') } };
}

/** The orders owners list orders in; ties keep the newest first. */
export const ORDER_SORTS = {
  NEWEST: [],
  OLDEST: [{ createdAt: 'asc' }, { id: 'asc' }],
  TOTAL_HIGHEST: [{ grandTotalCents: 'desc' }],
  TOTAL_LOWEST: [{ grandTotalCents: 'asc' }],
} as const satisfies Record<string, Prisma.OrderOrderByWithRelationInput[]>;
export type OrderSort = keyof typeof ORDER_SORTS;

export type OrderFilter = { status?: string | null; email?: string | null; testMode?: boolean | null; sort?: OrderSort | null };

export const listOrders = <Q extends Query<Prisma.OrderFindManyArgs>>(ctx: ServiceContext, filter: OrderFilter, query?: Q) =>
  ctx.db.order.findMany({
    orderBy: [...ORDER_SORTS[filter.sort ?? 'NEWEST'], ...newestFirst],
    ...(query as object),
    where: {
      websiteId: ctx.website.id,
      ...(filter.status ? { status: filter.status as Prisma.EnumOrderStatusFilter['equals'] } : {}),
      ...emailContains(ctx.db, filter.email),
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

export const listSiteUsers = <Q extends Query<Prisma.SiteUserFindManyArgs>>(
  ctx: ServiceContext,
  filter: { email?: string | null },
  query?: Q,
) =>
  ctx.db.siteUser.findMany({
    orderBy: newestFirst,
    ...(query as object),
    where: { websiteId: ctx.website.id, ...emailContains(ctx.db, filter.email) },
  });

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
