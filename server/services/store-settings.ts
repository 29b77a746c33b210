// Store settings changed by owners; the website cache and the catalog cache drop the old values.
import { isCurrencyCode } from '../../domain/money.ts';
import type { ServiceContext } from '../http/context.ts';
import { fail, type Result } from './user-errors.ts';

export type StoreSettingsInput = {
  name?: string | null;
  timeZone?: string | null;
  currency?: string | null;
  multipleQuantityAllowedForServices?: boolean | null;
  expressCheckout?: boolean | null;
  checkoutMinimumCents?: number | null;
  reviewsEnabled?: boolean | null;
};

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export async function updateStoreSettings(ctx: ServiceContext, input: StoreSettingsInput): Promise<Result<{ websiteId: string }>> {
  if (input.currency != null && !isCurrencyCode(input.currency))
    return fail('INVALID_CURRENCY', `${input.currency} is not a supported currency.`, 'currency');
  if (input.timeZone != null && !isTimeZone(input.timeZone))
    return fail('INVALID_TIME_ZONE', `${input.timeZone} is not a time zone.`, 'timeZone');
  if (input.checkoutMinimumCents != null && (!Number.isInteger(input.checkoutMinimumCents) || input.checkoutMinimumCents < 0)) {
    return fail('INVALID_AMOUNT', 'The checkout minimum must be a whole number of minor units, 0 or more.', 'checkoutMinimumCents');
  }
  const data = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
  await ctx.db.website.update({ where: { id: ctx.website.id }, data });
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Website', id: ctx.website.id }]);
  return { ok: true, websiteId: ctx.website.id };
}
