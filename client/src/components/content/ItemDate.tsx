// When an item is: an event's start and end (one day or a range, with times), or a post's publish date.
import { isSameDay } from '../../../../domain/time-text.ts';
import type { ItemSummaryFragment } from '../../graphql/generated/graphql.ts';

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const day = (d: Date) => d.toLocaleDateString(undefined, DAY);
const time = (d: Date) => d.toLocaleTimeString(undefined, TIME);

export function ItemDate({ item }: { item: Pick<ItemSummaryFragment, 'startDate' | 'endDate' | 'publishOn'> }) {
  if (item.startDate && item.endDate) {
    const start = new Date(item.startDate);
    const end = new Date(item.endDate);
    return (
      <p className="item-date item-date--event">
        <time dateTime={item.startDate}>{day(start)}</time>{' '}
        {isSameDay(start, end) ? (
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
