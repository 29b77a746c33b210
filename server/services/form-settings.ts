// A form's settings owners change (settings:write): whether the storefront checks the answers before sending them
// (`clientValidation`, spec §4 'Client validation runs first unless disabled'; the server always checks), whether a
// submission needs a captcha (`captchaRequired`), and where and under what subject submissions are emailed
// (`notifyEmail`, '' for nowhere, and `notifySubject`, domain/form-notification.ts). Absent fields stay as they are. Recorded in the audit trail; the
// response cache drops the website's answers.
import { cleanNotification, notificationProblems } from '../../domain/form-notification.ts';
import { UNKNOWN_FORM_ID_MESSAGE } from '../../domain/messages.ts';
import type { CustomForm } from '../db/generated/postgresql/client.ts';
import { type OwnerContext, recordChanges } from './audit.ts';
import { fail, Refused, type Result } from './user-errors.ts';

export type FormSettingsInput = {
  clientValidation?: boolean | null;
  captchaRequired?: boolean | null;
  notifyEmail?: string | null;
  notifySubject?: string | null;
};

const settingsOf = (f: CustomForm) => ({
  clientValidation: f.clientValidation,
  captchaRequired: f.captchaRequired,
  notifyEmail: f.notifyEmail,
  notifySubject: f.notifySubject,
});

/** The notification the form will have: what the input sets over what it had. */
const notificationAfter = (before: CustomForm, input: FormSettingsInput) =>
  cleanNotification({
    notifyEmail: input.notifyEmail ?? before.notifyEmail,
    notifySubject: input.notifySubject ?? before.notifySubject,
  });

export async function updateFormSettings(
  ctx: OwnerContext,
  formId: string,
  input: FormSettingsInput,
): Promise<Result<{ form: CustomForm }>> {
  const form = await changeSettings(ctx, formId, input).catch((err: unknown) => {
    if (err instanceof Refused) return err.refusal;
    throw err;
  });
  if (!form) return fail('NOT_FOUND', UNKNOWN_FORM_ID_MESSAGE, 'formId');
  if ('ok' in form) return form;
  ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Website', id: ctx.website.id }]);
  return { ok: true, form };
}

function changeSettings(ctx: OwnerContext, formId: string, input: FormSettingsInput): Promise<CustomForm | null> {
  return ctx.db.$transaction(async (tx) => {
    const before = await tx.customForm.findFirst({ where: { id: formId, websiteId: ctx.website.id } });
    if (!before) return null;
    const notification = notificationAfter(before, input);
    // Checked when the change touches it, so a form kept from before subjects existed still takes other changes.
    const touched = input.notifyEmail != null || input.notifySubject != null;
    const problems = touched ? notificationProblems(notification) : [];
    if (problems.length > 0) throw new Refused({ ok: false, userErrors: problems.map((p) => ({ code: 'INVALID_INPUT', ...p })) });
    const after = await tx.customForm.update({
      where: { id: before.id },
      data: {
        clientValidation: input.clientValidation ?? before.clientValidation,
        captchaRequired: input.captchaRequired ?? before.captchaRequired,
        ...notification,
      },
    });
    if (JSON.stringify(settingsOf(before)) !== JSON.stringify(settingsOf(after)))
      await recordChanges(tx, ctx, [
        { action: 'form.settings', entityType: 'CustomForm', entityId: before.id, before: settingsOf(before), after: settingsOf(after) },
      ]);
    return after;
  });
}
