// Owners' coupons: create, change (or switch off with active: false) and delete. Codes are stored as checkout matches
// them (domain/coupons.ts) and are unique in the website; each change is one transaction with its audit entry.
import { z } from 'zod';
import { COUPON_CODE_MESSAGE, couponTermsProblems, isCouponCode, normalizeCouponCode, storedTerms } from '../../domain/coupons.ts';
import { MAX_COUPON_USES, MAX_COUPONS, MAX_ORDER_AMOUNT_MINOR } from '../../domain/store-limits.ts';
import type { Prisma } from '../db/client.ts';
import type { Coupon } from '../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import type { ServiceContext } from './context.ts';
import { uniqueViolation } from './products/product-record.ts';
import { fail, Refused, type Result } from './user-errors.ts';
import { invalidInput, parseWith } from './validation.ts';

export const COUPON_CODE_TAKEN = 'This coupon code already exists.';
export const NO_SUCH_COUPON = 'No such coupon.';
export const TOO_MANY_COUPONS = `A website can have at most ${MAX_COUPONS.toLocaleString('en-US')} coupons.`;

const cents = z.number().int().min(0).max(MAX_ORDER_AMOUNT_MINOR);
const CouponChanges = z
  .strictObject({
    code: z.string().transform(normalizeCouponCode).refine(isCouponCode, COUPON_CODE_MESSAGE),
    kind: z.enum(['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING']),
    // 1–10000 for a percentage coupon is the domain's rule (couponTermsProblems), with its own message.
    percentOffBps: z.number().int().min(0),
    amountOffCents: cents,
    minSubtotalCents: cents,
    startsAt: z.date().nullable(),
    expiresAt: z.date().nullable(),
    usageLimit: z.number().int().min(1).max(MAX_COUPON_USES).nullable(),
    active: z.boolean(),
  })
  .partial();
const CouponFields = CouponChanges.required({ code: true, kind: true });
type CouponChanges = z.output<typeof CouponChanges>;

export type CouponChange = Result<{ coupon: Coupon }>;

const snapshot = ({ id: _id, websiteId: _w, createdAt: _c, timesUsed: _t, ...terms }: Coupon) => terms;

const findCoupon = (ctx: ServiceContext, id: string) => ctx.db.coupon.findFirst({ where: { id, websiteId: ctx.website.id } });

/** The website's coupons by code. */
export const listCoupons = <Q extends Omit<Prisma.CouponFindManyArgs, 'where'>>(ctx: ServiceContext, query?: Q) =>
  ctx.db.coupon.findMany({ orderBy: [{ code: 'asc' }, { id: 'asc' }], ...(query as object), where: { websiteId: ctx.website.id } });

/** The coupon as it would be stored, or the problems of its terms (fields named under `input`). */
function terms(before: Omit<Coupon, 'id' | 'websiteId' | 'createdAt' | 'timesUsed'>, changes: CouponChanges) {
  const merged = storedTerms({ ...before, ...changes });
  const problems = couponTermsProblems(merged);
  return problems.length > 0 ? invalidInput(problems.map((p) => ({ field: `input.${p.field}`, message: p.message }))) : merged;
}

/** Runs a write that may lose a race for the code, or be refused inside its transaction. */
async function guarded(write: () => Promise<Coupon>): Promise<CouponChange> {
  try {
    return { ok: true, coupon: await write() };
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    if (uniqueViolation(err)) return fail('ALREADY_EXISTS', COUPON_CODE_TAKEN, 'input.code');
    throw err;
  }
}

async function codeTaken(ctx: ServiceContext, code: string | undefined, exceptId?: string) {
  if (code === undefined) return null;
  const taken = await ctx.db.coupon.findFirst({
    where: { websiteId: ctx.website.id, code, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  return taken ? fail('ALREADY_EXISTS', COUPON_CODE_TAKEN, 'input.code') : null;
}

const DEFAULTS = {
  percentOffBps: 0,
  amountOffCents: 0,
  minSubtotalCents: 0,
  startsAt: null,
  expiresAt: null,
  usageLimit: null,
  active: true,
} as const;

export async function createCoupon(ctx: OwnerContext, raw: unknown): Promise<CouponChange> {
  const parsed = parseWith(CouponFields, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const coupon = terms({ ...DEFAULTS, code: parsed.data.code, kind: parsed.data.kind }, parsed.data);
  if ('ok' in coupon) return coupon;
  const taken = await codeTaken(ctx, coupon.code);
  if (taken) return taken;
  const websiteId = ctx.website.id;
  return guarded(() =>
    ctx.db.$transaction(async (tx) => {
      if ((await tx.coupon.count({ where: { websiteId } })) >= MAX_COUPONS)
        throw new Refused(fail('INVALID_INPUT', TOO_MANY_COUPONS, 'input'));
      const created = await tx.coupon.create({ data: { websiteId, ...coupon } });
      await recordChanges(tx, ctx, [{ action: 'coupon.create', entityType: 'Coupon', entityId: created.id, after: snapshot(created) }]);
      return created;
    }),
  );
}

/** Changes the given fields; absent ones stay. `active: false` switches the coupon off without losing it. */
export async function updateCoupon(ctx: OwnerContext, id: string, raw: unknown): Promise<CouponChange> {
  const parsed = parseWith(CouponChanges, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const before = await findCoupon(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_COUPON, 'id');
  const coupon = terms(before, parsed.data);
  if ('ok' in coupon) return coupon;
  const taken = await codeTaken(ctx, parsed.data.code, id);
  if (taken) return taken;
  return guarded(() =>
    ctx.db.$transaction(async (tx) => {
      const after = await tx.coupon.update({ where: { id }, data: snapshot({ ...before, ...coupon }) });
      await recordChanges(tx, ctx, [
        { action: 'coupon.update', entityType: 'Coupon', entityId: id, before: snapshot(before), after: snapshot(after) },
      ]);
      return after;
    }),
  );
}

/** Deletes the coupon: carts holding it lose it; orders keep the discount they were given. */
export async function deleteCoupon(ctx: OwnerContext, id: string): Promise<Result<{ deletedId: string }>> {
  const before = await findCoupon(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_COUPON, 'id');
  await ctx.db.$transaction(async (tx) => {
    await tx.coupon.deleteMany({ where: { id, websiteId: ctx.website.id } });
    await recordChanges(tx, ctx, [{ action: 'coupon.delete', entityType: 'Coupon', entityId: id, before: snapshot(before) }]);
  });
  return { ok: true, deletedId: id };
}
