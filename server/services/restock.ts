// Restock notifications (spec §3 Restock sign-up, §5 Restock email): shoppers join a sold-out variant's list (one
// sign-up per email per variant; a repeat is a success), owners page through sign-ups and groups and send the
// emails — each pending sign-up is emailed exactly once, however often or concurrently sending is asked for.
import { isValidEmail, normalizeEmail } from '../../domain/email.ts';
import { RESTOCK_SEND_LIMIT_MESSAGE } from '../../domain/limit-messages.ts';
import {
  CAPTCHA_FAILED_MESSAGE,
  EMAIL_BLANK_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  RESTOCK_FAILURE_MESSAGE,
  RESTOCK_UNAVAILABLE_MESSAGE,
} from '../../domain/messages.ts';
import { hasStockToAnnounce, NO_STOCK_TO_ANNOUNCE_MESSAGE, type SendAnywayRequest, sendAnywayRequest } from '../../domain/restock-send.ts';
import { MAX_RESTOCK_SEND_REQUESTS } from '../../domain/store-limits.ts';
import type { RestockSignUp } from '../db/generated/postgresql/client.ts';
import { botCheck } from './captcha/bot-check.ts';
import type { RequestContext, ServiceContext } from './context.ts';
import { liveProductWhere } from './live-rows.ts';
import { enqueue } from './outbox.ts';
import { fail, type Result, type UserError } from './user-errors.ts';

export type RestockSignUpInput = {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList?: boolean | null;
  recaptchaEnterpriseV3Token?: string | null;
  language?: string | null;
};

/** The sign-up and, when the shopper joined the mailing list, the browser's marketing id (the subscriber's id): the
 * doors keep it in the SS_MID cookie. */
export type RestockSignUpDone = { signUp: RestockSignUp; marketingId: string | null };

export async function signUpForRestock(ctx: RequestContext, input: RestockSignUpInput): Promise<Result<RestockSignUpDone>> {
  await ctx.limits.consume('restockSignUps', { ip: ctx.visitor.ip, visitorId: ctx.visitor.id });
  const email = normalizeEmail(input.siteVisitorEmail ?? '');
  if (!email) return fail('EMAIL_BLANK', EMAIL_BLANK_MESSAGE, 'siteVisitorEmail');
  if (!isValidEmail(email)) return fail('EMAIL_INVALID', EMAIL_INVALID_MESSAGE, 'siteVisitorEmail');
  const variant = await ctx.db.productVariant.findFirst({
    where: { id: input.variantId, productId: input.productId, websiteId: ctx.website.id, product: liveProductWhere() },
    include: { product: { include: { merchandising: true } } },
  });
  const merchandising = variant?.product.merchandising;
  if (!variant || !merchandising?.restockNotificationsEnabled) return fail('RESTOCK_UNAVAILABLE', RESTOCK_UNAVAILABLE_MESSAGE, 'variantId');
  const bot = await botCheck(ctx.captcha, ctx.website, {
    token: input.recaptchaEnterpriseV3Token,
    action: 'PRODUCT_WAITLIST_SUBMISSION',
    remoteIp: ctx.visitor.ip,
  });
  if (!bot.ok)
    return fail(
      'CAPTCHA_FAILED',
      bot.reason === 'UNAVAILABLE' ? RESTOCK_FAILURE_MESSAGE : CAPTCHA_FAILED_MESSAGE,
      'recaptchaEnterpriseV3Token',
    );
  const joinList = merchandising.mailingListSignUpEnabled && (input.isJoinMailingList ?? merchandising.mailingListOptInByDefault);
  const signUp = await ctx.db.restockSignUp.upsert({
    where: { variantId_siteVisitorEmail: { variantId: variant.id, siteVisitorEmail: email } },
    create: {
      websiteId: ctx.website.id,
      productId: variant.productId,
      variantId: variant.id,
      siteVisitorEmail: email,
      isJoinMailingList: joinList,
      visitorId: ctx.visitor.id,
      language: input.language ?? null,
    },
    // A repeat is a success; after a notification it waits for the next restock again.
    update: { notifiedAt: null, isJoinMailingList: joinList },
  });
  if (!joinList) return { ok: true, signUp, marketingId: null };
  const subscriber = await ctx.db.mailingListSubscriber.upsert({
    where: { websiteId_email: { websiteId: ctx.website.id, email } },
    create: { websiteId: ctx.website.id, email, status: 'CONFIRMED', confirmToken: crypto.randomUUID(), source: 'restock' },
    update: {},
  });
  return { ok: true, signUp, marketingId: subscriber.id };
}

