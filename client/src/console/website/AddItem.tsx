// Adding a post, event or image to a page (createItem): its title and, for an event, its start and end (typed in
// the website's time zone, sent as instants). It starts as a draft; the list shows it at once.
import { useMutation } from '@apollo/client/react';
import { instantOfWallClock } from '../../../../domain/zoned-time.ts';
import { WebsiteCreateItemDocument, WebsiteItemsDocument } from '../generated/graphql.ts';
import { DateTimeField } from '../shared/DateTimeField.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { useWebsiteTimeZone } from '../shared/use-date-format.ts';
import { TitleField, useAddForm } from './AddForm.tsx';

/** An event's start and end as typed in the form (in `timeZone`), undefined when empty; nothing for other items. */
export function eventDates(kind: string, form: FormData, timeZone: string) {
  if (kind !== 'events') return {};
  const instant = (name: string) => instantOfWallClock(String(form.get(name) ?? ''), timeZone) ?? undefined;
  return { startDate: instant('startDate'), endDate: instant('endDate') };
}

/** An event's start and end, typed in the website's time zone. */
export function EventDateFields({
  errors,
  item,
}: {
  errors: FieldMessage[];
  item?: { startDate?: string | null; endDate?: string | null };
}) {
  return (
    <>
      <DateTimeField label="Starts" name="startDate" field="startDate" errors={errors} value={item?.startDate} />
      <DateTimeField label="Ends" name="endDate" field="endDate" errors={errors} value={item?.endDate} />
    </>
  );
}

export function AddItem({ collectionId, kind, noun }: { collectionId: string; kind: string; noun: string }) {
  const [create, { loading }] = useMutation(WebsiteCreateItemDocument, {
    refetchQueries: [WebsiteItemsDocument],
    awaitRefetchQueries: true,
  });
  const timeZone = useWebsiteTimeZone();
  const { errors, submit } = useAddForm(noun, async (title, values) => {
    const dates = eventDates(kind, values, timeZone);
    const { data } = await create({ variables: { input: { collectionId, title, ...dates } } });
    return { userErrors: data?.createItem.userErrors, added: `Added “${title}” as a draft.` };
  });
  return (
    <form className="console-form website-add" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="add-item-title">
      <h2 id="add-item-title">
        Add {noun === 'image' ? 'an' : 'a'} {noun}
      </h2>
      <TitleField errors={errors} />
      {kind === 'events' && <EventDateFields errors={errors} />}
      <OtherErrors errors={errors} fields={['title', 'startDate', 'endDate']} />
      <button type="submit" disabled={loading}>
        {loading ? 'Adding…' : `Add ${noun}`}
      </button>
    </form>
  );
}
