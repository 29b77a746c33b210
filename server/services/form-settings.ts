// A form's settings owners change (settings:write): whether the storefront checks the answers before sending them
// (`clientValidation`, spec §4 'Client validation runs first unless disabled'; the server always checks) and whether a
// submission needs a captcha (`captchaRequired`). Absent fields stay as they are. Recorded in the audit trail; the
// response cache drops the website's answers.
import type { CustomForm } from '../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import { fail, type Result } from './user-errors.ts';

export type FormSettingsInput = { clientValidation?: boolean | null; captchaRequired?: boolean | null };

export const NO_SUCH_FORM_MESSAGE = 'No form with that id in this store.';

const settingsOf = (f: CustomForm) => ({ clientValidation: f.clientValidation, captchaRequired: f.captchaRequired });

export async function updateFormSettings(
  ctx: OwnerContext,
  formId: string,
  input: FormSettingsInput,
): Promise<Result<{ form: CustomForm }>> {
  const form = await ctx.db.$transaction(async (tx) => {
    const before = await tx.customForm.findFirst({ where: { id: formId, websiteId: ctx.website.id } });
    if (!before) return null;
    const after = await tx.customForm.update({
      where: { id: before.id },
      data: {
        clientValidation: input.clientValidation ?? before.clientValidation,
        captchaRequired: input.captchaRequired ?? before.captchaRequired,
      },
    });
    if (JSON.stringify(settingsOf(before)) !== JSON.stringify(settingsOf(after)))
      await recordChanges(tx, ctx, [
        { action: 'form.settings', entityType: 'CustomForm', entityId: before.id, before: settingsOf(before), after: settingsOf(after) },
      ]);
    return after;
  });
  if (!form) return fail('NOT_FOUND', NO_SUCH_FORM_MESSAGE, 'formId');
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Website', id: ctx.website.id }]);
  return { ok: true, form };
}
