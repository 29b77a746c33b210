// Adding a post, event or image to a page (createItem): its title and, for an event, its start and end (typed in
// the browser's time zone, sent as UTC). It starts as a draft; the list shows it at once.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { WebsiteCreateItemDocument, WebsiteItemsDocument } from '../generated/graphql.ts';
import { describedBy, FieldError, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { attemptChange } from './page-kinds.ts';

/** A datetime-local value as an ISO instant, or undefined when empty. */
export const isoOf = (value: FormDataEntryValue | null) => (value ? new Date(String(value)).toISOString() : undefined);

export function AddItem({ collectionId, kind, noun }: { collectionId: string; kind: string; noun: string }) {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [added, setAdded] = useState('');
  const [create, { loading }] = useMutation(WebsiteCreateItemDocument, {
    refetchQueries: [WebsiteItemsDocument],
    awaitRefetchQueries: true,
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    const title = String(values.get('title') ?? '').trim();
    setAdded('');
    if (!title) return setErrors([{ field: 'title', message: `Give the ${noun} a title.` }]);
    const dates = kind === 'events' ? { startDate: isoOf(values.get('startDate')), endDate: isoOf(values.get('endDate')) } : {};
    const refusals = await attemptChange(
      async () => (await create({ variables: { input: { collectionId, title, ...dates } } })).data?.createItem.userErrors,
    );
    setErrors(refusals);
    if (refusals.length > 0) return;
    form.reset();
    setAdded(`Added “${title}” as a draft.`);
  };
  return (
    <form className="console-form website-add" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-item-title">
      <h2 id="add-item-title">
        Add {noun === 'image' ? 'an' : 'a'} {noun}
      </h2>
      <label>
        Title
        <input name="title" {...describedBy(errors, 'title')} />
      </label>
      <FieldError errors={errors} field="title" />
      {kind === 'events' && (
        <>
          <label>
            Starts
            <input name="startDate" type="datetime-local" {...describedBy(errors, 'startDate')} />
          </label>
          <FieldError errors={errors} field="startDate" />
          <label>
            Ends
            <input name="endDate" type="datetime-local" {...describedBy(errors, 'endDate')} />
          </label>
          <FieldError errors={errors} field="endDate" />
        </>
      )}
      <OtherErrors errors={errors} fields={['title', 'startDate', 'endDate']} />
      <button type="submit" disabled={loading}>
        {loading ? 'Adding…' : `Add ${noun}`}
      </button>
      {added && <p role="status">{added}</p>}
    </form>
  );
}
