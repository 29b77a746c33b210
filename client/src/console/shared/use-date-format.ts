// Times in the console: every one in the website's time zone (its store settings), with the zone named.
import { useQuery } from '@apollo/client/react';
import { ConsoleAccessDocument } from '../generated/graphql.ts';
import { formatDateTime } from './format.ts';

/** The website's time zone (known from ownerAccess, already loaded by the frame); UTC until it is. */
export function useWebsiteTimeZone() {
  const access = useQuery(ConsoleAccessDocument, { fetchPolicy: 'cache-only' });
  return access.data?.website.timeZone ?? 'UTC';
}

/** Formats API DateTimes in the website's time zone. */
export function useDateFormat() {
  const timeZone = useWebsiteTimeZone();
  return (iso: string | null | undefined) => formatDateTime(iso, timeZone);
}
