// Events (record type 12, spec §3): a start and an end, and a location with address lines, country and map point.

import { joinAddress } from './address.ts';

export type EventLocation = {
  addressLine1?: string;
  addressLine2?: string;
  addressCountry?: string;
  mapLat?: number;
  mapLng?: number;
  mapZoom?: number;
};

export const EVENT_DATES_MESSAGE = 'An event ends after it starts.';
export const EVENT_NEEDS_DATES_MESSAGE = 'An event needs a start and an end.';

/** The refusal for an event's dates, or null. */
export function eventDatesProblem(start: Date | null | undefined, end: Date | null | undefined): string | null {
  if (!start || !end) return EVENT_NEEDS_DATES_MESSAGE;
  return end.getTime() < start.getTime() ? EVENT_DATES_MESSAGE : null;
}

/** Where an event is, on one line: its address lines and country joined with commas ('' when none). */
export const eventPlace = (l: EventLocation | null | undefined): string =>
  joinAddress([l?.addressLine1, l?.addressLine2, l?.addressCountry]);
