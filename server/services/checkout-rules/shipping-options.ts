// Owners' shipping options: what checkout offers a cart that needs shipping (domain/cart-totals.ts). Countries are
// ISO codes as a shipping location carries them (none: everywhere); rate tiers are stored sorted by upTo, as checkout
// reads them (grams for WEIGHT, minor units for PRICE; past the last tier its rate applies).
import { z } from 'zod';
import { isCountryCode } from '../../../domain/address.ts';
import { SHIPPING_COUNTRY_CODE_MESSAGE, SHIPPING_RATE_TIERS_MESSAGE } from '../../../domain/messages.ts';
import {
  MAX_ORDER_AMOUNT_MINOR,
  MAX_RATE_TIERS,
  MAX_RULE_NAME_LENGTH,
  MAX_SHIPPING_COUNTRIES,
  MAX_SHIPPING_OPTIONS,
} from '../../../domain/store-limits.ts';
import type { ShippingOption } from '../../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import type { ServiceContext } from '../context.ts';
import { fail, Refused, type Result } from '../user-errors.ts';
import { invalidInput, parseWith } from '../validation.ts';
import { changeCheckoutRules } from './rule-changes.ts';

export const NO_SUCH_SHIPPING_OPTION = 'No such shipping option.';
export const TOO_MANY_SHIPPING_OPTIONS = `A website can have at most ${MAX_SHIPPING_OPTIONS} shipping options.`;

const cents = z.number().int().min(0).max(MAX_ORDER_AMOUNT_MINOR);
export const ruleName = z.string().trim().min(1, 'cannot be blank.').max(MAX_RULE_NAME_LENGTH);
export const countryCode = z
  .string()
  .transform((c) => c.trim().toUpperCase())
  .refine(isCountryCode, SHIPPING_COUNTRY_CODE_MESSAGE);

const ShippingOptionChanges = z
  .strictObject({
    name: ruleName,
    kind: z.enum(['FLAT', 'WEIGHT', 'PRICE']),
    countries: z
      .array(countryCode)
      .max(MAX_SHIPPING_COUNTRIES)
      .transform((list) => [...new Set(list)]),
    flatRateCents: cents,
    rateTiers: z
      .array(z.strictObject({ upTo: cents, rateCents: cents }))
      .max(MAX_RATE_TIERS)
      .refine((tiers) => new Set(tiers.map((t) => t.upTo)).size === tiers.length, SHIPPING_RATE_TIERS_MESSAGE)
      .transform((tiers) => [...tiers].sort((a, b) => a.upTo - b.upTo)),
    freeOverCents: cents.nullable(),
    position: z
      .number()
      .int()
      .min(0)
      .max(MAX_SHIPPING_OPTIONS * 100),
    active: z.boolean(),
  })
  .partial();
const ShippingOptionFields = ShippingOptionChanges.required({ name: true });

const snapshot = ({ id: _id, websiteId: _w, ...option }: ShippingOption) => option;
type Change = Result<{ shippingOption: ShippingOption }>;

/** The website's shipping options in the order checkout offers them (switched-off ones too). */
export const listShippingOptions = (ctx: ServiceContext) =>
  ctx.db.shippingOption.findMany({
    where: { websiteId: ctx.website.id },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
    take: MAX_SHIPPING_OPTIONS,
  });

const findOption = (ctx: ServiceContext, id: string) => ctx.db.shippingOption.findFirst({ where: { id, websiteId: ctx.website.id } });

/** A new option; unless a position is given it comes last. FLAT at 0 everywhere unless told otherwise. */
export async function createShippingOption(ctx: OwnerContext, raw: unknown): Promise<Change> {
  const parsed = parseWith(ShippingOptionFields, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const websiteId = ctx.website.id;
  return changeCheckoutRules(ctx, async (tx) => {
    const existing = await tx.shippingOption.findMany({ where: { websiteId }, select: { position: true } });
    if (existing.length >= MAX_SHIPPING_OPTIONS) throw new Refused(fail('INVALID_INPUT', TOO_MANY_SHIPPING_OPTIONS, 'input'));
    const position = parsed.data.position ?? Math.max(-1, ...existing.map((o) => o.position)) + 1;
    const shippingOption = await tx.shippingOption.create({
      data: { countries: [], ...parsed.data, rateTiers: parsed.data.rateTiers ?? [], websiteId, position },
    });
    await recordChanges(tx, ctx, [
      { action: 'shipping.create', entityType: 'ShippingOption', entityId: shippingOption.id, after: snapshot(shippingOption) },
    ]);
    return { shippingOption };
  });
}

/** Changes the given fields; absent ones stay. `active: false` stops offering it without losing it. */
export async function updateShippingOption(ctx: OwnerContext, id: string, raw: unknown): Promise<Change> {
  const parsed = parseWith(ShippingOptionChanges, raw, 'input');
  if (!parsed.ok) return invalidInput(parsed.issues);
  const before = await findOption(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_SHIPPING_OPTION, 'id');
  return changeCheckoutRules(ctx, async (tx) => {
    const shippingOption = await tx.shippingOption.update({ where: { id }, data: parsed.data });
    await recordChanges(tx, ctx, [
      { action: 'shipping.update', entityType: 'ShippingOption', entityId: id, before: snapshot(before), after: snapshot(shippingOption) },
    ]);
    return { shippingOption };
  });
}

/** Deletes the option: carts that chose it choose again; subscriptions renew with the first option that reaches them. */
export async function deleteShippingOption(ctx: OwnerContext, id: string): Promise<Result<{ deletedId: string }>> {
  const before = await findOption(ctx, id);
  if (!before) return fail('NOT_FOUND', NO_SUCH_SHIPPING_OPTION, 'id');
  return changeCheckoutRules(ctx, async (tx) => {
    await tx.shippingOption.deleteMany({ where: { id, websiteId: ctx.website.id } });
    await recordChanges(tx, ctx, [{ action: 'shipping.delete', entityType: 'ShippingOption', entityId: id, before: snapshot(before) }]);
    return { deletedId: id };
  });
}
