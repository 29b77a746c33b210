// Forms (/config/forms, capability forms:read): submissions of one of the website's site forms (customForms; products'
// forms take their answers with the order, so they are left out) or of all forms, newest first, paged; a chosen form's submissions download as CSV (GET /api/owner/forms/{formId}/submissions.csv).
// A chosen form's settings show above its submissions (FormSettings). The mailing list (/config/mailing-list) is a
// screen of its own.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormPickerDocument, type PickableFormFragment } from '../generated/graphql.ts';
import { NotAllowed, Screen } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import { FormSettings } from './FormSettings.tsx';
import { Submissions } from './Submissions.tsx';
import { Subscribers } from './Subscribers.tsx';
import './forms.css';

export function Forms({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="forms-title" title="Forms">
      {allowed ? <FormsScreen /> : <NotAllowed what="see form submissions" />}
    </Screen>
  );
}

/** The mailing list (/config/mailing-list): the newsletter's sign-ups, with the same capability as the forms. */
export function MailingList({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="mailing-list-title" title="Mailing list">
      {allowed ? <Subscribers /> : <NotAllowed what="see the mailing list" />}
    </Screen>
  );
}

function FormsScreen() {
  const query = useQuery(FormPickerDocument);
  const [formId, setFormId] = useState('');
  const state = queryState('the forms', query);
  if (state) return state;
  const forms: PickableFormFragment[] = (query.data?.customForms.edges ?? []).map((e) => e.node).filter((f) => f.kind !== 'PRODUCT');
  const form = forms.find((f) => f.id === formId) ?? null;
  return (
    <>
      <div className="console-filters">
        <label>
          Show submissions of
          <select value={formId} onChange={(e) => setFormId(e.target.value)}>
            <option value="">All forms</option>
            {forms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        {form && (
          <a href={`/api/owner/forms/${encodeURIComponent(form.id)}/submissions.csv`} download>
            Export {form.name} submissions as CSV
          </a>
        )}
      </div>
      {form && <FormSettings key={form.id} form={form} />}
      <Submissions key={formId} form={form} forms={forms} />
    </>
  );
}
