// One page of form submissions (formSubmissions, a cursor connection: Next and Previous), with their answers.
import { useQuery } from '@apollo/client/react';
import { FormSubmissionsDocument, type PickableFormFragment } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { CursorPager, useCursorPaging } from '../shared/paging.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';
import { answersOf } from './answers.ts';

export function Submissions({ form, forms }: { form: PickableFormFragment | null; forms: PickableFormFragment[] }) {
  const date = useDateFormat();
  const paging = useCursorPaging();
  const query = useQuery(FormSubmissionsDocument, { variables: { formId: form?.id ?? null, ...paging.variables } });
  const state = queryState('the submissions', query);
  if (state) return state;
  const connection = query.data?.formSubmissions;
  const edges = connection?.edges ?? [];
  const formOf = (id: string) => forms.find((f) => f.id === id);
  if (edges.length === 0) return <p>No submissions yet.</p>;
  return (
    <>
      <table>
        <caption>{form ? `Submissions of ${form.name}` : 'Submissions of all forms'}, newest first</caption>
        <ColumnHeads names={['Received', ...(form ? [] : ['Form']), 'Answers']} />
        <tbody>
          {edges.map(({ node }) => (
            <tr key={node.id}>
              <td>{date(node.createdAt)}</td>
              {!form && <td>{formOf(node.formId)?.name ?? 'Other form'}</td>}
              <td>
                <dl className="forms-answers">
                  {answersOf(node.valuesJson, formOf(node.formId)).map((a) => (
                    <div key={a.fieldId} className="console-pair">
                      <dt>{a.title}</dt>
                      <dd>
                        {a.lines.map((line) => (
                          <span key={line} className="forms-line">
                            {line}
                          </span>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <CursorPager label="Submission pages" info={connection?.pageInfo} paging={paging} />
    </>
  );
}
