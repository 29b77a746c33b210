// A site form's settings (updateFormSettings, settings:write): whether the storefront checks the answers before
// sending them (spec §4 'Client validation runs first unless disabled'; the server always checks), whether a
// submission needs a captcha, and where and under what subject submissions are emailed (refused with the editing UI's
// 'Emails must be formatted as …' and 'Add an email subject'). Owners without settings:write see the settings without
// the form.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { ConsoleAccessDocument, ConsoleUpdateFormSettingsDocument, type PickableFormFragment } from '../generated/graphql.ts';
import { attempt, describedBy, FieldError, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';

const onOff = (on: boolean) => (on ? 'on' : 'off');
const NOTIFICATION_FIELDS = ['notifyEmail', 'notifySubject'];
const emailedTo = (form: PickableFormFragment) =>
  form.notifyEmail ? `Emails submissions to ${form.notifyEmail}, subject “${form.notifySubject ?? ''}”.` : 'Emails no one.';

export function FormSettings({ form }: { form: PickableFormFragment }) {
  const { data: access } = useQuery(ConsoleAccessDocument);
  const canWrite = access?.ownerAccess?.capabilities.includes('settings:write') ?? false;
  const [save, { loading }] = useMutation(ConsoleUpdateFormSettingsDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);

  if (!canWrite)
    return (
      <p className="forms-settings">
        Checks answers in the browser: {onOff(form.clientValidation)}. Requires a captcha: {onOff(form.captchaRequired)}. {emailedTo(form)}
      </p>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const input = {
      clientValidation: values.get('clientValidation') === 'on',
      captchaRequired: values.get('captchaRequired') === 'on',
      notifyEmail: String(values.get('notifyEmail') ?? ''),
      notifySubject: String(values.get('notifySubject') ?? ''),
    };
    const refused = await attempt(
      async () => (await save({ variables: { id: form.id, input } })).data?.updateFormSettings.userErrors ?? [],
    );
    setErrors(refused);
    if (refused.length === 0) notify('Saved.');
  };

  return (
    <form className="forms-settings" aria-label={`Settings of ${form.name}`} noValidate onSubmit={(e) => void submit(e)}>
      <label>
        <input type="checkbox" name="clientValidation" defaultChecked={form.clientValidation} /> Check answers in the browser before sending
        (the server always checks)
      </label>
      <label>
        <input type="checkbox" name="captchaRequired" defaultChecked={form.captchaRequired} /> Require a captcha (needs the website's
        captcha keys)
      </label>
      <label>
        Email submissions to (leave empty to email no one)
        <input
          type="email"
          name="notifyEmail"
          defaultValue={form.notifyEmail ?? ''}
          autoComplete="email"
          {...describedBy(errors, 'notifyEmail')}
        />
      </label>
      <FieldError errors={errors} field="notifyEmail" />
      <label>
        Email subject
        <input name="notifySubject" defaultValue={form.notifySubject ?? ''} {...describedBy(errors, 'notifySubject')} />
      </label>
      <FieldError errors={errors} field="notifySubject" />
      <OtherErrors errors={errors} fields={NOTIFICATION_FIELDS} />
      <button type="submit" className="button" aria-disabled={loading || undefined}>
        Save settings
      </button>
    </form>
  );
}
