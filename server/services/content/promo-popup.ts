// The website's promo popup (page type 104): owners change its settings (domain/promo-popup.ts) in one audited
// transaction; visitors read them only while the popup is on, with its text sanitised.
import { NO_SUCH_FORM_MESSAGE } from '../../../domain/messages.ts';
import { DEFAULT_PROMO_POPUP, type PromoPopupSettings, parsePromoPopup, storedPromoPopup } from '../../../domain/promo-popup.ts';
import type { Prisma } from '../../db/client.ts';
import { type OwnerContext, recordChanges } from '../audit.ts';
import { fail, Refused, type Result } from '../user-errors.ts';
import { sanitizeBlockHtml } from './render-html.ts';

/** The popup as the storefront shows it: every setting, the text as sanitised HTML; `bodySource` is the text as the
 * owner wrote it (owners only, null for visitors). */
export type PromoPopupView = PromoPopupSettings & { bodySource: string | null };

/** What owners send: any of the settings; left out or null keeps the setting (imageUrl, buttonUrl: null removes). */
export type PromoPopupInput = { [K in keyof PromoPopupSettings]?: PromoPopupSettings[K] | null };

/** The popup of a website (its stored promoPopup) for a caller: visitors get it only while it is on; owners always
 * (the defaults when it was never set). */
export function promoPopupFor(stored: unknown, owner: boolean): PromoPopupView | null {
  const settings = storedPromoPopup(stored);
  if (!settings.enabled && !owner) return null;
  return { ...settings, body: sanitizeBlockHtml(settings.body), bodySource: owner ? settings.body : null };
}

/** Changes the popup's settings: checked on top of the stored ones, written and audited in one transaction, then
 * announced so that cached public answers drop. A newsletter sign-up needs the website's newsletter form. */
export async function updatePromoPopup(ctx: OwnerContext, input: PromoPopupInput): Promise<Result<{ promoPopup: PromoPopupView }>> {
  const websiteId = ctx.website.id;
  let saved: PromoPopupSettings;
  try {
    saved = await ctx.db.$transaction(async (tx) => {
      const row = await tx.website.findUniqueOrThrow({ where: { id: websiteId }, select: { promoPopup: true } });
      const before = row.promoPopup === null ? null : storedPromoPopup(row.promoPopup);
      const parsed = parsePromoPopup(input, before ?? DEFAULT_PROMO_POPUP, 'input');
      if (!parsed.ok)
        throw new Refused({
          ok: false,
          userErrors: parsed.problems.map((p) => ({ code: 'INVALID_INPUT', message: p.message, field: p.field })),
        });
      const after = parsed.settings;
      if (after.enabled && after.form === 'newsletter') {
        const form = await tx.customForm.findFirst({ where: { websiteId, kind: 'NEWSLETTER' }, select: { id: true } });
        if (!form) throw new Refused(fail('NOT_FOUND', NO_SUCH_FORM_MESSAGE, 'input.form'));
      }
      await tx.website.update({ where: { id: websiteId }, data: { promoPopup: after as Prisma.InputJsonValue } });
      await recordChanges(tx, ctx, [{ action: 'promoPopup.update', entityType: 'Website', entityId: websiteId, before, after }]);
      return after;
    });
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
  ctx.events.changed([{ websiteId, typename: 'Website', id: websiteId }]);
  return { ok: true, promoPopup: { ...saved, body: sanitizeBlockHtml(saved.body), bodySource: saved.body } };
}
