// The editor of a post, event or image (/config/collections/:collectionId/items/:itemId?offset=N): title, URL slug,
// publish state, excerpt, an event's start and end, the image, and the item's blocks, saved with updateItem. The API
// reads items by page only, so the item is found among the page's items from the list's place (offset) on.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  type PublishStatus,
  type WebsiteItemFieldsFragment,
  WebsiteItemsDocument,
  WebsiteUpdateItemDocument,
} from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, OtherErrors, requestFailed } from '../shared/errors.tsx';
import { Screen } from '../shared/Screen.tsx';
import { useWebsiteTimeZone } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';
import { EventDateFields, eventDates } from './AddItem.tsx';
import { BlockEditor } from './BlockEditor.tsx';
import { type EditedBlock, fromApi, toApi } from './block-fields.ts';
import { ImageUpload } from './ImageUpload.tsx';
import { Preview } from './Preview.tsx';
import { ITEM_NOUNS, userErrorsOf } from './page-kinds.ts';
import './website.css';
import { notify } from '../shared/toasts.tsx';
import { SaveBar, UnsavedChangesGuard, useUnsavedChanges } from '../shared/unsaved.tsx';

const STATUSES: { value: PublishStatus; label: string }[] = [
  { value: 'DRAFT', label: 'Draft' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'NEEDS_REVIEW', label: 'Needs review' },
  { value: 'PRIVATE', label: 'Private' },
];
const FIELDS = ['title', 'urlSlug', 'status', 'excerpt', 'startDate', 'endDate'];

export function ItemEditor({ canWrite }: { canWrite: boolean }) {
  const { collectionId = '', itemId = '' } = useParams();
  const offset = Math.max(0, Number(useSearchParams()[0].get('offset')) || 0);
  const query = useQuery(WebsiteItemsDocument, { variables: { id: collectionId, offset, first: 100 } });
  const state = queryState('the item', query);
  const page = query.data?.collection;
  const item = page?.items.items.find((i) => i.id === itemId);
  const nouns = ITEM_NOUNS[page?.typeName ?? ''] ?? { one: 'item', many: 'Items' };
  return (
    <Screen id="item-title" title={item ? item.title : 'Item'}>
      <p>
        <Link to={`/collections/${collectionId}/items`}>{page ? `${nouns.many} of ${page.title}` : 'Back to the list'}</Link>
      </p>
      {state ??
        (item && page ? (
          <ItemForm key={item.id} item={item} kind={page.typeName} canWrite={canWrite} />
        ) : (
          <p>This item is not on this page of the list any more; open it from the list again.</p>
        ))}
    </Screen>
  );
}

function ItemForm({ item, kind, canWrite }: { item: WebsiteItemFieldsFragment; kind: string; canWrite: boolean }) {
  const [blocks, setBlocks] = useState<EditedBlock[]>(() => fromApi(item.blocks));
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [version, setVersion] = useState(0);
  const unsaved = useUnsavedChanges();
  const [update, { loading }] = useMutation(WebsiteUpdateItemDocument);
  const timeZone = useWebsiteTimeZone();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    const dates = eventDates(kind, form, timeZone);
    const input = {
      title: text('title'),
      urlSlug: text('urlSlug'),
      status: text('status') as PublishStatus,
      excerpt: text('excerpt'),
      blocks: toApi(blocks),
      ...dates,
    };
    try {
      const { data } = await update({ variables: { id: item.id, input } });
      const userErrors = userErrorsOf(data?.updateItem.userErrors ?? []);
      setErrors(userErrors);
      if (userErrors.length > 0) return;
      unsaved.saved();
      notify('Saved.');
      setVersion((v) => v + 1);
      if (data?.updateItem.item) setBlocks(fromApi(data.updateItem.item.blocks));
    } catch (error) {
      setErrors(requestFailed(error));
    }
  };
  const input = (name: string, label: string, value: string) => (
    <>
      <label>
        {label}
        <input name={name} defaultValue={value} {...describedBy(errors, name)} />
      </label>
      <FieldError errors={errors} field={name} />
    </>
  );
  return (
    <div className="website-editor">
      <div>
        <form className="console-form website-form" onSubmit={(e) => void submit(e)} onInput={unsaved.changed} noValidate>
          <fieldset disabled={!canWrite}>
            <legend>{(ITEM_NOUNS[kind]?.one ?? 'item').replace(/^./, (c) => c.toUpperCase())}</legend>
            {input('title', 'Title', item.title)}
            {input('urlSlug', 'URL slug', item.urlSlug)}
            <label>
              Publish state
              <select name="status" defaultValue={item.status} {...describedBy(errors, 'status')}>
                {STATUSES.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <p className="console-hint">Now: {item.statusLabel}</p>
            {kind === 'events' && <EventDateFields errors={errors} item={item} />}
            <label>
              Excerpt (HTML)
              <textarea name="excerpt" rows={3} defaultValue={item.excerptSource ?? ''} {...describedBy(errors, 'excerpt')} />
            </label>
            <FieldError errors={errors} field="excerpt" />
          </fieldset>
          <BlockEditor blocks={blocks} onChange={unsaved.tracking(setBlocks)} errors={errors} canWrite={canWrite} />
          <OtherErrors errors={errors} fields={[...FIELDS, ...errors.flatMap((e) => (e.field?.startsWith('blocks') ? [e.field] : []))]} />
          {canWrite && <SaveBar dirty={unsaved.dirty} busy={loading} label="Save" />}
          <UnsavedChangesGuard dirty={unsaved.dirty} />
        </form>
        {canWrite ? (
          <ImageUpload itemId={item.id} assetUrl={item.assetUrl ?? null} altText={item.altText} />
        ) : (
          item.assetUrl && <img src={item.assetUrl} alt={item.altText || item.title} width={240} />
        )}
      </div>
      <Preview url={item.fullUrl} title={item.title} version={version} />
    </div>
  );
}
