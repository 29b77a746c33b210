// Adding a post, event or image to a page (createItem): its title and, for an event, its start and end (typed in
// the browser's time zone, sent as UTC). It starts as a draft; the list shows it at once.
import { useMutation } from '@apollo/client/react';
import { WebsiteCreateItemDocument, WebsiteItemsDocument } from '../generated/graphql.ts';
import { describedBy, FieldError, OtherErrors } from '../shared/errors.tsx';
import { TitleField, useAddForm } from './AddForm.tsx';

/** A datetime-local value as an ISO instant, or undefined when empty. */
export const isoOf = (value: FormDataEntryValue | null) => (value ? new Date(String(value)).toISOString() : undefined);

export function AddItem({ collectionId, kind, noun }: { collectionId: string; kind: string; noun: string }) {
  const [create, { loading }] = useMutation(WebsiteCreateItemDocument, {
    refetchQueries: [WebsiteItemsDocument],
    awaitRefetchQueries: true,
  });
  const { errors, submit } = useAddForm(noun, async (title, values) => {
    const dates = kind === 'events' ? { startDate: isoOf(values.get('startDate')), endDate: isoOf(values.get('endDate')) } : {};
    const { data } = await create({ variables: { input: { collectionId, title, ...dates } } });
    return { userErrors: data?.createItem.userErrors, added: `Added “${title}” as a draft.` };
  });
  return (
    <form className="console-form website-add" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-item-title">
      <h2 id="add-item-title">
        Add {noun === 'image' ? 'an' : 'a'} {noun}
      </h2>
      <TitleField errors={errors} />
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
    </form>
  );
}
