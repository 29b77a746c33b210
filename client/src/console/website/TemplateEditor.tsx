// One template's text: Check (checkTemplate: problems at their line and column, or none), Save (updatePage; empty
// text removes the template), and the problems stored from visitors' views of the page (templateProblems).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { WebsiteCheckTemplateDocument, WebsiteTemplateProblemsDocument, WebsiteUpdatePageDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { type FieldMessage, OtherErrors, requestFailed } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';
import { userErrorsOf } from './page-kinds.ts';
import type { Which } from './Templates.tsx';
import { type Problem, TemplateText } from './TemplateText.tsx';

type Props = { pageId: string; title: string; which: Which; initial: string; canWrite: boolean };

export function TemplateEditor({ pageId, title, which, initial, canWrite }: Props) {
  const client = useApolloClient();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initial);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [checking, setChecking] = useState(false);
  const [update, { loading }] = useMutation(WebsiteUpdatePageDocument);
  const label = `${which === 'list' ? 'List' : 'Item'} template of ${title}`;
  const check = async () => {
    setErrors([]);
    setChecking(true);
    try {
      const { data, error } = await client.query({ query: WebsiteCheckTemplateDocument, variables: { text }, fetchPolicy: 'network-only' });
      if (error) throw error;
      const found = data?.checkTemplate ?? [];
      setProblems(found);
      if (found.length === 0) notify('No problems found.');
    } catch (error) {
      setErrors(requestFailed(error));
    } finally {
      setChecking(false);
    }
  };
  const save = async () => {
    const value = text.trim() ? text : null;
    try {
      const input = which === 'list' ? { listTemplate: value } : { itemTemplate: value };
      const { data } = await update({ variables: { id: pageId, input } });
      const userErrors = userErrorsOf(data?.updatePage.userErrors ?? []);
      setErrors(userErrors);
      if (userErrors.length === 0) notify(value === null ? 'Template removed.' : 'Template saved.');
    } catch (error) {
      setErrors(requestFailed(error));
    }
  };
  return (
    <div className="website-template-editor">
      <TemplateText label={label} text={text} onChange={setText} problems={problems} readOnly={!canWrite} area={area} />
      <OtherErrors errors={errors} fields={[]} />
      {canWrite && (
        <p className="website-actions">
          <button type="button" onClick={() => void check()} disabled={checking}>
            {checking ? 'Checking…' : 'Check template'}
          </button>
          <button type="button" className="console-secondary" onClick={() => void save()} disabled={loading}>
            {loading ? 'Saving…' : 'Save template'}
          </button>
        </p>
      )}
      {canWrite && <StoredProblems source={`collection:${pageId}:${which}`} />}
    </div>
  );
}

function StoredProblems({ source }: { source: string }) {
  const date = useDateFormat();
  const query = useQuery(WebsiteTemplateProblemsDocument, { variables: { source }, fetchPolicy: 'cache-and-network' });
  const state = queryState('the stored problems', query);
  if (state) return state;
  const rows = query.data?.templateProblems ?? [];
  if (rows.length === 0) return <p>No problems were found when visitors last viewed this template.</p>;
  return (
    <table>
      <caption>Problems found when visitors last viewed this template</caption>
      <ColumnHeads names={['Line', 'Column', 'Problem', 'Found']} />
      <tbody>
        {rows.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: stored problems have no id
          <tr key={i}>
            <td>{p.line}</td>
            <td>{p.column}</td>
            <td>{p.message}</td>
            <td>{date(p.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
