// The page editor (/config/pages/:id): title, URL slug, whether visitors see it, description, and the page's blocks
// (BlockEditor), saved together with updatePage; refusals show next to their field, the preview reloads after a
// save. Without catalog:write every value is shown, nothing can be changed.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  WebsitePageDocument,
  type WebsitePageFieldsFragment,
  WebsitePagesDocument,
  WebsiteUpdatePageDocument,
} from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, OtherErrors, requestFailed } from '../shared/errors.tsx';
import { Missing, Screen } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import { BlockEditor } from './BlockEditor.tsx';
import { type EditedBlock, fromApi, toApi } from './block-fields.ts';
import { PagePassword, passwordChange } from './PagePassword.tsx';
import { PagePlace, placeChange } from './PagePlace.tsx';
import { Preview } from './Preview.tsx';
import { ITEM_KINDS, ITEM_NOUNS, KIND_LABELS, userErrorsOf } from './page-kinds.ts';
import './website.css';
import { notify } from '../shared/toasts.tsx';
import { SaveBar, UnsavedChangesGuard, useUnsavedChanges } from '../shared/unsaved.tsx';

export function PageEditor({ canWrite }: { canWrite: boolean }) {
  const { id = '' } = useParams();
  const query = useQuery(WebsitePageDocument, { variables: { id } });
  const state = queryState('the page', query);
  const page = query.data?.collection;
  return (
    <Screen id="page-title" title={page ? page.title : 'Page'}>
      <p>
        <Link to="/pages">All pages</Link>
      </p>
      {state ?? (page ? <PageForm key={page.id} page={page} canWrite={canWrite} /> : <Missing what="page" />)}
    </Screen>
  );
}

const FIELDS = ['title', 'urlSlug', 'enabled', 'password', 'description', 'navigation', 'folderId'];

function PageForm({ page, canWrite }: { page: WebsitePageFieldsFragment; canWrite: boolean }) {
  const [blocks, setBlocks] = useState<EditedBlock[]>(() => fromApi(page.blocks));
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [version, setVersion] = useState(0);
  const unsaved = useUnsavedChanges();
  const [update, { loading }] = useMutation(WebsiteUpdatePageDocument, { refetchQueries: [WebsitePagesDocument] });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    try {
      const input = {
        title: text('title'),
        urlSlug: text('urlSlug'),
        enabled: form.get('enabled') === 'on',
        description: text('description'),
        blocks: toApi(blocks),
        ...placeChange(form, page),
        ...passwordChange(form),
      };
      const { data } = await update({ variables: { id: page.id, input } });
      const userErrors = userErrorsOf(data?.updatePage.userErrors ?? []);
      setErrors(userErrors);
      if (userErrors.length > 0) return;
      unsaved.saved();
      notify('Page saved.');
      setVersion((v) => v + 1);
      if (data?.updatePage.page) setBlocks(fromApi(data.updatePage.page.blocks));
    } catch (error) {
      setErrors(requestFailed(error));
    }
  };
  const nouns = ITEM_NOUNS[page.typeName];
  return (
    <div className="website-editor">
      <form className="console-form website-form" onSubmit={(e) => void submit(e)} onInput={unsaved.changed} noValidate>
        <p>
          {KIND_LABELS[page.typeName] ?? page.typeName} · <code>{page.fullUrl}</code>
          {ITEM_KINDS.has(page.typeName) && nouns && (
            <>
              {' '}
              · <Link to={`/collections/${page.id}/items`}>{nouns.many}</Link>
            </>
          )}
        </p>
        <fieldset disabled={!canWrite}>
          <legend>Page</legend>
          <label>
            Title
            <input name="title" defaultValue={page.title} {...describedBy(errors, 'title')} />
          </label>
          <FieldError errors={errors} field="title" />
          <label>
            URL slug
            <input name="urlSlug" defaultValue={page.urlSlug} {...describedBy(errors, 'urlSlug')} />
          </label>
          <FieldError errors={errors} field="urlSlug" />
          <PagePlace page={page} errors={errors} />
          <label className="console-check">
            <input type="checkbox" name="enabled" defaultChecked={page.enabled} />
            Visitors see this page (enabled)
          </label>
          <PagePassword key={version} locked={page.locked} errors={errors} />
          <label>
            Description
            <textarea name="description" rows={2} defaultValue={page.description} {...describedBy(errors, 'description')} />
          </label>
          <FieldError errors={errors} field="description" />
        </fieldset>
        <BlockEditor blocks={blocks} onChange={unsaved.tracking(setBlocks)} errors={errors} canWrite={canWrite} />
        <OtherErrors errors={errors} fields={[...FIELDS, ...errors.flatMap((e) => (e.field?.startsWith('blocks') ? [e.field] : []))]} />
        {canWrite && <SaveBar dirty={unsaved.dirty} busy={loading} label="Save page" />}
        <UnsavedChangesGuard dirty={unsaved.dirty} />
      </form>
      <Preview url={page.fullUrl} title={page.title} version={version} />
    </div>
  );
}
