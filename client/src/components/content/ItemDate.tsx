// When an item is: an event's start and end (one day or a range, with times), or a post's publish date — in the
// website's time zone. One day or two is domain's same-day rule (domain/time-text.ts), on the website's clocks.
import { isSameDay } from '../../../../domain/time-text.ts';
import type { ItemSummaryFragment } from '../../graphql/generated/documents/ItemSummaryFragment.ts';
import { useSiteDates } from '../../lib/use-site-dates.ts';

export function ItemDate({ item }: { item: Pick<ItemSummaryFragment, 'startDate' | 'endDate' | 'publishOn'> }) {
  const { day, time, timeZone } = useSiteDates();
  if (item.startDate && item.endDate) {
    const start = new Date(item.startDate);
    const end = new Date(item.endDate);
    return (
      <p className="item-date item-date--event">
        <time dateTime={item.startDate}>{day(start)}</time>{' '}
        {isSameDay(start, end, timeZone) ? (
          <>
            <time dateTime={item.startDate}>{time(start)}</time> – <time dateTime={item.endDate}>{time(end)}</time>
          </>
        ) : (
          <>
            {time(start)} – <time dateTime={item.endDate}>{`${day(end)} ${time(end)}`}</time>
          </>
        )}
      </p>
    );
  }
  return (
    <p className="item-date">
      <time dateTime={item.publishOn}>{day(new Date(item.publishOn))}</time>
    </p>
  );
}
