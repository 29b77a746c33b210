// Collections (/config/collections): the website's product collections in their order; with catalog:write, create
// one, rename it or change its URL slug, move it up or down (moveCollection) and delete it after an in-page
// confirmation (the API refuses while it holds products). Refusals show next to what they concern.

import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { UNABLE_TO_LOAD_COLLECTIONS_MESSAGE } from '../../../../domain/editing-messages.ts';
import {
  EditorCollectionsDocument,
  type EditorCollectionsQuery,
  EditorCreateCollectionDocument,
  EditorDeleteCollectionDocument,
  EditorMoveCollectionDocument,
  EditorUpdateCollectionDocument,
} from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { Screen } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import { CollectionFields } from './CollectionFields.tsx';
import { productCollections, runChange } from './editor-data.ts';
import { MoveButtons } from './MoveButtons.tsx';
import './editor.css';
import { notify } from '../shared/toasts.tsx';

type Collection = EditorCollectionsQuery['collections'][number];
const refetch = { refetchQueries: [EditorCollectionsDocument], awaitRefetchQueries: true };

export function Collections({ canWrite }: { canWrite: boolean }) {
  const query = useQuery(EditorCollectionsDocument, { fetchPolicy: 'cache-and-network' });
  const collections = productCollections(query.data?.collections ?? []);
  return (
    <Screen id="collections-title" title="Collections">
      {canWrite && <CreateCollection />}
      {queryState('the collections', query, UNABLE_TO_LOAD_COLLECTIONS_MESSAGE) ?? (
        <ol className="editor-collections" aria-label="Product collections, in order">
          {collections.map((c, i) => (
            <CollectionRow key={c.id} collection={c} previous={collections[i - 1]} next={collections[i + 1]} canWrite={canWrite} />
          ))}
        </ol>
      )}
      {collections.length === 0 && !query.loading && <p>There is no collection yet.</p>}
    </Screen>
  );
}

function CreateCollection() {
  const [create, { loading }] = useMutation(EditorCreateCollectionDocument, refetch);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = { title: String(data.get('title')).trim(), urlSlug: String(data.get('urlSlug')).trim() || undefined };
    const answer = await runChange(
      () => create({ variables: { input } }),
      (d) => d?.createCollection,
    );
    setErrors(answer.errors);
    if (answer.ok) {
      notify(`Collection “${input.title}” created.`);
      form.reset();
    }
  };
  return (
    <form className="console-form editor-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-collection">
      <h2 id="new-collection">New collection</h2>
      <CollectionFields idPrefix="new" errors={errors} />
      <button type="submit" disabled={loading}>
        {loading ? 'Creating…' : 'Create collection'}
      </button>
    </form>
  );
}

type RowProps = { collection: Collection; previous?: Collection; next?: Collection; canWrite: boolean };

function CollectionRow({ collection, previous, next, canWrite }: RowProps) {
  const [move, moving] = useMutation(EditorMoveCollectionDocument, refetch);
  const [remove, removing] = useMutation(EditorDeleteCollectionDocument, refetch);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [editing, setEditing] = useState(false);
  const moveTo = async (neighbour: Collection) => {
    const answer = await runChange(
      () => move({ variables: { id: collection.id, position: neighbour.position } }),
      (d) => d?.moveCollection,
    );
    setErrors(answer.errors);
  };
  const confirmDelete = async () => {
    const answer = await runChange(
      () => remove({ variables: { id: collection.id } }),
      (d) => d?.deleteCollection,
    );
    setErrors(answer.errors);
    return answer.ok;
  };
  const name = collection.title;
  return (
    <li className="editor-collection">
      <p>
        <strong>{name}</strong> <span className="console-hint">/{collection.urlSlug}</span>
      </p>
      {canWrite && (
        <div className="editor-actions">
          <MoveButtons
            name={name}
            busy={moving.loading}
            onUp={previous && (() => void moveTo(previous))}
            onDown={next && (() => void moveTo(next))}
          />
          <button
            type="button"
            className="console-secondary"
            aria-expanded={editing}
            aria-label={`Edit ${name}`}
            onClick={() => setEditing(!editing)}
          >
            Edit
          </button>
          <ConfirmButton
            label="Delete"
            name={`Delete ${name}`}
            question={`Delete the collection “${name}”? Only an empty collection can be deleted.`}
            action="Delete collection"
            busy={removing.loading}
            onConfirm={confirmDelete}
          />
        </div>
      )}
      {editing && <EditCollection collection={collection} onDone={() => setEditing(false)} />}
      <OtherErrors errors={errors} fields={[]} />
    </li>
  );
}

function EditCollection({ collection, onDone }: { collection: Collection; onDone: () => void }) {
  const [update, { loading }] = useMutation(EditorUpdateCollectionDocument, refetch);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { title: String(data.get('title')).trim(), urlSlug: String(data.get('urlSlug')).trim() || undefined };
    const answer = await runChange(
      () => update({ variables: { id: collection.id, input } }),
      (d) => d?.updateCollection,
    );
    setErrors(answer.errors);
    if (answer.ok) onDone();
  };
  return (
    <form className="editor-form editor-inline" onSubmit={(e) => void submit(e)} noValidate aria-label={`Edit ${collection.title}`}>
      <CollectionFields idPrefix={collection.id} errors={errors} values={collection} />
      <button type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Save collection'}
      </button>
    </form>
  );
}
