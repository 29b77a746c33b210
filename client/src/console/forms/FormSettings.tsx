// A site form's settings (updateFormSettings, settings:write): whether the storefront checks the answers before
// sending them (spec §4 'Client validation runs first unless disabled'; the server always checks) and whether a
// submission needs a captcha. Owners without settings:write see the settings without the form.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { ConsoleAccessDocument, ConsoleUpdateFormSettingsDocument, type PickableFormFragment } from '../generated/graphql.ts';
import { attempt, ErrorList, type FieldMessage } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';

const onOff = (on: boolean) => (on ? 'on' : 'off');

export function FormSettings({ form }: { form: PickableFormFragment }) {
  const { data: access } = useQuery(ConsoleAccessDocument);
  const canWrite = access?.ownerAccess?.capabilities.includes('settings:write') ?? false;
  const [save, { loading }] = useMutation(ConsoleUpdateFormSettingsDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);

  if (!canWrite)
    return (
      <p className="forms-settings">
        Checks answers in the browser: {onOff(form.clientValidation)}. Requires a captcha: {onOff(form.captchaRequired)}.
      </p>
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const input = { clientValidation: values.get('clientValidation') === 'on', captchaRequired: values.get('captchaRequired') === 'on' };
    const refused = await attempt(
      async () => (await save({ variables: { id: form.id, input } })).data?.updateFormSettings.userErrors ?? [],
    );
    setErrors(refused);
    if (refused.length === 0) notify('Saved.');
  };

  return (
    <form className="forms-settings" aria-label={`Settings of ${form.name}`} onSubmit={(e) => void submit(e)}>
      <label>
        <input type="checkbox" name="clientValidation" defaultChecked={form.clientValidation} /> Check answers in the browser before sending
        (the server always checks)
      </label>
      <label>
        <input type="checkbox" name="captchaRequired" defaultChecked={form.captchaRequired} /> Require a captcha (needs the website's
        captcha keys)
      </label>
      <ErrorList errors={errors} />
      <button type="submit" className="button" aria-disabled={loading || undefined}>
        Save settings
      </button>
    </form>
  );
}
