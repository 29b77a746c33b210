// A form block's form, chosen by name from the website's forms (customForms, forms:read) with its kind and number of
// fields; a form that no longer exists shows as 'Unknown form (id …)' until another is chosen. Owners who cannot
// change the block see the chosen form's name only (siteForm).
import { useQuery } from '@apollo/client/react';
import { BlockFormDocument, BlockFormsDocument } from '../generated/graphql.ts';
import { CursorPager, useCursorPaging } from '../shared/paging.tsx';
import { queryState } from '../status.tsx';
import { formLabel, unknownForm } from './pickers.ts';

const FORMS_PAGE = 100;

type Props = {
  id: string;
  value: string;
  canWrite: boolean;
  onChange: (id: string) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The chosen form as an option: its name, or that it no longer exists. */
function ChosenOption({ formId }: { formId: string }) {
  const query = useQuery(BlockFormDocument, { variables: { id: formId } });
  const form = query.data?.siteForm;
  const label = query.loading ? 'Loading the form…' : form ? formLabel(form) : query.error ? formId : unknownForm(formId);
  return <option value={formId}>{label}</option>;
}

export function FormPicker({ id, value, canWrite, onChange, ...aria }: Props) {
  const paging = useCursorPaging(FORMS_PAGE);
  const query = useQuery(BlockFormsDocument, { variables: paging.variables, skip: !canWrite });
  if (!canWrite)
    return (
      <select id={id} value={value} disabled {...aria}>
        {value ? <ChosenOption formId={value} /> : <option value="">No form chosen</option>}
      </select>
    );
  const state = queryState('the forms', query);
  if (state) return state;
  const connection = query.data?.customForms;
  const forms = (connection?.edges ?? []).map((e) => e.node);
  return (
    <>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} {...aria}>
        <option value="">Choose a form</option>
        {value && !forms.some((f) => f.id === value) && <ChosenOption formId={value} />}
        {forms.map((f) => (
          <option key={f.id} value={f.id}>
            {formLabel(f)}
          </option>
        ))}
      </select>
      <CursorPager label="Form pages" info={connection?.pageInfo} paging={paging} />
    </>
  );
}