export type Page<T> = { items: T[]; hasNextPage: boolean; nextPageCursor: string | null };
const PAGE = 50;
/** A page cursor is an offset; anything else (or beyond a million rows) starts at the beginning. */
const offsetOf = (cursor?: string | null) => (cursor && /^\d{1,6}$/.test(cursor) ? Number(cursor) : 0);

/** Sign-ups of one product/variant, oldest first, paged by cursor. */
export async function listSignUps(
  ctx: ServiceContext,
  input: { productId: string; variantId?: string | null; cursor?: string | null; pageSize?: number },
): Promise<Page<RestockSignUp>> {
  const size = Math.min(Math.max(input.pageSize ?? PAGE, 1), 200);
  const skip = offsetOf(input.cursor);
  const rows = await ctx.db.restockSignUp.findMany({
    where: { websiteId: ctx.website.id, productId: input.productId, ...(input.variantId ? { variantId: input.variantId } : {}) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    skip,
    take: size + 1,
  });
  return { items: rows.slice(0, size), hasNextPage: rows.length > size, nextPageCursor: rows.length > size ? String(skip + size) : null };
}

export type SignUpGroup = {
  productId: string;
  variantId: string;
  productName: string;
  attributes: Record<string, string>;
  signUps: number;
  pending: number;
  /** The variant has stock to sell (or uncounted stock): its shoppers can be told it is back. */
  inStock: boolean;
};

/** Sign-ups grouped by product and variant, with totals and how many still wait for their email. */
export async function listSignUpGroups(
  ctx: ServiceContext,
  input: { cursor?: string | null; pageSize?: number },
): Promise<Page<SignUpGroup>> {
  const size = Math.min(Math.max(input.pageSize ?? PAGE, 1), 200);
  const skip = offsetOf(input.cursor);
  const where = { websiteId: ctx.website.id };
  const groups = await ctx.db.restockSignUp.groupBy({
    by: ['productId', 'variantId'],
    where,
    _count: { _all: true },
    orderBy: [{ productId: 'asc' }, { variantId: 'asc' }],
    skip,
    take: size + 1,
  });
  const page = groups.slice(0, size);
  const variantIds = page.map((g) => g.variantId);
  const [pending, variants] = await Promise.all([
    ctx.db.restockSignUp.groupBy({
      by: ['variantId'],
      where: { ...where, variantId: { in: variantIds }, notifiedAt: null },
      _count: { _all: true },
    }),
    ctx.db.productVariant.findMany({
      where: { id: { in: variantIds } },
      select: { id: true, attributes: true, unlimited: true, qtyInStock: true, product: { select: { item: { select: { title: true } } } } },
    }),
  ]);
  const pendingOf = new Map(pending.map((p) => [p.variantId, p._count._all]));
  const variantOf = new Map(variants.map((v) => [v.id, v]));
  return {
    items: page.map((g) => ({
      productId: g.productId,
      variantId: g.variantId,
      productName: variantOf.get(g.variantId)?.product.item.title ?? '',
      attributes: (variantOf.get(g.variantId)?.attributes ?? {}) as Record<string, string>,
      signUps: g._count._all,
      pending: pendingOf.get(g.variantId) ?? 0,
      inStock: ((v) => (v ? hasStockToAnnounce(v) : false))(variantOf.get(g.variantId)),
    })),
    hasNextPage: groups.length > size,
    nextPageCursor: groups.length > size ? String(skip + size) : null,
  };
}

/** Emails one send call queues at most; the answer says how many are left for the next call. */
export const MAX_RESTOCK_EMAILS_PER_SEND = 1000;
/** Pairs one count of what remains names (each is four parameters; databases bound a statement's parameters). */
const PAIRS_PER_COUNT = 100;

type SendRequest = { productId: string; variantId: string };
/** Sending needs only the database and the website's id (the restock job has no request). */
type SendContext = Pick<ServiceContext, 'db'> & { website: { id: string } };
/** `withoutStock`: the pairs left out because their variant has no stock (none when sent without stock). */
export type RestockSendOutcome = { queued: number; remaining: number; withoutStock: number };
/** `sendWithoutStock`: email the shoppers of a variant with no stock too (the owner asked to send anyway). */
export type SendOptions = { sendWithoutStock?: boolean | null };

/** The refusal of a send for a variant with no stock, with the send that emails its shoppers anyway. */
export type NoStockRefusal = { ok: false; userErrors: UserError[]; sendAnyway: SendAnywayRequest };

/** Queues the restock emails of the pending sign-ups of a product/variant (at most MAX_RESTOCK_EMAILS_PER_SEND). A
 * variant with no stock is refused (NO_STOCK_TO_ANNOUNCE, with the send-anyway request) unless sent without stock. */
export async function sendRestockNotifications(
  ctx: SendContext,
  input: SendRequest,
  options: SendOptions = {},
): Promise<({ ok: true } & RestockSendOutcome) | NoStockRefusal> {
  const outcome = await sendAllRestockNotifications(ctx, [input], options);
  if (outcome.withoutStock > 0)
    return { ...fail('NO_STOCK_TO_ANNOUNCE', NO_STOCK_TO_ANNOUNCE_MESSAGE, 'variantId'), sendAnyway: sendAnywayRequest(input) };
  return { ok: true, ...outcome };
}

/** Queues the restock emails of several products/variants, at most MAX_RESTOCK_EMAILS_PER_SEND in all, leaving out
 * variants with no stock unless sent without stock. Each sign-up is
 * claimed (marked notified) in the same transaction as its outbox row, so retries and concurrent sends email nobody
 * twice. The emails of one call are one outbox batch (numbered turns), so a big send never holds up other mail. More
 * than MAX_RESTOCK_SEND_REQUESTS pairs are refused (RangeError with RESTOCK_SEND_LIMIT_MESSAGE): the doors check first. */
export async function sendAllRestockNotifications(
  ctx: SendContext,
  requests: SendRequest[],
  options: SendOptions = {},
): Promise<RestockSendOutcome> {
  if (requests.length > MAX_RESTOCK_SEND_REQUESTS) throw new RangeError(RESTOCK_SEND_LIMIT_MESSAGE);
  const soldOut = options.sendWithoutStock ? new Set<string>() : await variantsWithoutStock(ctx, requests);
  const pairs = requests.filter((pair) => !soldOut.has(pair.variantId));
  const pendingOf = (pair: SendRequest) => ({ websiteId: ctx.website.id, ...pair, notifiedAt: null });
  let queued = 0;
  for (const pair of pairs) {
    const pending = await ctx.db.restockSignUp.findMany({
      where: pendingOf(pair),
      select: { id: true },
      orderBy: { createdAt: 'asc' },
      take: MAX_RESTOCK_EMAILS_PER_SEND - queued,
    });
    for (const { id } of pending) {
      queued += await ctx.db.$transaction(async (tx) => {
        const { count } = await tx.restockSignUp.updateMany({ where: { id, notifiedAt: null }, data: { notifiedAt: new Date() } });
        if (count === 1) await enqueue(tx, { websiteId: ctx.website.id, kind: 'email.restock', payload: { signUpId: id }, turn: queued });
        return count;
      });
    }
    if (queued >= MAX_RESTOCK_EMAILS_PER_SEND) break;
  }
  let remaining = 0;
  for (let i = 0; i < pairs.length; i += PAIRS_PER_COUNT)
    remaining += await ctx.db.restockSignUp.count({ where: { OR: pairs.slice(i, i + PAIRS_PER_COUNT).map(pendingOf) } });
  return { queued, remaining, withoutStock: requests.length - pairs.length };
}

/** The ids of the named variants (of this website) with no stock to announce; an unknown id has no sign-ups anyway. */
async function variantsWithoutStock(ctx: SendContext, requests: SendRequest[]): Promise<Set<string>> {
  const variants = await ctx.db.productVariant.findMany({
    where: { id: { in: [...new Set(requests.map((r) => r.variantId))] }, product: { websiteId: ctx.website.id } },
    select: { id: true, unlimited: true, qtyInStock: true },
  });
  return new Set(variants.filter((v) => !hasStockToAnnounce(v)).map((v) => v.id));
}
