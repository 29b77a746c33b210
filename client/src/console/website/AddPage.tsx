// Add page: a title, its kind and navigation (createPage); the new page opens in its editor (a folder stays in the
// list). Refusals show next to their field.
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { type Navigation, type PageKind, WebsiteCreatePageDocument, WebsitePagesDocument } from '../generated/graphql.ts';
import { OtherErrors } from '../shared/errors.tsx';
import { TitleField, useAddForm } from './AddForm.tsx';
import { KIND_LABELS } from './page-kinds.ts';

const KINDS: PageKind[] = ['page', 'blog', 'events', 'gallery', 'folder'];
const FIELDS = ['title', 'kind', 'navigation'];

export function AddPage() {
  const navigate = useNavigate();
  const [create, { loading }] = useMutation(WebsiteCreatePageDocument, {
    refetchQueries: [WebsitePagesDocument],
    awaitRefetchQueries: true,
  });
  const { errors, submit } = useAddForm('page', async (title, values) => {
    const kind = String(values.get('kind')) as PageKind;
    const { data } = await create({ variables: { input: { title, kind, navigation: String(values.get('navigation')) as Navigation } } });
    const page = data?.createPage.page;
    if (page && kind !== 'folder') navigate(`/pages/${page.id}`);
    return { userErrors: data?.createPage.userErrors, added: page ? (kind === 'folder' ? `Folder “${page.title}” added.` : '') : null };
  });
  return (
    <form className="console-form website-add" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-page-title">
      <h2 id="add-page-title">Add a page</h2>
      <TitleField errors={errors} />
      <label>
        Kind
        <select name="kind" defaultValue="page">
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Navigation
        <select name="navigation" defaultValue="MAIN">
          <option value="MAIN">Main navigation</option>
          <option value="SECONDARY">Secondary navigation</option>
          <option value="NOT_LINKED">Not linked</option>
        </select>
      </label>
      <OtherErrors errors={errors} fields={FIELDS} />
      <button type="submit" disabled={loading}>
        {loading ? 'Adding…' : 'Add page'}
      </button>
    </form>
  );
}
