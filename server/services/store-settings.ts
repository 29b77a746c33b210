// Store settings and captcha keys changed by owners, recorded in the audit trail (what changed, before and after;
// never a captcha secret); the website cache and the catalog cache drop the old values.
import { CAPTCHA_KEY_MESSAGE, CAPTCHA_SECRET_NEEDED_MESSAGE } from '../../domain/messages.ts';
import { isCurrencyCode } from '../../domain/money.ts';
import { isRetentionDays, RETENTION_MESSAGE, STORE_NAME_MESSAGE, storeName } from '../../domain/store-settings.ts';
import type { Website } from '../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import { fail, Refused, type Result } from './user-errors.ts';

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

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export async function updateStoreSettings(ctx: OwnerContext, input: StoreSettingsInput): Promise<Result<{ websiteId: string }>> {
  if (input.name != null) {
    const name = storeName(input.name);
    if (name === null) return fail('INVALID_INPUT', STORE_NAME_MESSAGE, 'name');
    input = { ...input, name };
  }
  if (input.currency != null && !isCurrencyCode(input.currency))
    return fail('INVALID_CURRENCY', `${input.currency} is not a supported currency.`, 'currency');
  if (input.timeZone != null && !isTimeZone(input.timeZone))
    return fail('INVALID_TIME_ZONE', `${input.timeZone} is not a time zone.`, 'timeZone');
  if (input.checkoutMinimumCents != null && (!Number.isInteger(input.checkoutMinimumCents) || input.checkoutMinimumCents < 0)) {
    return fail('INVALID_AMOUNT', 'The checkout minimum must be a whole number of minor units, 0 or more.', 'checkoutMinimumCents');
  }
  const days = input.analyticsRetentionDays;
  if (days != null && !isRetentionDays(days)) return fail('INVALID_RETENTION', RETENTION_MESSAGE, 'analyticsRetentionDays');
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

export type CaptchaSettingsInput = { siteKey?: string | null; secret?: string | null; enterprise?: boolean | null };

const CAPTCHA_KEY = /^[A-Za-z0-9_-]{1,500}$/;

/** The captcha keys of the website: a site key (shown to browsers), its secret (write-only: only whether it is set is
 * ever shown or recorded) and whether they are reCAPTCHA Enterprise keys. Absent fields stay; null or "" clears. No
 * site key: no bot check, and the secret is forgotten with it. */
export async function updateCaptchaSettings(ctx: OwnerContext, input: CaptchaSettingsInput): Promise<Result<{ website: Website }>> {
  const given = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
  const siteKey = given(input.siteKey);
  const secret = given(input.secret);
  for (const [field, value] of [
    ['siteKey', siteKey],
    ['secret', secret],
  ] as const)
    if (value && !CAPTCHA_KEY.test(value)) return fail('INVALID_INPUT', CAPTCHA_KEY_MESSAGE, `input.${field}`);
  const shown = (w: Website) => ({
    captchaSiteKey: w.captchaSiteKey,
    captchaSecretSet: w.captchaSecret !== null,
    captchaEnterprise: w.captchaEnterprise,
  });
  let website: Website;
  try {
    website = await ctx.db.$transaction(async (tx) => {
      const before = await tx.website.findUniqueOrThrow({ where: { id: ctx.website.id } });
      const captchaSiteKey = siteKey === undefined ? before.captchaSiteKey : siteKey;
      const captchaSecret = captchaSiteKey === null ? null : secret === undefined ? before.captchaSecret : secret;
      if (captchaSiteKey !== null && captchaSecret === null)
        throw new Refused(fail('INVALID_INPUT', CAPTCHA_SECRET_NEEDED_MESSAGE, 'input.secret'));
      const captchaEnterprise = input.enterprise ?? before.captchaEnterprise;
      const after = await tx.website.update({ where: { id: ctx.website.id }, data: { captchaSiteKey, captchaSecret, captchaEnterprise } });
      const secretChanged = before.captchaSecret !== after.captchaSecret;
      if (secretChanged || JSON.stringify(shown(before)) !== JSON.stringify(shown(after)))
        await recordChanges(tx, ctx, [
          {
            action: 'settings.captcha',
            entityType: 'Website',
            entityId: ctx.website.id,
            before: shown(before),
            after: { ...shown(after), ...(secretChanged ? { captchaSecretChanged: true } : {}) },
          },
        ]);
      return after;
    });
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Website', id: ctx.website.id }]);
  return { ok: true, website };
}
