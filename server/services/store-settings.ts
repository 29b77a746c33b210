// Store settings changed by owners, recorded in the audit trail (what changed, before and after); the website cache
// and the catalog cache drop the old values.
import { isCurrencyCode } from '../../domain/money.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import { fail, type Result } from './user-errors.ts';

export type StoreSettingsInput = {
  name?: string | null;
  timeZone?: string | null;
  currency?: string | null;
  multipleQuantityAllowedForServices?: boolean | null;
  expressCheckout?: boolean | null;
  checkoutMinimumCents?: number | null;
  reviewsEnabled?: boolean | null;
  analyticsDisabled?: boolean | null;
  performanceDisabled?: boolean | null;
  analyticsRetentionDays?: number | null;
};

/** Raw analytics records are kept at least a day and at most ten years. */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export async function updateStoreSettings(ctx: OwnerContext, input: StoreSettingsInput): Promise<Result<{ websiteId: string }>> {
  if (input.currency != null && !isCurrencyCode(input.currency))
    return fail('INVALID_CURRENCY', `${input.currency} is not a supported currency.`, 'currency');
  if (input.timeZone != null && !isTimeZone(input.timeZone))
    return fail('INVALID_TIME_ZONE', `${input.timeZone} is not a time zone.`, 'timeZone');
  if (input.checkoutMinimumCents != null && (!Number.isInteger(input.checkoutMinimumCents) || input.checkoutMinimumCents < 0)) {
    return fail('INVALID_AMOUNT', 'The checkout minimum must be a whole number of minor units, 0 or more.', 'checkoutMinimumCents');
  }
  const days = input.analyticsRetentionDays;
  if (days != null && (!Number.isInteger(days) || days < RETENTION_DAYS.min || days > RETENTION_DAYS.max)) {
    return fail('INVALID_RETENTION', 'Keep analytics records from 1 to 3650 days.', 'analyticsRetentionDays');
  }
  const data = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
  const keys = Object.keys(data) as (keyof StoreSettingsInput)[];
  const pick = (w: Record<string, unknown>, changed: string[]) => Object.fromEntries(changed.map((k) => [k, w[k]]));
  await ctx.db.$transaction(async (tx) => {
    const before = await tx.website.findUniqueOrThrow({ where: { id: ctx.website.id } });
    const after = await tx.website.update({ where: { id: ctx.website.id }, data });
    const changed = keys.filter((k) => before[k] !== after[k]);
    if (changed.length > 0)
      await recordChanges(tx, ctx, [
        {
          action: 'settings.update',
          entityType: 'Website',
          entityId: ctx.website.id,
          before: pick(before, changed),
          after: pick(after, changed),
        },
      ]);
  });
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Website', id: ctx.website.id }]);
  return { ok: true, websiteId: ctx.website.id };
}
