// Dates in templates: same day (spec §5; the same-day? predicate, server/services/templates/helper-formatters.ts),
// calendar dates in UTC basic format and event calendar links (spec §7). Time since is the template engine's own
// timesince formatter.

import { wallClockFields } from './zoned-time.ts';

/** The date an instant shows on the clocks of `timeZone`, as one number (NaN when it is not a date). */
function dayIn(instant: Date, timeZone: string): number {
  const d = wallClockFields(instant, timeZone);
  return d.getUTCFullYear() * 10_000 + d.getUTCMonth() * 100 + d.getUTCDate();
}

/** Same day: the same year and day of the year on the website's clocks (docs/spec-decisions.md: the spec says UTC's);
 * false when either is not a date. */
export function isSameDay(a: Date, b: Date, timeZone: string): boolean {
  if (Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return false;
  return dayIn(a, timeZone) === dayIn(b, timeZone);
}

/** A calendar date: year month day 'T' hour minute second 'Z', in UTC (e.g. 20261122T183000Z). */
export function calendarDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type CalendarEvent = { title: string; startDate: Date; endDate: Date; location?: string };

/** An "add to calendar" link for an event: the calendar service's action template, the event's text, its start and
 * end in UTC basic format, and its location. */
export function calendarLink(e: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${calendarDate(e.startDate)}/${calendarDate(e.endDate)}`,
  });
  if (e.location) params.set('location', e.location);
  return `https://www.google.com/calendar/event?${params.toString()}`;
}
