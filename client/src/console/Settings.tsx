// Store settings, analytics part: collection on/off, performance records on/off and retention (updateStoreSettings,
// capability settings:write). Owners without it see the values, and no control.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { ConsoleStoreSettingsDocument, ConsoleUpdateStoreSettingsDocument } from './generated/graphql.ts';
import { queryState } from './status.tsx';

type Values = { analyticsDisabled: boolean; performanceDisabled: boolean; analyticsRetentionDays: number };

export function Settings({ canWrite }: { canWrite: boolean }) {
  const query = useQuery(ConsoleStoreSettingsDocument);
  const settings = query.data?.website.storeSettings;
  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <h2>Analytics</h2>
      {queryState('the settings', query) ??
        (!settings ? null : canWrite ? (
          <AnalyticsForm values={settings} />
        ) : (
          <>
            <p role="status">Your role may see these settings but not change them.</p>
            <dl className="console-values">
              <dt>Analytics</dt>
              <dd>{settings.analyticsDisabled ? 'Off' : 'On'}</dd>
              <dt>Performance records</dt>
              <dd>{settings.performanceDisabled ? 'Off' : 'On'}</dd>
              <dt>Raw records kept</dt>
              <dd>{settings.analyticsRetentionDays} days</dd>
            </dl>
          </>
        ))}
    </section>
  );
}

function AnalyticsForm({ values }: { values: Values }) {
  const [save, { loading }] = useMutation(ConsoleUpdateStoreSettingsDocument, { refetchQueries: [ConsoleStoreSettingsDocument] });
  const [errors, setErrors] = useState<{ field?: string | null; message: string }[]>([]);
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(false);
    try {
      const { data } = await save({
        variables: {
          input: {
            analyticsDisabled: form.get('analyticsDisabled') === 'on',
            performanceDisabled: form.get('performanceDisabled') === 'on',
            analyticsRetentionDays: Number(form.get('analyticsRetentionDays')),
          },
        },
      });
      const userErrors = data?.updateStoreSettings.userErrors ?? [];
      setErrors(userErrors);
      setSaved(userErrors.length === 0);
    } catch (error) {
      setErrors([{ message: (error as Error).message }]);
    }
  };
  const fieldError = (field: string) => errors.find((e) => e.field === field)?.message;
  const otherErrors = errors.filter((e) => e.field !== 'analyticsRetentionDays');
  const retentionError = fieldError('analyticsRetentionDays');
  return (
    <form onSubmit={(e) => void submit(e)} className="console-form" noValidate>
      <label className="console-check">
        <input type="checkbox" name="analyticsDisabled" defaultChecked={values.analyticsDisabled} />
        Turn off analytics (pages send no records)
      </label>
      <label className="console-check">
        <input type="checkbox" name="performanceDisabled" defaultChecked={values.performanceDisabled} />
        Turn off performance records (web vitals)
      </label>
      <label>
        Days raw analytics records are kept (1 to 3650)
        <input
          name="analyticsRetentionDays"
          type="number"
          defaultValue={values.analyticsRetentionDays}
          aria-invalid={retentionError ? true : undefined}
          aria-describedby={retentionError ? 'retention-error' : undefined}
        />
      </label>
      {retentionError && (
        <p id="retention-error" role="alert" className="console-error">
          {retentionError}
        </p>
      )}
      {otherErrors.length > 0 && (
        <div role="alert" className="console-error">
          {otherErrors.map((e) => (
            <p key={e.message}>{e.message}</p>
          ))}
        </div>
      )}
      <button type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Save'}
      </button>
      {saved && <p role="status">Settings saved.</p>}
    </form>
  );
}
