// Add page: a title, its kind and navigation (createPage); the new page opens in its editor (a folder stays in the
// list). Refusals show next to their field.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Navigation, type PageKind, WebsiteCreatePageDocument, WebsitePagesDocument } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, OtherErrors, requestFailed } from '../shared/errors.tsx';
import { KIND_LABELS, userErrorsOf } from './page-kinds.ts';

const KINDS: PageKind[] = ['page', 'blog', 'events', 'gallery', 'folder'];
const FIELDS = ['title', 'kind', 'navigation'];

export function AddPage() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [added, setAdded] = useState('');
  const [create, { loading }] = useMutation(WebsiteCreatePageDocument, {
    refetchQueries: [WebsitePagesDocument],
    awaitRefetchQueries: true,
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const title = String(values.get('title') ?? '').trim();
    const kind = String(values.get('kind')) as PageKind;
    setAdded('');
    if (!title) return setErrors([{ field: 'title', message: 'Give the page a title.' }]);
    try {
      const { data } = await create({ variables: { input: { title, kind, navigation: String(values.get('navigation')) as Navigation } } });
      const userErrors = userErrorsOf(data?.createPage.userErrors ?? []);
      setErrors(userErrors);
      const page = data?.createPage.page;
      if (!page) return;
      form.reset();
      if (kind === 'folder') setAdded(`Folder “${page.title}” added.`);
      else navigate(`/pages/${page.id}`);
    } catch (error) {
      setErrors(requestFailed(error));
    }
  };
  return (
    <form className="console-form website-add" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-page-title">
      <h2 id="add-page-title">Add a page</h2>
      <label>
        Title
        <input name="title" {...describedBy(errors, 'title')} />
      </label>
      <FieldError errors={errors} field="title" />
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
      {added && <p role="status">{added}</p>}
    </form>
  );
}
