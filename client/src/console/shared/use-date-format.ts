// Times in the console: every one in the website's time zone (its store settings), with the zone named.
import { useQuery } from '@apollo/client/react';
import { ConsoleAccessDocument } from '../generated/graphql.ts';
import { formatDateTime } from './format.ts';

/** Formats API DateTimes in the website's time zone (known from ownerAccess, already loaded by the frame). */
export function useDateFormat() {
  const access = useQuery(ConsoleAccessDocument, { fetchPolicy: 'cache-only' });
  const timeZone = access.data?.website.timeZone ?? 'UTC';
  return (iso: string | null | undefined) => formatDateTime(iso, timeZone);
}
